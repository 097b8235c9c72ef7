import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@kochclip/db';
import { archiveImports, recipes } from '@kochclip/db/schema';
import {
  ARCHIVE_ALREADY_RUNNING,
  ARCHIVE_BOMB,
  ARCHIVE_BROKEN_JSON,
  ARCHIVE_ENTRY_TOO_LARGE,
  ARCHIVE_JSON_TOO_DEEP,
  ARCHIVE_NESTED_TOO_DEEP,
  ARCHIVE_TOO_MANY_ENTRIES,
  ARCHIVE_UNKNOWN_FORMAT,
  ARCHIVE_UNSAFE_PATH,
  ENTRY_DUPLICATE,
  ENTRY_NO_INGREDIENTS,
} from '@kochclip/core';
import { startBackgroundJobs, type TBackgroundJobs, createDirectoryStorage } from '@kochclip/server';
import {
  archiveFixture,
  finishedImport,
  mealieZip,
  nextcloudZip,
  paprikaArchive,
  tandoorZip,
  uploadArchive,
  zipOf,
} from '../support/archives';
import { registerMember, type TCommunityMember } from '../support/community';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

let database: TIsolatedDb;
let db: TDb;
let jobs: TBackgroundJobs;
let server: TTestServer;
let uploadDir: string;

beforeAll(async () => {
  database = await isolatedDatabase('archive_import');
  db = database.handle.db;
  uploadDir = await mkdtemp(path.join(tmpdir(), 'archive-import-media-'));
  const storage = createDirectoryStorage(uploadDir);
  jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db,
    storage,
    log: () => undefined,
    images: null,
    pollingIntervalSeconds: 0.5,
  });
  server = await startTestServer({}, { database: database.handle, uploadDir, storage, jobs: jobs.queue });
});
afterAll(async () => {
  await jobs.stop();
  await server.close();
  await database.drop();
});

const member = () => registerMember(server.url);

async function moveIn(who: TCommunityMember, data: Buffer, options: Parameters<typeof uploadArchive>[3] = {}) {
  const answer = await uploadArchive(server.url, who.http, data, options);
  expect(answer.status, JSON.stringify(answer.json)).toBe(202);
  return finishedImport(who.http, answer.json.id as number);
}

async function ownRecipes(userId: number) {
  return db.select().from(recipes).where(eq(recipes.createdById, userId)).orderBy(recipes.id);
}

/** Archives waiting for their job live in the store's archive area; none may stay behind. */
async function leftArchives(): Promise<string[]> {
  const names = await readdir(path.join(uploadDir, '.backups')).catch(() => []);
  return names.filter((name) => name.startsWith('import-'));
}

