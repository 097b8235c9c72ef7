import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../support/http';
import { itemNamed, seededRecipeIds, type TApiShoppingList } from '../support/kitchen';
import { makePremium, signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
let recipe: Record<string, number>;
const visitor = () => new HttpClient(server.url);

beforeAll(async () => {
  server = await startTestServer();
  recipe = await seededRecipeIds(server.db, ['Pfannkuchen', 'Käsespätzle', 'Shakshuka', 'Bircher Müsli']);
});
afterAll(async () => {
  await server.close();
});

async function premiumMember(prefix = 'einkauf'): Promise<TSignedUp> {
  const member = await signUp(server.url, prefix);
  await makePremium(server.db, member.id);
  return member;
}

async function newList(member: TSignedUp, body?: unknown): Promise<TApiShoppingList> {
  const res = await member.http.request('POST', '/api/shopping-lists', body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TApiShoppingList;
}

async function addRecipe(member: TSignedUp, listId: number, body: Record<string, unknown>): Promise<TApiShoppingList> {
  const res = await member.http.post(`/api/shopping-lists/${listId}/recipes`, body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TApiShoppingList;
}

async function read(member: TSignedUp, listId: number): Promise<TApiShoppingList> {
  const res = await member.http.get(`/api/shopping-lists/${listId}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TApiShoppingList;
}

describe('who may use shopping lists', () => {
  it('asks visitors to sign in with 401 for every member route', async () => {
    const guest = visitor();
    const id = randomUUID();
    const answers = await Promise.all([
      guest.get('/api/shopping-lists'),
      guest.request('POST', '/api/shopping-lists'),
      guest.get('/api/shopping-lists/1'),
      guest.patch('/api/shopping-lists/1', { title: 'x' }),
      guest.delete('/api/shopping-lists/1'),
      guest.post('/api/shopping-lists/1/recipes', { recipeId: 1 }),
      guest.post('/api/shopping-lists/1/cookbooks', { cookbookId: 1 }),
      guest.post('/api/shopping-lists/1/items', { name: 'Milch' }),
      guest.patch(`/api/shopping-lists/1/items/${id}`, { checked: true }),
      guest.delete(`/api/shopping-lists/1/items/${id}`),
      guest.post('/api/shopping-lists/1/sync', { changes: [] }),
      guest.request('POST', '/api/shopping-lists/1/clear-checked'),
      guest.post('/api/shopping-lists/1/members', { username: 'anna' }),
      guest.delete('/api/shopping-lists/1/members/2'),
      guest.request('POST', '/api/shopping-lists/1/share-link'),
      guest.delete('/api/shopping-lists/1/share-link'),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED', requestId: expect.any(String) as string });
    }
  });

  it('lets a free member keep one list of their own and points to premium for a second', async () => {
    const member = await signUp(server.url, 'frei');
    const first = await newList(member);
    expect(first).toMatchObject({ title: 'Einkaufsliste', isOwner: true, items: [], members: [], shareLink: null });
    const second = await member.http.post('/api/shopping-lists', { title: 'Grillfest' });
    expect(second.status).toBe(403);
    expect(second.json.message).toBe(
      'Mit dem kostenlosen Konto hast du eine Einkaufsliste. Mit Premium erhältst du unbegrenzt viele Einkaufslisten.',
    );
    const mine = (await member.http.get('/api/shopping-lists')).json as unknown as { id: number }[];
    expect(mine.map((l) => l.id)).toEqual([first.id]);
  });

  it('gives a free member exactly one list when ten requests race for it', async () => {
    const member = await signUp(server.url, 'frei');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => member.http.post('/api/shopping-lists', { title: `Liste ${i}` })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 403)).toHaveLength(9);
  });

  it('lets premium members keep several lists', async () => {
    const member = await premiumMember();
    await newList(member, { title: 'Wocheneinkauf' });
    await newList(member, { title: '  Grillfest  ' });
    const mine = (await member.http.get('/api/shopping-lists')).json as unknown as { title: string }[];
    expect(mine.map((l) => l.title).sort()).toEqual(['Grillfest', 'Wocheneinkauf']);
  });

  it("answers another member's list with the same 404 as a list that does not exist", async () => {
    const [owner, stranger] = await Promise.all([premiumMember(), signUp(server.url, 'fremd')]);
    const list = await addRecipe(owner, (await newList(owner)).id, { recipeId: recipe.Pfannkuchen });
    const item = list.items[0]?.id ?? randomUUID();
    const missing = { message: 'Einkaufsliste nicht gefunden', code: 'NOT_FOUND', requestId: expect.any(String) as string };
    for (const id of [list.id, 2_000_000_000]) {
      const answers = await Promise.all([
        stranger.http.get(`/api/shopping-lists/${id}`),
        stranger.http.patch(`/api/shopping-lists/${id}`, { title: 'Meins' }),
        stranger.http.delete(`/api/shopping-lists/${id}`),
        stranger.http.post(`/api/shopping-lists/${id}/recipes`, { recipeId: recipe.Shakshuka }),
        stranger.http.post(`/api/shopping-lists/${id}/items`, { name: 'Schokolade' }),
        stranger.http.patch(`/api/shopping-lists/${id}/items/${item}`, { checked: true }),
        stranger.http.delete(`/api/shopping-lists/${id}/items/${item}`),
        stranger.http.post(`/api/shopping-lists/${id}/sync`, {
          changes: [{ type: 'check', itemId: item, checked: true, changedAt: new Date().toISOString() }],
        }),
        stranger.http.request('POST', `/api/shopping-lists/${id}/clear-checked`),
        stranger.http.post(`/api/shopping-lists/${id}/members`, { username: stranger.username }),
        stranger.http.request('POST', `/api/shopping-lists/${id}/share-link`),
        stranger.http.delete(`/api/shopping-lists/${id}/share-link`),
        stranger.http.delete(`/api/shopping-lists/${id}/members/${owner.id}`),
      ]);
      for (const answer of answers) {
        expect(answer.status, answer.text).toBe(404);
        expect(answer.json).toEqual(missing);
      }
    }
    const after = await read(owner, list.id);
    expect(after.items.every((i) => !i.checked)).toBe(true);
    expect(after.title).toBe('Einkaufsliste');
  });
});

describe('adding recipes', () => {
  it('puts a recipe on the list at the servings chosen in the portion scaler, by supermarket section', async () => {
    const member = await premiumMember();
    const list = await addRecipe(member, (await newList(member)).id, { recipeId: recipe.Pfannkuchen, servings: 6 });
    const shown = Object.fromEntries(list.items.map((i) => [i.name, [i.amount, i.section]]));
    expect(shown).toMatchObject({
      Weizenmehl: ['375 g', 'Trockenware'],
      Milch: ['750 ml', 'Kühlregal'],
      Eier: ['5', 'Kühlregal'],
      Butter: ['4,5 EL', 'Kühlregal'],
      Salz: ['1 1/2 Prisen', 'Gewürze'],
    });
    expect(itemNamed(list, 'Salz').staple).toBe(true);
    expect(itemNamed(list, 'Milch').staple).toBe(false);
    expect(itemNamed(list, 'Milch').sources).toEqual([{ recipeId: recipe.Pfannkuchen, title: 'Pfannkuchen' }]);
  });

  it('merges the same ingredient of two recipes into one line that names both recipes', async () => {
    const member = await premiumMember();
    const { id } = await newList(member);
    await addRecipe(member, id, { recipeId: recipe.Pfannkuchen });
    const list = await addRecipe(member, id, { recipeId: recipe['Käsespätzle'] });
    expect(itemNamed(list, 'Weizenmehl').amount).toBe('650 g');
    expect(itemNamed(list, 'Eier').amount).toBe('7');
    expect(itemNamed(list, 'Salz').amount).toBe('1 TL + 1 Prise');
    expect(itemNamed(list, 'Weizenmehl').sources.map((s) => s.title)).toEqual(['Pfannkuchen', 'Käsespätzle']);
    expect(list.items.filter((i) => i.name === 'Weizenmehl')).toHaveLength(1);
    // 'nach Geschmack' appears once, without an amount.
    expect(itemNamed(list, 'Pfeffer').amount).toBe('');
  });

  it('starts a new line for what is already checked off, instead of changing what is in the basket', async () => {
    const member = await premiumMember();
    const { id } = await newList(member);
    const first = await addRecipe(member, id, { recipeId: recipe.Pfannkuchen });
    const milk = itemNamed(first, 'Milch');
    await member.http.patch(`/api/shopping-lists/${id}/items/${milk.id}`, { checked: true });
    const again = await addRecipe(member, id, { recipeId: recipe.Pfannkuchen });
    const milks = again.items.filter((i) => i.name === 'Milch');
    expect(milks.map((i) => [i.amount, i.checked])).toEqual([
      ['500 ml', true],
      ['500 ml', false],
    ]);
  });

  it('adds exactly ten times the amounts when ten requests add the same recipe at once', async () => {
    const member = await premiumMember();
    const { id } = await newList(member);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.http.post(`/api/shopping-lists/${id}/recipes`, { recipeId: recipe.Pfannkuchen })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const list = await read(member, id);
    expect(itemNamed(list, 'Milch').amount).toBe('5 l');
    expect(itemNamed(list, 'Weizenmehl').amount).toBe('2,5 kg');
    expect(list.items.filter((i) => i.name === 'Milch')).toHaveLength(1);
  });

  it('adds a whole cookbook the member may read, and 404s a private cookbook of another member', async () => {
    const [member, other] = await Promise.all([premiumMember(), premiumMember()]);
    const own = (await member.http.post('/api/cookbooks', { title: 'Frühstück' })).json as unknown as { id: number };
    for (const recipeId of [recipe['Bircher Müsli'], recipe.Pfannkuchen]) {
      expect((await member.http.post(`/api/cookbooks/${own.id}/recipes`, { recipeId })).status).toBe(200);
    }
    const { id } = await newList(member);
    const res = await member.http.post(`/api/shopping-lists/${id}/cookbooks`, { cookbookId: own.id });
    expect(res.status, res.text).toBe(200);
    const list = res.json as unknown as TApiShoppingList;
    expect(itemNamed(list, 'Milch').amount).toBe('650 ml');
    expect(
      itemNamed(list, 'Milch')
        .sources.map((s) => s.title)
        .sort(),
    ).toEqual(['Bircher Müsli', 'Pfannkuchen']);

    const secret = (await other.http.post('/api/cookbooks', { title: 'Geheim' })).json as unknown as { id: number };
    const refused = await member.http.post(`/api/shopping-lists/${id}/cookbooks`, { cookbookId: secret.id });
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe('Kochbuch nicht gefunden');
    const open = (await other.http.post('/api/cookbooks', { title: 'Offen', isPrivate: false })).json as unknown as { id: number };
    expect((await member.http.post(`/api/shopping-lists/${id}/cookbooks`, { cookbookId: open.id })).status).toBe(200);
  });

  it('refuses a recipe that does not exist and servings outside 1 to 20, writing nothing', async () => {
    const member = await premiumMember();
    const { id } = await newList(member);
    const missing = await member.http.post(`/api/shopping-lists/${id}/recipes`, { recipeId: 2_000_000_000 });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Rezept nicht gefunden');
    for (const servings of [0, 21, 2.5, '4']) {
      const res = await member.http.post(`/api/shopping-lists/${id}/recipes`, { recipeId: recipe.Pfannkuchen, servings });
      expect(res.status, String(servings)).toBe(400);
    }
    expect((await read(member, id)).items).toEqual([]);
  });
});

describe('checking off and offline sync', () => {
  it('checks an item off and keeps the later of two changes by the time they were made', async () => {
    const member = await premiumMember();
    const list = await addRecipe(member, (await newList(member)).id, { recipeId: recipe.Pfannkuchen });
    const milk = itemNamed(list, 'Milch');
    const path = `/api/shopping-lists/${list.id}/items/${milk.id}`;
    const checked = await member.http.patch(path, { checked: true, changedAt: '2030-01-01T10:00:00Z' });
    expect(checked.status, checked.text).toBe(200);
    // The server's clock caps a device clock that runs ahead.
    expect(new Date(itemNamed(checked.json as unknown as TApiShoppingList, 'Milch').changedAt).getTime()).toBeLessThanOrEqual(
      Date.now(),
    );
    const older = await member.http.patch(path, { checked: false, changedAt: '2020-01-01T10:00:00Z' });
    expect(itemNamed(older.json as unknown as TApiShoppingList, 'Milch').checked).toBe(true);
    const newer = await member.http.patch(path, { checked: false });
    expect(itemNamed(newer.json as unknown as TApiShoppingList, 'Milch').checked).toBe(false);
  });

  it('applies a queue of offline changes in one request: last write per item wins', async () => {
    const member = await premiumMember();
    const list = await addRecipe(member, (await newList(member)).id, { recipeId: recipe.Pfannkuchen });
    const [milk, flour, sugar] = ['Milch', 'Weizenmehl', 'Zucker'].map((name) => itemNamed(list, name).id);
    // The phone went offline after loading the list; its changes are later than the list it loaded.
    const offlineSince = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const at = (ms: number) => new Date(offlineSince + ms).toISOString();
    const paper = randomUUID();
    const res = await member.http.post(`/api/shopping-lists/${list.id}/sync`, {
      changes: [
        { type: 'check', itemId: milk, checked: true, changedAt: at(10) },
        { type: 'check', itemId: flour, checked: true, changedAt: at(12) },
        { type: 'check', itemId: flour, checked: false, changedAt: at(11) },
        { type: 'section', itemId: sugar, section: 'Sonstiges', changedAt: at(13) },
        { type: 'add', itemId: paper, name: 'Backpapier', changedAt: at(14) },
        { type: 'add', itemId: paper, name: 'Backpapier', changedAt: at(15) },
        { type: 'check', itemId: randomUUID(), checked: true, changedAt: at(16) },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const {
      list: synced,
      applied,
      ignored,
    } = res.json as unknown as { list: TApiShoppingList; applied: number; ignored: number };
    expect([applied, ignored]).toEqual([4, 3]);
    expect(itemNamed(synced, 'Milch').checked).toBe(true);
    expect(itemNamed(synced, 'Weizenmehl').checked).toBe(true);
    expect(itemNamed(synced, 'Zucker').section).toBe('Sonstiges');
    expect(synced.items.filter((i) => i.name === 'Backpapier')).toEqual([
      expect.objectContaining({ id: paper, custom: true, section: 'Trockenware', amount: '' }),
    ]);
  });

  it('keeps a removed item removed against an older change from a phone that was offline', async () => {
    const member = await premiumMember();
    const list = await addRecipe(member, (await newList(member)).id, { recipeId: recipe.Pfannkuchen });
    const milk = itemNamed(list, 'Milch');
    expect((await member.http.delete(`/api/shopping-lists/${list.id}/items/${milk.id}`)).status).toBe(200);
    const stale = await member.http.post(`/api/shopping-lists/${list.id}/sync`, {
      changes: [{ type: 'check', itemId: milk.id, checked: true, changedAt: new Date(Date.now() - 60_000).toISOString() }],
    });
    expect((stale.json as unknown as { list: TApiShoppingList }).list.items.some((i) => i.id === milk.id)).toBe(false);
    const gone = await member.http.patch(`/api/shopping-lists/${list.id}/items/${milk.id}`, { checked: true });
    expect(gone.status).toBe(404);
    expect(gone.json.message).toBe('Eintrag nicht gefunden');
  });

  it('adds a free-text item once however often it is sent, in the section the lexicon knows', async () => {
    const member = await premiumMember();
    const { id } = await newList(member);
    const itemId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => member.http.post(`/api/shopping-lists/${id}/items`, { itemId, name: '  Frischkäse  ' })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(5).fill(200));
    const list = await read(member, id);
    expect(list.items).toEqual([expect.objectContaining({ id: itemId, name: 'Frischkäse', section: 'Kühlregal', custom: true })]);
  });

  it('removes checked items with clear-checked and leaves the rest', async () => {
    const member = await premiumMember();
    const list = await addRecipe(member, (await newList(member)).id, { recipeId: recipe.Pfannkuchen });
    await member.http.patch(`/api/shopping-lists/${list.id}/items/${itemNamed(list, 'Milch').id}`, { checked: true });
    const cleared = await member.http.request('POST', `/api/shopping-lists/${list.id}/clear-checked`);
    const after = cleared.json as unknown as TApiShoppingList;
    expect(after.items.some((i) => i.name === 'Milch')).toBe(false);
    expect(after.items).toHaveLength(list.items.length - 1);
    expect(after.openCount).toBe(after.itemCount);
  });

  it('refuses hostile changes with 400 and writes nothing', async () => {
    const member = await premiumMember();
    const list = await addRecipe(member, (await newList(member)).id, { recipeId: recipe.Pfannkuchen });
    const milk = itemNamed(list, 'Milch').id;
    const now = new Date().toISOString();
    const bodies: unknown[] = [
      { changes: [{ type: 'check', itemId: 'nicht-uuid', checked: true, changedAt: now }] },
      { changes: [{ type: 'check', itemId: milk, checked: 'ja', changedAt: now }] },
      { changes: [{ type: 'check', itemId: milk, checked: true, changedAt: 'gestern' }] },
      { changes: [{ type: 'check', itemId: milk, checked: true }] },
      { changes: [{ type: 'explode', itemId: milk, changedAt: now }] },
      { changes: [{ type: 'section', itemId: milk, section: 'Keller', changedAt: now }] },
      { changes: [{ type: 'add', itemId: randomUUID(), name: 'a\u0000b', changedAt: now }] },
      { changes: [{ type: 'add', itemId: randomUUID(), name: 'x'.repeat(201), changedAt: now }] },
      { changes: Array.from({ length: 501 }, () => ({ type: 'check', itemId: milk, checked: true, changedAt: now })) },
      { changes: 'alles' },
      {},
    ];
    for (const body of bodies) {
      const res = await member.http.post(`/api/shopping-lists/${list.id}/sync`, body);
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(res.json.code).toBe('BAD_REQUEST');
    }
    for (const path of [
      `/api/shopping-lists/abc`,
      `/api/shopping-lists/0`,
      `/api/shopping-lists/-1`,
      `/api/shopping-lists/1.5`,
    ]) {
      expect((await member.http.get(path)).status, path).toBe(400);
    }
    expect((await member.http.patch(`/api/shopping-lists/${list.id}/items/%00`, { checked: true })).status).toBe(400);
    expect(await read(member, list.id)).toEqual(list);
  });

  it('stops at 1000 items: a device queue is kept short, a single add is refused with 400', async () => {
    const member = await premiumMember();
    const { id } = await newList(member);
    const changedAt = new Date().toISOString();
    for (let round = 0; round < 2; round += 1) {
      const changes = Array.from({ length: 500 }, (_, i) => ({
        type: 'add',
        itemId: randomUUID(),
        name: `Posten ${round}-${i}`,
        changedAt,
      }));
      expect((await member.http.post(`/api/shopping-lists/${id}/sync`, { changes })).status).toBe(200);
    }
    const over = await member.http.post(`/api/shopping-lists/${id}/sync`, {
      changes: [{ type: 'add', itemId: randomUUID(), name: 'Einer zu viel', changedAt }],
    });
    expect((over.json as unknown as { ignored: number }).ignored).toBe(1);
    const refused = await member.http.post(`/api/shopping-lists/${id}/items`, { name: 'Noch einer' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toContain('höchstens 1000 Einträge');
    const full = await member.http.post(`/api/shopping-lists/${id}/recipes`, { recipeId: recipe.Pfannkuchen });
    expect(full.status).toBe(400);
    expect((await read(member, id)).itemCount).toBe(1000);
  });
});

describe('sections of my own and pantry staples', () => {
  it("remembers a member's section for an ingredient on every list they fill later", async () => {
    const member = await premiumMember();
    const first = await addRecipe(member, (await newList(member)).id, { recipeId: recipe.Pfannkuchen });
    const moved = await member.http.patch(`/api/shopping-lists/${first.id}/items/${itemNamed(first, 'Milch').id}`, {
      section: 'Getränke',
    });
    expect(itemNamed(moved.json as unknown as TApiShoppingList, 'Milch').section).toBe('Getränke');
    const second = await addRecipe(member, (await newList(member)).id, { recipeId: recipe['Bircher Müsli'] });
    expect(itemNamed(second, 'Milch').section).toBe('Getränke');
    // Another member's lists keep the lexicon's section.
    const other = await premiumMember();
    const theirs = await addRecipe(other, (await newList(other)).id, { recipeId: recipe['Bircher Müsli'] });
    expect(itemNamed(theirs, 'Milch').section).toBe('Kühlregal');
  });

  it('keeps the choice to hide pantry staples with the list', async () => {
    const member = await premiumMember();
    const { id } = await newList(member);
    const res = await member.http.patch(`/api/shopping-lists/${id}`, { hideStaples: true });
    expect((res.json as unknown as TApiShoppingList).hideStaples).toBe(true);
    expect((await read(member, id)).hideStaples).toBe(true);
  });
});

describe('sharing a list', () => {
  it('lets the member it is shared with read and edit it, and nobody else', async () => {
    const [owner, partner, stranger] = await Promise.all([
      premiumMember(),
      signUp(server.url, 'partner'),
      signUp(server.url, 'fremd'),
    ]);
    const list = await addRecipe(owner, (await newList(owner)).id, { recipeId: recipe.Pfannkuchen });
    const shared = await owner.http.post(`/api/shopping-lists/${list.id}/members`, { username: partner.username.toUpperCase() });
    expect(shared.status, shared.text).toBe(200);
    expect((shared.json as unknown as TApiShoppingList).members).toEqual([{ id: partner.id, username: partner.username }]);

    const seen = await read(partner, list.id);
    expect(seen).toMatchObject({ isOwner: false, shareLink: null, owner: { id: owner.id, username: owner.username } });
    expect(JSON.stringify(seen)).not.toContain('@');
    const theirs = (await partner.http.get('/api/shopping-lists')).json as unknown as { id: number; isOwner: boolean }[];
    expect(theirs).toEqual([expect.objectContaining({ id: list.id, isOwner: false })]);

    const checked = await partner.http.patch(`/api/shopping-lists/${list.id}/items/${itemNamed(list, 'Milch').id}`, {
      checked: true,
    });
    expect(checked.status).toBe(200);
    expect(itemNamed(await read(owner, list.id), 'Milch').checked).toBe(true);
    expect((await partner.http.post(`/api/shopping-lists/${list.id}/recipes`, { recipeId: recipe.Shakshuka })).status).toBe(200);

    expect((await stranger.http.get(`/api/shopping-lists/${list.id}`)).status).toBe(404);
  });

  it('keeps sharing, links and deleting to the owner; a member may leave', async () => {
    const [owner, partner, third] = await Promise.all([
      premiumMember(),
      signUp(server.url, 'partner'),
      signUp(server.url, 'dritt'),
    ]);
    const { id } = await newList(owner);
    await owner.http.post(`/api/shopping-lists/${id}/members`, { username: partner.username });
    const onlyOwner = 'Nur wer die Einkaufsliste angelegt hat, kann das.';
    for (const answer of await Promise.all([
      partner.http.post(`/api/shopping-lists/${id}/members`, { username: third.username }),
      partner.http.request('POST', `/api/shopping-lists/${id}/share-link`),
      partner.http.delete(`/api/shopping-lists/${id}/share-link`),
      partner.http.delete(`/api/shopping-lists/${id}`),
      partner.http.delete(`/api/shopping-lists/${id}/members/${owner.id}`),
    ])) {
      expect(answer.status, answer.text).toBe(403);
      expect(answer.json.message).toBe(onlyOwner);
    }
    expect((await partner.http.delete(`/api/shopping-lists/${id}/members/${partner.id}`)).json).toEqual({ success: true });
    expect((await partner.http.get(`/api/shopping-lists/${id}`)).status).toBe(404);
    expect((await read(owner, id)).members).toEqual([]);
  });

  it('answers 404 for an unknown username and 400 for sharing with oneself', async () => {
    const owner = await premiumMember();
    const { id } = await newList(owner);
    const unknown = await owner.http.post(`/api/shopping-lists/${id}/members`, { username: 'gibtesnicht_xyz' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Mitglied nicht gefunden');
    expect((await owner.http.post(`/api/shopping-lists/${id}/members`, { username: owner.username })).status).toBe(400);
  });

  it('shares a read-only link with a secret token that a new link replaces and revoking ends', async () => {
    const owner = await premiumMember();
    const list = await addRecipe(owner, (await newList(owner, { title: 'Für die WG' })).id, { recipeId: recipe.Pfannkuchen });
    const link = (await owner.http.request('POST', `/api/shopping-lists/${list.id}/share-link`)).json as unknown as { shareLink: string };
    expect(link.shareLink).toMatch(/^\/einkaufsliste\/geteilt\/[a-z2-7]{32}$/);
    expect((await read(owner, list.id)).shareLink).toBe(link.shareLink);
    const token = link.shareLink.split('/').pop() ?? '';

    const shared = await visitor().get(`/api/shared/shopping-lists/${token}`);
    expect(shared.status, shared.text).toBe(200);
    expect(shared.json).toMatchObject({ title: 'Für die WG', owner: { username: owner.username } });
    expect(Object.keys(shared.json).sort()).toEqual(['hideStaples', 'items', 'owner', 'title', 'updatedAt']);
    expect((shared.json.items as unknown[]).length).toBe(list.items.length);

    const renewed = (await owner.http.request('POST', `/api/shopping-lists/${list.id}/share-link`)).json as unknown as { shareLink: string };
    expect(renewed.shareLink).not.toBe(link.shareLink);
    expect((await visitor().get(`/api/shared/shopping-lists/${token}`)).status).toBe(404);
    const newToken = renewed.shareLink.split('/').pop() ?? '';
    expect((await visitor().get(`/api/shared/shopping-lists/${newToken}`)).status).toBe(200);

    expect((await owner.http.delete(`/api/shopping-lists/${list.id}/share-link`)).json).toEqual({ success: true });
    const revoked = await visitor().get(`/api/shared/shopping-lists/${newToken}`);
    expect(revoked.status).toBe(404);
    expect(revoked.json).toEqual({ message: 'Einkaufsliste nicht gefunden', code: 'NOT_FOUND', requestId: expect.any(String) as string });
    expect((await read(owner, list.id)).shareLink).toBeNull();
  });

  it('deletes a list for its owner, with everything on it', async () => {
    const owner = await premiumMember();
    const list = await addRecipe(owner, (await newList(owner)).id, { recipeId: recipe.Pfannkuchen });
    expect((await owner.http.delete(`/api/shopping-lists/${list.id}`)).json).toEqual({ success: true });
    expect((await owner.http.get(`/api/shopping-lists/${list.id}`)).status).toBe(404);
  });
});
