/**
 * What hostile uploads cost the server (issue 25): every generated bomb of tests/support/file-bombs.ts goes to
 * POST /api/analyze-file of a real server process (server/src/main.ts under tsx, its own database on the
 * PostgreSQL server of TEST_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432) while
 * /api/health/live is polled every 50 ms. Per bomb it prints the answer and the time to it, the health polls
 * (answered / sent, slowest), the server's RSS before and at its peak, the media children's peak RSS, and
 * whether the server survived; a dead server is started again for the next bomb. Run: npm run bench:file-bombs
 * (`-- --bundle` runs dist/server/main.js as `npm start` does, after `npm run build`).
 *
 * Then hostile HTML (issue 41): one member sends six 2 MB pages of unclosed elements to POST /api/import/html at
 * once while a second member imports an ordinary saved page eight times in a row; it prints the hostile answers
 * with their slowest time and the second member's import latencies (p50, p95, max). Targets: every hostile page
 * answered 400 in under 2 s, the second member's imports within 3 s p95. The same for six PDFs that inflate to
 * 15 MiB each against the second member's ordinary PDF and page (issue 41: within 3 s p95).
 */
import { createTestDatabase } from '../tests/support/database';
import { fixturePage } from '../tests/support/web-pages';
import { FILE_BOMBS, runawayStringsPdf } from '../tests/support/file-bombs';
import { KARTOFFELSALAT_PDF } from '../tests/support/fixtures';
import { signUp } from '../tests/support/members';
import { childrenResidentMib, residentMib } from '../tests/support/process-memory';
import { startServerProcess, type TServerProcess } from '../tests/support/server-process';

const POLL_MS = 50;
const BUNDLE = process.argv.includes('--bundle');
/** `-- --html` runs the two-member parts alone (hostile HTML, then hostile PDFs). */
const HTML_ONLY = process.argv.includes('--html');

async function started(databaseUrl: string): Promise<TServerProcess> {
  const env = { DATABASE_URL: databaseUrl, SEED_DEMO_DATA: 'false', REGISTRATIONS_PER_HOUR_PER_ADDRESS: '1000' };
  const server = await startServerProcess(env, [], { bundle: BUNDLE });
  await server.waitFor('Kochclip läuft');
  return server;
}

async function upload(url: string, cookie: string, data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)]), 'datei');
  try {
    const response = await fetch(`${url}/api/analyze-file`, { method: 'POST', body: form, headers: { cookie } });
    const body = (await response.json()) as { code?: string };
    return `${response.status} ${body.code ?? ''}`;
  } catch (error) {
    return `keine Antwort (${error instanceof Error ? error.message : String(error)})`;
  }
}

async function health(url: string): Promise<number | null> {
  const begun = performance.now();
  try {
    const response = await fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(5000) });
    await response.arrayBuffer();
    return response.ok ? performance.now() - begun : null;
  } catch {
    return null;
  }
}

async function importHtml(url: string, cookie: string, html: string): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([html], { type: 'text/html' }), 'seite.html');
  form.append('saveToDatabase', 'false');
  const begun = performance.now();
  const response = await fetch(`${url}/api/import/html`, { method: 'POST', body: form, headers: { cookie } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - begun };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function hostileHtml(url: string): Promise<void> {
  const cookieOf = async (prefix: string) => {
    const member = await signUp(url, prefix);
    return `kc_session=${member.http.cookie('kc_session') ?? ''}`;
  };
  const [attacker, cook] = await Promise.all([cookieOf('html-bombe'), cookieOf('koechin')]);
  const hostile = '<div>'.repeat(Math.floor((2 * 1024 * 1024 - 100) / 5));
  const ordinary = fixturePage('tuning', '01-chefkoch-kartoffelgratin').toString('utf8');
  // The media child's start is not part of what either member pays.
  await importHtml(url, cook, ordinary);
  const attack = Promise.all(Array.from({ length: 6 }, () => importHtml(url, attacker, hostile)));
  const ordinaryTimes: number[] = [];
  const ordinaryStatuses = new Set<number>();
  for (let i = 0; i < 8; i += 1) {
    const answer = await importHtml(url, cook, ordinary);
    ordinaryTimes.push(answer.ms);
    ordinaryStatuses.add(answer.status);
  }
  const hostileAnswers = await attack;
  ordinaryTimes.sort((a, b) => a - b);
  const statuses = [...new Set(hostileAnswers.map((answer) => answer.status))].join(', ');
  const slowest = Math.max(...hostileAnswers.map((answer) => answer.ms));
  console.log('');
  console.log('HTML-Bombe (6 × 2 MiB ungeschlossene <div>) | Antworten | langsamste');
  console.log(`${Math.round(hostile.length / 1024)} KiB je Seite | ${statuses} | ${(slowest / 1000).toFixed(2)} s`);
  console.log(
    `Zweites Mitglied, gewöhnlicher Import (8 nacheinander) | ${[...ordinaryStatuses].join(', ')} | p50 ${Math.round(percentile(ordinaryTimes, 0.5))} ms, p95 ${Math.round(percentile(ordinaryTimes, 0.95))} ms, max ${Math.round(ordinaryTimes.at(-1) ?? 0)} ms`,
  );
}

async function analyzeTimed(url: string, cookie: string, data: Buffer): Promise<{ status: number; ms: number }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type: 'application/pdf' }), 'rezept.pdf');
  const begun = performance.now();
  const response = await fetch(`${url}/api/analyze-file`, { method: 'POST', body: form, headers: { cookie } });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - begun };
}

