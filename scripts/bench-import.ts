/**
 * npm run bench:import: „Rezepte umziehen“ with a 1,000-recipe Mealie-style archive with pictures (BENCH_RECIPES; 0
 * skips it), against the real server (server/src/main.ts, demo data) on a fresh database (kochclip_bench_import,
 * dropped before and after). Uploads the archive as a member, then reads GET /api/recipes one request after another
 * while the job runs, and prints the upload's answer time, the import's wall time and recipes per second, and the
 * reads' median, p95 and p99 (BENCH_READ_PAUSE_MS pauses between the reads; unset, they follow back to back). Then,
 * on the idle server, it sends the saved pages of the real-page corpus
 * (../shared/import-corpus, else the labelled pages of tests/fixtures/import) one after another to
 * POST /api/import/html without saving, as the Upload tab does, and prints their answer times (BENCH_PAGES caps how
 * many). The machine's load average is printed with each part, since shared machines vary.
 * Figures: docs/performance.md. BENCH_DATABASE_ADMIN_URL points at another server.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import postgres from 'postgres';
import { benchArchive } from './bench/archive';
import { processCpuMeter } from './bench/process-cpu';
import { median } from './bench/stats';
import { extractHtmlRecipe, decodeHtml } from '@kochclip/server';
import { loadPages } from '../tests/fixtures/import/pages';

const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RECIPES = Number(process.env.BENCH_RECIPES ?? 1000);
const PAGES = Number(process.env.BENCH_PAGES ?? Infinity);
/** Pause between two reads during the import: 0 (the default) reads back to back, the heaviest load one client makes. */
const READ_PAUSE_MS = Number(process.env.BENCH_READ_PAUSE_MS ?? 0);
const CORPUS = path.resolve(import.meta.dirname, '../../shared/import-corpus');
const DATABASE = 'kochclip_bench_import';
const ROOT = path.resolve(import.meta.dirname, '..');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const load = () =>
  `Last (1/5/15 min): ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`;

/** Saved pages of real recipe sites (the shared corpus) if it is there, else the labelled pages of the fixtures. */
async function savedPages(): Promise<{ source: string; pages: { name: string; bytes: Buffer }[] }> {
  if (existsSync(CORPUS)) {
    const names = (await readdir(CORPUS)).filter((name) => name.endsWith('.html')).sort();
    const pages = await Promise.all(
      names.slice(0, PAGES).map(async (name) => ({ name, bytes: await readFile(path.join(CORPUS, name)) })),
    );
    return { source: CORPUS, pages };
  }
  const pages = [...loadPages('tuning'), ...loadPages('blind')].map((page) => ({ name: page.id, bytes: page.bytes }));
  return { source: 'tests/fixtures/import', pages: pages.slice(0, PAGES) };
}

/** Each page once, one after another, as a member's Upload tab sends a saved page (multipart, not saved). */
/** Signs up a member; their session cookie. */
async function newMember(url: string): Promise<string> {
  const name = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const register = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, email: `${name}@example.de`, password: 'Zwiebelkuchen!42' }),
  });
  if (register.status !== 200) throw new Error(`Registrierung: ${register.status} ${await register.text()}`);
  return (register.headers.getSetCookie().find((line) => line.startsWith('kc_session=')) ?? '').split(';')[0] ?? '';
}

/** Recipes one member may create per minute (server/src/main.ts, recipeCreationsPerMinute). */
const CREATIONS_PER_MINUTE = 10;