describe('POST /api/import/archive: each app’s export', { timeout: 120_000 }, () => {
  it('moves in a Mealie zip with groups, notes, times, tags, picture and source, answering 202 first, „Nur für mich“ unless chosen otherwise', async () => {
    const cook = await member();
    const answer = await uploadArchive(server.url, cook.http, await mealieZip());
    expect(answer.status).toBe(202);
    expect(answer.json).toMatchObject({ format: 'mealie', total: 1, visibility: 'private' });
    const done = await finishedImport(cook.http, answer.json.id as number);
    expect(done).toMatchObject({ status: 'done', total: 1, processed: 1, imported: 1, duplicates: 0, failed: 0 });
    const [recipe] = await ownRecipes(cook.id);
    expect(recipe).toMatchObject({
      title: 'Allgäuer Käsespätzle',
      source: 'archive',
      visibility: 'private',
      servings: 4,
      duration: 45,
      prepTime: 20,
      cookTime: 25,
      category: 'Hauptgericht',
      sourceUrl: 'https://www.example-kochblog.de/kaesespaetzle',
    });
    expect(recipe?.tags).toEqual(expect.arrayContaining(['vegetarisch', 'allgäu']));
    expect(recipe?.ingredients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Mehl', amount: '400', unit: 'g', note: 'Type 405', group: 'Für den Teig' }),
        expect.objectContaining({ name: 'Mineralwasser', amount: '150', unit: 'ml', group: 'Für den Teig' }),
        expect.objectContaining({ name: 'Bergkäse', amount: '250', unit: 'g', note: 'gerieben', group: 'Zum Schichten' }),
      ]),
    );
    expect(recipe?.instructions).toHaveLength(4);
    expect(recipe?.instructions[0]).toMatchObject({ group: 'Teig', duration: 10 });
    expect(recipe?.imageUrl).toMatch(/^\/media\/recipe-.*\.webp$/);
    expect(await leftArchives()).toEqual([]);
  });

  it('moves in a Tandoor export (a zip of zips) with ingredient groups per step and the working and waiting time', async () => {
    const cook = await member();
    const done = await moveIn(cook, await tandoorZip(), { visibility: 'public' });
    expect(done).toMatchObject({ format: 'tandoor', imported: 1, visibility: 'public' });
    const [recipe] = await ownRecipes(cook.id);
    expect(recipe).toMatchObject({
      title: 'Wiener Saftgulasch',
      servings: 6,
      prepTime: 30,
      cookTime: 120,
      duration: 150,
      visibility: 'public',
    });
    expect(recipe?.ingredients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Zwiebeln', amount: '800', unit: 'g', note: 'in Streifen', group: 'Zwiebeln' }),
        expect.objectContaining({ name: 'Rindswade', amount: '1', unit: 'kg', group: 'Fleisch' }),
        expect.objectContaining({ name: 'Salz', amount: '' }),
      ]),
    );
    expect(recipe?.sourceUrl).toBe('https://www.example-gulasch.at/saftgulasch');
    expect(recipe?.imageUrl).toMatch(/\.webp$/);
  });

  it('moves in a Paprika .paprikarecipes file (gzipped JSON) with its photo and the groups of its text list', async () => {
    const cook = await member();
    const done = await moveIn(cook, await paprikaArchive(), { fileName: 'Export.paprikarecipes' });
    expect(done).toMatchObject({ format: 'paprika', imported: 1 });
    const [recipe] = await ownRecipes(cook.id);
    // „12 Stücke“ are pieces, not servings: the default of every import path (4) stays.
    expect(recipe).toMatchObject({
      title: 'Zwetschgendatschi',
      servings: 4,
      duration: 125,
      prepTime: 30,
      cookTime: 35,
      category: 'Dessert',
    });
    expect(recipe?.ingredients).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Mehl', amount: '500', unit: 'g', group: 'Für den Teig' }),
        expect.objectContaining({ name: 'Zwetschgen', amount: '1.5', unit: 'kg', note: 'entsteint', group: 'Für den Belag' }),
      ]),
    );
    expect(recipe?.instructions).toHaveLength(3);
    expect(recipe?.imageUrl).toMatch(/\.webp$/);
  });

  it('moves in a Nextcloud Cookbook zip with full.jpg and ISO 8601 times', async () => {
    const cook = await member();
    const done = await moveIn(cook, await nextcloudZip());
    expect(done).toMatchObject({ format: 'nextcloud', imported: 1 });
    const [recipe] = await ownRecipes(cook.id);
    expect(recipe).toMatchObject({ title: 'Schwäbische Linsensuppe', servings: 4, duration: 60, prepTime: 15, cookTime: 45 });
    expect(recipe?.ingredients).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Suppengrün', note: 'gewürfelt' })]),
    );
    expect(recipe?.imageUrl).toMatch(/\.webp$/);
  });

  it('moves in a RecipeSage JSON-LD export and reports the recipe without ingredients with its German reason', async () => {
    const cook = await member();
    const done = await moveIn(cook, Buffer.from(archiveFixture('recipesage-export.json')), { fileName: 'recipesage.json' });
    expect(done).toMatchObject({ format: 'recipesage', total: 2, imported: 1, failed: 1 });
    expect(done.entries).toEqual([
      expect.objectContaining({ position: 0, title: 'Sonntagspfannkuchen', outcome: 'imported' }),
      expect.objectContaining({
        position: 1,
        title: 'Notizzettel ohne Zutaten',
        outcome: 'failed',
        reason: ENTRY_NO_INGREDIENTS,
      }),
    ]);
    const [recipe] = await ownRecipes(cook.id);
    expect(recipe).toMatchObject({
      sourceUrl: 'https://www.example-pfannkuchen.de/sonntag',
      duration: 30,
      category: 'Frühstück',
    });
    // A picture only as a link of the other app is not fetched: the recipe gets its drawn illustration.
    expect(recipe?.imageUrl).toMatch(/\.svg$/);
  });

  it('moves in plain schema.org JSON-LD (a @graph), whatever the file is called', async () => {
    const cook = await member();
    const done = await moveIn(cook, Buffer.from(archiveFixture('schema-org-graph.json')), { fileName: 'rezepte.zip' });
    expect(done).toMatchObject({ format: 'schema-org', imported: 1 });
    const [recipe] = await ownRecipes(cook.id);
    expect(recipe?.instructions).toHaveLength(3);
    expect(recipe).toMatchObject({ title: 'Kartoffelsalat mit Brühe', servings: 4, duration: 60 });
  });
});

