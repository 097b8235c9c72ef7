import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '@kochclip/db';
import { recipes } from '@kochclip/db/schema';
import { resolveSearch, searchEstimates, searchPlanValues } from '@kochclip/routers/server';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

/**
 * Relevance order of a search: title hits first, then hits in ingredients, tags or description, each most liked
 * first (then most viewed, newest). The statement picks one of two plans per tier by the number of hits (under
 * 100 at this table size it reads them all, from 100 on it walks the popularity index); both must give exactly
 * this order on every page, across the tier boundary.
 */

interface TCard {
  id: number;
  title: string;
  likeCount: number;
  viewCount: number;
}
interface TList {
  recipes: TCard[];
  nextCursor: string | null;
}

let database: TIsolatedDb;
let server: TTestServer;

/** Deterministic, unordered popularity: likes and views are not related to the id or to the dish. */
const spread = (i: number, mod: number) => (i * 7919 + 13) % mod;

const MAINS = ['Kürbis', 'Tomaten', 'Linsen', 'Kartoffel', 'Erbsen'];
function recipe(title: string, i: number, ingredients: string[]) {
  return {
    title,
    source: 'seed' as const,
    likeCount: spread(i, 37),
    viewCount: spread(i, 11),
    ingredients: ingredients.map((name) => ({ name, amount: '1', unit: 'Stück' })),
  };
}

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_search_rank');
  const rows = [
    // 130 soups: title hits for "Suppe", enough for the walk.
    ...Array.from({ length: 130 }, (_, i) => recipe(`${MAINS[i % MAINS.length]}suppe Nr. ${i}`, i, ['Zwiebel', 'Brühe'])),
    // 120 other dishes with Suppengrün: hits outside the title, enough for the walk as well.
    ...Array.from({ length: 120 }, (_, i) => recipe(`Schmorbraten Nr. ${i}`, 1000 + i, ['Suppengrün', 'Rindfleisch'])),
    // Lentils: few hits in both tiers (the plan that reads all hits).
    ...Array.from({ length: 12 }, (_, i) => recipe(`Linsen-Dal Nr. ${i}`, 2000 + i, ['Rote Linsen', 'Kokosmilch'])),
    ...Array.from({ length: 9 }, (_, i) => recipe(`Bunter Salat Nr. ${i}`, 3000 + i, ['Berglinsen', 'Feldsalat'])),
    ...Array.from({ length: 30 }, (_, i) => recipe(`Pfannkuchen Nr. ${i}`, 4000 + i, ['Mehl', 'Milch'])),
  ];
  await database.handle.db.insert(recipes).values(rows);
  await database.handle.db.execute(sql`analyze recipes`);
  server = await startTestServer({}, { database: database.handle });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function page(query: string): Promise<TList> {
  const res = await new HttpClient(server.url).get(`/api/recipes?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TList;
}

async function walk(search: string, limit: number, sort = ''): Promise<TCard[]> {
  const seen: TCard[] = [];
  let cursor: string | null = null;
  do {
    const l: TList = await page(
      `search=${encodeURIComponent(search)}&limit=${limit}${sort ? `&sort=${sort}` : ''}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    seen.push(...l.recipes);
    cursor = l.nextCursor;
  } while (cursor);
  return seen;
}

/** The expected order, computed from the rows themselves. */
async function expected(titleHit: (title: string) => boolean, anyHit: (title: string, ingredients: string[]) => boolean) {
  const rows = await database.handle.db
    .select({
      id: recipes.id,
      title: recipes.title,
      likeCount: recipes.likeCount,
      viewCount: recipes.viewCount,
      ingredients: recipes.ingredients,
    })
    .from(recipes);
  return rows
    .filter((r) =>
      anyHit(
        r.title,
        r.ingredients.map((x) => x.name),
      ),
    )
    .map((r) => ({ ...r, tier: titleHit(r.title) ? 1 : 0 }))
    .sort((a, b) => b.tier - a.tier || b.likeCount - a.likeCount || b.viewCount - a.viewCount || b.id - a.id)
    .map((r) => r.id);
}