async function pageTimes(url: string): Promise<void> {
  const { source, pages } = await savedPages();
  console.log(`Gespeicherte Seiten: ${pages.length} aus ${path.relative(ROOT, source) || source}; ${load()}`);
  if (pages.length === 0) return;
  const times: number[] = [];
  const statuses = new Map<number, number>();
  let cookie = '';
  for (const [index, page] of pages.entries()) {
    if (index % CREATIONS_PER_MINUTE === 0) cookie = await newMember(url);
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(page.bytes)], { type: 'text/html' }), page.name);
    form.set('saveToDatabase', 'false');
    const start = performance.now();
    // A page above the 2 MB limit is refused (413) while it is still being sent: the socket closes under fetch.
    const status = await fetch(`${url}/api/import/html`, { method: 'POST', headers: { cookie }, body: form }).then(
      async (answer) => {
        await answer.arrayBuffer();
        return answer.status;
      },
      () => 0,
    );
    if (status !== 0) times.push(performance.now() - start);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  const answers = [...statuses]
    .map(([status, count]) => `${count}× ${status === 0 ? 'Verbindung beim Senden beendet' : status}`)
    .join(', ');
  console.log(
    `POST /api/import/html (${answers}): Median ${median(times).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, höchstens ${Math.max(...times).toFixed(1)} ms; ${load()}`,
  );
  // The extraction alone (decoding, JSON-LD/microdata/text reading, the line parser), in this process at normal
  // priority: what the request adds on top is the upload, the media child's queue and its lower priority.
  const extraction: number[] = [];
  for (const page of pages) {
    const start = performance.now();
    extractHtmlRecipe(decodeHtml(page.bytes), `https://${page.name.split('__')[0] ?? 'example.org'}/`);
    extraction.push(performance.now() - start);
  }
  console.log(
    `Nur die Extraktion (im Prozess): Median ${median(extraction).toFixed(1)} ms, p95 ${percentile(extraction, 95).toFixed(1)} ms, höchstens ${Math.max(...extraction).toFixed(1)} ms; ${load()}`,
  );
}

async function main() {
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
  await admin.unsafe(`create database ${DATABASE}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${DATABASE}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kochclip-bench-import-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ORIGIN: url,
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'true',
      // The pages are sent by a new member every 10 (the creation limit per member and minute); they sign up here.
      REGISTRATIONS_PER_HOUR_PER_ADDRESS: '1000',
      // The media children's CPU per kind of task (kochclip_media_cpu_seconds_total) is read from /metrics.
      METRICS_TOKEN,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    const started = Date.now();
    while (!output.includes('Kochclip läuft')) {
      if (Date.now() - started > 180_000 || child.exitCode !== null) throw new Error(`Server nicht bereit:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const cookie = await newMember(url);
    const backends = async () =>
      (await admin<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${DATABASE}`).map((row) => row.pid);
    const meter = child.pid && process.platform === 'linux' ? processCpuMeter(child.pid, backends) : null;
    if (RECIPES > 0) await moveIn(url, cookie, meter);
    await pageTimes(url);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`);
    await admin.end();
  }
}

const METRICS_TOKEN = 'bench-import-metrics';

/** The media children's CPU seconds per kind of task so far, from the server's /metrics. */
async function mediaCpu(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const totals = new Map<string, number>();
  for (const [, kind, value] of text.matchAll(/^kochclip_media_cpu_seconds_total\{kind="([^"]+)"\} (\S+)$/gm))
    totals.set(kind ?? '', Number(value));
  return totals;
}

type TMeter = ReturnType<typeof processCpuMeter>;

/** Reads GET /api/recipes one after another for `seconds`: how many, and the CPU per read of server and database. */
async function readCost(url: string, meter: TMeter, seconds: number) {
  // First reads warm the server up (JIT, prepared statements, caches); they are not counted.
  const warm = performance.now() + 5000;
  while (performance.now() < warm) await (await fetch(`${url}/api/recipes?limit=20`)).arrayBuffer();
  await meter.start();
  const client = process.cpuUsage();
  let reads = 0;
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    await (await fetch(`${url}/api/recipes?limit=20`)).arrayBuffer();
    reads += 1;
  }
  const used = process.cpuUsage(client);
  const cpu = await meter.stop();
  const per = (seconds: number) => (seconds * 1000) / reads;
  return {
    reads,
    server: per(cpu.get('server') ?? 0),
    postgres: per(cpu.get('postgres') ?? 0),
    client: per((used.user + used.system) / 1e6),
  };
}

