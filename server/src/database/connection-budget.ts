/** How one worker's share of DATABASE_POOL_MAX is split between its pools. */
export interface TWorkerConnections {
  /** The main pool (every statement but the list reads). */
  main: number;
  /** The browse and search lists' pool (generic plans, no JIT: `listConnections` in @kochclip/db). */
  list: number;
  /** pg-boss's own pool for the background jobs. */
  jobs: number;
}

/** Below this a worker cannot run a transaction beside a list read and a job. */
export const MIN_CONNECTIONS_PER_WORKER = 4;

/**
 * DATABASE_POOL_MAX is per server (all its workers and their job runners together): each of the `workers` gets an
 * equal share, at least MIN_CONNECTIONS_PER_WORKER, split about 60 % main, 20 % lists, 20 % jobs. With the
 * default of 40 and two workers that is 12 + 4 + 4 per worker, close to the 10 + 4 + 4 the soak was measured with.
 */
export function connectionBudget(poolMax: number, workers: number): TWorkerConnections {
  const share = Math.max(MIN_CONNECTIONS_PER_WORKER, Math.floor(poolMax / Math.max(1, workers)));
  const jobs = Math.max(1, Math.floor(share / 5));
  const list = Math.max(1, Math.floor(share / 5));
  return { main: share - jobs - list, list, jobs };
}
