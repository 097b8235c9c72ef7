import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TDb, TDbHandle } from '@kochclip/db';
import { DEFAULT_APP_CONFIG, type TAppConfig } from '@kochclip/routers/context';
import { createApp, type TAppDeps } from '@kochclip/server/app';
import { closeMediaPool } from '@kochclip/server/services/media/media-pool';
import { createAdminTools } from '@kochclip/server/services/admin-tools';
import { createDirectoryStorage, type TStorage } from '@kochclip/server/services/storage';
import { testDb } from './db';

export interface TTestServer {
  url: string;
  /** Where the server stores media, to check what an endpoint left behind. */
  uploadDir: string;
  db: TDb;
  close: () => Promise<void>;
}

/**
 * The real Express app on an ephemeral port, against the run's test database (or the file's own one). Every
 * test registers from 127.0.0.1, so the registration limit is lifted unless a test sets it; with `trustProxy`
 * a test plays several client addresses through X-Forwarded-For.
 */
export async function startTestServer(
  config: Partial<TAppConfig> = {},
  {
    database,
    uploadDir: ownUploadDir,
    storage: ownStorage,
    trustProxy = false,
    ...deps
  }: Partial<
    Pick<
      TAppDeps,
      'ai' | 'jobs' | 'billing' | 'webDistDir' | 'publicOrigin' | 'trustProxy' | 'push' | 'speech' | 'lifecycle' | 'admin'
    >
  > & {
    database?: TDbHandle;
    uploadDir?: string;
    /** Another media store (an S3 bucket); the default is a directory of the server's own. */
    storage?: TStorage;
  } = {},
): Promise<TTestServer> {
  const { db, sql } = database ?? testDb();
  // A caller-made directory lets background jobs store into the media the server serves.
  const uploadDir = ownUploadDir ?? (await mkdtemp(path.join(tmpdir(), 'kochclip-media-')));
  const storage = ownStorage ?? createDirectoryStorage(uploadDir);
  const app = createApp({
    db,
    sql,
    storage,
    admin: createAdminTools({ storage, previous: null, ai: deps.ai ?? null, images: null, log: () => undefined }),
    config: { ...DEFAULT_APP_CONFIG, registrationsPerHour: 100_000, ...config },
    allowedOrigins: [],
    trustProxy,
    log: () => undefined,
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
