import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import type { TDb } from '@kochclip/db';
import {
  challengeSubmissions,
  collections,
  comments,
  cookbooks,
  dataExports,
  follows,
  likes,
  mealPlanEntries,
  payments,
  ratings,
  recipes,
  referralRedemptions,
  reports,
  shoppingLists,
  userImages,
  users,
} from '@kochclip/db/schema';
import { DEFAULT_APP_CONFIG } from '@kochclip/routers/server';
import { startBackgroundJobs, type TBackgroundJobs, createMailSender, createDirectoryStorage } from '@kochclip/server';
import { fillMember, type TFilledMember } from '../support/account-data';
import { registerMember } from '../support/community';
import { groupedRecipe } from '../support/grouped-recipe';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';
import { startSmtpCatcher, type TSmtpCatcher } from '../support/smtp';

let database: TIsolatedDb;
let db: TDb;
let jobs: TBackgroundJobs;
let smtp: TSmtpCatcher;
let server: TTestServer;

beforeAll(async () => {
  database = await isolatedDatabase('data_export');
  db = database.handle.db;
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'data-export-media-'));
  const storage = createDirectoryStorage(uploadDir);
  smtp = await startSmtpCatcher();
  jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db,
    storage,
    log: () => undefined,
    images: null,
    pollingIntervalSeconds: 0.5,
    dataExports: { secret: DEFAULT_APP_CONFIG.secret, publicOrigin: 'http://kochclip.test' },
    mail: {
      sender: createMailSender({
        smtpUrl: smtp.url,
        from: 'Kochclip <no-reply@kochclip.test>',
        mailDir: uploadDir,
        log: () => undefined,
      }),
      origin: 'http://kochclip.test',
    },
  });
  server = await startTestServer({}, { database: database.handle, uploadDir, storage, jobs: jobs.queue });
});
afterAll(async () => {
  await jobs.stop();
  await smtp.stop();
  await server.close();
  await database.drop();
});