describe('POST /api/import/archive: nothing twice, nobody else', { timeout: 120_000 }, () => {
  it('skips recipes the member already has (same title and source) and counts them', async () => {
    const cook = await member();
    await moveIn(cook, await mealieZip());
    const again = await moveIn(cook, await mealieZip());
    expect(again).toMatchObject({ imported: 0, duplicates: 1, failed: 0 });
    expect(again.entries).toEqual([expect.objectContaining({ outcome: 'duplicate', reason: ENTRY_DUPLICATE })]);
    expect(await ownRecipes(cook.id)).toHaveLength(1);
  });

  it('moves in a recipe that appears twice in one archive once and counts the second as a duplicate', async () => {
    const cook = await member();
    const json = archiveFixture('mealie-kaesespaetzle.json');
    const done = await moveIn(cook, await mealieZip([{ slug: 'kasespatzle', json }, { slug: 'kasespatzle-kopie', json }]));
    expect(done).toMatchObject({ total: 2, imported: 1, duplicates: 1, failed: 0 });
    expect(await ownRecipes(cook.id)).toHaveLength(1);
  });

  it('answers 404 to another member and 401 to a visitor asking for the import', async () => {
    const cook = await member();
    const other = await member();
    const answer = await uploadArchive(server.url, cook.http, await nextcloudZip());
    const id = answer.json.id as number;
    const peek = await other.http.get(`/api/import/archive/${id}`);
    expect(peek.status).toBe(404);
    expect(peek.json).toEqual({
      message: 'Diesen Umzug gibt es nicht.',
      code: 'NOT_FOUND',
      requestId: expect.any(String) as unknown,
    });
    const visitor = await fetch(`${server.url}/api/import/archive/${id}`);
    expect(visitor.status).toBe(401);
    await finishedImport(cook.http, id);
  });

  it('refuses a second archive with 409 while one is still being moved in', async () => {
    const cook = await member();
    await db
      .insert(archiveImports)
      .values({ userId: cook.id, format: 'mealie', status: 'running', visibility: 'public', total: 3 });
    const answer = await uploadArchive(server.url, cook.http, await mealieZip());
    expect(answer.status).toBe(409);
    expect(answer.json).toEqual({ message: ARCHIVE_ALREADY_RUNNING, code: 'CONFLICT', requestId: expect.any(String) as unknown });
  });

  it('refuses a visitor with 401', async () => {
    const form = new FormData();
    form.set('file', new Blob([new Uint8Array(await mealieZip())]), 'export.zip');
    const response = await fetch(`${server.url}/api/import/archive`, { method: 'POST', body: form });
    expect(response.status).toBe(401);
  });
});

