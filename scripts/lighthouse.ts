/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) against the production bundle
 * (`npm run build` first) on a fresh database with the demo data, with Debian's Chromium, three runs per page,
 * and prints the median of each figure. A report, not a test: the figures depend on the machine's load and speed.
 * The last column is Lighthouse's CPU benchmark index of the run: a slower CPU (a lower index) raises TBT and lowers
 * the performance score with the same page, so compare figures only at a similar index.
 * `LIGHTHOUSE_RUNS=<n>` changes the number of runs; `LIGHTHOUSE_PAGES=member` (comma-separated, matched against the
 * page's label, e.g. `Mitglied`, `/recipes`) runs only the matching pages; `LIGHTHOUSE_REPORT_DIR=/tmp/lh` saves each
 * run's JSON report there (`<label>-<run>.json`) to read its LCP element, LCP breakdown and network tree.
 * `LIGHTHOUSE_CPU_INDEX=1500` measures as a machine of that CPU index would: Lighthouse's mobile preset slows the CPU
 * 4×, and each run here is slowed 4 × (the index the run before measured) / 1500 instead (Lighthouse's own advice for
 * machines faster or slower than its reference; a calibration run on the first page opens the series). The column
 * „CPU-Faktor“ shows the factor used.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { createTestDatabase } from '../tests/support/database';
import { startServerProcess } from '../tests/support/server-process';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROMIUM = '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const PAGE_FILTER = (process.env.LIGHTHOUSE_PAGES ?? '')
  .split(',')
  .map((p) => p.trim().toLowerCase())
  .filter(Boolean);
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const TARGET_INDEX = Number(process.env.LIGHTHOUSE_CPU_INDEX ?? 0);
/** The mobile preset's CPU slowdown. */
const PRESET_SLOWDOWN = 4;
/** The CPU index the last run measured (for LIGHTHOUSE_CPU_INDEX). */
let lastIndex = 0;

interface TFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  fcp: number;
  cls: number;
  tbt: number;
  /** Lighthouse's measure of the CPU it ran on (its `environment.benchmarkIndex`): TBT scales with it. */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};

if (!existsSync(path.join(ROOT, 'dist/server/main.js')) || !existsSync(path.join(ROOT, 'web/dist/index.html'))) {
  console.error('Zuerst `npm run build` ausführen.');
  process.exit(1);
}

const database = await createTestDatabase('kochclip_lighthouse');
const server = await startServerProcess({ DATABASE_URL: database.url, SEED_DEMO_DATA: 'true' }, [], { bundle: true });
const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});

async function audit(url: string, extraHeaders: Record<string, string> | undefined, reportName: string): Promise<TFigures> {
  const cpuSlowdown =
    TARGET_INDEX > 0 && lastIndex > 0 ? Math.max(1, (PRESET_SLOWDOWN * lastIndex) / TARGET_INDEX) : PRESET_SLOWDOWN;
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    extraHeaders,
    throttling: { cpuSlowdownMultiplier: cpuSlowdown },
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse lieferte kein Ergebnis für ${url}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    writeFileSync(path.join(REPORT_DIR, `${reportName}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  lastIndex = result.lhr.environment.benchmarkIndex;
  const score = (key: (typeof CATEGORIES)[number]) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    benchmarkIndex: result.lhr.environment.benchmarkIndex,
    cpuSlowdown,
  };
}

try {
  for (let i = 0; i < 240; i += 1) {
    const ready = await fetch(`${server.url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const popular = (await (await fetch(`${server.url}/api/recipes?limit=1&sort=popular`)).json()) as { recipes: { id: number }[] };
  const login = await fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'anna', password: 'kochclip-demo' }),
  });
  const session = /kc_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const allPages: { label: string; path: string; headers?: Record<string, string> }[] = [
    { label: '/ (Besucher)', path: '/' },
    { label: '/recipes', path: '/recipes' },
    { label: `/recipe/${popular.recipes[0]?.id ?? 1}`, path: `/recipe/${popular.recipes[0]?.id ?? 1}` },
    { label: '/community', path: '/community' },
    { label: '/u/anna', path: '/u/anna' },
    { label: '/ (Mitglied anna)', path: '/', headers: { Cookie: `kc_session=${session}` } },
  ];
  const pages = PAGE_FILTER.length
    ? allPages.filter((p) =>
        PAGE_FILTER.some((f) => p.label.toLowerCase().includes(f) || (f === 'member' && p.label.includes('Mitglied'))),
      )
    : allPages;
  console.log(
    `Lighthouse ${RUNS}× pro Seite (Median), mobil, ${CHROMIUM}, Last: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  if (TARGET_INDEX > 0) {
    const first = pages[0];
    if (first) await audit(server.url + first.path, first.headers, 'kalibrierung');
    console.log(`Gemessen wie auf einem Rechner mit CPU-Index ${TARGET_INDEX} (Lighthouse-Vorgabe 4× bei diesem Index)`);
  }
  console.log('Seite | Performance | Barrierefreiheit | Best Practices | SEO | LCP | FCP | CLS | TBT | CPU-Index | CPU-Faktor');
  for (const page of pages) {
    const runs: TFigures[] = [];
    const slug = page.label.replace(/[^a-zA-Z0-9]+/g, '-').replace(/^-|-$/g, '') || 'root';
    for (let run = 0; run < RUNS; run += 1) runs.push(await audit(server.url + page.path, page.headers, `${slug}-${run + 1}`));
    const m = (key: keyof TFigures) => median(runs.map((r) => r[key]));
    console.log(
      [
        page.label,
        m('performance'),
        m('accessibility'),
        m('best-practices'),
        m('seo'),
        `${(m('lcp') / 1000).toFixed(2)} s`,
        `${(m('fcp') / 1000).toFixed(2)} s`,
        m('cls').toFixed(3),
        `${Math.round(m('tbt'))} ms`,
        Math.round(m('benchmarkIndex')),
        m('cpuSlowdown').toFixed(1),
      ].join(' | '),
    );
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await server.exited;
  await server.cleanup();
  await database.drop();
}
