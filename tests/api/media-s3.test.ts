import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  writeMemberArchive,
  startBackgroundJobs,
  type TBackgroundJobs,
  removeOrphanedMedia,
  createAdminTools,
  createDirectoryStorage,
  type TStorage,
  backupMedia,
  restoreMedia,
} from '@kochclip/server';
import { recipes, users } from '@kochclip/db/schema';
import { imagePart, postForm } from '../support/community';
import { startEdge } from '../support/edge';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp, type TSignedUp } from '../support/members';
import { startFakeS3, type TFakeS3 } from '../support/s3';
import { startTestServer, type TTestServer } from '../support/server';

/**
 * Media in an S3-compatible bucket (s3rver on loopback): two app servers on one database and one bucket serve each
 * other's files; migration, backup and restore work against the bucket.
 */

const BLOB_HOST = 'alte-blobs.example.com';

const edge = startEdge();
let s3: TFakeS3;
let database: TIsolatedDb;
let previousDir: string;
let previous: TStorage;
let jobs: TBackgroundJobs;
let first: TTestServer;
let second: TTestServer;
let admin: TSignedUp;
let member: TSignedUp;

beforeAll(async () => {
  s3 = await startFakeS3();
  database = await isolatedDatabase('kochclip_it_media_s3');
  previousDir = await mkdtemp(path.join(tmpdir(), 'kochclip-previous-media-'));
  previous = createDirectoryStorage(previousDir);
  const log = () => undefined;
  const serverOf = (storage: TStorage) =>
    startTestServer(
      {},
      {
        database: database.handle,
        storage,
        jobs: jobs.queue,
        admin: createAdminTools({ storage, previous, ai: null, images: null, log }),
      },
    );
  jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db: database.handle.db,
    storage: s3.storage(),
    log,
    images: null,
    pollingIntervalSeconds: 0.5,
  });
  [first, second] = await Promise.all([serverOf(s3.storage()), serverOf(s3.storage())]);
  [admin, member] = await Promise.all([signUp(first.url, 'speicher'), signUp(first.url, 'fotograf')]);
  await first.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
}, 60_000);
afterEach(() => edge.resetHandlers());
afterAll(async () => {
  edge.close();
  await jobs.stop();
  await first.close();
  await second.close();
  await database.drop();
  await s3.close();
  await rm(previousDir, { recursive: true, force: true });
});

async function insertRecipe(values: Partial<typeof recipes.$inferInsert> = {}): Promise<number> {
  const [row] = await first.db
    .insert(recipes)
    .values({ title: 'Speicher-Eintopf', source: 'prompt', ...values })
    .returning({ id: recipes.id });
  return row?.id ?? 0;
}