/**
 * The case: one member sends six PDFs at once that inflate to 15 MiB of runaway strings each (just under
 * the inflate cap, so each costs a media process its whole work budget), while a second member analyses an
 * ordinary recipe PDF and imports an ordinary saved page, four times each, one after another.
 */
async function hostilePdfs(url: string): Promise<void> {
  const cookieOf = async (prefix: string) => {
    const member = await signUp(url, prefix);
    return `kc_session=${member.http.cookie('kc_session') ?? ''}`;
  };
  const [attacker, cook] = await Promise.all([cookieOf('pdf-bombe'), cookieOf('koch')]);
  const hostile = await runawayStringsPdf(15);
  const recipePdf = KARTOFFELSALAT_PDF;
  const ordinaryPage = fixturePage('tuning', '01-chefkoch-kartoffelgratin').toString('utf8');
  await analyzeTimed(url, cook, recipePdf);
  const attack = Promise.all(Array.from({ length: 6 }, () => analyzeTimed(url, attacker, hostile)));
  const times: number[] = [];
  const statuses = new Set<number>();
  for (let i = 0; i < 4; i += 1) {
    for (const answer of [await analyzeTimed(url, cook, recipePdf), await importHtml(url, cook, ordinaryPage)]) {
      times.push(answer.ms);
      statuses.add(answer.status);
    }
  }
  const hostileAnswers = await attack;
  times.sort((a, b) => a - b);
  console.log('');
  console.log('PDF-Bomben (6 × 15 MiB entpackt, gleichzeitig) | Antworten | langsamste');
  console.log(
    `${Math.round(hostile.length / 1024)} KiB je Datei | ${[...new Set(hostileAnswers.map((a) => a.status))].join(', ')} | ${(Math.max(...hostileAnswers.map((a) => a.ms)) / 1000).toFixed(2)} s`,
  );
  console.log(
    `Zweites Mitglied, gewöhnliche PDF und Seite (je 4 nacheinander) | ${[...statuses].join(', ')} | p50 ${Math.round(percentile(times, 0.5))} ms, p95 ${Math.round(percentile(times, 0.95))} ms, max ${Math.round(times.at(-1) ?? 0)} ms`,
  );
}

const mib = (value: number | null) => (value === null ? '–' : `${Math.round(value)} MiB`);

const database = await createTestDatabase('kochclip_bench_bombs');
let server = await started(database.url);
try {
  console.log(
    `Server: ${BUNDLE ? 'dist/server/main.js' : 'server/src/main.ts unter tsx'}, RSS nach dem Start ${mib(await residentMib(server.pid))}`,
  );
  console.log(
    'Bombe | Größe | Antwort | Zeit | Health beantwortet | langsamste | Server-RSS vorher → Spitze | Kinder-RSS Spitze | Server lebt',
  );
  for (const bomb of HTML_ONLY ? [] : FILE_BOMBS) {
    const data = await bomb.file();
    const member = await signUp(server.url, 'bombe');
    const cookie = `kc_session=${member.http.cookie('kc_session') ?? ''}`;
    const rssBefore = await residentMib(server.pid);
    let peakRss = rssBefore ?? 0;
    let peakChildren = 0;
    let answered = 0;
    let sent = 0;
    let slowest = 0;
    let running = true;
    const begun = performance.now();
    const answer = upload(server.url, cookie, data).finally(() => {
      running = false;
    });
    while (running) {
      sent += 1;
      const [latency, rss, children] = await Promise.all([
        health(server.url),
        residentMib(server.pid),
        childrenResidentMib(server.pid),
      ]);
      if (latency !== null) {
        answered += 1;
        slowest = Math.max(slowest, latency);
      }
      peakRss = Math.max(peakRss, rss ?? 0);
      peakChildren = Math.max(peakChildren, children);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const status = await answer;
    const seconds = ((performance.now() - begun) / 1000).toFixed(2);
    const alive = (await health(server.url)) !== null;
    console.log(
      `${bomb.name} | ${Math.round(data.length / 1024)} KiB | ${status} | ${seconds} s | ${answered}/${sent} | ${Math.round(slowest)} ms | ${mib(rssBefore)} → ${mib(peakRss)} | ${mib(peakChildren)} | ${alive ? 'ja' : 'NEIN'}`,
    );
    if (!alive) {
      const tail = server.output().split('\n').filter(Boolean).slice(-3).join(' / ');
      console.log(`  Server beendet: ${tail}`);
      await server.cleanup();
      server = await started(database.url);
    }
  }

  await hostileHtml(server.url);
  await hostilePdfs(server.url);
} finally {
  server.kill('SIGTERM');
  await server.exited;
  await server.cleanup();
  await database.drop();
}
