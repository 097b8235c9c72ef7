import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '@kochclip/db/schema';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

/**
 * Austrian and Swiss kitchen words are the same food (issue 40): a search for „Paradeiser“ finds the recipes with
 * Tomaten and the other way round, while each recipe keeps the word it was written with.
 */

let database: TIsolatedDb;
let server: TTestServer;

function recipe(title: string, ingredients: string[]) {
  return { title, source: 'seed' as const, ingredients: ingredients.map((name) => ({ name, amount: '1', unit: '' })) };
}

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_regional_words');
  await database.handle.db
    .insert(recipes)
    .values([
      recipe('Bruschetta', ['Tomaten', 'Ciabatta']),
      recipe('Tomatensuppe', ['Zwiebel', 'Gemüsebrühe']),
      recipe('Wiener Salat', ['Paradeiser', 'Gurke']),
      recipe('Erdäpfelgulasch', ['Erdäpfel', 'Zwiebel']),
      recipe('Kartoffelsalat', ['Kartoffeln', 'Essig']),
      recipe('Topfenstrudel', ['Topfen', 'Blätterteig']),
      recipe('Käsekuchen', ['Quark', 'Mehl']),
      recipe('Apfelkuchen', ['Äpfel', 'Mehl']),
    ]);
  await database.handle.db.execute(sql`analyze recipes`);
  server = await startTestServer({}, { database: database.handle });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

async function titles(search: string): Promise<string[]> {
  const res = await new HttpClient(server.url).get(`/api/recipes?search=${encodeURIComponent(search)}&limit=50`);
  expect(res.status, res.text).toBe(200);
  const body = res.json as unknown as { recipes: Array<{ title: string }> };
  return body.recipes.map((r) => r.title).sort();
}

describe('regional kitchen words in the search', () => {
  it('finds the Tomaten recipes for „Paradeiser“, in ingredients and in compound titles', async () => {
    expect(await titles('Paradeiser')).toEqual(['Bruschetta', 'Tomatensuppe', 'Wiener Salat']);
  });

  it('finds the Paradeiser recipe for „Tomate“ and „Tomaten“', async () => {
    expect(await titles('Tomate')).toEqual(['Bruschetta', 'Tomatensuppe', 'Wiener Salat']);
    expect(await titles('Tomaten')).toEqual(['Bruschetta', 'Tomatensuppe', 'Wiener Salat']);
  });

  it('finds Erdäpfel for „Kartoffel“ and Kartoffeln for „Erdäpfel“, but no Äpfel', async () => {
    expect(await titles('Kartoffel')).toEqual(['Erdäpfelgulasch', 'Kartoffelsalat']);
    expect(await titles('Erdäpfel')).toEqual(['Erdäpfelgulasch', 'Kartoffelsalat']);
  });

  it('finds Quark for „Topfen“ and Topfen for „Quark“', async () => {
    expect(await titles('Topfen')).toEqual(['Käsekuchen', 'Topfenstrudel']);
    expect(await titles('Quark')).toEqual(['Käsekuchen', 'Topfenstrudel']);
  });

  it('needs every term of the query: „Paradeiser Gurke“ finds only the salad', async () => {
    expect(await titles('Paradeiser Gurke')).toEqual(['Wiener Salat']);
  });
});
