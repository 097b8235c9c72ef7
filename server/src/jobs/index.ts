import type { TDb } from '@kochclip/db';
import type { TJobQueue } from '@kochclip/routers/ports';
import { createImageGenerator, IMAGE_RESULT_HOSTS, type TImageAiConfig } from '../adapters/ai/openai/image-generator';
import { createGuardedClient } from '../adapters/http/guarded-client';
import { createPushSender, type TPushSenderConfig } from '../adapters/push/push-sender';
import type { TStorage } from '../adapters/storage';
import { archiveImportJob, resumeArchiveImports } from './archive-import.job';
import { cleanupJob } from './cleanup.job';
import { mailDeliveryJob } from './mail-delivery.job';
import type { TMailSender } from '../adapters/mail/mail-sender';
import { dataExportCleanupJob, dataExportJob } from './data-export.job';
import { imageRegenerationJob } from './image-regeneration.job';
import { mediaTaskJob } from './media-task.job';
import { createJobQueue } from './job-queue';
import { pushDeliveryJob } from './push-delivery.job';
import { pushFanoutJob } from './push-fanout.job';
import { mediaCleanupJob } from './media-cleanup.job';
import { recipeImageJob } from './recipe-image.job';
import { timerReminderJob } from './timer-reminder.job';
import { startJobs, type TJobs } from './runtime';
import { viewCountJob } from './view-count.job';

export interface TBackgroundJobsConfig {
  databaseUrl: string;
  db: TDb;
  storage: TStorage;
  log: (line: string) => void;
  /**
   * Null without an image model: new recipes keep their illustration (nothing is enqueued for them) and an admin's
   * regeneration draws the illustration, so the app stays offline.
   */
  images: TImageAiConfig | null;
  /** Signs data-export links (SESSION_SECRET) and makes them absolute; absent, no export is built. */
  dataExports?: { secret: string; publicOrigin: string };
  /** Null without push: nothing is fanned out or delivered. */
  push?: TPushSenderConfig | null;
  /** Mail delivery: the sender (SMTP or .eml files) and the origin links point to. */
  mail?: { sender: TMailSender; origin: string; retryDelaySeconds?: number; retryLimit?: number } | null;
  pollingIntervalSeconds?: number;
  /** pg-boss's pool size: this worker's share of DATABASE_POOL_MAX for jobs. */
  maxConnections?: number;
  applicationName?: string;
  imageRetryDelaySeconds?: number;
  pushRetryDelaySeconds?: number;
}

export interface TBackgroundJobs extends TJobs {
  queue: TJobQueue;
}

/** All of Kochclip's background jobs on pg-boss: the daily cleanups (rows, orphaned media), the view counts, mail and push delivery, timer reminders, recipe pictures and media backups. */
export async function startBackgroundJobs(config: TBackgroundJobsConfig): Promise<TBackgroundJobs> {
  const download = createGuardedClient({ allowedHosts: IMAGE_RESULT_HOSTS });
  const handlers = [
    cleanupJob(config),
    mediaCleanupJob(config),
    viewCountJob(config),
    recipeImageJob({
      ...config,
      generate: config.images ? createImageGenerator(config.images, download) : null,
      retryDelaySeconds: config.imageRetryDelaySeconds,
    }),
    imageRegenerationJob(config),
    mediaTaskJob(config),
    dataExportCleanupJob(config),
    archiveImportJob(config),
  ];
  if (config.mail) handlers.push(mailDeliveryJob({ db: config.db, log: config.log, ...config.mail }));
  // The export's mail goes through the queue made from the started jobs below.
  const started: { queue?: TJobQueue } = {};
  if (config.dataExports) handlers.push(dataExportJob({ ...config, ...config.dataExports, jobs: () => started.queue }));
  if (config.push) {
    const send = createPushSender(config.push);
    handlers.push(
      pushFanoutJob(config),
      pushDeliveryJob({ ...config, send, retryDelaySeconds: config.pushRetryDelaySeconds }),
      timerReminderJob({ ...config, send }),
    );
  }
  const jobs = await startJobs({ ...config, handlers });
  const queue = createJobQueue(jobs.boss, {
    recipeImages: config.images !== null,
    push: Boolean(config.push),
    mail: Boolean(config.mail),
  });
  started.queue = queue;
  // Archives a stopped server was moving in carry on where their report ends.
  const resumed = await resumeArchiveImports(config.db, jobs.boss);
  if (resumed > 0) config.log(`Umzüge fortgesetzt: ${resumed}`);
  return { ...jobs, queue };
}
