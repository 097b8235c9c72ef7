import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '@kochclip/db/schema';
import { itemNamed, type TApiShoppingList } from '../support/kitchen';
import { signUp } from '../support/members';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

/**
 * A regional word and its standard word are one ingredient on the shopping list (issue 40): „2 Paradeiser“ from one
 * recipe and „3 Tomaten“ from another become one line that shows the word of the recipe added first.
 */

let database: TIsolatedDb;
let server: TTestServer;
let ids: Record<string, number>;

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_regional_shopping');
  const ingredients = (rows: [string, string, string][]) => rows.map(([amount, unit, name]) => ({ amount, unit, name }));
  const rows = await database.handle.db
    .insert(recipes)
    .values([
      {
        title: 'Wiener Salat',
        source: 'seed',
        servings: 2,
        ingredients: ingredients([
          ['2', '', 'Paradeiser'],
          ['250', 'g', 'Topfen'],
          ['1', 'EL', 'Kristallzucker'],
        ]),
      },
      {
        title: 'Bruschetta',
        source: 'seed',
        servings: 2,
        ingredients: ingredients([
          ['3', '', 'Tomaten'],
          ['250', 'g', 'Quark'],
        ]),
      },
    ])
    .returning({ id: recipes.id, title: recipes.title });
  ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
  server = await startTestServer({}, { database: database.handle });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

describe('regional kitchen words on the shopping list', () => {
  it('merges Paradeiser with Tomaten and Topfen with Quark, showing the first recipe’s word', async () => {
    const member = await signUp(server.url, 'paradeiser');
    const created = await member.http.request('POST', '/api/shopping-lists', {});
    expect(created.status, created.text).toBe(200);
    const { id } = created.json as unknown as TApiShoppingList;
    for (const title of ['Wiener Salat', 'Bruschetta']) {
      const res = await member.http.post(`/api/shopping-lists/${id}/recipes`, { recipeId: ids[title] });
      expect(res.status, res.text).toBe(200);
    }
    const res = await member.http.get(`/api/shopping-lists/${id}`);
    const list = res.json as unknown as TApiShoppingList;
    expect(list.items.map((i) => i.name).sort()).toEqual(['Kristallzucker', 'Paradeiser', 'Topfen']);
    expect(itemNamed(list, 'Paradeiser').amount).toBe('5');
    expect(itemNamed(list, 'Paradeiser').sources.map((s) => s.title)).toEqual(['Wiener Salat', 'Bruschetta']);
    expect(itemNamed(list, 'Topfen').amount).toBe('500 g');
    expect(itemNamed(list, 'Paradeiser').section).toBe('Obst & Gemüse');
    expect(itemNamed(list, 'Topfen').section).toBe('Kühlregal');
    // Kristallzucker is Zucker: a pantry staple the list can hide.
    expect(itemNamed(list, 'Kristallzucker').staple).toBe(true);
  });
});
