/** One clip to make: its cache key and the text it speaks. */
export interface TClipJob {
  key: string;
  text: string;
}

export interface TClipQueue {
  /**
   * Makes the clip ahead of everything prefetched; joins the run already making it, so concurrent requests for
   * one clip cost one synthesis. Rejects with `QueueFullError` when too many clips are waiting.
   */
  demand: (job: TClipJob) => Promise<void>;
  /** Queues clips in order behind demanded ones; the first goes alone, so it is ready soonest. Failures are only logged. */
  prefetch: (jobs: readonly TClipJob[]) => void;
  /** Resolves once nothing is waiting or running (benchmark, tests). */
  idle: () => Promise<void>;
}

export class QueueFullError extends Error {
  constructor() {
    super('Zu viele Audio-Clips warten auf die Sprachausgabe');
  }
}

interface TEntry {
  job: TClipJob;
  done: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
  state: 'waiting' | 'running';
  /** Leads a playlist's prefetch: runs in a batch of its own. */
  alone: boolean;
}

/**
 * Clip synthesis in this process: at most `concurrency` runs at a time, each making up to `batchSize` clips,
 * demanded clips first, then prefetched ones in the order they were asked for. A clip waits or runs at most once.
 */
export function createClipQueue(options: {
  concurrency: number;
  batchSize: number;
  /** Bounds each of the two waiting lines; a prefetch beyond it is dropped (the clip is then made when asked for). */
  maxWaiting: number;
  /** Synthesises and stores the clips; a rejection fails every clip of the run. */
  run: (jobs: TClipJob[]) => Promise<void>;
  log: (line: string) => void;
}): TClipQueue {
  const entries = new Map<string, TEntry>();
  const demanded: TEntry[] = [];
  const prefetched: TEntry[] = [];
  let running = 0;
  let idleWaiters: (() => void)[] = [];

  function entryFor(job: TClipJob, alone: boolean): TEntry {
    let resolve: () => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const done = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // Prefetched clips have no one waiting; a failure must not become an unhandled rejection.
    done.catch(() => undefined);
    const entry: TEntry = { job, done, resolve, reject, state: 'waiting', alone };
    entries.set(job.key, entry);
    return entry;
  }

  /** The next run: one demanded clip, else the next prefetched ones (stale entries, already run, are skipped). */
  function nextBatch(): TEntry[] {
    for (let entry = demanded.shift(); entry; entry = demanded.shift()) {
      if (entry.state === 'waiting') return [entry];
    }
    const batch: TEntry[] = [];
    while (prefetched.length > 0 && batch.length < options.batchSize) {
      const entry = prefetched[0];
      if (!entry || entry.state !== 'waiting') {
        prefetched.shift();
        continue;
      }
      if (entry.alone && batch.length > 0) break;
      prefetched.shift();
      batch.push(entry);
      if (entry.alone) break;
    }
    return batch;
  }

  function pump(): void {
    while (running < options.concurrency) {
      const batch = nextBatch();
      if (batch.length === 0) break;
      running += 1;
      for (const entry of batch) entry.state = 'running';
      options
        .run(batch.map((entry) => entry.job))
        .then(
          () => {
            for (const entry of batch) entry.resolve();
          },
          (error: unknown) => {
            for (const entry of batch) entry.reject(error);
          },
        )
        .finally(() => {
          for (const entry of batch) entries.delete(entry.job.key);
          running -= 1;
          pump();
          if (running === 0 && entries.size === 0) {
            for (const wake of idleWaiters) wake();
            idleWaiters = [];
          }
        });
    }
  }

  return {
    demand(job) {
      const known = entries.get(job.key);
      if (known) {
        // Moves a prefetched clip to the front; the prefetch line skips it once it has run.
        if (known.state === 'waiting' && !demanded.includes(known)) demanded.push(known);
        pump();
        return known.done;
      }
      if (demanded.length >= options.maxWaiting) return Promise.reject(new QueueFullError());
      const entry = entryFor(job, true);
      demanded.push(entry);
      pump();
      return entry.done;
    },
    prefetch(jobs) {
      let first = true;
      for (const job of jobs) {
        if (entries.has(job.key)) continue;
        if (prefetched.length >= options.maxWaiting) {
          options.log('Sprachausgabe: Vorab-Warteschlange voll, weitere Clips entstehen erst beim Abruf.');
          break;
        }
        prefetched.push(entryFor(job, first));
        first = false;
      }
      pump();
    },
    idle() {
      if (running === 0 && entries.size === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
  };
}
