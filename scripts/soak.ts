import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appMemory, startApps, stopApps, troubleLines, type TAppMemory } from './soak/apps';
import { idleInTransaction, prepareSoakDatabase } from './soak/database';
import { targetFor } from './soak/http-session';
import { parseOptions } from './soak/options';
import { Recorder } from './soak/recorder';
import { reminderLateness, REMINDER_BOUND_SECONDS } from './soak/timer-reminders';
import { printErrors, printMemory, printRequests, type TMemoryPoint } from './soak/report';
import { virtualUser } from './soak/traffic';

/**
 * npm run soak (issue 25, item 14): the whole product under a mix that resembles the web app's traffic, on the
 * production bundle (run `npm run build` first; this script builds nothing). A fresh database (dropped afterwards
 * unless --keep) gets the demo data, synthetic recipes and members; two app processes (dist/server/main.js, one
 * worker each) serve it; `--connections` virtual users send requests to both in turn, pausing `--think` between
 * pages, for `--duration` (default 10m, 200 connections, 1 s pauses; --quick: 60 s, 50 connections, no pauses).
 * The mix is in soak/traffic.ts.
 * Prints throughput, p50/p99 per kind of request, statuses, and RSS per process at start, after warm-up, middle
 * and end; exits 1 on any 5xx, any unexpected status or network error, any error line the apps logged, a worker
 * that died, or a worker whose RSS at the end is more than 25 % above its level after the warm-up.
 */
const options = parseOptions(process.argv.slice(2));
const ROOT = path.resolve(import.meta.dirname, '..');
if (!existsSync(path.join(ROOT, 'dist', 'server', 'main.js'))) {
  console.error('dist/server/main.js fehlt: erst `npm run build` ausführen.');
  process.exit(1);
}

const seconds = (since: number) => (performance.now() - since) / 1000;
let begun = performance.now();
console.log(
  `Lege die Datenbank an: ${options.recipes.toLocaleString('de-DE')} synthetische Rezepte, ${options.members} Mitglieder …`,
);
const database = await prepareSoakDatabase(options.recipes, options.members);
console.log(
  `Datenbank bereit nach ${seconds(begun).toFixed(1)} s (${database.recipeIds.length.toLocaleString('de-DE')} Rezepte).`,
);
const apps = await startApps(database.url, database.mediaDir);
console.log(`${apps.map((app) => `${app.name} auf Port ${app.port}`).join(', ')} bereit.`);

const recorder = new Recorder();
const memory = apps.map((app) => ({
  name: app.name,
  points: new Map<TMemoryPoint, TAppMemory>(),
  peakWorkerMib: 0,
  series: [] as number[],
}));
const sampleMemory = async (point?: TMemoryPoint) => {
  const samples = await Promise.all(apps.map((app) => appMemory(app)));
  samples.forEach((sample, i) => {
    const entry = memory[i];
    if (!entry) return;
    if (point) entry.points.set(point, sample);
    for (const worker of sample.workers) entry.peakWorkerMib = Math.max(entry.peakWorkerMib, worker.mib ?? 0);
    if (!point) entry.series.push(sample.workers.reduce((sum, worker) => sum + (worker.mib ?? 0), 0));
  });
};
await sampleMemory('Start');

let running = true;
const exits: string[] = [];
for (const app of apps)
  void app.server.exited.then((code) => {
    if (running) {
      const tail = app.server.output().trim().split('\n').slice(-8).join('\n    ');
      exits.push(`${app.name} beendete sich während des Laufs (Code ${code}); zuletzt:\n    ${tail}`);
    }
    running = false;
  });
process.once('SIGINT', () => {
  console.log('\nAbgebrochen: beende die Last und räume auf …');
  running = false;
});

