import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TDb, TDbHandle } from '@kochclip/db';
import { DEFAULT_APP_CONFIG, type TAppConfig, type TWriteBudgets } from '@kochclip/routers/server';
import {
  createApp,
  type TAppDeps,
  closeMediaPool,
  createAdminTools,
  createRecipeCreator,
  createDirectoryStorage,
  type TStorage,
  type TResolver,
} from '@kochclip/server';
import { testDb } from './db';

export interface TTestServer {
  url: string;
  /** Where the server stores media, to check what an endpoint left behind. */
  uploadDir: string;
  db: TDb;
  close: () => Promise<void>;
}

/** Budgets no test reaches by accident; the tests of the budgets set their own. */
const LIFTED = { perMinute: 100_000, perDay: 100_000 };
export const LIFTED_WRITE_BUDGETS: TWriteBudgets = {
  comment: LIFTED,
  rating: LIFTED,
  communityPhoto: LIFTED,
  challengeEntry: LIFTED,
  collection: LIFTED,
  cookbook: LIFTED,
  follow: LIFTED,
  shoppingList: LIFTED,
  mealPlan: LIFTED,
  recipeEdit: LIFTED,
};

/**
 * The real Express app on an ephemeral port, against the run's test database (or the file's own one). Every
 * test registers from 127.0.0.1, so the registration limit is lifted unless a test sets it, and so are the
 * members' write budgets (many tests write a lot as one member); with `trustProxy` a test plays several client
 * addresses through X-Forwarded-For.
 */
export async function startTestServer(
  config: Partial<TAppConfig> = {},
  {
    database,
    uploadDir: ownUploadDir,
    storage: ownStorage,
    trustProxy = false,
    resolve,
    ...deps
  }: Partial<
    Pick<
      TAppDeps,
      | 'ai'
      | 'jobs'
      | 'billing'
      | 'webDistDir'
      | 'webServerEntry'
      | 'publicOrigin'
      | 'trustProxy'
      | 'push'
      | 'speech'
      | 'lifecycle'
      | 'layers'
      | 'admin'
      | 'legal'
      | 'sitemapUrlsPerFile'
      | 'serverRenderTimeoutMs'
      | 'log'
    >
  > & {
    database?: TDbHandle;
    uploadDir?: string;
    /** DNS for web pages and their pictures: maps the test's public hosts (msw answers them) and private ones. */
    resolve?: TResolver;
    /** Another media store (an S3 bucket); the default is a directory of the server's own. */
    storage?: TStorage;
  } = {},
): Promise<TTestServer> {
  const { db, sql } = database ?? testDb();
  // A caller-made directory lets background jobs store into the media the server serves.
  const uploadDir = ownUploadDir ?? (await mkdtemp(path.join(tmpdir(), 'kochclip-media-')));
  const storage = ownStorage ?? createDirectoryStorage(uploadDir);
  const log = () => undefined;
  const creator = resolve ? createRecipeCreator({ storage, ai: deps.ai ?? null, resolve, log }) : undefined;
  const app = createApp({
    db,
    sql,
    storage,
    creator,
    admin: createAdminTools({ storage, previous: null, ai: deps.ai ?? null, images: null, log: () => undefined }),
    config: { ...DEFAULT_APP_CONFIG, registrationsPerHour: 100_000, writeBudgets: LIFTED_WRITE_BUDGETS, ...config },
    allowedOrigins: [],
    trustProxy,
    log,
    ...deps,
  });
  const server = createServer(app).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    uploadDir,
    db,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      // The next server of the same test file starts a fresh pool on first use.
      await closeMediaPool();
      await rm(uploadDir, { recursive: true, force: true });
    },
  };
}