describe('POST /api/import/archive: hostile and broken files end in a German 4xx', { timeout: 120_000 }, () => {
  async function refused(data: Buffer | (() => Promise<Buffer>), status: number, message: string) {
    const cook = await member();
    const answer = await uploadArchive(server.url, cook.http, typeof data === 'function' ? await data() : data);
    expect(answer.status, JSON.stringify(answer.json)).toBe(status);
    expect(answer.json.message).toBe(message);
    expect(typeof answer.json.code).toBe('string');
    expect(await db.select().from(archiveImports).where(eq(archiveImports.userId, cook.id))).toEqual([]);
    expect(await leftArchives()).toEqual([]);
  }

  it('refuses a path that climbs out of the archive („../“) with 400', async () => {
    const zip = await zipOf([['aa/evil.json', archiveFixture('mealie-kaesespaetzle.json')]]);
    // yazl writes no such names: the name is changed in place (local header and central directory alike).
    const hostile = Buffer.from(zip.toString('latin1').replaceAll('aa/evil.json', '../evil.json'), 'latin1');
    await refused(hostile, 400, ARCHIVE_UNSAFE_PATH);
  });

  it('refuses a zip bomb by its compression ratio with 413', async () => {
    await refused(await zipOf([['bomb.json', Buffer.alloc(20 * 1024 * 1024, 0x20)]]), 413, ARCHIVE_BOMB);
  });

  it('refuses a file that unpacks above 32 MB with 413', async () => {
    await refused(await zipOf([['big.json', Buffer.alloc(33 * 1024 * 1024, 0x20)]]), 413, ARCHIVE_ENTRY_TOO_LARGE);
  });

  it('refuses more than 25,000 files with 413', async () => {
    const files: [string, string][] = Array.from({ length: 25_001 }, (_, i) => [`f/${i}.txt`, '']);
    // Built after the member signs up: packing 25,001 files keeps this process busy for seconds.
    await refused(() => zipOf(files, { store: true }), 413, ARCHIVE_TOO_MANY_ENTRIES);
  }, 60_000);

  it('refuses archives nested deeper than one level with 400', async () => {
    const innermost = await zipOf([['recipe.json', archiveFixture('tandoor-gulasch.json')]]);
    const inner = await zipOf([
      ['recipe.json', archiveFixture('tandoor-gulasch.json')],
      ['more.zip', innermost],
    ]);
    await refused(await zipOf([['a.zip', inner]]), 400, ARCHIVE_NESTED_TOO_DEEP);
  });

  it('refuses JSON nested 100,000 levels deep with 400 before parsing it', async () => {
    await refused(Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 400, ARCHIVE_JSON_TOO_DEEP);
  });

  it('refuses broken JSON with 400', async () => {
    await refused(Buffer.from('[{"@type": "Recipe", "name": "Halb'), 400, ARCHIVE_BROKEN_JSON);
  });

  it('refuses an unknown format (a photo, a zip of text files) with 415', async () => {
    await refused(Buffer.from('Zutaten: Mehl, Eier'), 415, ARCHIVE_UNKNOWN_FORMAT);
    await refused(await zipOf([['notizen.txt', 'Einkaufsliste']]), 415, ARCHIVE_UNKNOWN_FORMAT);
  });

  it('reports a recipe file with broken JSON inside a Mealie zip and imports the rest', async () => {
    const cook = await member();
    const zip = await mealieZip([
      { slug: 'allgauer-kasespatzle', json: archiveFixture('mealie-kaesespaetzle.json') },
      { slug: 'zzz-kaputt', json: '{"slug": "zzz-kaputt", "name": ' },
    ]);
    const done = await moveIn(cook, zip);
    expect(done).toMatchObject({ total: 2, imported: 1, failed: 1 });
    expect(done.entries).toEqual(
      expect.arrayContaining([expect.objectContaining({ outcome: 'failed', reason: 'Die Rezeptdatei ist kein gültiges JSON.' })]),
    );
  });
});