async function readZip(data: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(data, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

async function waitForReady(http: HttpClient): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await http.get('/api/user/export');
    expect(res.status, res.text).toBe(200);
    if (res.json.status === 'ready' || res.json.status === 'failed') return res.json;
    if (Date.now() > deadline) throw new Error(`Export nicht fertig: ${res.text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const rows = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;

describe('data export', () => {
  let member: TFilledMember;
  let archive: Map<string, Buffer>;
  let downloadUrl: string;

  beforeAll(async () => {
    const other = await registerMember(server.url);
    member = await fillMember(server.url, db, other);
    // A recipe written by hand with titled groups: its JSON-LD keeps them.
    const grouped = await member.http.post('/api/recipes', groupedRecipe('Mein Zwiebelkuchen'));
    expect(grouped.status, grouped.text).toBe(200);
  });

  it('reports none before, starts with POST /api/user/export and gives the same export to a second click', async () => {
    expect((await member.http.get('/api/user/export')).json).toMatchObject({ status: 'none', downloadUrl: null });
    const first = await member.http.post('/api/user/export');
    expect(first.status, first.text).toBe(200);
    expect(['pending', 'running', 'ready']).toContain(first.json.status);
    const second = await member.http.post('/api/user/export');
    expect(second.json.requestedAt).toBe(first.json.requestedAt);
  });

  it('builds a ZIP offered for 24 hours through a signed link that needs no session', async () => {
    const ready = await waitForReady(member.http);
    expect(ready.status).toBe('ready');
    downloadUrl = String(ready.downloadUrl);
    expect(downloadUrl).toMatch(/^\/api\/user\/export\/download\?id=\d+&expires=\d+&signature=[\w-]+$/);
    const hours = (new Date(String(ready.expiresAt)).getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
    const mail = await smtp.waitFor(user?.email ?? '', (m) => m.subject.includes('Herunterladen'));
    expect(mail.text).toContain(`http://kochclip.test${downloadUrl}`);
    expect(mail.text).toContain('24 Stunden gültig');
    const response = await fetch(`${server.url}${downloadUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="kochclip-daten-/);
    archive = await readZip(Buffer.from(await response.arrayBuffer()));
  });

  it('holds every record the member created, counted against the database', async () => {
    const json = (name: string) => JSON.parse(archive.get(name)?.toString('utf8') ?? 'null') as unknown;
    const id = member.id;
    const list = (name: string) => json(name) as unknown[];

    const profile = json('profil.json') as Record<string, unknown>;
    expect(profile).toMatchObject({ id, username: member.username });
    expect(profile).not.toHaveProperty('passwordHash');
    expect(JSON.stringify([...archive.values()].map((b) => b.toString('latin1')))).not.toMatch(/argon2|\$2[aby]\$/);

    const recipesJson = list('rezepte.json') as {
      '@type': string;
      name: string;
      recipeIngredient: string[];
      recipeInstructions: { '@type': string; name?: string; itemListElement?: { position: number; text: string }[] }[];
    }[];
    expect(recipesJson).toHaveLength(await rows(db.select({ n: count() }).from(recipes).where(eq(recipes.createdById, id))));
    expect(recipesJson.every((r) => r['@type'] === 'Recipe')).toBe(true);
    expect(recipesJson.map((r) => r.name).sort()).toEqual(
      ['Meine Dinkelwaffeln', 'Mein Linseneintopf', 'Mein Zwiebelkuchen'].sort(),
    );
    const grouped = recipesJson.find((r) => r.name === 'Mein Zwiebelkuchen');
    expect(grouped?.recipeIngredient).toEqual([
      '200 g Mehl, gesiebt',
      '1 Würfel Hefe',
      '4 Zwiebeln, in Ringen',
      '1 TL Kümmel (optional)',
    ]);
    expect(
      grouped?.recipeInstructions.map((entry) => [entry['@type'], entry.name, entry.itemListElement?.map((s) => s.position)]),
    ).toEqual([
      ['HowToSection', 'Teig', [1, 2]],
      ['HowToSection', 'Belag', [3, 4]],
    ]);

    expect(list('kommentare.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(comments).where(eq(comments.userId, id))),
    );
    expect(list('bewertungen.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(ratings).where(eq(ratings.userId, id))),
    );
    expect(list('gefaellt-mir.json')).toHaveLength(await rows(db.select({ n: count() }).from(likes).where(eq(likes.userId, id))));
    expect(list('sammlungen.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(collections).where(eq(collections.userId, id))),
    );
    expect(list('kochbuecher.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(cookbooks).where(eq(cookbooks.userId, id))),
    );
    const follow = json('folgen.json') as { following: unknown[]; followers: unknown[] };
    expect(follow.following).toHaveLength(await rows(db.select({ n: count() }).from(follows).where(eq(follows.followerId, id))));
    expect(follow.followers).toHaveLength(await rows(db.select({ n: count() }).from(follows).where(eq(follows.followingId, id))));
    expect(list('community-fotos.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(userImages).where(eq(userImages.userId, id))),
    );
    expect(list('challenge-beitraege.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(challengeSubmissions).where(eq(challengeSubmissions.userId, id))),
    );
    const money = json('zahlungen.json') as { payments: unknown[] };
    expect(money.payments).toHaveLength(await rows(db.select({ n: count() }).from(payments).where(eq(payments.userId, id))));
    expect(list('empfehlungen.json')).toHaveLength(
      await rows(
        db
          .select({ n: count() })
          .from(referralRedemptions)
          .where(or(eq(referralRedemptions.referrerId, id), eq(referralRedemptions.refereeId, id))),
      ),
    );
    const shopping = json('einkaufslisten.json') as { lists: { items: unknown[] }[] };
    expect(shopping.lists).toHaveLength(
      await rows(db.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.ownerId, id))),
    );
    expect(shopping.lists.flatMap((l) => l.items).length).toBeGreaterThan(0);
    expect(json('haushalt.json')).toEqual({ household: null, invitations: [] });
    expect(list('wochenplan.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(mealPlanEntries).where(eq(mealPlanEntries.userId, id))),
    );
    expect(list('meldungen.json')).toHaveLength(
      await rows(db.select({ n: count() }).from(reports).where(eq(reports.reporterId, id))),
    );

    // Every count above is of something the member really has, so none of them passed by being zero.
    for (const name of ['kommentare.json', 'bewertungen.json', 'gefaellt-mir.json', 'wochenplan.json', 'meldungen.json']) {
      expect(list(name).length, name).toBeGreaterThan(0);
    }
  });

  it('holds the member’s uploaded files under dateien/', async () => {
    const [profile] = await db.select().from(users).where(eq(users.id, member.id));
    const photos = await db.select().from(userImages).where(eq(userImages.userId, member.id));
    const expected = [profile?.profileImageUrl, profile?.headerImageUrl, ...photos.map((p) => p.imageUrl)].map((url) =>
      String(url).replace('/media/', 'dateien/'),
    );
    for (const name of expected) expect(archive.get(name)?.length, name).toBeGreaterThan(0);
  });

  it('refuses a tampered, expired or foreign link with the German 404 and never serves the archive under /media', async () => {
    const tampered = downloadUrl.replace(/signature=[\w-]+/, 'signature=AAAA');
    const later = downloadUrl.replace(/expires=\d+/, (m) => `expires=${Number(m.slice(8)) + 3600}`);
    const past = downloadUrl.replace(/expires=\d+/, 'expires=1000');
    for (const url of [
      tampered,
      later,
      past,
      '/api/user/export/download',
      '/api/user/export/download?id=abc&expires=1&signature=x',
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
    }
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    const name = String(row?.fileName);
    expect(name).toMatch(/^export-\d+-[0-9a-f-]{36}\.zip$/);
    for (const url of [`/media/${name}`, `/media/.backups/${name}`]) {
      expect([403, 404], url).toContain((await fetch(`${server.url}${url}`)).status);
    }
  });

  it('answers a still-signed link with 410 in German once the export expired in the database or its archive is gone', async () => {
    const [row] = await db.select().from(dataExports).where(eq(dataExports.userId, member.id));
    if (!row?.expiresAt || !row.fileName) throw new Error('fertiger Export erwartet');
    const gone = {
      message: 'Dieser Export ist nicht mehr verfügbar. Fordere in den Einstellungen einen neuen Export an.',
      code: 'GONE',
      requestId: expect.any(String) as string,
    };
    try {
      await db
        .update(dataExports)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(dataExports.id, row.id));
      const expired = await fetch(`${server.url}${downloadUrl}`);
      expect(expired.status).toBe(410);
      expect(await expired.json()).toEqual(gone);
      await db
        .update(dataExports)
        .set({ expiresAt: row.expiresAt, fileName: `export-${row.id}-00000000-0000-4000-8000-000000000000.zip` })
        .where(eq(dataExports.id, row.id));
      const missing = await fetch(`${server.url}${downloadUrl}`);
      expect(missing.status).toBe(410);
      expect(await missing.json()).toEqual(gone);
    } finally {
      await db.update(dataExports).set({ expiresAt: row.expiresAt, fileName: row.fileName }).where(eq(dataExports.id, row.id));
    }
    expect((await fetch(`${server.url}${downloadUrl}`)).status).toBe(200);
  });

  it('answers visitors 401 and shows another member only their own state', async () => {
    expect((await new HttpClient(server.url).get('/api/user/export')).status).toBe(401);
    expect((await new HttpClient(server.url).post('/api/user/export')).status).toBe(401);
    const stranger = await registerMember(server.url);
    expect((await stranger.http.get('/api/user/export')).json).toMatchObject({ status: 'none', downloadUrl: null });
  });

  it('removes the archive when the account is deleted', async () => {
    const res = await member.http.request('DELETE', '/api/user', { password: member.password, recipes: 'delete' });
    expect(res.status, res.text).toBe(200);
    expect([404, 410]).toContain((await fetch(`${server.url}${downloadUrl}`)).status);
  });
});