async function moveIn(url: string, cookie: string, meter: TMeter | null): Promise<void> {
  {
    // What one read costs the server and the database when nothing else runs on them, to take it out of the import's
    // CPU below (the reads during the import are counted, so their share can be estimated).
    const perRead = meter ? await readCost(url, meter, 10) : null;
    if (perRead) {
      console.log(
        `CPU je GET /api/recipes ohne Umzug (${perRead.reads} Anfragen in 10 s): Server ${perRead.server.toFixed(2)} ms, PostgreSQL ${perRead.postgres.toFixed(2)} ms, Client ${perRead.client.toFixed(2)} ms; ${load()}`,
      );
    }
    console.log(`Baue ein Archiv mit ${RECIPES.toLocaleString('de-DE')} Rezepten und Bildern …`);
    const data = await benchArchive(RECIPES);
    console.log(`Archiv: ${(data.length / 1024 / 1024).toFixed(1)} MB`);

    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(data)]), 'mealie.zip');
    const mediaBefore = await mediaCpu(url);
    await meter?.start();
    const clientBefore = process.cpuUsage();
    const uploadStart = performance.now();
    console.log(`Umzug beginnt; ${load()}`);
    const upload = await fetch(`${url}/api/import/archive`, { method: 'POST', headers: { cookie }, body: form });
    const answered = performance.now() - uploadStart;
    const body = (await upload.json()) as { id: number; status: string };
    if (upload.status !== 202) throw new Error(`Upload: ${upload.status} ${JSON.stringify(body)}`);

    const reads: number[] = [];
    let status = { status: 'queued', imported: 0, failed: 0, duplicates: 0, processed: 0 };
    let lastPoll = 0;
    while (status.status === 'queued' || status.status === 'running') {
      const readStart = performance.now();
      const read = await fetch(`${url}/api/recipes?limit=20`);
      await read.arrayBuffer();
      reads.push(performance.now() - readStart);
      if (READ_PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, READ_PAUSE_MS));
      if (performance.now() - lastPoll > 500) {
        lastPoll = performance.now();
        status = (await (await fetch(`${url}/api/import/archive/${body.id}`, { headers: { cookie } })).json()) as typeof status;
      }
    }
    const seconds = (performance.now() - uploadStart) / 1000;
    const clientUsed = process.cpuUsage(clientBefore);
    const cpu = await meter?.stop();
    const mediaAfter = await mediaCpu(url);
    console.log(`Upload beantwortet (202) nach ${Math.round(answered)} ms`);
    console.log(
      `Umzug: ${status.status}, ${status.imported} übernommen, ${status.failed} fehlgeschlagen, ${status.duplicates} doppelt`,
    );
    console.log(
      `Dauer: ${seconds.toFixed(1)} s (${(status.processed / seconds).toFixed(1)} Rezepte/s), davon nach der Antwort auf den Upload ${(seconds - answered / 1000).toFixed(1)} s`,
    );
    console.log(
      `GET /api/recipes während des Umzugs (${reads.length} Anfragen nacheinander${READ_PAUSE_MS > 0 ? `, ${READ_PAUSE_MS} ms Pause dazwischen` : ''}): Median ${median(reads).toFixed(1)} ms, p95 ${percentile(reads, 95).toFixed(1)} ms, p99 ${percentile(reads, 99).toFixed(1)} ms; ${load()}`,
    );
    if (cpu && perRead) {
      // CPU per recipe of the archive, from the upload until the import is done. The reads' share is estimated from
      // their count and the cost of one read measured before (it may differ under load), and taken out.
      const perRecipe = (seconds: number) => `${((seconds * 1000) / RECIPES).toFixed(1)} ms`;
      const media = (kind: string) => (mediaAfter.get(kind) ?? 0) - (mediaBefore.get(kind) ?? 0);
      const readsServer = (reads.length * perRead.server) / 1000;
      const readsPostgres = (reads.length * perRead.postgres) / 1000;
      const server = cpu.get('server') ?? 0;
      const postgresCpu = cpu.get('postgres') ?? 0;
      const mediaTotal = cpu.get('media') ?? 0;
      const counted = [...mediaAfter.keys()].reduce((sum, kind) => sum + media(kind), 0);
      console.log(
        [
          `CPU je Rezept während des Umzugs (Upload bis fertig, ${RECIPES} Rezepte):`,
          `  Medienprozesse ${perRecipe(mediaTotal)} (/proc), davon Bilder (webp) ${perRecipe(media('webp'))}, Archiv lesen (archive-read: prüfen, entpacken, Rezepte lesen) ${perRecipe(media('archive-read'))}, Prozessstarts ${perRecipe(media('start'))}, außerhalb der Aufgaben ${perRecipe(mediaTotal - counted)}`,
          `  Server ${perRecipe(server)} (/proc), davon geschätzt Lesezugriffe ${perRecipe(readsServer)}, Upload, Job und Rest ${perRecipe(server - readsServer)}`,
          `  PostgreSQL (Verbindungen der Benchmark-Datenbank) ${perRecipe(postgresCpu)}, davon geschätzt Lesezugriffe ${perRecipe(readsPostgres)}, Umzug und Rest ${perRecipe(postgresCpu - readsPostgres)}`,
          `  Benchmark-Client ${perRecipe((clientUsed.user + clientUsed.system) / 1e6)} (Upload und Lesezugriffe)`,
        ].join('\n'),
      );
    }
  }
}

await main();
