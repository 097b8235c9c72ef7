import type { TAppMemory } from './apps';
import type { Recorder } from './recorder';

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? NaN;
const de = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toLocaleString('de-DE', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–';

export interface TLatencySummary {
  count: number;
  p50: number;
  p99: number;
}

function summarise(values: number[]): TLatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
}

/** Prints the per-kind table; returns the reads' figures over all read kinds together. */
export function printRequests(recorder: Recorder): TLatencySummary {
  const seconds = (recorder.measuredUntil - recorder.measuredSince) / 1000;
  const entries = recorder.entries().sort(([a], [b]) => a.localeCompare(b, 'de'));
  const total = entries.reduce((sum, [, figures]) => sum + figures.latencies.length, 0);
  console.log(`\nDurchsatz nach dem Aufwärmen: ${de(total / seconds)} Anfragen/s (${de(total)} Anfragen in ${de(seconds)} s)\n`);
  console.log('Art                          | Klasse | Anzahl | req/s | p50 ms | p99 ms | max ms | Status (ganzer Lauf)');
  const reads: number[] = [];
  for (const [kind, figures] of entries) {
    const sorted = [...figures.latencies].sort((a, b) => a - b);
    if (figures.kindClass === 'read') reads.push(...sorted);
    const statuses = [...figures.statuses].map(([status, n]) => `${status}: ${de(n)}`).join(', ');
    console.log(
      `${kind.padEnd(29)}| ${figures.kindClass.padEnd(6)} | ${de(sorted.length).padStart(6)} | ${de(sorted.length / seconds, 1).padStart(5)} | ${de(percentile(sorted, 0.5)).padStart(6)} | ${de(percentile(sorted, 0.99)).padStart(6)} | ${de(sorted.at(-1) ?? NaN).padStart(6)} | ${statuses}`,
    );
  }
  const summary = summarise(reads);
  console.log(`\nLesen gesamt: ${de(summary.count)} Anfragen, p50 ${de(summary.p50)} ms, p99 ${de(summary.p99)} ms`);
  return summary;
}

export function printErrors(recorder: Recorder): void {
  const limited = new Map<string, number>();
  const errors = new Map<string, number>();
  for (const [kind, figures] of recorder.entries()) {
    if (figures.limits > 0) limited.set(`${kind} 429`, figures.limits);
    for (const [status, n] of figures.errors) errors.set(`${kind} ${status}`, n);
  }
  const line = (counts: Map<string, number>) =>
    counts.size === 0 ? 'keine' : [...counts].map(([what, n]) => `${what}: ${de(n)}`).join(', ');
  console.log(`Erwartete Limits (dokumentierte 429): ${line(limited)}`);
  console.log(`Fehler (5xx, unerwartete Status, Netzwerk): ${recorder.unexpectedCount === 0 ? 'keine' : line(errors)}`);
  for (const sample of recorder.unexpected.slice(0, 5))
    console.log(`  Beispiel ${sample.kind} ${sample.status}: ${sample.sample}`);
}

export type TMemoryPoint = 'Start' | 'nach Aufwärmen' | 'Mitte' | 'Ende';

/** RSS per app process at the named points; returns the reasons the bound was broken (empty: kept). */
export function printMemory(
  apps: { name: string; points: Map<TMemoryPoint, TAppMemory>; peakWorkerMib: number; series: number[] }[],
  bound: number,
): string[] {
  const broken: string[] = [];
  const mib = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${de(value)} MiB`);
  console.log(
    `\nRSS (VmRSS aus /proc; Worker samt Medien-Kindern; Grenze: Ende ≤ ${de(100 * (1 + bound))} % des Werts nach dem Aufwärmen)`,
  );
  console.log('Prozess                | Start | nach Aufwärmen | Mitte | Ende | Spitze');
  for (const app of apps) {
    const at = (point: TMemoryPoint) => app.points.get(point);
    console.log(
      `${`${app.name} Supervisor`.padEnd(23)}| ${mib(at('Start')?.primary)} | ${mib(at('nach Aufwärmen')?.primary)} | ${mib(at('Mitte')?.primary)} | ${mib(at('Ende')?.primary)} |`,
    );
    const pids = new Set([...app.points.values()].flatMap((memory) => memory.workers.map((worker) => worker.pid)));
    for (const pid of pids) {
      const worker = (point: TMemoryPoint) => at(point)?.workers.find((w) => w.pid === pid)?.mib;
      console.log(
        `${`${app.name} Worker ${pid}`.padEnd(23)}| ${mib(worker('Start'))} | ${mib(worker('nach Aufwärmen'))} | ${mib(worker('Mitte'))} | ${mib(worker('Ende'))} | ${mib(app.peakWorkerMib)}`,
      );
      const warm = worker('nach Aufwärmen');
      const end = worker('Ende');
      if (warm === null || warm === undefined || end === null || end === undefined)
        broken.push(`${app.name} Worker ${pid}: kein RSS-Wert (beendet?)`);
      else if (end > warm * (1 + bound))
        broken.push(`${app.name} Worker ${pid}: RSS ${de(warm)} → ${de(end)} MiB (+${de((100 * (end - warm)) / warm)} %)`);
    }
    if (pids.size !== 1) broken.push(`${app.name}: ${pids.size} Worker statt einem (ersetzt?)`);
  }
  for (const app of apps) {
    const step = Math.max(1, Math.ceil(app.series.length / 24));
    const shown = app.series.filter((_, i) => i % step === 0).map((value) => de(value));
    console.log(`Verlauf ${app.name} Worker (MiB, alle ${5 * step} s): ${shown.join(' ')}`);
  }
  return broken;
}
