import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http';
import { makePremium, signUp, someRecipeIds } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
let recipeIds: number[];
beforeAll(async () => {
  server = await startTestServer();
  recipeIds = await someRecipeIds(server.url, 2);
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);
const TITLE_REQUIRED = 'Bitte gib einen Titel für das Kochbuch ein';

describe('creating cookbooks', () => {
  it('creates a private cookbook and lists it', async () => {
    const cook = await signUp(server.url, 'buch');
    const res = await cook.http.post('/api/cookbooks', { title: '  Omas Backbuch ', description: 'Kuchen und Torten' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ title: 'Omas Backbuch', description: 'Kuchen und Torten', isPrivate: true, recipeCount: 0 });
    const list = await cook.http.get('/api/cookbooks');
    expect((list.json as unknown as { title: string }[]).map((c) => c.title)).toEqual(['Omas Backbuch']);
  });

  it.each([
    ['no title', {}],
    ['an empty title', { title: '' }],
    ['a title of spaces', { title: '   ' }],
  ])(`rejects %s with 400 '${TITLE_REQUIRED}'`, async (_label, body) => {
    const cook = await signUp(server.url, 'buch');
    const res = await cook.http.post('/api/cookbooks', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toContain(TITLE_REQUIRED);
  });

  it('lets a free member keep 3 private cookbooks and refuses the fourth with 403 and the premium hint', async () => {
    const cook = await signUp(server.url, 'buch');
    for (const title of ['Eins', 'Zwei', 'Drei']) expect((await cook.http.post('/api/cookbooks', { title })).status).toBe(200);
    const fourth = await cook.http.post('/api/cookbooks', { title: 'Vier' });
    expect(fourth.status).toBe(403);
    expect(fourth.json.message).toContain('Premium');
    expect(fourth.json.message).toContain('unbegrenzt private Kochbücher');
    expect((await cook.http.post('/api/cookbooks', { title: 'Öffentlich', isPrivate: false })).status).toBe(200);
    const list = (await cook.http.get('/api/cookbooks')).json as unknown as unknown[];
    expect(list).toHaveLength(4);
  });

  it('holds the free limit when five private cookbooks are created at once', async () => {
    const cook = await signUp(server.url, 'buch');
    const answers = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((title) => cook.http.post('/api/cookbooks', { title })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 403, 403]);
  });

  it('refuses to make a public cookbook private beyond the free limit', async () => {
    const cook = await signUp(server.url, 'buch');
    for (const title of ['Eins', 'Zwei', 'Drei']) await cook.http.post('/api/cookbooks', { title });
    const open = await cook.http.post('/api/cookbooks', { title: 'Offen', isPrivate: false });
    const res = await cook.http.patch(`/api/cookbooks/${open.json.id as number}`, { isPrivate: true });
    expect(res.status).toBe(403);
  });

  it('gives premium members unlimited private cookbooks', async () => {
    const cook = await signUp(server.url, 'buch');
    await makePremium(server.db, cook.id);
    for (let i = 1; i <= 5; i += 1) expect((await cook.http.post('/api/cookbooks', { title: `Band ${i}` })).status).toBe(200);
  });

  it('asks visitors to sign in with 401', async () => {
    expect((await visitor().get('/api/cookbooks')).status).toBe(401);
    expect((await visitor().post('/api/cookbooks', { title: 'Nein' })).status).toBe(401);
  });
});

describe('a cookbook and its recipes', () => {
  it('adds and removes recipes, renames and deletes, each without a body where none is needed', async () => {
    const cook = await signUp(server.url, 'buch');
    const created = await cook.http.post('/api/cookbooks', { title: 'Feierabend' });
    const id = created.json.id as number;
    const [first = 0, second = 0] = recipeIds;
    await cook.http.post(`/api/cookbooks/${id}/recipes`, { recipeId: first });
    const added = await cook.http.post(`/api/cookbooks/${id}/recipes`, { recipeId: second });
    expect((added.json.recipes as { id: number }[]).map((r) => r.id)).toEqual([first, second]);
    const removed = await cook.http.delete(`/api/cookbooks/${id}/recipes/${first}`);
    expect((removed.json.recipes as { id: number }[]).map((r) => r.id)).toEqual([second]);
    const renamed = await cook.http.patch(`/api/cookbooks/${id}`, { title: 'Schnelle Küche' });
    expect(renamed.json).toMatchObject({ title: 'Schnelle Küche', recipeCount: 1 });
    expect((await cook.http.patch(`/api/cookbooks/${id}`, { title: '' })).status).toBe(400);
    const opened = await cook.http.get(`/api/cookbooks/${id}`);
    expect(opened.json).toMatchObject({ title: 'Schnelle Küche', owner: { id: cook.id } });
    expect((await cook.http.delete(`/api/cookbooks/${id}`)).json).toEqual({ success: true });
    expect((await cook.http.get(`/api/cookbooks/${id}`)).status).toBe(404);
  });

  it('hides a private cookbook from others and lets nobody else change any cookbook', async () => {
    const [cook, stranger] = await Promise.all([signUp(server.url, 'buch'), signUp(server.url, 'fremd')]);
    const secret = (await cook.http.post('/api/cookbooks', { title: 'Privat' })).json.id as number;
    const open = (await cook.http.post('/api/cookbooks', { title: 'Offen', isPrivate: false })).json.id as number;
    expect((await stranger.http.get(`/api/cookbooks/${secret}`)).status).toBe(404);
    expect((await visitor().get(`/api/cookbooks/${secret}`)).status).toBe(404);
    expect((await visitor().get(`/api/cookbooks/${open}`)).status).toBe(200);
    for (const id of [secret, open]) {
      expect((await stranger.http.patch(`/api/cookbooks/${id}`, { title: 'Gekapert' })).status).toBe(404);
      expect((await stranger.http.post(`/api/cookbooks/${id}/recipes`, { recipeId: recipeIds[0] })).status).toBe(404);
      expect((await stranger.http.delete(`/api/cookbooks/${id}/recipes/${recipeIds[0]}`)).status).toBe(404);
      expect((await stranger.http.delete(`/api/cookbooks/${id}`)).status).toBe(404);
    }
    const mine = (await cook.http.get('/api/cookbooks')).json as unknown as { title: string }[];
    expect(mine.map((c) => c.title).sort()).toEqual(['Offen', 'Privat']);
  });
});