describe('search relevance order', () => {
  it('walks the popularity index for the broad term and reads all hits of the selective ones, so both plans are tested here', async () => {
    const planOf = async (term: string, pageSize: number) => {
      const search = resolveSearch(term);
      if (!search) throw new Error(`kein Suchbegriff: ${term}`);
      return searchPlanValues(await searchEstimates(database.handle.db, search), pageSize + 1);
    };
    expect(await planOf('Suppe', 7)).toEqual({ walkTitle: true, walkOther: true, walkAny: true });
    expect(await planOf('Kokosmilch', 6)).toEqual({ walkTitle: false, walkOther: false, walkAny: false });
    expect((await planOf('Linsen', 4)).walkOther).toBe(false);
    // Kept per term set: the second ask is answered without a query (no promise).
    const search = resolveSearch('Suppe');
    expect(search && searchEstimates(database.handle.db, search)).not.toBeInstanceOf(Promise);
  });

  it('keeps no estimate from a failed query: the next search asks the database again', async () => {
    const closed = createDb(database.url, { max: 1 });
    await closed.close();
    const search = resolveSearch('Pfannkuchen');
    if (!search) throw new Error('kein Suchbegriff');
    await expect(searchEstimates(closed.db, search)).rejects.toThrow();
    const again = searchEstimates(closed.db, search);
    expect(again).toBeInstanceOf(Promise);
    await expect(again).rejects.toThrow();
  });

  it('puts every title hit before hits in the ingredients, most liked first, on every page of a broad term', async () => {
    const want = await expected(
      (t) => t.toLowerCase().includes('suppe'),
      (t, ingredients) => t.toLowerCase().includes('suppe') || ingredients.some((n) => n.toLowerCase().includes('suppe')),
    );
    expect(want).toHaveLength(250);
    const got = await walk('Suppe', 7);
    expect(got.map((r) => r.id)).toEqual(want);
    // A title hit with few likes still comes before the most liked Schmorbraten with Suppengrün.
    const lastSoup = got.findLastIndex((r) => r.title.includes('suppe'));
    const firstOther = got.findIndex((r) => r.title.startsWith('Schmorbraten'));
    expect(lastSoup).toBe(129);
    expect(firstOther).toBe(130);
    expect(got[129]?.likeCount).toBeLessThan(Math.max(...got.slice(130).map((r) => r.likeCount)));
  });

  it('gives the same order on large pages and small ones', async () => {
    const big = (await page('search=Suppe&limit=50')).recipes.map((r) => r.id);
    const small = (await walk('Suppe', 5)).slice(0, 50).map((r) => r.id);
    expect(big).toEqual(small);
  });

  it('orders a selective term the same way (few hits are all read and sorted)', async () => {
    const want = await expected(
      (t) => t.toLowerCase().includes('linsen'),
      (t, ingredients) => t.toLowerCase().includes('linsen') || ingredients.some((n) => n.toLowerCase().includes('linsen')),
    );
    // 26 "Linsensuppe", 12 "Linsen-Dal" in the title; "Rote Linsen" and "Berglinsen" only among the ingredients.
    expect(want).toHaveLength(26 + 12 + 9);
    expect((await walk('Linsen', 4)).map((r) => r.id)).toEqual(want);
  });

  it('needs every word of a query: "Kürbis Suppe" finds the pumpkin soups, also written together', async () => {
    const got = await walk('Kürbis Suppe', 10);
    expect(got.length).toBe(26);
    expect(got.every((r) => r.title.startsWith('Kürbissuppe'))).toBe(true);
  });

  it.each([
    ['Suppe', 'popular'],
    ['Suppe', 'recent'],
    ['Linsen', 'popular'],
    ['Kokosmilch', 'popular'],
    ['Kokosmilch', 'recent'],
  ])('pages "%s" sorted by %s in exactly that order, with or without the walk', async (term, sort) => {
    const needle = term.toLowerCase();
    const rows = await database.handle.db
      .select({
        id: recipes.id,
        title: recipes.title,
        likeCount: recipes.likeCount,
        viewCount: recipes.viewCount,
        createdAt: recipes.createdAt,
        ingredients: recipes.ingredients,
      })
      .from(recipes);
    const want = rows
      .filter((r) => r.title.toLowerCase().includes(needle) || r.ingredients.some((x) => x.name.toLowerCase().includes(needle)))
      .sort((a, b) =>
        sort === 'popular'
          ? b.likeCount - a.likeCount || b.viewCount - a.viewCount || b.id - a.id
          : b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id,
      )
      .map((r) => r.id);
    expect((await walk(term, 6, sort)).map((r) => r.id)).toEqual(want);
  });

  it('answers a cursor from another sort, or a forged tier, with the German 400', async () => {
    const popular = await page('sort=popular&limit=3');
    const res = await new HttpClient(server.url).get(`/api/recipes?search=Suppe&cursor=${popular.nextCursor ?? ''}`);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Ungültiger Cursor. Bitte lade die Liste neu.');
    const forged = Buffer.from(JSON.stringify({ k: 'relevance', v: [2, 1, 1, 1] })).toString('base64url');
    const res2 = await new HttpClient(server.url).get(`/api/recipes?search=Suppe&cursor=${forged}`);
    expect(res2.status).toBe(400);
  });
});
