import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { archiveImportEntries, archiveImports, recipes, users } from '@kochclip/db/schema';
import { findOwnDuplicates, saveArchiveBatch, type TRecipeDraft } from '@kochclip/routers/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

let database: TIsolatedDb;

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_archive_batch');
});
afterAll(async () => {
  await database.drop();
});

const draft = (title: string): TRecipeDraft => ({
  title,
  description: null,
  category: 'Hauptgericht',
  difficulty: 'einfach',
  duration: 30,
  servings: 2,
  tags: [],
  ingredients: [{ name: 'Kartoffeln', amount: '500', unit: 'g' }],
  instructions: [{ step: 'Kochen.' }],
});

const recipe = (position: number, title: string, sourceUrl: string | null = null) => ({
  recipe: { position, title, draft: draft(title), sourceUrl, author: null, prepMinutes: 10, cookMinutes: 20 },
  picture: { imageUrl: `/uploads/bild-${position}.webp`, thumbnailUrl: `/uploads/bild-${position}-thumb.webp` },
});

it('writes a batch in one go, links each report row to its own recipe, and skips positions already written', async () => {
  const { db } = database.handle;
  const [user] = await db
    .insert(users)
    .values({ username: 'umzieherin', email: 'umzieherin@example.de', passwordHash: 'x' })
    .returning({ id: users.id });
  if (!user) throw new Error('insert failed');
  const [row] = await db
    .insert(archiveImports)
    .values({ userId: user.id, format: 'mealie', total: 4, visibility: 'private', fileName: 'x.bin' })
    .returning({ id: archiveImports.id });
  if (!row) throw new Error('insert failed');
  const base = { importId: row.id, userId: user.id, visibility: 'private' as const };

  const first = await saveArchiveBatch(db, {
    ...base,
    recipes: [recipe(0, 'Labskaus', 'https://www.example.de/labskaus'), recipe(2, 'Rote Grütze')],
    others: [{ position: 1, title: 'Kaputt', outcome: 'failed', reason: 'Die Datei ist kein gültiges JSON.' }],
  });
  expect([...first].sort()).toEqual([0, 2]);

  // A second writer of positions 0 and 2 (a resumed job) writes nothing of them; position 3 is new.
  const second = await saveArchiveBatch(db, {
    ...base,
    recipes: [recipe(0, 'Labskaus', 'https://www.example.de/labskaus'), recipe(3, 'Birnen, Bohnen und Speck')],
    others: [],
  });
  expect([...second]).toEqual([3]);

  const written = await db
    .select({ id: recipes.id, title: recipes.title, imageUrl: recipes.imageUrl, visibility: recipes.visibility })
    .from(recipes)
    .where(eq(recipes.createdById, user.id))
    .orderBy(recipes.id);
  expect(written.map((r) => r.title)).toEqual(['Labskaus', 'Rote Grütze', 'Birnen, Bohnen und Speck']);
  expect(written.map((r) => r.imageUrl)).toEqual(['/uploads/bild-0.webp', '/uploads/bild-2.webp', '/uploads/bild-3.webp']);
  expect(written.every((r) => r.visibility === 'private')).toBe(true);

  const entries = await db
    .select()
    .from(archiveImportEntries)
    .where(eq(archiveImportEntries.importId, row.id))
    .orderBy(archiveImportEntries.position);
  const idOf = (title: string) => written.find((r) => r.title === title)?.id;
  expect(entries.map((e) => [e.position, e.outcome, e.recipeId])).toEqual([
    [0, 'imported', idOf('Labskaus')],
    [1, 'failed', null],
    [2, 'imported', idOf('Rote Grütze')],
    [3, 'imported', idOf('Birnen, Bohnen und Speck')],
  ]);

  // The duplicate check of a batch: same title (case aside) and same source link, in one query.
  expect(
    await findOwnDuplicates(db, user.id, [
      { title: 'LABSKAUS', sourceUrl: 'https://www.example.de/labskaus' },
      { title: 'Labskaus', sourceUrl: null },
      { title: 'rote grütze', sourceUrl: null },
      { title: 'Grünkohl', sourceUrl: null },
    ]),
  ).toEqual([true, false, true, false]);
});