const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: '#4a7c59' } })
    .jpeg()
    .toBuffer();

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Zeitüberschreitung beim Warten auf ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two app servers on one database and one bucket', () => {
  it("serve each other's uploads with the same bytes and headers", async () => {
    const recipeId = await insertRecipe();
    const uploaded = await postForm(first.url, `/api/recipes/${recipeId}/user-images`, { ...member, password: '' }, [
      imagePart(await photo()),
    ]);
    expect(uploaded.status, uploaded.text).toBe(200);
    const url = uploaded.json.imageUrl as string;
    expect(url).toMatch(/^\/media\/community-.*\.webp$/);

    const fromFirst = await fetch(`${first.url}${url}`);
    const fromSecond = await fetch(`${second.url}${url}`);
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.get('content-type')).toBe('image/webp');
    expect(fromSecond.headers.get('cache-control')).toBe('public, max-age=604800');
    expect(fromSecond.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(Buffer.from(await fromFirst.arrayBuffer()))).toBe(true);

    // Deleted through the second server: the file leaves the bucket, so the first server answers 404 too.
    const removed = await new HttpClient(second.url, { cookie: `kc_session=${member.http.cookie('kc_session') ?? ''}` }).delete(
      `/api/user-images/${uploaded.json.id as number}`,
    );
    expect(removed.status, removed.text).toBe(200);
    const gone = await fetch(`${first.url}${url}`);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'Nicht gefunden.', code: 'NOT_FOUND', requestId: expect.any(String) as string });
  });

  it('answers range requests (audio), HEAD and conditional requests from the bucket', async () => {
    const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
    await s3.storage().save('audio-0123456789abcdef0123456789abcdef01234567.mp3', bytes);
    const url = '/media/audio-0123456789abcdef0123456789abcdef01234567.mp3';

    const part = await fetch(`${second.url}${url}`, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 10-19/100');
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);

    const head = await fetch(`${first.url}${url}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('100');
    expect(head.headers.get('accept-ranges')).toBe('bytes');
    const etag = head.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    expect((await fetch(`${second.url}${url}`, { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('answers names that are no media file with 404 and refuses writes with 405', async () => {
    for (const name of ['/media/..%2F..%2Fetc%2Fpasswd', '/media/backups%2Fx.tar', '/media/.hidden', '/media/fehlt.webp']) {
      const res = await fetch(`${first.url}${name}`);
      expect(res.status, name).toBe(404);
    }
    expect((await fetch(`${first.url}/media/x.webp`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });

  it('the orphan cleanup lists the bucket (not the backups) and removes only unreferenced old files', async () => {
    const storage = s3.storage();
    await storage.save('recipe-orphan.webp', 'x');
    await storage.save('recipe-kept.webp', 'x');
    await insertRecipe({ imageUrl: '/media/recipe-kept.webp' });
    const tomorrow = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await removeOrphanedMedia({ db: first.db, storage }, tomorrow);
    expect(await storage.has('recipe-orphan.webp')).toBe(false);
    expect(await storage.has('recipe-kept.webp')).toBe(true);
  });
});

describe('POST /api/admin/migrate-blob-images', () => {
  it('moves external pictures and files left in the old directory into the bucket and rewrites the URLs', async () => {
    const jpeg = await photo();
    edge.use(
      http.get(`https://${BLOB_HOST}/rezept.jpg`, () => new HttpResponse(jpeg, { headers: { 'content-type': 'image/jpeg' } })),
    );
    const external = await insertRecipe({
      imageUrl: `https://${BLOB_HOST}/rezept.jpg`,
      thumbnailUrl: `https://${BLOB_HOST}/rezept.jpg`,
    });
    await writeFile(path.join(previousDir, 'recipe-vom-server.webp'), 'alt');
    await writeFile(path.join(previousDir, 'recipe-verwaist.webp'), 'niemand');
    const local = await insertRecipe({
      imageUrl: '/media/recipe-vom-server.webp',
      thumbnailUrl: '/media/recipe-vom-server.webp',
    });

    const res = await admin.http.post('/api/admin/migrate-blob-images');
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ results: { successful: 2, total: 2 } });

    const [moved] = await first.db.select().from(recipes).where(eq(recipes.id, external));
    expect(moved?.imageUrl).toMatch(/^\/media\/recipe-.*\.webp$/);
    expect(moved?.thumbnailUrl).toMatch(/-thumb\.webp$/);
    expect((await fetch(`${second.url}${moved?.imageUrl ?? ''}`)).headers.get('content-type')).toBe('image/webp');
    const [kept] = await first.db.select().from(recipes).where(eq(recipes.id, local));
    expect(kept?.imageUrl).toBe('/media/recipe-vom-server.webp');
    expect(await (await fetch(`${second.url}/media/recipe-vom-server.webp`)).text()).toBe('alt');
    expect(await s3.storage().has('recipe-verwaist.webp')).toBe(false);

    const again = await admin.http.post('/api/admin/migrate-blob-images');
    expect(again.json).toEqual({ results: { successful: 0, total: 0 } });
    const log = (await admin.http.get('/api/admin/audit-log?limit=2')).json as unknown as {
      entries: { action: string; details: unknown }[];
    };
    expect(log.entries.map((entry) => entry.details)).toEqual([
      { successful: 0, total: 0 },
      { successful: 2, total: 2 },
    ]);
    expect(log.entries.every((entry) => entry.action === 'media.migrate')).toBe(true);
  });

  it('counts a picture that cannot be fetched as not migrated and leaves its URL', async () => {
    edge.use(http.get(`https://${BLOB_HOST}/weg.jpg`, () => new HttpResponse(null, { status: 404 })));
    const id = await insertRecipe({ imageUrl: `https://${BLOB_HOST}/weg.jpg`, thumbnailUrl: null });
    const res = await admin.http.post('/api/admin/migrate-blob-images');
    expect(res.json).toEqual({ results: { successful: 0, total: 1 } });
    const [row] = await first.db.select({ imageUrl: recipes.imageUrl }).from(recipes).where(eq(recipes.id, id));
    expect(row?.imageUrl).toBe(`https://${BLOB_HOST}/weg.jpg`);
    await first.db.delete(recipes).where(eq(recipes.id, id));
  });
});

