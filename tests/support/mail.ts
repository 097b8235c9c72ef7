import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TAppConfig } from '@kochclip/routers/server';
import {
  startBackgroundJobs,
  type TBackgroundJobs,
  createMailSender,
  createDirectoryStorage,
  type TAppDeps,
} from '@kochclip/server';
import { isolatedDatabase, type TIsolatedDb } from './isolated-db';
import { startTestServer, type TTestServer } from './server';
import { startSmtpCatcher, type TSmtpCatcher } from './smtp';

/** Where links in the test mails point (PUBLIC_ORIGIN of the delivery job). */
export const MAIL_ORIGIN = 'https://kochclip.test';

export interface TMailWorld {
  server: TTestServer;
  smtp: TSmtpCatcher;
  jobs: TBackgroundJobs;
  database: TIsolatedDb;
  close: () => Promise<void>;
}

/**
 * The app with its background jobs delivering mail over SMTP to a real SMTP server on loopback, on the file's own
 * database. Retries wait a second, so a refused mail is retried within the test; `retryLimit` retries at most.
 */
export async function startMailWorld(
  prefix: string,
  config: Partial<TAppConfig> = {},
  options: { retryLimit?: number; trustProxy?: boolean; billing?: TAppDeps['billing'] } = {},
): Promise<TMailWorld> {
  const smtp = await startSmtpCatcher();
  const database = await isolatedDatabase(prefix);
  const { db } = database.handle;
  const log = () => undefined;
  const jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db,
    storage: createDirectoryStorage(await mkdtemp(path.join(tmpdir(), `${prefix}-media-`))),
    log,
    images: null,
    mail: {
      sender: createMailSender({ smtpUrl: smtp.url, from: 'Kochclip <no-reply@kochclip.test>', mailDir: '', log }),
      origin: MAIL_ORIGIN,
      retryDelaySeconds: 1,
      retryLimit: options.retryLimit ?? 2,
    },
    pollingIntervalSeconds: 0.5,
  });
  const server = await startTestServer(config, {
    database: database.handle,
    jobs: jobs.queue,
    trustProxy: options.trustProxy,
    billing: options.billing,
  });
  return {
    server,
    smtp,
    jobs,
    database,
    close: async () => {
      await server.close();
      await jobs.stop();
      await database.drop();
      await smtp.stop();
    },
  };
}
