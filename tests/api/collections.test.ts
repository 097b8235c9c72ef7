import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http';
import { signUp, someRecipeIds, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

interface TCollection {
  id: number;
  name: string;
  description: string | null;
  isPublic: boolean;
  recipeIds: number[];
  user: { id: number; username: string };
}

let server: TTestServer;
let owner: TSignedUp;
let other: TSignedUp;
let recipeIds: number[];

beforeAll(async () => {
  server = await startTestServer();
  [owner, other] = await Promise.all([signUp(server.url, 'samm'), signUp(server.url, 'samm')]);
  recipeIds = await someRecipeIds(server.url, 3);
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);

async function create(member: TSignedUp, body: Record<string, unknown>): Promise<TCollection> {
  const res = await member.http.post('/api/collections', body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TCollection;
}

describe('creating collections', () => {
  it('trims the name, keeps it private by default and answers with empty recipeIds', async () => {
    const collection = await create(owner, { name: '  Sonntagsessen  ', description: 'Für die ganze Familie' });
    expect(collection).toMatchObject({
      name: 'Sonntagsessen',
      description: 'Für die ganze Familie',
      isPublic: false,
      recipeIds: [],
    });
    expect(collection.user.username).toBe(owner.username);
  });

  it.each([
    ['a missing name', {}],
    ['an empty name', { name: '' }],
    ['a name of spaces', { name: '    ' }],
  ])("rejects %s with 400 'Name erforderlich'", async (_label, body) => {
    const res = await owner.http.post('/api/collections', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Name erforderlich');
  });

  it('rejects a name of 101 characters and a description of 501 characters', async () => {
    expect((await owner.http.post('/api/collections', { name: 'x'.repeat(101) })).status).toBe(400);
    expect((await owner.http.post('/api/collections', { name: 'x'.repeat(100) })).status).toBe(200);
    const res = await owner.http.post('/api/collections', { name: 'Lang', description: 'b'.repeat(501) });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('500');
  });

  it('asks visitors to sign in with 401 for every own-collection call', async () => {
    const guest = visitor();
    expect((await guest.get('/api/collections')).status).toBe(401);
    expect((await guest.post('/api/collections', { name: 'Nein' })).status).toBe(401);
    expect((await guest.request('PATCH', '/api/collections/1', { name: 'x' })).status).toBe(401);
    expect((await guest.delete('/api/collections/1')).status).toBe(401);
    expect((await guest.post('/api/collections/1/recipes', { recipeId: 1 })).status).toBe(401);
    expect((await guest.delete('/api/collections/1/recipes/1')).status).toBe(401);
  });
});

describe('recipes in a collection', () => {
  it('adds a recipe twice as one entry and removes it with a bodiless DELETE', async () => {
    const [first = 0, second = 0] = recipeIds;
    const collection = await create(owner, { name: 'Favoriten' });
    const added = await owner.http.post(`/api/collections/${collection.id}/recipes`, { recipeId: first });
    expect(added.json.recipeIds).toEqual([first]);
    const again = await owner.http.post(`/api/collections/${collection.id}/recipes`, { recipeId: first });
    expect(again.json.recipeIds).toEqual([first]);
    await owner.http.post(`/api/collections/${collection.id}/recipes`, { recipeId: second });
    const removed = await owner.http.delete(`/api/collections/${collection.id}/recipes/${first}`);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.json.recipeIds).toEqual([second]);
    const mine = (await owner.http.get('/api/collections')).json as unknown as TCollection[];
    expect(mine.find((c) => c.id === collection.id)?.recipeIds).toEqual([second]);
  });

  it("answers 404 'Rezept nicht gefunden' for a recipe that does not exist", async () => {
    const collection = await create(owner, { name: 'Leer' });
    const res = await owner.http.post(`/api/collections/${collection.id}/recipes`, { recipeId: 2_000_000_000 });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe('Rezept nicht gefunden');
  });

  it('edits name, description and visibility and deletes without a body', async () => {
    const collection = await create(owner, { name: 'Entwurf' });
    const res = await owner.http.patch(`/api/collections/${collection.id}`, {
      name: ' Fertig ',
      isPublic: true,
      description: '',
    });
    expect(res.json).toMatchObject({ name: 'Fertig', isPublic: true, description: null });
    expect((await owner.http.patch(`/api/collections/${collection.id}`, { name: ' ' })).status).toBe(400);
    const deleted = await owner.http.delete(`/api/collections/${collection.id}`);
    expect(deleted.json).toEqual({ success: true });
    expect((await owner.http.get(`/api/collections/${collection.id}`)).status).toBe(404);
  });
});

describe('who sees and changes a collection', () => {
  it('keeps a private collection invisible to other members and visitors', async () => {
    const secret = await create(owner, { name: 'Geheimrezepte' });
    await owner.http.post(`/api/collections/${secret.id}/recipes`, { recipeId: recipeIds[0] });
    for (const client of [other.http, visitor()]) {
      const res = await client.get(`/api/collections/${secret.id}`);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe('Sammlung nicht gefunden');
    }
    const publicList = (await visitor().get('/api/collections/public?limit=50')).json as unknown as TCollection[];
    expect(publicList.some((c) => c.id === secret.id)).toBe(false);
    const withRecipe = (await visitor().get(`/api/recipes/${recipeIds[0]}/collections`)).json as unknown as TCollection[];
    expect(withRecipe.some((c) => c.id === secret.id)).toBe(false);
    const othersOwn = (await other.http.get('/api/collections')).json as unknown as TCollection[];
    expect(othersOwn.some((c) => c.id === secret.id)).toBe(false);
  });

  it('lets nobody but the owner change, fill, empty or delete any collection (404, nothing changes)', async () => {
    const shared = await create(owner, { name: 'Öffentlich', isPublic: true });
    await owner.http.post(`/api/collections/${shared.id}/recipes`, { recipeId: recipeIds[0] });
    const attempts = [
      other.http.patch(`/api/collections/${shared.id}`, { name: 'Gekapert' }),
      other.http.post(`/api/collections/${shared.id}/recipes`, { recipeId: recipeIds[1] }),
      other.http.delete(`/api/collections/${shared.id}/recipes/${recipeIds[0]}`),
      other.http.delete(`/api/collections/${shared.id}`),
    ];
    for (const res of await Promise.all(attempts)) expect(res.status).toBe(404);
    const after = await visitor().get(`/api/collections/${shared.id}`);
    expect(after.json).toMatchObject({ name: 'Öffentlich', recipeIds: [recipeIds[0]] });
  });

  it('lists public collections for visitors and the public ones that contain a recipe', async () => {
    const shown = await create(owner, { name: 'Zum Teilen', isPublic: true });
    await owner.http.post(`/api/collections/${shown.id}/recipes`, { recipeId: recipeIds[2] });
    const publicList = await visitor().get('/api/collections/public');
    expect(publicList.status, publicList.text).toBe(200);
    expect((publicList.json as unknown as TCollection[]).some((c) => c.id === shown.id)).toBe(true);
    expect(JSON.stringify(publicList.json)).not.toMatch(/email/);
    const withRecipe = (await visitor().get(`/api/recipes/${recipeIds[2]}/collections`)).json as unknown as TCollection[];
    expect(withRecipe.map((c) => c.id)).toContain(shown.id);
    expect((await visitor().get('/api/collections/public?limit=0')).status).toBe(400);
  });
});
