import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldPendingViews } from '@kochclip/db/queries';
import { comments, likes, ratings, recipes, users } from '@kochclip/db/schema';
import { testDb } from '../support/db';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

interface TCard {
  id: number;
  title: string;
  category: string | null;
  difficulty: string;
  duration: number | null;
  tags: string[];
  likeCount: number;
  viewCount: number;
  createdBy: { username: string } | null;
}
interface TList {
  recipes: TCard[];
  nextCursor: string | null;
}

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);
async function member() {
  const http = new HttpClient(server.url);
  const user = uniqueUser('rez');
  const res = await http.post('/api/register', user);
  expect(res.status).toBe(200);
  return { http, id: res.json.id as number, user };
}
async function list(query: string): Promise<TList> {
  const res = await visitor().get(`/api/recipes${query}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TList;
}
const titles = (l: TList) => l.recipes.map((r) => r.title);

async function ownRecipe(userId: number, title = 'Testrezept Ofenkartoffeln') {
  const [row] = await testDb()
    .db.insert(recipes)
    .values({
      title,
      source: 'prompt',
      createdById: userId,
      category: 'Hauptgericht',
      ingredients: [
        { name: 'Kartoffeln', amount: '800', unit: 'g' },
        { name: 'Olivenöl', amount: '2', unit: 'EL' },
        { name: 'Rosmarin', amount: '2', unit: 'Zweig' },
        { name: 'Salz', amount: '1', unit: 'Prise' },
      ],
      instructions: [
        { step: 'Ofen vorheizen.' },
        { step: 'Kartoffeln schneiden.' },
        { step: 'Backen.', duration: 40, temperature: '200 °C' },
      ],
    })
    .returning({ id: recipes.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

describe('GET /api/recipes filters', () => {
  it('returns 6 recipe cards with creator, counters and tags for the landing page', async () => {
    const l = await list('?limit=6');
    expect(l.recipes).toHaveLength(6);
    const [first] = l.recipes;
    expect(typeof first?.id).toBe('number');
    expect(first?.title.length).toBeGreaterThan(0);
    expect(typeof first?.createdBy?.username).toBe('string');
    expect(JSON.stringify(l)).not.toMatch(/email|passwordHash/);
  });

  it.each([
    ['Frühstück', 'Frühstück'],
    ['breakfast', 'Frühstück'],
    ['main', 'Hauptgericht'],
    ['Hauptgericht', 'Hauptgericht'],
    ['dessert', 'Dessert'],
    ['snacks', 'Snacks'],
    ['Getränke', 'Getränke'],
    ['Italienisch', 'Italienisch'],
    ['Asiatisch', 'Asiatisch'],
    ['Mediterran', 'Mediterran'],
  ])('filters category=%s to %s only', async (value, expected) => {
    const l = await list(`?limit=50&category=${encodeURIComponent(value)}`);
    expect(l.recipes.length).toBeGreaterThan(0);
    expect(l.recipes.every((r) => r.category === expected)).toBe(true);
  });

  it.each([
    ['Vegan', 'vegan'],
    ['vegan', 'vegan'],
    ['Glutenfrei', 'glutenfrei'],
    ['gluten-free', 'glutenfrei'],
    ['Low Carb', 'low carb'],
    ['low-carb', 'low carb'],
  ])('diet category %s finds recipes filed under it or tagged %s', async (value, tag) => {
    const l = await list(`?limit=50&category=${encodeURIComponent(value)}`);
    expect(l.recipes.length).toBeGreaterThan(2);
    expect(
      l.recipes.every((r) => r.tags.includes(tag) || r.category?.toLowerCase().replace(' ', '') === tag.replace(' ', '')),
    ).toBe(true);
    expect(l.recipes.some((r) => r.category !== null && r.category.toLowerCase() !== tag)).toBe(true);
  });

  it('vegetarian includes vegan dishes and excludes meat dishes', async () => {
    const l = await list('?limit=50&category=vegetarian');
    expect(
      l.recipes.every(
        (r) => r.tags.includes('vegetarisch') || r.tags.includes('vegan') || ['Vegetarisch', 'Vegan'].includes(r.category ?? ''),
      ),
    ).toBe(true);
    expect(titles(l)).not.toContain('Spaghetti Carbonara');
  });

  it.each([
    ['unter-15', (d: number) => d < 15],
    ['15-30', (d: number) => d >= 15 && d <= 30],
    ['30-60', (d: number) => d > 30 && d <= 60],
    ['über-60', (d: number) => d > 60],
  ])('filters duration=%s by its minute range', async (bucket, fits) => {
    const l = await list(`?limit=50&duration=${encodeURIComponent(bucket)}`);
    expect(l.recipes.length).toBeGreaterThan(0);
    expect(l.recipes.every((r) => r.duration !== null && fits(r.duration))).toBe(true);
  });

  it.each(['einfach', 'mittel', 'schwer'])('filters difficulty=%s', async (difficulty) => {
    const l = await list(`?limit=50&difficulty=${difficulty}`);
    expect(l.recipes.length).toBeGreaterThan(0);
    expect(l.recipes.every((r) => r.difficulty === difficulty)).toBe(true);
  });

  it('ignores empty parameters', async () => {
    const l = await list('?category=&difficulty=&duration=&search=&limit=5');
    expect(l.recipes).toHaveLength(5);
  });

  it.each([
    ['category=Pizza', 'Unbekannte Kategorie „Pizza“'],
    ['difficulty=extrem', 'Unbekannter Schwierigkeitsgrad'],
    ['duration=ewig', 'Unbekannte Dauer'],
    ['sort=beliebig', 'Unbekannte Sortierung'],
    ['limit=500', 'limit'],
    ['cursor=kaputt', 'Ungültiger Cursor'],
  ])('answers %s with 400 and a German message', async (query, message) => {
    const res = await visitor().get(`/api/recipes?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(message);
  });

  it('sorts by popularity', async () => {
    const l = await list('?limit=20&sort=popular');
    const counts = l.recipes.map((r) => r.likeCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});

describe('German search', () => {
  it.each([
    ['Käse', 'Käsespätzle'],
    ['Kase', 'Käsespätzle'],
    ['kaese', 'Käsespätzle'],
    ['Lasagne', 'Klassische Lasagne'],
    ['Lasange', 'Klassische Lasagne'],
    ['Suppe', 'Kürbissuppe mit Ingwer'],
    ['Kürbis', 'Kürbissuppe mit Ingwer'],
    ['Kurbis', 'Kürbissuppe mit Ingwer'],
    ['Linsen', 'Linsensuppe'],
    ['Bergkäse', 'Käsespätzle'],
  ])('"%s" finds "%s"', async (term, title) => {
    const l = await list(`?limit=50&search=${encodeURIComponent(term)}`);
    expect(titles(l)).toContain(title);
  });

  it('finds all soups for "Suppe", including compound words', async () => {
    const l = await list('?limit=50&search=Suppe');
    expect(titles(l)).toEqual(expect.arrayContaining(['Kürbissuppe mit Ingwer', 'Tomatensuppe', 'Linsensuppe']));
  });

  it('stems German inflections ("Tomaten" and "Tomate" find the same recipe)', async () => {
    const a = titles(await list('?limit=50&search=Tomaten'));
    const b = titles(await list('?limit=50&search=Tomate'));
    expect(a).toContain('Tomatensuppe');
    expect(b).toContain('Tomatensuppe');
  });

  it('ranks a title match above a mere ingredient mention', async () => {
    const l = await list('?limit=50&search=Lasagne');
    expect(l.recipes[0]?.title).toBe('Klassische Lasagne');
  });

  it('returns nothing for a word that appears nowhere', async () => {
    const l = await list('?search=Zyankalisuppenpulverfabrik');
    expect(l.recipes).toEqual([]);
    expect(l.nextCursor).toBeNull();
  });

  it('combines search with filters', async () => {
    const l = await list('?limit=50&search=Suppe&duration=über-60');
    expect(l.recipes.every((r) => (r.duration ?? 0) > 60)).toBe(true);
  });
});

describe('keyset pagination', () => {
  /** Every id the list hands out in pages of `limit`, in order. */
  async function walk(sort: string, limit: number): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: TList = await list(`?limit=${limit}&sort=${sort}${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.recipes.map((r) => r.id));
      cursor = page.nextCursor;
    } while (cursor);
    return seen;
  }

  // The shared database holds the seed and the recipes other files add, more than one page of the maximum 50.
  it.each(['recent', 'popular'])('walks all pages of sort=%s without duplicates or gaps', async (sort) => {
    const inLargestPages = await walk(sort, 50);
    const seen = await walk(sort, 7);
    expect(seen).toEqual(inLargestPages);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('pages through search results in relevance order', async () => {
    const all = await list('?limit=50&search=Zwiebel');
    expect(all.recipes.length).toBeGreaterThan(4);
    const first = await list('?limit=3&search=Zwiebel');
    const second = await list(`?limit=3&search=Zwiebel&cursor=${first.nextCursor ?? ''}`);
    expect([...first.recipes, ...second.recipes].map((r) => r.id)).toEqual(all.recipes.slice(0, 6).map((r) => r.id));
  });
});

describe('GET /api/recipes/{id}', () => {
  it('gives visitors a preview with totals and members the full recipe', async () => {
    const [sample] = (await list('?limit=1&search=Lasagne')).recipes;
    const preview = await visitor().get(`/api/recipes/${sample?.id}`);
    expect(preview.status).toBe(200);
    expect(preview.json.isPreview).toBe(true);
    const ingredients = preview.json.ingredients as unknown[];
    const total = preview.json.totalIngredients as number;
    expect(ingredients.length).toBe(3);
    expect(total).toBeGreaterThan(3);
    expect((preview.json.instructions as unknown[]).length).toBe(2);
    const { http } = await member();
    const full = await http.get(`/api/recipes/${sample?.id}`);
    expect(full.json.isPreview).toBe(false);
    expect((full.json.ingredients as unknown[]).length).toBe(total);
    expect((full.json.instructions as unknown[]).length).toBe(full.json.totalInstructions);
  });

  it("answers an unknown id with 404 'Rezept nicht gefunden'", async () => {
    const res = await visitor().get('/api/recipes/999999');
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: 'Rezept nicht gefunden', code: 'NOT_FOUND', requestId: expect.any(String) as string });
  });

  it('answers a non-numeric id with 400', async () => {
    const res = await visitor().get('/api/recipes/abc');
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Ungültige Rezept-ID');
  });

  it('counts a view once per viewer within the window', async () => {
    const { http, id } = await member();
    const recipeId = await ownRecipe(id);
    await http.get(`/api/recipes/${recipeId}`);
    await http.get(`/api/recipes/${recipeId}`);
    await http.get(`/api/recipes/${recipeId}`);
    const other = await member();
    const res = await other.http.get(`/api/recipes/${recipeId}`);
    expect(res.json.viewCount).toBe(2);
  });

  it('counts parallel views exactly, on the recipe at once and in lists after the minute fold, losing none during it', async () => {
    const owner = await member();
    const recipeId = await ownRecipe(owner.id);
    const viewers = await Promise.all(Array.from({ length: 12 }, () => member()));
    const [seventh, early, ...others] = viewers;
    if (!seventh || !early) throw new Error('zu wenige Mitglieder');
    const first = [early, ...others.slice(0, 5)];
    const later = others.slice(5);
    await Promise.all(first.map(({ http }) => http.get(`/api/recipes/${recipeId}`)));
    // The seventh viewer's page counts its own view and shows all seven.
    expect((await seventh.http.get(`/api/recipes/${recipeId}`)).json.viewCount).toBe(7);
    const totalViews = async () => (await visitor().get(`/api/users/username/${owner.user.username}`)).json.totalViews;
    expect(await totalViews()).toBe(7);
    // Views arriving while the job folds are neither lost nor counted twice.
    await Promise.all([foldPendingViews(server.db), ...later.map(({ http }) => http.get(`/api/recipes/${recipeId}`))]);
    await foldPendingViews(server.db);
    const own = await owner.http.get('/api/user/recipes?limit=50');
    const card = (own.json.recipes as { id: number; viewCount: number }[]).find((r) => r.id === recipeId);
    expect(card?.viewCount).toBe(12);
    // A viewer inside the window reads the total without adding to it.
    expect((await early.http.get(`/api/recipes/${recipeId}`)).json.viewCount).toBe(12);
    expect(await totalViews()).toBe(12);
  });
});

describe('likes', () => {
  it('visitors get 401 for like and unlike', async () => {
    expect((await visitor().post('/api/recipes/1/like')).status).toBe(401);
    expect((await visitor().delete('/api/recipes/1/like')).status).toBe(401);
  });

  it('is idempotent in both directions and the counter matches the rows', async () => {
    const { http, id } = await member();
    const recipeId = await ownRecipe(id);
    expect((await http.post(`/api/recipes/${recipeId}/like`)).json).toEqual({ liked: true, likeCount: 1 });
    expect((await http.post(`/api/recipes/${recipeId}/like`)).json).toEqual({ liked: true, likeCount: 1 });
    expect((await http.get(`/api/recipes/${recipeId}`)).json.isLiked).toBe(true);
    expect((await http.delete(`/api/recipes/${recipeId}/like`)).json).toEqual({ liked: false, likeCount: 0 });
    expect((await http.delete(`/api/recipes/${recipeId}/like`)).json).toEqual({ liked: false, likeCount: 0 });
  });

  it('keeps likeCount equal to the like rows under 50 concurrent requests', async () => {
    const owner = await member();
    const recipeId = await ownRecipe(owner.id);
    const members = await Promise.all(Array.from({ length: 10 }, () => member()));
    const requests = Array.from({ length: 50 }, (_, i) => {
      const m = members[i % members.length];
      if (!m) throw new Error('member missing');
      return i % 3 === 2 ? m.http.delete(`/api/recipes/${recipeId}/like`) : m.http.post(`/api/recipes/${recipeId}/like`);
    });
    const responses = await Promise.all(requests);
    expect(responses.every((r) => r.status === 200)).toBe(true);
    const [row] = await testDb()
      .db.select({
        likeCount: recipes.likeCount,
        rows: sql<number>`(select count(*)::int from likes where recipe_id = ${recipeId})`,
      })
      .from(recipes)
      .where(eq(recipes.id, recipeId));
    expect(row?.likeCount).toBe(row?.rows);
  });

  it('answers a like on a missing recipe with 404', async () => {
    const { http } = await member();
    expect((await http.post('/api/recipes/999999/like')).status).toBe(404);
  });
});

describe('DELETE /api/recipes/{id}', () => {
  it('visitors get 401, other members 403, and nothing is deleted', async () => {
    const owner = await member();
    const recipeId = await ownRecipe(owner.id);
    expect((await visitor().delete(`/api/recipes/${recipeId}`)).status).toBe(401);
    const other = await member();
    const res = await other.http.delete(`/api/recipes/${recipeId}`);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Nur der Ersteller kann dieses Rezept löschen.');
    expect((await visitor().get(`/api/recipes/${recipeId}`)).status).toBe(200);
  });

  it('lets the creator delete the recipe with everything that hangs on it', async () => {
    const owner = await member();
    const fan = await member();
    const recipeId = await ownRecipe(owner.id);
    await fan.http.post(`/api/recipes/${recipeId}/like`);
    const { db } = testDb();
    await db.insert(comments).values({ recipeId, userId: fan.id, content: 'Lecker!' });
    await db.insert(ratings).values({ recipeId, userId: fan.id, rating: 5 });
    const res = await owner.http.delete(`/api/recipes/${recipeId}`);
    expect(res.status).toBe(200);
    expect((await visitor().get(`/api/recipes/${recipeId}`)).status).toBe(404);
    const leftovers = await db.execute<{ n: number }>(
      sql`select (select count(*) from likes where recipe_id = ${recipeId}) + (select count(*) from comments where recipe_id = ${recipeId}) + (select count(*) from ratings where recipe_id = ${recipeId})::int as n`,
    );
    expect(Number(leftovers[0]?.n)).toBe(0);
    const [fanRow] = await db.select({ id: users.id }).from(users).where(eq(users.id, fan.id));
    expect(fanRow).toBeDefined();
    expect(await db.select().from(likes).where(eq(likes.userId, fan.id))).toEqual([]);
  });
});

describe('GET /api/user/recipes and community stats', () => {
  it('lists only the member’s own recipes', async () => {
    const { http, id } = await member();
    const mine = await ownRecipe(id, 'Mein eigenes Testgericht');
    const res = await http.get('/api/user/recipes');
    expect(res.status).toBe(200);
    const own = res.json as unknown as TList;
    expect(own.recipes.map((r) => r.id)).toEqual([mine]);
    expect((await visitor().get('/api/user/recipes')).status).toBe(401);
  });

  it('reports community totals', async () => {
    const res = await visitor().get('/api/community/stats');
    expect(res.status).toBe(200);
    expect(res.json.totalRecipes).toBeGreaterThanOrEqual(40);
    expect(res.json.totalMembers).toBeGreaterThanOrEqual(4);
  });
});
