import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, type TDbHandle } from '@kochclip/db';
import { seedDemoData } from '@kochclip/db/seed';
import { hashPassword } from '@kochclip/routers/server';
import { createDirectoryStorage } from '@kochclip/server';
import { createTestDatabase } from './database';

export interface TIsolatedDb {
  url: string;
  handle: TDbHandle;
  drop: () => Promise<void>;
}

/**
 * A database of the test file's own, for tests that create recipes: the shared run database is walked page by
 * page by the listing tests, which must not see recipes appear from another file in the middle of a walk.
 * The prefix must be unique per file (worker threads share one pid).
 */
export async function isolatedDatabase(prefix: string, options: { seed?: boolean } = {}): Promise<TIsolatedDb> {
  const database = await createTestDatabase(prefix);
  const handle = createDb(database.url, { max: 20 });
  if (options.seed) {
    const mediaDir = await mkdtemp(path.join(tmpdir(), `${prefix}-seed-`));
    await seedDemoData(handle.db, { hashPassword, saveImage: createDirectoryStorage(mediaDir).save });
    await rm(mediaDir, { recursive: true, force: true });
  }
  return {
    url: database.url,
    handle,
    drop: async () => {
      await handle.close();
      await database.drop();
    },
  };
}
