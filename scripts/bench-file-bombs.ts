/**
 * What hostile uploads cost the server (issue 25): every generated bomb of tests/support/file-bombs.ts goes to
 * POST /api/analyze-file of a real server process (server/src/main.ts under tsx, its own database on the
 * PostgreSQL server of TEST_DATABASE_ADMIN_URL, default postgres://postgres@127.0.0.1:5432) while
 * /api/health/live is polled every 50 ms. Per bomb it prints the answer and the time to it, the health polls
 * (answered / sent, slowest), the server's RSS before and at its peak, the media children's peak RSS, and
 * whether the server survived; a dead server is started again for the next bomb. Run: npm run bench:file-bombs
 * (`-- --bundle` runs dist/server/main.js as `npm start` does, after `npm run build`).
 */
import { createTestDatabase } from '../tests/support/database';
import { FILE_BOMBS } from '../tests/support/file-bombs';
import { signUp } from '../tests/support/members';
import { childrenResidentMib, residentMib } from '../tests/support/process-memory';
import { startServerProcess, type TServerProcess } from '../tests/support/server-process';

const POLL_MS = 50;
const BUNDLE = process.argv.includes('--bundle');

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
  for (const bomb of FILE_BOMBS) {
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
} finally {
  server.kill('SIGTERM');
  await server.exited;
  await server.cleanup();
  await database.drop();
}
