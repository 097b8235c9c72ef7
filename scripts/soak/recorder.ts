/** What a request was: reads are what visitors wait for (the p99 target applies to them). */
export type TKindClass = 'read' | 'login' | 'write';

/** ok: the answer the client wanted; limit: a documented 429; error: anything else. */
export type TVerdict = 'ok' | 'limit' | 'error';

interface TKindFigures {
  kindClass: TKindClass;
  latencies: number[];
  statuses: Map<string, number>;
  limits: number;
  errors: Map<string, number>;
}

export interface TUnexpected {
  kind: string;
  status: string;
  sample: string;
}

/**
 * Counts every answer by kind and status; latencies only after the warm-up. An answer is what the client wanted,
 * a documented limit (429, counted apart) or an error, of which a few samples are kept.
 */
export class Recorder {
  private readonly kinds = new Map<string, TKindFigures>();
  readonly unexpected: TUnexpected[] = [];
  unexpectedCount = 0;
  measuring = false;
  measuredSince = 0;
  measuredUntil = 0;

  record(kind: string, kindClass: TKindClass, status: string, ms: number, verdict: TVerdict, body: string): void {
    const figures = this.kinds.get(kind) ?? {
      kindClass,
      latencies: [],
      statuses: new Map<string, number>(),
      limits: 0,
      errors: new Map<string, number>(),
    };
    this.kinds.set(kind, figures);
    figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    if (this.measuring) figures.latencies.push(ms);
    if (verdict === 'limit') figures.limits += 1;
    if (verdict !== 'error') return;
    figures.errors.set(status, (figures.errors.get(status) ?? 0) + 1);
    this.unexpectedCount += 1;
    if (this.unexpected.length < 20) this.unexpected.push({ kind, status, sample: body.slice(0, 300) });
  }

  startMeasuring(): void {
    this.measuring = true;
    this.measuredSince = performance.now();
  }

  stopMeasuring(): void {
    this.measuring = false;
    this.measuredUntil = performance.now();
  }

  entries(): [string, TKindFigures][] {
    return [...this.kinds];
  }
}
