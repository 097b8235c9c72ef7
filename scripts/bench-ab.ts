import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { median } from './bench/stats';
import { processCpuMeter } from './bench/process-cpu';

/**
 * npm run bench:ab -- <before> <after> <path>...: two builds of the server side by side against the quick
 * benchmark's database (`npm run bench:search -- --quick` seeds it), in alternating slices: what one change buys.
 * <before> and <after> are copies of dist/server next to it (`cp -r dist/server ab-before/server`, checkout root:
 * the bundle finds migrations and the web build relative to itself), each started as `npm start` starts it, one
 * worker. Per round both builds answer each path for BENCH_SECONDS (3) with 10 connections, the order alternating;
 * the figure is the median of the per-round ratios after/before over BENCH_ROUNDS (6) rounds, with min–max and the
 * load average (the machine's other work shifts single slices by ±20 %; docs/performance.md). Beside it, the CPU time
 * each build's processes spent per answer (/proc, median over the rounds): other work on the machine moves it much
 * less than the throughput, so it is the figure to trust on a busy machine.
 * A build may carry settings after commas (`ab-now,LOG_REQUESTS=false`): the same bundle with and without a switch.
 */
const [before = '', after = '', ...paths] = process.argv.slice(2);
const ROOT = path.resolve(import.meta.dirname, '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/kochclip_bench2_10000';
const dirOf = (name: string) => name.split(',')[0] ?? name;
const settingsOf = (name: string) =>
  Object.fromEntries(
    name
      .split(',')
      .slice(1)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );
const bundleOf = (name: string) => path.join(ROOT, dirOf(name), 'server', 'main.js');
if (!before || !after || paths.length === 0 || ![before, after].every((name) => existsSync(bundleOf(name)))) {
  console.error(
    'npm run bench:ab -- <vorher> <nachher> <Pfad>...  (je <Name>/server/main.js im Checkout, kopiert aus dist/server)',
  );
  process.exit(2);
}

const children = new Set<ChildProcess>();
const meters = new Map<string, ReturnType<typeof processCpuMeter>>();
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

async function start(name: string, port: number): Promise<void> {
  const child = spawn(process.execPath, [bundleOf(name)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      DATABASE_URL,
      HOST: '127.0.0.1',
      PORT: String(port),
      WEB_CONCURRENCY: '1',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      UPLOAD_DIR: mkdtempSync(path.join(tmpdir(), 'kochclip-bench-ab-')),
      SEED_DEMO_DATA: 'false',
      ...settingsOf(name),
    },
  });
  children.add(child);
  if (child.pid)
    meters.set(
      name,
      processCpuMeter(child.pid, () => Promise.resolve([])),
    );
  child.once('exit', (code) => {
    if (children.has(child)) throw new Error(`${name} beendet mit ${code}`);
  });
  while (
    !(await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  )
    await new Promise((r) => setTimeout(r, 200));
}

/** Requests per second of one slice, and the CPU milliseconds the build's processes spent per answer. */
async function slice(name: string, url: string, seconds: number): Promise<{ rps: number; cpuMs: number }> {
  const meter = meters.get(name);
  await meter?.start(500);
  const result = await autocannon({ url, connections: 10, duration: seconds });
  const cpu = (await meter?.stop())?.get('server') ?? NaN;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, cpuMs: (cpu * 1000) / Math.max(1, result.requests.total) };
}

const PORTS = { before: 4321, after: 4322 } as const;
await Promise.all([start(before, PORTS.before), start(after, PORTS.after)]);
// One unmeasured slice each first: no round measures a cold JIT.
const names = { before, after } as const;
for (const url of paths)
  for (const who of ['before', 'after'] as const) await slice(names[who], `http://127.0.0.1:${PORTS[who]}${url}`, 2);
const figures = new Map(
  paths.map((url) => [
    url,
    { before: [] as number[], after: [] as number[], cpu: { before: [] as number[], after: [] as number[] } },
  ]),
);
const loads: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  loads.push(os.loadavg()[0] ?? NaN);
  for (const url of paths) {
    const entry = figures.get(url) ?? { before: [], after: [], cpu: { before: [], after: [] } };
    const order = round % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const who of order) {
      const { rps, cpuMs } = await slice(names[who], `http://127.0.0.1:${PORTS[who]}${url}`, SECONDS);
      entry[who].push(rps);
      entry.cpu[who].push(cpuMs);
    }
  }
}
children.forEach((child) => child.kill('SIGTERM'));
children.clear();

console.log(
  `${before} -> ${after}: ${ROUNDS} Runden zu ${SECONDS} s, abwechselnd; Load ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
);
for (const [url, { before: b, after: a, cpu }] of figures) {
  const ratios = a.map((value, i) => value / (b[i] ?? NaN));
  const cpuBefore = median(cpu.before);
  const cpuAfter = median(cpu.after);
  console.log(
    `${url.slice(0, 70).padEnd(70)} | vorher ${median(b).toFixed(0).padStart(6)} req/s | nachher ${median(a).toFixed(0).padStart(6)} req/s | ${median(ratios).toFixed(2)}x (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}) | CPU je Antwort ${cpuBefore.toFixed(3)} -> ${cpuAfter.toFixed(3)} ms (${(cpuAfter / cpuBefore).toFixed(2)}x)`,
  );
}
process.exit(0);
