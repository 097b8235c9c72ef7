import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@kochclip/db';
import { seedDemoData } from '@kochclip/db/seed';
import { hashPassword } from '@kochclip/routers/server';
import { createDirectoryStorage } from '@kochclip/server';
import { createTestDatabase, type TTestDatabase } from '../support/database';
import { startFakeS3 } from '../support/s3';

/** scripts/backup.sh and scripts/restore.sh tried once as docs/operations.md says: back up, wipe, restore, compare. */
const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

let database: TTestDatabase;
let work = '';
let mediaDir = '';

async function files(dir: string): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, full), (await readFile(full)).toString('base64'));
  }
  return found;
}

async function recipes(url: string): Promise<{ id: number; title: string }[]> {
  const sql = postgres(url, { max: 1, onnotice: () => undefined });
  try {
    return await sql<{ id: number; title: string }[]>`select id, title from recipes order by id`;
  } finally {
    await sql.end();
  }
}

beforeAll(async () => {
  database = await createTestDatabase('kochclip_it_backup');
  work = await mkdtemp(path.join(tmpdir(), 'kochclip-backup-'));
  mediaDir = path.join(work, 'uploads');
  const handle = createDb(database.url, { max: 1 });
  try {
    await seedDemoData(handle.db, { hashPassword, saveImage: createDirectoryStorage(mediaDir).save });
  } finally {
    await handle.close();
  }
}, 120_000);

afterAll(async () => {
  await database.drop();
  await rm(work, { recursive: true, force: true });
});

describe('backup and restore scripts', { timeout: 120_000 }, () => {
  it('bring back every recipe and every media file after the database and the media directory were wiped', async () => {
    const env = { ...process.env, DATABASE_URL: database.url, UPLOAD_DIR: mediaDir };
    const recipesBefore = await recipes(database.url);
    const mediaBefore = await files(mediaDir);
    expect(recipesBefore.length).toBeGreaterThan(0);
    expect(mediaBefore.size).toBeGreaterThan(0);

    const backup = path.join(work, 'sicherung');
    await run(path.join(ROOT, 'scripts/backup.sh'), [backup], { env });

    const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
    try {
      await sql.unsafe('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
    } finally {
      await sql.end();
    }
    await rm(mediaDir, { recursive: true, force: true });
    await expect(recipes(database.url)).rejects.toThrow();

    await run(path.join(ROOT, 'scripts/restore.sh'), [backup], { env });
    expect(await recipes(database.url)).toEqual(recipesBefore);
    expect(await files(mediaDir)).toEqual(mediaBefore);
  });

  it('bring back the bucket of S3 media the same way, through the app’s storage settings and no aws CLI', async () => {
    const s3 = await startFakeS3('kochclip-sicherung');
    try {
      const bucket = s3.storage();
      const local = await files(mediaDir);
      for (const [name, data] of local) await bucket.save(name, Buffer.from(data, 'base64'));
      const inBucket = async () => {
        const found = new Map<string, string>();
        for (const file of await bucket.list()) {
          const stream = await bucket.open(file.name);
          if (stream) found.set(file.name, (await buffer(stream)).toString('base64'));
        }
        return found;
      };
      const mediaBefore = await inBucket();
      expect(mediaBefore).toEqual(local);
      const recipesBefore = await recipes(database.url);
      const env = {
        ...process.env,
        DATABASE_URL: database.url,
        S3_BUCKET: s3.config.bucket,
        S3_ENDPOINT: s3.config.endpoint,
        S3_REGION: s3.config.region,
        S3_ACCESS_KEY_ID: s3.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.config.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      };

      const backup = path.join(work, 'sicherung-s3');
      await run(path.join(ROOT, 'scripts/backup.sh'), [backup], { env });
      const listing = await readFile(path.join(backup, 'media-listing.txt'), 'utf8');
      expect(listing.trim().split('\n').map((line) => line.split('\t')[0])).toEqual([...local.keys()].sort());

      const sql = postgres(database.url, { max: 1, onnotice: () => undefined });
      try {
        await sql.unsafe('drop schema public cascade; create schema public; drop schema if exists drizzle cascade');
      } finally {
        await sql.end();
      }
      for (const file of await bucket.list()) await bucket.remove(file.url);
      expect((await inBucket()).size).toBe(0);

      await run(path.join(ROOT, 'scripts/restore.sh'), [backup], { env });
      expect(await recipes(database.url)).toEqual(recipesBefore);
      expect(await inBucket()).toEqual(mediaBefore);
    } finally {
      await s3.close();
    }
  });
});
