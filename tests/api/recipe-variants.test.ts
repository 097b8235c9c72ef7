import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, recipeVersions } from '@kochclip/db/schema';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

interface TMember {
  http: HttpClient;
  id: number;
  username: string;
}
interface TVariantOf {
  id: number | null;
  title: string;
  createdBy: { username: string; firstName: string | null } | null;
  originalDeleted: boolean;
}
interface TDetail {
  id: number;
  title: string;
  version: number;
  imageUrl: string | null;
  createdBy: { username: string } | null;
  ingredientGroups: { title: string | null; ingredients: { name: string }[] }[];
  variantOf: TVariantOf | null;
  variantCount: number;
}

let database: TIsolatedDb;
let server: TTestServer;
// Its own database: the variants are recipes, which must not appear in the middle of another file's walk of the list.
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_variants');
  server = await startTestServer({}, { database: database.handle });
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const db = () => database.handle.db;

async function member(): Promise<TMember> {
  const http = new HttpClient(server.url);
  const user = uniqueUser('variante');
  const res = await http.post('/api/register', user);
  expect(res.status, res.text).toBe(200);
  return { http, id: res.json.id as number, username: user.username };
}

const bolognese = {
  title: 'Omas Bolognese',
  ingredientGroups: [
    {
      title: 'Für die Soße',
      ingredients: [
        { amount: '500', unit: 'g', name: 'Hackfleisch' },
        { amount: '1', unit: 'Dose', name: 'Tomaten' },
      ],
    },
  ],
  instructionGroups: [{ title: null, steps: [{ step: 'Anbraten, Tomaten dazu, drei Stunden köcheln.' }] }],
};

async function createOriginal(owner: TMember) {
  const res = await owner.http.post('/api/recipes', bolognese);
  expect(res.status, res.text).toBe(200);
  return res.json.id as number;
}

async function detail(client: HttpClient, id: number): Promise<TDetail> {
  const res = await client.get(`/api/recipes/${id}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TDetail;
}

/** As a scripted client calls it: no body. */
const saveVariant = (m: TMember, id: number) => m.http.request('POST', `/api/recipes/${id}/variants`);

describe('POST /api/recipes/{id}/variants (Als Variante speichern)', () => {
  it('copies a public recipe into the member’s own recipes, which they can edit, linked to the original and its cook', async () => {
    const cook = await member();
    const originalId = await createOriginal(cook);
    await db()
      .update(recipes)
      .set({ imageUrl: '/media/bolo.webp', thumbnailUrl: '/media/bolo-thumb.webp' })
      .where(eq(recipes.id, originalId));
    const fan = await member();

    const res = await saveVariant(fan, originalId);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ title: 'Omas Bolognese', version: 1 });
    const variantId = res.json.id as number;
    expect(variantId).not.toBe(originalId);

    const variant = await detail(fan.http, variantId);
    expect(variant.createdBy?.username).toBe(fan.username);
    expect(variant.imageUrl).toBe('/media/bolo.webp');
    expect(variant.ingredientGroups).toEqual([
      expect.objectContaining({
        title: 'Für die Soße',
        ingredients: [expect.objectContaining({ name: 'Hackfleisch' }), expect.objectContaining({ name: 'Tomaten' })],
      }),
    ]);
    expect(variant.variantOf).toEqual({
      id: originalId,
      title: 'Omas Bolognese',
      createdBy: { username: cook.username, firstName: null },
      originalDeleted: false,
    });
    const [row] = await db().select({ source: recipes.source }).from(recipes).where(eq(recipes.id, variantId));
    expect(row?.source).toBe('manual');
    const kept = await db()
      .select({ version: recipeVersions.version })
      .from(recipeVersions)
      .where(eq(recipeVersions.recipeId, variantId));
    expect(kept).toEqual([{ version: 1 }]);

    const edit = await fan.http.request('PUT', `/api/recipes/${variantId}`, {
      ...bolognese,
      title: 'Vegane Bolognese',
      id: variantId,
      version: 1,
    });
    expect(edit.status, edit.text).toBe(200);
    expect((await detail(fan.http, variantId)).title).toBe('Vegane Bolognese');
    expect((await detail(cook.http, originalId)).title).toBe('Omas Bolognese');
  });

  it('counts the variants on the original, and shows the original’s current title', async () => {
    const cook = await member();
    const originalId = await createOriginal(cook);
    expect((await detail(cook.http, originalId)).variantCount).toBe(0);
    const first = await member();
    const second = await member();
    expect((await saveVariant(first, originalId)).status).toBe(200);
    const res = await saveVariant(second, originalId);
    expect(res.status).toBe(200);
    expect((await detail(new HttpClient(server.url), originalId)).variantCount).toBe(2);

    const rename = await cook.http.request('PUT', `/api/recipes/${originalId}`, {
      ...bolognese,
      title: 'Bolognese nach Oma',
      id: originalId,
      version: 1,
    });
    expect(rename.status, rename.text).toBe(200);
    expect((await detail(second.http, res.json.id as number)).variantOf?.title).toBe('Bolognese nach Oma');
  });

  it('keeps the variants when the original is deleted; they then say the original was deleted', async () => {
    const cook = await member();
    const originalId = await createOriginal(cook);
    const fan = await member();
    const variantId = (await saveVariant(fan, originalId)).json.id as number;

    expect((await cook.http.delete(`/api/recipes/${originalId}`)).status).toBe(200);

    const variant = await detail(fan.http, variantId);
    expect(variant.title).toBe('Omas Bolognese');
    expect(variant.variantOf).toEqual({ id: null, title: 'Omas Bolognese', createdBy: null, originalDeleted: true });
  });

  it('answers a private original as a missing recipe (404) and copies nothing', async () => {
    const cook = await member();
    const originalId = await createOriginal(cook);
    await db().update(recipes).set({ visibility: 'private' }).where(eq(recipes.id, originalId));
    const fan = await member();

    const res = await saveVariant(fan, originalId);
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Rezept nicht gefunden',
      requestId: expect.any(String) as string,
    });
    expect(await db().select({ id: recipes.id }).from(recipes).where(eq(recipes.variantOfId, originalId))).toEqual([]);
    expect((await saveVariant(fan, 2_000_000_000)).status).toBe(404);
  });

  it('asks a visitor to sign in (401) and refuses an invalid id with a German 400', async () => {
    const cook = await member();
    const originalId = await createOriginal(cook);
    const visitor = await new HttpClient(server.url).request('POST', `/api/recipes/${originalId}/variants`);
    expect(visitor.status).toBe(401);
    const fan = await member();
    const bad = await fan.http.request('POST', '/api/recipes/abc/variants');
    expect(bad.status).toBe(400);
    expect(typeof bad.json.message).toBe('string');
    expect(await db().select({ id: recipes.id }).from(recipes).where(eq(recipes.variantOfId, originalId))).toEqual([]);
  });

  it('lets the variant’s owner but not the original’s cook edit the variant', async () => {
    const cook = await member();
    const originalId = await createOriginal(cook);
    const fan = await member();
    const variantId = (await saveVariant(fan, originalId)).json.id as number;
    const res = await cook.http.request('PUT', `/api/recipes/${variantId}`, {
      ...bolognese,
      title: 'Übernommen',
      id: variantId,
      version: 1,
    });
    expect(res.status).toBe(404);
    expect((await detail(fan.http, variantId)).title).toBe('Omas Bolognese');
  });
});
