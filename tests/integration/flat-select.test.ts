import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flatStatement } from '@kochclip/db';
import { ratings, recipes, users } from '@kochclip/db/schema';
import { getRecipe, listRecipes, type TListParams } from '@kochclip/routers/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

/**
 * The recipe lists and the recipe page run their statements through flatStatement (db/src/flat-select.ts), which
 * maps rows itself instead of Drizzle's generic mapping. Each case compares its rows with Drizzle's own: a Drizzle
 * upgrade that orders columns differently or decodes a type otherwise fails here. Inside a transaction the
 * services run the statements through Drizzle (a transaction has no client of its own), which gives the reference.
 */
let database: TIsolatedDb;
/** The deactivated member, author of a „Nur für mich“ recipe. */
let authorId = 0;

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_flat_select', { seed: true });
  const { db } = database.handle;
  // A premium creator with an end date, a deactivated one and a private recipe: every kind of creator field.
  const [first, second] = await db.select({ id: users.id }).from(users).orderBy(users.id).limit(2);
  if (!first || !second) throw new Error('Demo-Daten ohne Mitglieder');
  await db
    .update(users)
    .set({ isPremium: true, premiumUntil: new Date('2031-05-06T07:08:09.123Z') })
    .where(eq(users.id, first.id));
  await db.update(users).set({ isActive: false }).where(eq(users.id, second.id));
  authorId = second.id;
  const [original] = await db.select({ id: recipes.id }).from(recipes).orderBy(recipes.id).limit(1);
  if (!original) throw new Error('Demo-Daten ohne Rezepte');
  await db.insert(recipes).values([
    {
      title: 'Variante mit Bärlauch',
      source: 'seed',
      createdById: first.id,
      variantOfId: original.id,
      variantOfTitle: 'Original',
      tags: ['frühling', 'vegetarisch'],
      ingredients: [{ name: 'Bärlauch', amount: '1', unit: 'Bund' }],
      instructions: [{ step: 'Bärlauch hacken.' }],
      prepTime: 10,
    },
    { title: 'Nur für mich', source: 'seed', createdById: second.id, visibility: 'private' },
  ]);
  await db.insert(ratings).values({ recipeId: original.id, userId: first.id, rating: 4 }).onConflictDoNothing();
});

afterAll(async () => {
  await database.drop();
});

describe('flatStatement', () => {
  it('maps every kind of field as Drizzle does: columns, timestamps, JSON, left-joined nulls, SQL expressions', async () => {
    const { db } = database.handle;
    const fields = {
      id: recipes.id,
      title: recipes.title,
      createdAt: recipes.createdAt,
      tags: recipes.tags,
      ingredients: recipes.ingredients,
      servings: recipes.servings,
      creatorName: users.username,
      premiumUntil: users.premiumUntil,
      active: users.isActive,
      doubled: sql<number>`${recipes.likeCount} * 2`,
      rating: sql<
        string | null
      >`(select round(avg(${ratings.rating}), 2) from ${ratings} where ${ratings.recipeId} = ${recipes.id})`,
      label: sql<string>`upper(${recipes.title})`.as('label'),
    };
    const query = () =>
      db
        .select(fields)
        .from(recipes)
        .leftJoin(users, eq(users.id, recipes.createdById))
        .where(sql`${recipes.id} > ${sql.placeholder('after')}`)
        .orderBy(desc(recipes.id))
        .limit(sql.placeholder('limit'));
    const values = { after: 0, limit: 500 };
    const expected = await query().prepare('flat_select_reference').execute(values);
    const rows = await flatStatement(db, fields, query(), 'flat_select_probe').execute(values);
    expect(rows.length).toBeGreaterThan(10);
    expect(rows).toEqual(expected);
    expect(rows.some((row) => row.creatorName === null)).toBe(false);
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    expect(rows.some((row) => row.premiumUntil?.toISOString() === '2031-05-06T07:08:09.123Z')).toBe(true);
    expect(rows.some((row) => row.rating !== null)).toBe(true);
  });

  it('keeps field names that are not identifiers as they are, and refuses „__proto__“', async () => {
    const { db } = database.handle;
    const fields = {
      'Titel "roh"': recipes.title,
      'a\\b\nc': recipes.createdAt,
      'Zeit ü/ß ${x}': sql<number>`${recipes.id} + 1`,
    };
    const query = () => db.select(fields).from(recipes).orderBy(recipes.id).limit(3);
    const expected = await query().prepare('flat_select_names_reference').execute();
    const rows = await flatStatement(db, fields, query(), 'flat_select_names').execute();
    expect(rows).toEqual(expected);
    expect(Object.keys(rows[0] ?? {})).toEqual(['Titel "roh"', 'a\\b\nc', 'Zeit ü/ß ${x}']);
    const proto = JSON.parse('{"__proto__": 1}') as Record<string, unknown>;
    proto['__proto__'] = recipes.title;
    expect(() => flatStatement(db, proto, db.select({ id: recipes.id }).from(recipes), 'flat_select_proto')).toThrow(/__proto__/);
  });

  it('refuses nested fields instead of mapping them wrongly', () => {
    const { db } = database.handle;
    const fields = { id: recipes.id, creator: { name: users.username } };
    const query = db.select(fields).from(recipes).leftJoin(users, eq(users.id, recipes.createdById));
    expect(() => flatStatement(db, fields, query, 'flat_select_nested')).toThrow(/verschachtelten/);
  });
});

describe('the recipe lists and the recipe page', () => {
  const lists: [string, TListParams][] = [
    ['newest first', { limit: 24 }],
    ['popular', { limit: 6, sort: 'popular' }],
    ['a search', { limit: 24, search: 'Bärlauch' }],
    ['a broad search with a filter', { limit: 24, search: 'Suppe', category: 'Hauptgericht' }],
    ['one author with private recipes', { limit: 50, withPrivate: true }],
  ];
  it.each(lists)('gives the same page as Drizzle: %s', async (name, given) => {
    const { db } = database.handle;
    const params = name.startsWith('one author') ? { ...given, createdById: authorId } : given;
    const flat = await listRecipes(db, params);
    const reference = await db.transaction((tx) => listRecipes(tx as unknown as typeof db, params));
    expect(flat).toEqual(reference);
    if (name !== 'a broad search with a filter') expect(flat.recipes.length).toBeGreaterThan(0);
    const next = flat.nextCursor ? await listRecipes(db, { ...params, cursor: flat.nextCursor }) : null;
    if (next) {
      const cursor = flat.nextCursor ?? '';
      expect(next).toEqual(await db.transaction((tx) => listRecipes(tx as unknown as typeof db, { ...params, cursor })));
    }
  });

  it('gives the same recipe page as Drizzle, for a visitor and a member', async () => {
    const { db } = database.handle;
    const [variant] = await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.title, 'Variante mit Bärlauch'));
    if (!variant) throw new Error('Variante fehlt');
    for (const viewer of [
      { userId: null, viewerKey: 'a:flat-select' },
      { userId: 1, viewerKey: 'm:1' },
    ]) {
      // The first look counts the view; later looks by the same viewer within the window do not.
      await getRecipe(db, { id: variant.id, viewer });
      const reference = await db.transaction((tx) => getRecipe(tx as unknown as typeof db, { id: variant.id, viewer }));
      const flat = await getRecipe(db, { id: variant.id, viewer });
      expect(flat).toEqual(reference);
      expect(flat.title).toBe('Variante mit Bärlauch');
    }
  });
});
