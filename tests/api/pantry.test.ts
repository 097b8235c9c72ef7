import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TIngredient } from '@kochclip/db/schema';
import { recipes } from '@kochclip/db/schema';
import { HttpClient } from '../support/http';
import { itemNamed, type TApiShoppingList } from '../support/kitchen';
import { signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

interface TPantryItem {
  id: number;
  name: string;
  amount: string | null;
  unit: string | null;
}
interface TPantry {
  items: TPantryItem[];
  max: number;
}
interface TCookable {
  id: number;
  title: string;
  origin: 'own' | 'collection' | 'community';
  ingredientCount: number;
  coveredCount: number;
  coveredPercent: number;
  missing: string[];
}

let server: TTestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const ingredient = (name: string, amount = '', unit = ''): TIngredient => ({ name, amount, unit });

async function insertRecipe(
  createdById: number | null,
  title: string,
  ingredients: TIngredient[],
  visibility: 'public' | 'private' = 'public',
): Promise<number> {
  const [row] = await server.db
    .insert(recipes)
    .values({ title, source: 'manual', createdById, visibility, ingredients, instructions: [{ step: 'Kochen.' }] })
    .returning({ id: recipes.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

async function pantry(member: TSignedUp): Promise<TPantry> {
  const res = await member.http.get('/api/pantry');
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TPantry;
}

async function add(member: TSignedUp, body: Record<string, unknown>): Promise<TPantryItem> {
  const res = await member.http.post('/api/pantry/items', body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TPantryItem;
}

describe('the pantry', () => {
  it('asks visitors to sign in for every pantry route', async () => {
    const guest = new HttpClient(server.url);
    for (const answer of await Promise.all([
      guest.get('/api/pantry'),
      guest.post('/api/pantry/items', { name: 'Mehl' }),
      guest.post('/api/pantry/items/bulk', { items: [{ name: 'Mehl' }] }),
      guest.patch('/api/pantry/items/1', { amount: '1' }),
      guest.delete('/api/pantry/items/1'),
      guest.get('/api/pantry/recipes'),
    ])) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({
        message: 'Anmeldung erforderlich',
        code: 'UNAUTHORIZED',
        requestId: expect.any(String) as unknown,
      });
    }
  });

  it('adds, lists, changes and removes items with optional amount and unit', async () => {
    const member = await signUp(server.url, 'vorrat');
    const flour = await add(member, { name: ' Mehl ', amount: '500', unit: 'g' });
    expect(flour).toMatchObject({ name: 'Mehl', amount: '500', unit: 'g' });
    const eggs = await add(member, { name: 'Eier' });
    expect(eggs).toMatchObject({ amount: null, unit: null });
    expect((await pantry(member)).items.map((item) => item.name)).toEqual(['Eier', 'Mehl']);

    const changed = await member.http.patch(`/api/pantry/items/${eggs.id}`, { amount: '6' });
    expect(changed.json).toMatchObject({ name: 'Eier', amount: '6' });
    const noAmount = await member.http.patch(`/api/pantry/items/${flour.id}`, { amount: null });
    expect(noAmount.json).toMatchObject({ amount: null, unit: null });
    expect((await member.http.patch(`/api/pantry/items/${flour.id}`, {})).json).toMatchObject({ name: 'Mehl' });
    const clash = await member.http.patch(`/api/pantry/items/${flour.id}`, { name: 'Ei' });
    expect(clash.status).toBe(409);
    expect(clash.json).toEqual({
      message: 'Diese Zutat steht schon im Vorrat.',
      code: 'CONFLICT',
      requestId: expect.any(String) as unknown,
    });

    expect((await member.http.delete(`/api/pantry/items/${eggs.id}`)).json).toEqual({ success: true });
    expect((await member.http.delete(`/api/pantry/items/${eggs.id}`)).status).toBe(404);
    expect((await pantry(member)).items.map((item) => item.name)).toEqual(['Mehl']);
  });

  it('keeps one line per ingredient: a regional word or plural updates the amount of the line already there', async () => {
    const member = await signUp(server.url, 'vorrat');
    const tomatoes = await add(member, { name: 'Tomaten', amount: '3' });
    const again = await add(member, { name: 'Paradeiser', amount: '5' });
    expect(again.id).toBe(tomatoes.id);
    expect(again).toMatchObject({ name: 'Tomaten', amount: '5' });
    expect((await pantry(member)).items).toHaveLength(1);
  });

  it('stores names with HTML as text', async () => {
    const member = await signUp(server.url, 'vorrat');
    const name = '<img src=x onerror=alert(1)>Zucchini';
    expect((await add(member, { name })).name).toBe(name);
    expect((await pantry(member)).items[0]?.name).toBe(name);
  });

  it('refuses bad input with German messages', async () => {
    const member = await signUp(server.url, 'vorrat');
    const blank = await member.http.post('/api/pantry/items', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toContain('Bitte gib ein, was im Vorrat ist.');
    const long = await member.http.post('/api/pantry/items', { name: 'x'.repeat(101) });
    expect(long.json.message).toContain('Ein Eintrag im Vorrat darf höchstens 100 Zeichen lang sein.');
    const amount = await member.http.post('/api/pantry/items', { name: 'Reis', amount: '1'.repeat(31) });
    expect(amount.json.message).toContain('Die Menge darf höchstens 30 Zeichen lang sein.');
    expect((await member.http.post('/api/pantry/items', { name: 'Reis', extra: 1 })).status).toBe(400);
  });

  it('refuses 1,000 items at once and a pantry past 500 items, writing nothing', async () => {
    const member = await signUp(server.url, 'vorrat');
    // Names differ in words: the merge key ignores digits.
    const letters = (i: number) =>
      String.fromCharCode(97 + Math.floor(i / 26 / 26), 97 + (Math.floor(i / 26) % 26), 97 + (i % 26));
    const thousand = Array.from({ length: 1000 }, (_, i) => ({ name: `Zutat ${letters(i)}` }));
    const refused = await member.http.post('/api/pantry/items/bulk', { items: thousand });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('Höchstens 500 Einträge auf einmal.');
    expect((await pantry(member)).items).toHaveLength(0);

    await add(member, { name: 'Salz' });
    const full = await member.http.post('/api/pantry/items/bulk', { items: thousand.slice(0, 500) });
    expect(full.status).toBe(400);
    expect(full.json.message).toMatch(/^Dein Vorrat ist voll: Er fasst höchstens 500 Einträge/);
    expect((await pantry(member)).items).toHaveLength(1);

    const filled = await member.http.post('/api/pantry/items/bulk', { items: thousand.slice(0, 499) });
    expect(filled.status, filled.text).toBe(200);
    expect((filled.json as unknown as TPantry).items).toHaveLength(500);
    const oneMore = await member.http.post('/api/pantry/items', { name: 'Pfeffer' });
    expect(oneMore.status).toBe(400);
    // An ingredient already there is no new line.
    expect((await member.http.post('/api/pantry/items', { name: 'Salz', amount: '1' })).status).toBe(200);
  });

  it("does not show or change another member's pantry (404)", async () => {
    const owner = await signUp(server.url, 'vorrat');
    const other = await signUp(server.url, 'vorrat');
    const item = await add(owner, { name: 'Topfen' });
    expect((await pantry(other)).items).toEqual([]);
    for (const answer of [
      await other.http.patch(`/api/pantry/items/${item.id}`, { amount: '1' }),
      await other.http.delete(`/api/pantry/items/${item.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({
        message: 'Eintrag im Vorrat nicht gefunden',
        code: 'NOT_FOUND',
        requestId: expect.any(String) as unknown,
      });
    }
    expect((await pantry(owner)).items).toHaveLength(1);
  });
});

describe('„Was kann ich kochen?“', () => {
  it('ranks own, collected and community recipes by the share the pantry covers, in regional words and plurals', async () => {
    const member = await signUp(server.url, 'koch');
    const other = await signUp(server.url, 'koch');
    await member.http.post('/api/pantry/items/bulk', {
      items: [{ name: 'Paradeiser' }, { name: 'Erdäpfel' }, { name: 'Topfen' }, { name: 'Karfiol' }, { name: 'Zwiebel' }],
    });
    const own = await insertRecipe(
      member.id,
      'Erdäpfel mit Quark',
      [ingredient('Kartoffeln', '800', 'g'), ingredient('Quark', '250', 'g'), ingredient('Salz'), ingredient('Schnittlauch')],
      'private',
    );
    const everything = await insertRecipe(other.id, 'Blumenkohl-Tomaten-Pfanne', [
      ingredient('Blumenkohl', '1'),
      ingredient('Tomaten', '4'),
      ingredient('rote Zwiebeln', '2'),
      ingredient('Pfeffer'),
    ]);
    const half = await insertRecipe(other.id, 'Tomatensuppe mit Sahne', [
      ingredient('Tomate', '6'),
      ingredient('Sahne', '200', 'ml'),
    ]);
    const collected = await insertRecipe(other.id, 'Kartoffelgratin', [
      ingredient('Kartoffel', '1', 'kg'),
      ingredient('Sahne', '200', 'ml'),
      ingredient('Käse', '100', 'g'),
      ingredient('Muskat'),
    ]);
    const hidden = await insertRecipe(
      other.id,
      'Geheime Kartoffeln mit Topfen',
      [ingredient('Kartoffeln'), ingredient('Topfen')],
      'private',
    );
    const collection = await member.http.post('/api/collections', { name: 'Gratins' });
    await member.http.post(`/api/collections/${collection.json.id as number}/recipes`, { recipeId: collected });

    const res = await member.http.get('/api/pantry/recipes?limit=50');
    expect(res.status, res.text).toBe(200);
    const body = res.json as unknown as { pantryCount: number; recipes: TCookable[] };
    expect(body.pantryCount).toBe(5);
    const ours = body.recipes.filter((recipe) => [own, everything, half, collected, hidden].includes(recipe.id));
    expect(ours.map((recipe) => recipe.id)).toEqual([everything, own, half, collected]);
    expect(ours[0]).toMatchObject({ origin: 'community', ingredientCount: 3, coveredCount: 3, coveredPercent: 100, missing: [] });
    expect(ours[1]).toMatchObject({ origin: 'own', coveredCount: 2, ingredientCount: 3, missing: ['Schnittlauch'] });
    expect(ours[2]).toMatchObject({ coveredPercent: 50, missing: ['Sahne'] });
    expect(ours[3]).toMatchObject({ origin: 'collection', coveredPercent: 25, missing: ['Sahne', 'Käse', 'Muskat'] });
    expect(body.recipes.some((recipe) => recipe.id === hidden)).toBe(false);
  });

  it('answers an empty list for an empty pantry', async () => {
    const member = await signUp(server.url, 'koch');
    expect((await member.http.get('/api/pantry/recipes')).json).toEqual({ pantryCount: 0, recipes: [] });
  });
});

describe('shopping lists and the pantry', () => {
  it('marks lines the pantry covers as „im Vorrat“ and leaves them out of the open count; staples stay staples', async () => {
    const member = await signUp(server.url, 'einkauf');
    const recipeId = await insertRecipe(member.id, 'Paradeisersalat', [
      ingredient('Paradeiser', '4'),
      ingredient('Erdäpfel', '500', 'g'),
      ingredient('Salz'),
      ingredient('Gurke', '1'),
    ]);
    await member.http.post('/api/pantry/items', { name: 'Tomaten' });
    await member.http.post('/api/pantry/items', { name: 'Kartoffel' });
    const created = await member.http.post('/api/shopping-lists', { title: 'Wocheneinkauf' });
    const listId = created.json.id as number;
    const filled = await member.http.post(`/api/shopping-lists/${listId}/recipes`, { recipeId });
    expect(filled.status, filled.text).toBe(200);
    const list = filled.json as unknown as TApiShoppingList & { items: { inPantry: boolean }[] };
    const byName = (name: string) => itemNamed(list, name) as ReturnType<typeof itemNamed> & { inPantry: boolean };
    expect(byName('Paradeiser').inPantry).toBe(true);
    expect(byName('Erdäpfel').inPantry).toBe(true);
    expect(byName('Gurke').inPantry).toBe(false);
    expect(byName('Salz')).toMatchObject({ staple: true, inPantry: false });
    expect(list.itemCount).toBe(4);
    expect(list.openCount).toBe(2);
    const summaries = (await member.http.get('/api/shopping-lists')).json as unknown as { id: number; openCount: number }[];
    expect(summaries.find((summary) => summary.id === listId)?.openCount).toBe(2);

    // Another member of the list sees it through their own (empty) pantry.
    const guest = await signUp(server.url, 'einkauf');
    await member.http.post(`/api/shopping-lists/${listId}/members`, { username: guest.username });
    const seen = (await guest.http.get(`/api/shopping-lists/${listId}`)).json as unknown as TApiShoppingList;
    expect(seen.openCount).toBe(4);
  });
});
