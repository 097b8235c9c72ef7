import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageOf, signedInMember, startEdge } from '../support/edge';
import { startTestServer, type TTestServer } from '../support/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

/** The built-in engine needs no network at all: any outbound request fails the test. */
const edge = startEdge();

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_ideas', { seed: true });
  server = await startTestServer({ recipeCreationsPerMinute: 100 }, { database: database.handle });
});
afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

const member = () => signedInMember(server);

describe('POST /api/generate-recipe with the built-in engine', () => {
  it('finds the community recipe that uses the most of the given ingredients', async () => {
    const m = await member();
    const res = await m.http.post('/api/generate-recipe', {
      type: 'ingredients',
      ingredients: ['Spaghetti', 'Eier', 'Guanciale', 'Pecorino'],
      saveToDatabase: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(typeof res.json.id).toBe('number');
    expect(res.json).toMatchObject({ title: 'Spaghetti Carbonara', origin: 'community', saved: true });
    expect(await aiUsageOf(server.db, m.id)).toBe(0);
  });

  it('finds it at the end of a full fridge of 30 items, most of which no recipe uses', async () => {
    const unknown = Array.from({ length: 26 }, (_, i) => `Vorratsglas Nummer ${i + 1}`);
    const res = await (
      await member()
    ).http.post('/api/generate-recipe', {
      type: 'ingredients',
      ingredients: [...unknown, 'Spaghetti', 'Eier', 'Guanciale', 'Pecorino'],
      saveToDatabase: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ title: 'Spaghetti Carbonara', origin: 'community' });
  });

  it('answers 404 in German when no community recipe uses the ingredients', async () => {
    const res = await (
      await member()
    ).http.post('/api/generate-recipe', {
      type: 'ingredients',
      ingredients: ['Drachenfruchtgelee', 'Xylit'],
      saveToDatabase: true,
    });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Kein passendes Rezept für deine Zutaten gefunden.');
  });

  it('searches the community recipes for a wish', async () => {
    const res = await (
      await member()
    ).http.post('/api/generate-recipe', { type: 'prompt', prompt: 'Ich hätte gern eine Carbonara', saveToDatabase: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ title: 'Spaghetti Carbonara', origin: 'community' });
  });

  it('answers in German when no community recipe fits the wish', async () => {
    const res = await (
      await member()
    ).http.post('/api/generate-recipe', { type: 'prompt', prompt: 'Steuererklärung Formular ausfüllen', saveToDatabase: true });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Das Rezept konnte nicht aus dem Prompt erstellt werden.');
  });

  it('requires the field that belongs to the type', async () => {
    const res = await (await member()).http.post('/api/generate-recipe', { type: 'ingredients', saveToDatabase: true });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/Zutat/);
  });

  it('stops bursts: the request over the per-minute limit gets 429', async () => {
    const limited = await startTestServer({ recipeCreationsPerMinute: 3 }, { database: database.handle });
    try {
      const m = await signedInMember(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        statuses.push(
          (await m.http.post('/api/generate-recipe', { type: 'prompt', prompt: 'Carbonara', saveToDatabase: true })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      const last = await m.http.post('/api/generate-recipe', { type: 'prompt', prompt: 'Carbonara', saveToDatabase: true });
      expect(last.json.message).toMatch(/^Zu viele Anfragen/);
      const seconds = Number(last.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
    } finally {
      await limited.close();
    }
  });
});
