import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionRecipes, collections, cookbookRecipes, cookbooks, recipes } from '@kochclip/db/schema';
import { signedInMember, type TMember } from '../support/edge';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

/** The caps hold at the boundary when 15 requests arrive at once (issue 25, item 6), over /api and /trpc. */
let database: TIsolatedDb;
let server: TTestServer;
let recipeIds: number[];
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_caps');
  server = await startTestServer({}, { database: database.handle });
  const rows = await database.handle.db
    .insert(recipes)
    .values(
      Array.from({ length: 1015 }, (_, i) => ({
        title: `Rezept ${i}`,
        source: 'prompt' as const,
        ingredients: [],
        instructions: [],
      })),
    )
    .returning({ id: recipes.id });
  recipeIds = rows.map((r) => r.id);
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const db = () => database.handle.db;

/** Half of the requests over /api, half over /trpc, all at once; the statuses in request order. */
async function atOnce(m: TMember, n: number, rest: (i: number) => [string, unknown], trpc: (i: number) => [string, unknown]) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) => {
      const [path, body] = i % 2 === 0 ? rest(i) : trpc(i);
      return m.http.post(path, body);
    }),
  );
  return answers;
}

const messageOf = (answer: { json: Record<string, unknown> }) =>
  (answer.json.message as string | undefined) ??
  (answer.json.error as { message?: string } | undefined)?.message;

describe('the 200 collections of a member', () => {
  it('end at exactly 200 when 15 creates arrive at 195', async () => {
    const m = await signedInMember(server);
    await db()
      .insert(collections)
      .values(Array.from({ length: 195 }, (_, i) => ({ userId: m.id, name: `Sammlung ${i}` })));
    const answers = await atOnce(
      m,
      15,
      (i) => ['/api/collections', { name: `Neu ${i}` }],
      (i) => ['/trpc/social.createCollection', { name: `Neu ${i}`, isPublic: false }],
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(messageOf(refused)).toBe('Du kannst höchstens 200 Sammlungen anlegen.');
    }
    const [owned] = await db().select({ n: count() }).from(collections).where(eq(collections.userId, m.id));
    expect(owned?.n).toBe(200);
  });
});

describe('the 1000 recipes of a collection', () => {
  it('end at exactly 1000 when 15 adds arrive at 995', async () => {
    const m = await signedInMember(server);
    const [collection] = await db().insert(collections).values({ userId: m.id, name: 'Voll' }).returning({ id: collections.id });
    const id = collection?.id ?? 0;
    await db()
      .insert(collectionRecipes)
      .values(recipeIds.slice(0, 995).map((recipeId) => ({ collectionId: id, recipeId })));
    const answers = await atOnce(
      m,
      15,
      (i) => [`/api/collections/${id}/recipes`, { recipeId: recipeIds[995 + i] }],
      (i) => ['/trpc/social.addRecipeToCollection', { id, recipeId: recipeIds[995 + i] }],
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(messageOf(refused)).toBe('Eine Sammlung fasst höchstens 1000 Rezepte.');
    }
    const [entries] = await db().select({ n: count() }).from(collectionRecipes).where(eq(collectionRecipes.collectionId, id));
    expect(entries?.n).toBe(1000);
  });
});

describe('the 500 recipes of a cookbook', () => {
  it('end at exactly 500 when 15 adds arrive at 495', async () => {
    const m = await signedInMember(server);
    const [cookbook] = await db()
      .insert(cookbooks)
      .values({ userId: m.id, title: 'Dick', isPrivate: false })
      .returning({ id: cookbooks.id });
    const id = cookbook?.id ?? 0;
    await db()
      .insert(cookbookRecipes)
      .values(recipeIds.slice(0, 495).map((recipeId) => ({ cookbookId: id, recipeId })));
    const answers = await atOnce(
      m,
      15,
      (i) => [`/api/cookbooks/${id}/recipes`, { recipeId: recipeIds[495 + i] }],
      (i) => ['/trpc/social.addRecipeToCookbook', { id, recipeId: recipeIds[495 + i] }],
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    for (const refused of answers.filter((a) => a.status !== 200)) {
      expect(messageOf(refused)).toBe('Ein Kochbuch fasst höchstens 500 Rezepte.');
    }
    const [entries] = await db().select({ n: count() }).from(cookbookRecipes).where(eq(cookbookRecipes.cookbookId, id));
    expect(entries?.n).toBe(500);
  });
});
