/**
 * npm run bench:ssr: what rendering a recipe page with the web app's components costs on the server (issue 42).
 * In a database of BENCH_ROWS synthetic recipes (default 100,000; kochclip_bench_ssr_<rows>, kept between runs) it
 * starts the production bundle (dist/server/main.js, one worker, NODE_ENV=production) and measures, for
 * BENCH_PAGES random recipes (default 300, after 30 unmeasured):
 * - the render alone: web/dist-ssr/entry-server.js `renderPage` in this process, every render pass included, its
 *   tRPC requests answered from memory (the answers the running app gave in an unmeasured render before), in
 *   wall time and in this process's CPU time (process.cpuUsage, which other work on a shared machine moves less);
 * - the whole request: GET /recipe/{id} (session, recipe read, render, template) against GET /api/recipes/{id}
 *   (the same read without the page), one request at a time.
 * Prints median, p95 and p99 in ms. Needs `npm run build`. BENCH_DATABASE_ADMIN_URL points at another server.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { migrateDatabase } from '@kochclip/db';
import { syntheticRecipe } from './bench/synthetic';
import { median } from './bench/stats';

process.env.NODE_ENV = 'production';

const ROOT = path.resolve(import.meta.dirname, '..');
const ADMIN_URL = process.env.BENCH_DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const PAGES = Number(process.env.BENCH_PAGES ?? 300);
const WARMUP = 30;
const DATABASE = `kochclip_bench_ssr_${ROWS}`;
const PORT = 3900 + Math.floor(Math.random() * 90);

async function prepareDatabase(): Promise<string> {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  const admin = postgres(ADMIN_URL, { max: 1, onnotice: () => undefined });
  if ((await admin`select 1 from pg_database where datname = ${DATABASE}`).length === 0)
    await admin.unsafe(`create database ${DATABASE}`);
  await admin.end();
  await migrateDatabase(url.toString());
  const sql = postgres(url.toString(), { max: 1, onnotice: () => undefined, transform: postgres.camel });
  const [{ n } = { n: 0 }] = await sql<{ n: number }[]>`select count(*)::int as n from recipes`;
  if (n !== ROWS) {
    console.log(`Lege ${ROWS.toLocaleString('de-DE')} synthetische Rezepte an …`);
    await sql`truncate recipes cascade`;
    for (let start = 0; start < ROWS; start += 1000) {
      const batch = Array.from({ length: Math.min(1000, ROWS - start) }, (_, k) => {
        const r = syntheticRecipe(start + k);
        return {
          ...r,
          tags: sql.json(r.tags),
          ingredients: sql.json(r.ingredients as unknown as postgres.JSONValue),
          instructions: sql.json(r.instructions as unknown as postgres.JSONValue),
          source: 'seed',
        };
      });
      await sql`insert into recipes ${sql(batch, 'title', 'description', 'category', 'difficulty', 'duration', 'servings', 'tags', 'ingredients', 'instructions', 'viewCount', 'likeCount', 'createdAt', 'source')}`;
    }
    await sql`analyze recipes`;
  }
  await sql.end();
  return url.toString();
}

async function startApp(databaseUrl: string): Promise<ChildProcess> {
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(PORT),
    WEB_CONCURRENCY: '1',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'kochclip-bench-ssr-')),
    SEED_DEMO_DATA: 'false',
  };
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  process.on('exit', () => child.kill('SIGTERM'));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`App beendet mit ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.ceil((p / 100) * values.length) - 1] ?? 0;
const report = (name: string, times: number[]) =>
  console.log(
    `${name.padEnd(34)} Median ${median(times).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   p99 ${percentile(times, 99).toFixed(2)} ms`,
  );

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const databaseUrl = await prepareDatabase();
const app = await startApp(databaseUrl);
const base = `http://127.0.0.1:${PORT}`;
const ids = Array.from({ length: PAGES + WARMUP }, () => 1 + Math.floor(Math.random() * ROWS));

interface TEntry {
  renderPage(input: {
    url: string;
    origin: string;
    route: string;
    trpcFetch: (url: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<{ html: string }>;
}
const entry = (await import(pathToFileURL(path.join(ROOT, 'web/dist-ssr/entry-server.js')).href)) as TEntry;

/** Renders the recipe page once with the app's answers over HTTP, then times a render answered from memory. */
async function timedRender(id: number): Promise<{ wall: number; cpu: number }> {
  const answers = new Map<string, { status: number; body: string }>();
  const signal = AbortSignal.timeout(10_000);
  const input = { url: `/recipe/${id}`, origin: base, route: 'recipe', signal };
  await entry.renderPage({
    ...input,
    trpcFetch: async (url) => {
      const res = await fetch(`${base}${url}`);
      const body = await res.text();
      answers.set(url, { status: res.status, body });
      return new Response(body, { status: res.status, headers: { 'content-type': 'application/json' } });
    },
  });
  const cpuBefore = process.cpuUsage();
  const wall = await timed(() =>
    entry.renderPage({
      ...input,
      trpcFetch: (url) => {
        const answer = answers.get(url);
        if (!answer) throw new Error(`Keine Antwort für ${url} aufgezeichnet.`);
        return Promise.resolve(
          new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } }),
        );
      },
    }),
  );
  const cpu = process.cpuUsage(cpuBefore);
  return { wall, cpu: (cpu.user + cpu.system) / 1000 };
}

const renderTimes: number[] = [];
const renderCpuTimes: number[] = [];
const pageTimes: number[] = [];
const apiTimes: number[] = [];
for (const [index, id] of ids.entries()) {
  const render = await timedRender(id);
  const page = await timed(async () => {
    const res = await fetch(`${base}/recipe/${id}`);
    const html = await res.text();
    if (res.status !== 200 || !html.includes('"queries"')) throw new Error(`/recipe/${id} nicht vom Server gerendert.`);
  });
  const api = await timed(async () => (await fetch(`${base}/api/recipes/${id}`)).text());
  if (index < WARMUP) continue;
  renderTimes.push(render.wall);
  renderCpuTimes.push(render.cpu);
  pageTimes.push(page);
  apiTimes.push(api);
}

console.log(
  `${ROWS.toLocaleString('de-DE')} Rezepte, ${PAGES} Seiten (nach ${WARMUP} ungezählten), Last ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')}:`,
);
report('renderPage (React, im Prozess)', renderTimes);
report('renderPage, CPU-Zeit', renderCpuTimes);
report('GET /recipe/{id} (ganze Seite)', pageTimes);
report('GET /api/recipes/{id} (nur Daten)', apiTimes);
app.kill('SIGTERM');