console.log(
  `Last: ${options.connections} Verbindungen, Bedenkzeit ${options.thinkMs} ms zwischen Seiten, ${options.durationSeconds} s (Aufwärmen ${options.warmupSeconds} s), ${os.availableParallelism()} Kerne, Lastdurchschnitt ${os.loadavg()[0]?.toFixed(1) ?? '?'} vor dem Start`,
);
const targets = apps.map((app) => targetFor(app.port, options.connections));
const traffic = {
  targets,
  recorder,
  recipeIds: database.recipeIds,
  memberNames: database.memberNames,
  running: () => running,
  thinkMs: options.thinkMs,
};
begun = performance.now();
const users = Array.from({ length: options.connections }, (_, i) => virtualUser(traffic, i));
const timers = [
  setTimeout(() => {
    recorder.startMeasuring();
    void sampleMemory('nach Aufwärmen');
  }, options.warmupSeconds * 1000),
  setTimeout(() => void sampleMemory('Mitte'), (options.durationSeconds * 1000) / 2),
  setTimeout(() => (running = false), options.durationSeconds * 1000),
  setInterval(() => void sampleMemory(), 5000),
  setInterval(() => {
    const answered = recorder.entries().reduce((sum, [, f]) => sum + [...f.statuses.values()].reduce((a, b) => a + b, 0), 0);
    console.log(
      `  ${seconds(begun).toFixed(0)} s: ${answered.toLocaleString('de-DE')} Antworten, ${recorder.unexpectedCount} Fehler`,
    );
  }, 30_000),
];
await Promise.all(users);
recorder.stopMeasuring();
if (!recorder.measuredSince) recorder.measuredSince = begun;
timers.forEach((timer) => clearTimeout(timer));
await sampleMemory('Ende');
const loadAverage = os.loadavg()[0] ?? NaN;
// After the last answer no transaction is running: an open one was left behind.
await new Promise((resolve) => setTimeout(resolve, 1000));
const leftOpen = await idleInTransaction(database.url);
// Timers started in the last seconds of the load end now: their jobs run before the apps stop.
await new Promise((resolve) => setTimeout(resolve, (30 + REMINDER_BOUND_SECONDS) * 1000));
const reminders = await reminderLateness(database.url);

const exitCodes = await stopApps(apps);
const trouble = apps.flatMap((app) => troubleLines(app).map((line) => `${app.name}: ${line}`));
if (options.keep) console.log(`Datenbank bleibt: ${database.url}`);
else await database.drop();

console.log(
  `\n${apps.length} App-Prozesse (je 1 Worker) auf einer Datenbank, ${options.connections} Verbindungen, ${options.durationSeconds} s, davon ${options.warmupSeconds} s Aufwärmen; ${database.recipeIds.length.toLocaleString('de-DE')} Rezepte, ${options.members} Mitglieder; Lastdurchschnitt am Ende ${loadAverage.toFixed(1)} auf ${os.availableParallelism()} Kernen`,
);
const reads = printRequests(recorder);
printErrors(recorder);
const memoryBroken = printMemory(memory, options.rssGrowthBound);
console.log(`Verbindungen in offener Transaktion nach dem Lauf: ${leftOpen}`);
const seconds1 = (n: number) => n.toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const remindersLate = reminders.max > REMINDER_BOUND_SECONDS || reminders.missed > 0;
console.log(
  `Timer-Erinnerungen: ${reminders.sent} gesendet, Verspätung ab Timer-Ende p50 ${seconds1(reminders.p50)} s, p99 ${seconds1(reminders.p99)} s, höchstens ${seconds1(reminders.max)} s (Ziel < ${REMINDER_BOUND_SECONDS} s); ${reminders.missed} verpasst`,
);
console.log(
  `\nZiel Lesen p99 < 250 ms: ${reads.p99 < 250 ? 'erreicht' : 'verfehlt'} (${reads.p99.toFixed(0)} ms; berichtet, kein Abbruchgrund)`,
);

const failures = [
  ...exits,
  ...(leftOpen > 0
    ? [`${leftOpen} Datenbankverbindung(en) der Apps stehen nach dem Lauf in einer offenen Transaktion (idle in transaction)`]
    : []),
  ...(remindersLate
    ? [
        `Timer-Erinnerungen zu spät oder verpasst: höchstens ${seconds1(reminders.max)} s nach dem Ende, ${reminders.missed} verpasst`,
      ]
    : []),
  ...(recorder.unexpectedCount > 0 ? [`${recorder.unexpectedCount} Fehler (5xx, unerwartete Status oder Netzwerk)`] : []),
  ...trouble.slice(0, 10),
  ...memoryBroken,
  ...exitCodes.flatMap((code, i) =>
    code === 0 ? [] : [`${apps[i]?.name ?? '?'} endete auf SIGTERM mit ${code ?? 'keinem Code (hing)'}`],
  ),
];
if (failures.length === 0) console.log('\nErgebnis: bestanden');
else {
  console.log('\nErgebnis: FEHLGESCHLAGEN');
  for (const failure of failures) console.log(`  - ${failure}`);
}
process.exit(failures.length === 0 ? 0 : 1);
