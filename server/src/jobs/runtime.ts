import { APP_TIME_ZONE } from '@kochclip/core';
import { PgBoss, type JobWithMetadata, type QueueOptions, type WorkOptions } from 'pg-boss';
import { runInJobScope } from '../http/request-scope';

/** The id of the request that queued a job (job-queue.ts adds it to the data), if any. */
function requestIdOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('requestId' in data)) return undefined;
  return typeof data.requestId === 'string' ? data.requestId : undefined;
}

export interface TJobAttempt {
  /** 1 for the first run. */
  number: number;
  /** Runs in total, including retries. */
  of: number;
}

export interface TJobDefinition {
  name: string;
  /** Retry and expiry settings; applied to an existing queue too, so a changed setting takes effect on restart. */
  queue?: QueueOptions;
  /** Cron expression in Europe/Berlin time; the queue then gets one scheduled job per match. */
  cron?: string;
  /** Parallel workers for queues with many small jobs (e.g. one push per device); a faster poll where a job is due at a time. */
  work?: Pick<WorkOptions, 'localConcurrency' | 'batchSize' | 'pollingIntervalSeconds'>;
  /** Throwing marks the run failed; pg-boss retries it within the queue's retry limit. The runtime passes `boss`, so a job can enqueue more. */
  run: (data: unknown, attempt: TJobAttempt, boss?: PgBoss) => Promise<void>;
}

export interface TStartJobsOptions {
  databaseUrl: string;
  log: (line: string) => void;
  handlers: readonly TJobDefinition[];
  /** pg-boss keeps its tables in a schema of its own, away from drizzle's migrations. */
  schema?: string;
  /** Tests poll faster so they need not wait for the default 2 seconds. */
  pollingIntervalSeconds?: number;
  /** pg-boss's pool size (it uses no LISTEN connection by default); idle ones close after pg's 10 s. */
  maxConnections?: number;
  /** PostgreSQL's application_name of pg-boss's connections. */
  applicationName?: string;
}

export interface TJobs {
  boss: PgBoss;
  /** Stops fetching, lets running jobs finish (up to the timeout) and closes pg-boss's own pool. */
  stop: () => Promise<void>;
}

const STOP_TIMEOUT_MS = 10_000;

export async function startJobs(options: TStartJobsOptions): Promise<TJobs> {
  const boss = new PgBoss({
    connectionString: options.databaseUrl,
    schema: options.schema ?? 'pgboss',
    application_name: options.applicationName ?? 'kochclip-jobs',
    max: options.maxConnections ?? 4,
  });
  boss.on('error', (error) => options.log(`Hintergrundjobs: ${error.message}`));
  boss.on('warning', (warning) => options.log(`Hintergrundjobs (Warnung): ${warning.message}`));
  await boss.start();

  for (const handler of options.handlers) {
    await boss.createQueue(handler.name, handler.queue);
    if (handler.queue) await boss.updateQueue(handler.name, handler.queue);
    if (handler.cron) await boss.schedule(handler.name, handler.cron, null, { tz: APP_TIME_ZONE });
    const work = async (jobs: JobWithMetadata<unknown>[]) => {
      for (const job of jobs) {
        const attempt = { number: job.retryCount + 1, of: job.retryLimit + 1 };
        await runInJobScope(requestIdOf(job.data), () => handler.run(job.data, attempt, boss));
      }
    };
    await boss.work(
      handler.name,
      { includeMetadata: true, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2, ...handler.work },
      work,
    );
  }

  return { boss, stop: () => boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS }) };
}
