import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

let database: TIsolatedDb;
let server: TTestServer;
// Its own database: the recipe written here must not appear in the middle of another file's walk of the list.
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_cookbook_print');
  server = await startTestServer({}, { database: database.handle });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

interface TPrintBook {
  name: string;
  recipes: {
    title: string;
    ingredientGroups: { title: string | null; ingredients: { name: string; note: string | null }[] }[];
    instructionGroups: { title: string | null; steps: { step: string }[] }[];
  }[];
}

describe('GET /api/cookbooks/{id}/print (the cookbook print view)', () => {
  it('gives each recipe with its titled ingredient and step groups, in the cookbook’s order; another member’s private cookbook is 404', async () => {
    const cook = await signUp(server.url, 'druck');
    const recipe = await cook.http.post('/api/recipes', {
      title: 'Zwiebelkuchen',
      ingredientGroups: [
        { title: 'Für den Teig', ingredients: [{ amount: '200', unit: 'g', name: 'Mehl', note: 'gesiebt' }] },
        { title: 'Für den Belag', ingredients: [{ amount: '1', unit: 'kg', name: 'Zwiebeln' }] },
      ],
      instructionGroups: [
        { title: 'Teig', steps: [{ step: 'Kneten.' }] },
        { title: 'Belag', steps: [{ step: 'Zwiebeln dünsten.' }, { step: 'Backen.' }] },
      ],
    });
    expect(recipe.status, recipe.text).toBe(200);
    const book = await cook.http.post('/api/cookbooks', { title: 'Herbst' });
    const bookId = book.json.id as number;
    expect((await cook.http.post(`/api/cookbooks/${bookId}/recipes`, { recipeId: recipe.json.id })).status).toBe(200);

    const res = await cook.http.get(`/api/cookbooks/${bookId}/print`);
    expect(res.status, res.text).toBe(200);
    const printed = res.json as unknown as TPrintBook;
    expect(printed.name).toBe('Herbst');
    expect(printed.recipes.map((r) => r.title)).toEqual(['Zwiebelkuchen']);
    const [only] = printed.recipes;
    expect(only?.ingredientGroups.map((g) => [g.title, g.ingredients.map((i) => i.name)])).toEqual([
      ['Für den Teig', ['Mehl']],
      ['Für den Belag', ['Zwiebeln']],
    ]);
    expect(only?.ingredientGroups[0]?.ingredients[0]?.note).toBe('gesiebt');
    expect(only?.instructionGroups.map((g) => [g.title, g.steps.length])).toEqual([
      ['Teig', 1],
      ['Belag', 2],
    ]);

    const stranger = await signUp(server.url, 'fremd');
    expect((await stranger.http.get(`/api/cookbooks/${bookId}/print`)).status).toBe(404);
    expect((await new HttpClient(server.url).get(`/api/cookbooks/${bookId}/print`)).status).toBe(401);
  });
});
