import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '@kochclip/db';
import { seedDemoData } from '@kochclip/db/seed';
import { hashPassword } from '@kochclip/routers/server';
import { createDirectoryStorage } from '@kochclip/server';
import { createTestDatabase } from '../support/database';

/** One fresh, migrated database per run, with the demo recipes the search tests rely on. */
export default async function setup(project: TestProject) {
  const database = await createTestDatabase('kochclip_it');
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'kochclip-it-media-'));
  const handle = createDb(database.url, { max: 1 });
  try {
    await seedDemoData(handle.db, { hashPassword, saveImage: createDirectoryStorage(mediaDir).save });
  } finally {
    await handle.close();
  }
  project.provide('databaseUrl', database.url);
  return async () => {
    await database.drop();
    await rm(mediaDir, { recursive: true, force: true });
  };
}