describe('backup and emergency restore', () => {
  interface TTask {
    id: number;
    kind: string;
    status: string;
    archive: string | null;
    files: number;
    bytes: number;
  }
  const taskById = async (id: number) => {
    const res = await admin.http.get('/api/admin/media/backups');
    return (res.json as unknown as { tasks: TTask[] }).tasks.find((task) => task.id === id);
  };
  const finished = (id: number) =>
    waitFor(`task ${id}`, async () => {
      const task = await taskById(id);
      return task && task.status !== 'running' ? task : undefined;
    });

  it('refuses a restore before any backup with 400', async () => {
    const res = await admin.http.post('/api/admin/media/restore');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Es gibt noch keine Sicherung der Medien. Bitte lege zuerst eine an.');
  });

  it('writes every media file and a manifest into one archive in the bucket, and restores what went missing', async () => {
    const storage = s3.storage();
    await storage.save('recipe-sicher.webp', 'gesichert');
    await storage.save('avatar-sicher.webp', 'profil');
    const all = await storage.list();

    const started = await admin.http.post('/api/admin/media/backups');
    expect(started.status, started.text).toBe(200);
    expect(started.json).toMatchObject({ kind: 'backup', status: 'running' });
    const backup = await finished(started.json.id as number);
    expect(backup).toMatchObject({ status: 'done', files: all.length });
    expect(backup.archive).toMatch(/^backup-.*\.tar$/);
    expect(backup.bytes).toBeGreaterThan(0);
    expect(await storage.openArchive(backup.archive ?? '')).not.toBeNull();
    expect((await storage.list()).map((file) => file.name)).not.toContain(backup.archive);

    await storage.remove('/media/recipe-sicher.webp');
    await storage.remove('/media/avatar-sicher.webp');
    await storage.save('avatar-sicher.webp', 'neuer als die Sicherung');
    const restore = await admin.http.post('/api/admin/media/restore');
    expect(restore.status, restore.text).toBe(200);
    const restored = await finished(restore.json.id as number);
    expect(restored).toMatchObject({ kind: 'restore', status: 'done', files: 1, archive: backup.archive });
    expect(await (await fetch(`${second.url}/media/recipe-sicher.webp`)).text()).toBe('gesichert');
    expect(await (await fetch(`${second.url}/media/avatar-sicher.webp`)).text()).toBe('neuer als die Sicherung');
  });

  it('starts one task at a time: a second start while one runs is 409', async () => {
    await jobs.boss.offWork('media-task');
    const [a, b] = await Promise.all([admin.http.post('/api/admin/media/backups'), admin.http.post('/api/admin/media/backups')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect([a, b].find((r) => r.status === 409)?.json.message).toBe(
      'Eine Sicherung oder Wiederherstellung läuft bereits. Bitte warte, bis sie fertig ist.',
    );
    await first.db.execute(sql`update media_tasks set status = 'failed' where status = 'running'`);
  });
});

describe('data-export archives in the bucket', () => {
  it('writes a member archive beside the backups, outside the media list and /media, and removes it', async () => {
    const storage = s3.storage();
    await storage.save('avatar-export.webp', 'bild');
    const name = 'export-7-0f0e.zip';
    const bytes = await writeMemberArchive(storage, name, {
      documents: [{ name: 'profil.json', content: { username: 'anna' } }],
      media: ['/media/avatar-export.webp', '/media/fehlt.webp'],
    });
    expect(bytes).toBeGreaterThan(0);
    expect(await storage.openArchive(name)).not.toBeNull();
    expect((await storage.list()).map((file) => file.name)).not.toContain(name);
    await storage.removeArchive(name);
    expect(await storage.openArchive(name)).toBeNull();
    await storage.removeArchive(name);
    expect(() => storage.openArchive('../users.zip')).toThrow();
  });
});

describe('the local directory store', () => {
  it('backs up and restores the same way, and never serves its archives under /media', async () => {
    const local = await startTestServer({}, { database: database.handle });
    try {
      const storage = createDirectoryStorage(local.uploadDir);
      await storage.save('recipe-lokal.webp', 'lokal');
      const backup = await backupMedia(storage, 'backup-lokal-1.tar');
      expect(backup.files).toBe(1);
      await storage.remove('/media/recipe-lokal.webp');
      expect(await restoreMedia(storage, 'backup-lokal-1.tar')).toEqual({ files: 1, bytes: 5 });
      expect(await (await fetch(`${local.url}/media/recipe-lokal.webp`)).text()).toBe('lokal');
      const archive = await fetch(`${local.url}/media/.backups/backup-lokal-1.tar`);
      expect(archive.status).toBeGreaterThanOrEqual(400);
      expect((await storage.list()).map((file) => file.name)).toEqual(['recipe-lokal.webp']);
    } finally {
      await local.close();
    }
  });
});
