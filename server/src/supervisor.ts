import cluster, { type Worker } from 'node:cluster';

export interface TSupervisorOptions {
  workers: number;
  /** Settings every worker gets on top of the primary's environment (the database URL, the session secret). */
  env: Record<string, string>;
  log: (line: string) => void;
  /** A worker exits with `cannotStartCode` when no retry can help (the port is taken): nothing is restarted then. */
  cannotStartCode: number;
  onCannotStart: () => void;
}

export interface TSupervisor {
  /** Resolves when the first worker listens. */
  listening: Promise<void>;
  /** Asks every worker to drain and stop (SIGTERM) and resolves once all have exited. */
  stop: () => Promise<void>;
}

/** A worker that dies within this time of starting counts as a crash loop: its replacement waits longer each time. */
const STABLE_AFTER_MS = 10_000;
const MAX_RESTART_DELAY_MS = 30_000;

/**
 * Node's cluster as the supervisor of `npm start`: `workers` processes share the port; a worker that dies for
 * whatever reason (an abort, an uncaught error after its clean stop) is logged and replaced, at once when it ran
 * a while, with a growing delay (up to 30 s) when replacements keep dying right after their start.
 */
export function superviseWorkers({ workers, env, log, cannotStartCode, onCannotStart }: TSupervisorOptions): TSupervisor {
  // The workers accept connections from the shared socket themselves. With the primary handing out connections
  // (round-robin, Node's default on Linux), a connection handed to a worker that was just killed hangs for good,
  // and when the last worker dies the ones queued meanwhile are never served; here a dying worker loses only what
  // it had accepted, and while no worker runs, new connections are refused at once (a client or balancer retries).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map<Worker, number>();
  let onListening: () => void = () => undefined;
  const listening = new Promise<void>((resolve) => (onListening = resolve));

  const fork = () => {
    const worker = cluster.fork(env);
    startedAt.set(worker, Date.now());
    worker.once('listening', () => onListening());
  };

  cluster.on('exit', (worker, code, signal) => {
    const ranFor = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) return;
    if (code === cannotStartCode) {
      stopping = true;
      onCannotStart();
      return;
    }
    quickDeaths = ranFor < STABLE_AFTER_MS ? quickDeaths + 1 : 0;
    const delay = quickDeaths <= 1 ? 0 : Math.min(MAX_RESTART_DELAY_MS, 500 * 2 ** (quickDeaths - 2));
    log(
      `Worker ${worker.process.pid ?? '?'} beendet (${signal ? `Signal ${signal}` : `Code ${code}`}), starte einen neuen${delay ? ` in ${Math.round(delay / 1000)} s` : ''}.`,
    );
    setTimeout(fork, delay);
  });

  for (let i = 0; i < workers; i += 1) fork();

  return {
    listening,
    stop: () => {
      stopping = true;
      const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
      return Promise.all(
        running.map(
          (worker) =>
            new Promise<void>((resolve) => {
              worker.once('exit', () => resolve());
              worker.process.kill('SIGTERM');
            }),
        ),
      ).then(() => undefined);
    },
  };
}
