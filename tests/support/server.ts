import type { AddressInfo } from 'node:net';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_APP_CONFIG, type TAppConfig } from '../../routers/src/context';
import { createApp } from '../../server/src/app';
import { createDirectoryStorage } from '../../server/src/services/storage';
import { testDb } from './db';

export interface TTestServer {
  url: string;
  close: () => Promise<void>;
}

/** The real Express app on an ephemeral port, against the run's test database. */
export async function startTestServer(config: Partial<TAppConfig> = {}): Promise<TTestServer> {
  const { db, sql } = testDb();
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'kochclip-media-'));
  const app = createApp({
    db,
    sql,
    storage: createDirectoryStorage(uploadDir),
    config: { ...DEFAULT_APP_CONFIG, ...config },
    allowedOrigins: [],
    trustProxy: false,
    log: () => undefined,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
