import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { householdInvitations, recipes, type TIngredient } from '@kochclip/db/schema';
import { mondayOf, todayInPlanZone } from '@kochclip/core';
import { HttpClient } from '../support/http';
import { seededRecipeIds, type TApiShoppingList } from '../support/kitchen';
import { makePremium, signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

interface THousehold {
  id: number;
  name: string;
  isManager: boolean;
  manager: { id: number; username: string };
  members: { id: number; username: string; isManager: boolean }[];
  maxMembers: number;
  invitations: { id: number; kind: 'username' | 'link'; username: string | null }[];
}
interface TState {
  household: THousehold | null;
  invitations: { id: number; household: { name: string; memberCount: number }; invitedBy: string }[];
}
interface TWeek {
  entries: { id: number; date: string; note: string | null; recipe: { id: number; title: string } | null }[];
}
interface TListSummary {
  id: number;
  title: string;
  isOwner: boolean;
}

let server: TTestServer;
let seeded: Record<string, number>;
const today = () => todayInPlanZone();

beforeAll(async () => {
  server = await startTestServer();
  seeded = await seededRecipeIds(server.db, ['Pfannkuchen', 'Shakshuka']);
});
afterAll(async () => {
  await server.close();
});

const member = (prefix = 'haus') => signUp(server.url, prefix);

async function ok<T>(answer: Promise<{ status: number; json: unknown; text: string }>): Promise<T> {
  const res = await answer;
  expect(res.status, res.text).toBe(200);
  return res.json as T;
}

async function refused(answer: Promise<{ status: number; json: unknown; text: string }>, status: number, message: string) {
  const res = await answer;
  expect(res.status, res.text).toBe(status);
  expect(res.json).toMatchObject({ message });
  expect(typeof (res.json as { code: unknown }).code).toBe('string');
}

const state = (m: TSignedUp) => ok<TState>(m.http.get('/api/household'));
const create = (m: TSignedUp, name = 'Familie Koch') => ok<TState>(m.http.post('/api/household', { name }));
const invite = (m: TSignedUp, username: string) => m.http.post('/api/household/invitations', { username });
const link = async (m: TSignedUp) => {
  const made = await ok<{ id: number; link: string }>(m.http.request('POST', '/api/household/invitation-links'));
  return { id: made.id, token: made.link.split('/').at(-1) ?? '' };
};
const joinByLink = (m: TSignedUp, token: string, bringOwn = false) => m.http.post('/api/household/join', { token, bringOwn });
const leave = (m: TSignedUp) => m.http.request('POST', '/api/household/leave');
const week = (m: TSignedUp) => ok<TWeek>(m.http.get(`/api/meal-plan?week=${mondayOf(today())}`));
const lists = (m: TSignedUp) => ok<TListSummary[]>(m.http.get('/api/shopping-lists'));

async function joinByName(m: TSignedUp, bringOwn: boolean) {
  const [invitation] = (await state(m)).invitations;
  if (!invitation) throw new Error('keine Einladung');
  return ok<TState>(m.http.post('/api/household/join', { invitationId: invitation.id, bringOwn }));
}

async function listWith(m: TSignedUp, title: string, item: string): Promise<TApiShoppingList> {
  const list = await ok<TApiShoppingList>(m.http.post('/api/shopping-lists', { title }));
  return ok<TApiShoppingList>(m.http.post(`/api/shopping-lists/${list.id}/items`, { name: item }));
}

async function privateRecipe(authorId: number, title: string): Promise<number> {
  const ingredients: TIngredient[] = [{ name: 'Safranfäden', amount: '1', unit: 'Prise' }];
  const [row] = await server.db
    .insert(recipes)
    .values({
      title,
      source: 'manual',
      createdById: authorId,
      visibility: 'private',
      ingredients,
      instructions: [{ step: 'Kochen.' }],
    })
    .returning({ id: recipes.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

/** A premium manager with a household of `size` members (joined by link), the others returned in join order. */
async function householdOf(size: number): Promise<{ manager: TSignedUp; members: TSignedUp[]; token: string }> {
  const manager = await member('verwalter');
  await makePremium(server.db, manager.id);
  await create(manager);
  const { token } = await link(manager);
  const members: TSignedUp[] = [];
  for (let i = 1; i < size; i++) {
    const one = await member('mitbewohner');
    await ok(joinByLink(one, token));
    members.push(one);
  }
  return { manager, members, token };
}

describe('a household', () => {
  it('asks visitors to sign in', async () => {
    const guest = new HttpClient(server.url);
    for (const answer of await Promise.all([
      guest.get('/api/household'),
      guest.post('/api/household', { name: 'x' }),
      guest.post('/api/household/join', { token: 'x' }),
      guest.request('POST', '/api/household/leave'),
    ])) {
      expect(answer.status).toBe(401);
      expect(answer.json).toMatchObject({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED' });
    }
  });

  it('keeps a name with HTML as text and refuses a blank one with 400', async () => {
    const anna = await member();
    await refused(anna.http.post('/api/household', { name: '   ' }), 400, 'name: Bitte gib dem Haushalt einen Namen.');
    const made = await create(anna, '<b>WG</b> & <script>x</script>');
    expect(made.household).toMatchObject({ name: '<b>WG</b> & <script>x</script>', isManager: true, maxMembers: 2 });
    expect(made.household?.members).toEqual([expect.objectContaining({ id: anna.id, isManager: true })]);
    await refused(
      anna.http.post('/api/household', { name: 'Zweiter' }),
      409,
      'Du bist schon in einem Haushalt. Verlasse ihn zuerst, um einen anderen zu gründen oder beizutreten.',
    );
  });

  it('refuses inviting oneself (400), a non-member acting (404) and a member who does not manage it (403)', async () => {
    const anna = await member();
    const ben = await member();
    await refused(invite(anna, ben.username), 404, 'Du bist in keinem Haushalt.');
    await refused(leave(anna), 404, 'Du bist in keinem Haushalt.');
    await create(anna);
    await refused(invite(anna, anna.username.toUpperCase()), 400, 'Du kannst dich nicht selbst einladen.');
    await refused(invite(anna, 'gibt-es-nicht-123'), 404, 'Mitglied nicht gefunden');
    await ok(invite(anna, ben.username));
    await joinByName(ben, false);
    const carl = await member();
    await refused(invite(ben, carl.username), 403, 'Nur wer den Haushalt verwaltet, kann das.');
    await refused(ben.http.request('POST', '/api/household/invitation-links'), 403, 'Nur wer den Haushalt verwaltet, kann das.');
    await refused(ben.http.delete(`/api/household/members/${anna.id}`), 403, 'Nur wer den Haushalt verwaltet, kann das.');
    await refused(carl.http.delete(`/api/household/members/${ben.id}`), 404, 'Du bist in keinem Haushalt.');
    await refused(invite(anna, ben.username), 409, 'Dieses Mitglied gehört schon zu deinem Haushalt.');
  });

  it('joins by username bringing plan and lists in: both see and edit one plan and one list; others get 404', async () => {
    const anna = await member();
    const ben = await member();
    const outsider = await member();
    const annas = await listWith(anna, 'Wocheneinkauf', 'Milch');
    await ok(anna.http.post('/api/meal-plan/entries', { date: today(), slot: 'dinner', recipeId: seeded.Pfannkuchen }));
    await ok(ben.http.post('/api/meal-plan/entries', { date: today(), slot: 'lunch', recipeId: seeded.Shakshuka }));
    const bens = await listWith(ben, 'Bens Liste', 'Brot');

    await create(anna, 'Familie');
    await ok(invite(anna, ben.username));
    const invited = await state(ben);
    expect(invited.household).toBeNull();
    expect(invited.invitations).toEqual([
      expect.objectContaining({ household: { name: 'Familie', memberCount: 1 }, invitedBy: anna.username }),
    ]);
    const joined = await joinByName(ben, true);
    expect(joined.household?.members.map((m) => m.username)).toEqual([anna.username, ben.username]);
    expect(joined.invitations).toEqual([]);

    for (const one of [anna, ben]) {
      const titles = (await week(one)).entries.map((entry) => entry.recipe?.title).sort();
      expect(titles).toEqual(['Pfannkuchen', 'Shakshuka']);
      const summaries = await lists(one);
      expect(summaries.map((list) => [list.id, list.isOwner]).sort()).toEqual(
        [
          [annas.id, true],
          [bens.id, true],
        ].sort(),
      );
    }
    await refused(
      anna.http.post(`/api/shopping-lists/${annas.id}/members`, { username: ben.username }),
      400,
      'Die Liste gehört schon eurem Haushalt.',
    );
    const item = annas.items[0];
    if (!item) throw new Error('no item');
    const checked = await ok<TApiShoppingList>(
      ben.http.patch(`/api/shopping-lists/${annas.id}/items/${item.id}`, { checked: true }),
    );
    expect(checked.items[0]?.checked).toBe(true);
    const seen = await ok<TApiShoppingList>(anna.http.get(`/api/shopping-lists/${annas.id}`));
    expect(seen.items[0]?.checked).toBe(true);

    // The household's pantry is one: what Ben adds, Anna has.
    await ok(ben.http.post('/api/pantry/items', { name: 'Reis' }));
    expect((await ok<{ items: { name: string }[] }>(anna.http.get('/api/pantry'))).items.map((i) => i.name)).toEqual(['Reis']);

    for (const path of [`/api/shopping-lists/${annas.id}`, `/api/shopping-lists/${bens.id}`]) {
      await refused(outsider.http.get(path), 404, 'Einkaufsliste nicht gefunden');
    }
    expect((await week(outsider)).entries).toEqual([]);
    const [entry] = (await week(anna)).entries;
    if (!entry) throw new Error('no entry');
    expect((await outsider.http.patch(`/api/meal-plan/entries/${entry.id}`, { servings: 3 })).status).toBe(404);
    expect((await outsider.http.delete(`/api/meal-plan/entries/${entry.id}`)).status).toBe(404);
    // Ben, a member, may change and remove what Anna planned.
    await ok(ben.http.patch(`/api/meal-plan/entries/${entry.id}`, { servings: 3 }));
    expect((await week(anna)).entries.find((e) => e.id === entry.id)).toBeDefined();
    expect((await state(outsider)).household).toBeNull();
  });

  it('joins by link without bringing own plan, which waits and comes back with a copy on leaving', async () => {
    const anna = await member();
    const ben = await member();
    await ok(ben.http.post('/api/meal-plan/entries', { date: today(), slot: 'lunch', recipeId: seeded.Shakshuka }));
    await create(anna);
    await ok(anna.http.post('/api/meal-plan/entries', { date: today(), slot: 'dinner', recipeId: seeded.Pfannkuchen }));
    await listWith(anna, 'Haushaltsliste', 'Eier');
    const { token } = await link(anna);
    const preview = await ok<{ household: { memberCount: number }; invitedBy: string }>(
      ben.http.get(`/api/household/invitation-links/${token}`),
    );
    expect(preview).toMatchObject({ household: { memberCount: 1 }, invitedBy: anna.username });
    await ok(joinByLink(ben, token, false));
    expect((await week(ben)).entries.map((e) => e.recipe?.title)).toEqual(['Pfannkuchen']);

    const left = await ok<TState>(leave(ben));
    expect(left.household).toBeNull();
    expect((await week(ben)).entries.map((e) => e.recipe?.title).sort()).toEqual(['Pfannkuchen', 'Shakshuka']);
    const copies = await lists(ben);
    expect(copies.map((l) => l.title)).toEqual(['Haushaltsliste']);
    const copy = await ok<TApiShoppingList>(ben.http.get(`/api/shopping-lists/${copies[0]?.id ?? 0}`));
    expect(copy.items.map((i) => i.name)).toEqual(['Eier']);
    expect(copy.owner.id).toBe(ben.id);
    // The household keeps its own, and the copy is Ben's alone.
    expect((await week(anna)).entries.map((e) => e.recipe?.title)).toEqual(['Pfannkuchen']);
    await refused(anna.http.get(`/api/shopping-lists/${copy.id}`), 404, 'Einkaufsliste nicht gefunden');
  });

  it('answers an expired or revoked link and joining a second household with German 404 and 409', async () => {
    const anna = await member();
    const ben = await member();
    await create(anna);
    const expired = await link(anna);
    await server.db
      .update(householdInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(householdInvitations.id, expired.id));
    await refused(joinByLink(ben, expired.token), 404, 'Diese Einladung ist abgelaufen. Bitte um eine neue.');
    await refused(
      ben.http.get(`/api/household/invitation-links/${expired.token}`),
      404,
      'Diese Einladung ist abgelaufen. Bitte um eine neue.',
    );
    const revoked = await link(anna);
    await ok(anna.http.delete(`/api/household/invitations/${revoked.id}`));
    await refused(joinByLink(ben, revoked.token), 404, 'Diese Einladung wurde zurückgezogen. Bitte um eine neue.');
    await refused(joinByLink(ben, 'unbekannt'), 404, 'Diese Einladung gibt es nicht.');
    await refused(ben.http.delete(`/api/household/invitations/${revoked.id}`), 404, 'Du bist in keinem Haushalt.');

    await create(ben, 'Bens WG');
    const fresh = await link(anna);
    await refused(
      joinByLink(ben, fresh.token),
      409,
      'Du bist schon in einem Haushalt. Verlasse ihn zuerst, um einen anderen zu gründen oder beizutreten.',
    );
    expect((await state(ben)).household?.name).toBe('Bens WG');
    expect((await state(anna)).household?.members).toHaveLength(1);
  });

  it('grows beyond 2 members only with the manager’s premium', async () => {
    const anna = await member();
    const [ben, carl] = [await member(), await member()];
    await create(anna);
    const { token } = await link(anna);
    await ok(joinByLink(ben, token));
    const premium = 'Ein Haushalt mit mehr als 2 Mitgliedern braucht Premium für die Person, die ihn verwaltet.';
    await refused(joinByLink(carl, token), 403, premium);
    await refused(invite(anna, carl.username), 403, premium);
    await refused(anna.http.request('POST', '/api/household/invitation-links'), 403, premium);
    expect((await state(carl)).household).toBeNull();
    await makePremium(server.db, anna.id);
    const joined = await ok<TState>(joinByLink(carl, token));
    expect(joined.household).toMatchObject({ maxMembers: 12 });
    expect(joined.household?.members).toHaveLength(3);
  });

  it('shows a member’s private recipe planned into the household plan through the plan and the list only', async () => {
    const anna = await member();
    const ben = await member();
    await create(anna);
    await ok(invite(anna, ben.username));
    await joinByName(ben, false);
    const secret = await privateRecipe(ben.id, 'Bens Geheimrisotto');
    await ok(ben.http.post('/api/meal-plan/entries', { date: today(), slot: 'dinner', recipeId: secret }));

    expect((await week(anna)).entries.map((e) => e.recipe?.title)).toEqual(['Bens Geheimrisotto']);
    const list = await ok<TApiShoppingList>(anna.http.post(`/api/meal-plan/weeks/${today()}/shopping-list`, {}));
    expect(list.items.map((i) => i.name)).toContain('Safranfäden');
    await refused(anna.http.get(`/api/recipes/${secret}`), 404, 'Rezept nicht gefunden');
    // Anna may not plan it herself, nor put it on a list directly.
    expect((await anna.http.post('/api/meal-plan/entries', { date: today(), slot: 'lunch', recipeId: secret })).status).toBe(404);
    expect((await anna.http.post(`/api/shopping-lists/${list.id}/recipes`, { recipeId: secret })).status).toBe(404);

    // Once Ben has left, the household no longer sees it (the entry stays, unseen).
    await ok(leave(ben));
    expect((await week(anna)).entries).toEqual([]);
    expect((await week(ben)).entries.map((e) => e.recipe?.title)).toEqual(['Bens Geheimrisotto']);
  });

  it('passes on to the member who joined first when the manager leaves; a removed member keeps a copy', async () => {
    const { manager, members } = await householdOf(3);
    const [ben, carl] = members;
    if (!ben || !carl) throw new Error('members');
    await ok(manager.http.post('/api/meal-plan/entries', { date: today(), slot: 'dinner', recipeId: seeded.Pfannkuchen }));
    await ok(leave(manager));
    const after = await state(ben);
    expect(after.household).toMatchObject({ isManager: true, manager: { id: ben.id } });
    expect(after.household?.members.map((m) => m.id)).toEqual([ben.id, carl.id]);
    for (const one of [manager, ben, carl]) {
      expect((await week(one)).entries.map((e) => e.recipe?.title)).toEqual(['Pfannkuchen']);
    }
    await refused(
      ben.http.delete(`/api/household/members/${ben.id}`),
      400,
      'Um den Haushalt zu verlassen, wähle „Haushalt verlassen“.',
    );
    const removed = await ok<TState>(ben.http.delete(`/api/household/members/${carl.id}`));
    expect(removed.household?.members.map((m) => m.id)).toEqual([ben.id]);
    expect((await state(carl)).household).toBeNull();
    expect((await week(carl)).entries.map((e) => e.recipe?.title)).toEqual(['Pfannkuchen']);
  });

  it('passes on with its plan and lists when the manager deletes their account', async () => {
    const { manager, members } = await householdOf(2);
    const [ben] = members;
    if (!ben) throw new Error('members');
    await ok(manager.http.post('/api/meal-plan/entries', { date: today(), slot: 'dinner', recipeId: seeded.Pfannkuchen }));
    const list = await listWith(manager, 'Gemeinsam', 'Butter');
    const deleted = await manager.http.request('DELETE', '/api/user', { password: 'Zwiebelkuchen!42', recipes: 'delete' });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await state(ben)).household).toMatchObject({ isManager: true, members: [expect.objectContaining({ id: ben.id })] });
    expect((await week(ben)).entries.map((e) => e.recipe?.title)).toEqual(['Pfannkuchen']);
    expect((await ok<TApiShoppingList>(ben.http.get(`/api/shopping-lists/${list.id}`))).owner.id).toBe(ben.id);
  });

  it('takes invitations from a write budget: the 31st in a minute answers a German 429 with Retry-After', async () => {
    const anna = await member();
    await create(anna);
    for (let i = 0; i < 29; i++) expect((await invite(anna, 'gibt-es-nicht-123')).status).toBe(404);
    const limited = await invite(anna, 'gibt-es-nicht-123');
    expect(limited.status, limited.text).toBe(429);
    expect(limited.json).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(String(limited.json.message)).toMatch(
      /^Du hast in kurzer Zeit zu viele Änderungen am Haushalt vorgenommen\. Bitte versuche es in \d+ (Sekunden?|Minuten?) erneut\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('holds the cap of 12 when ten members join at once: the twelfth and no thirteenth', async () => {
    const { manager, token } = await householdOf(10);
    const newcomers = await Promise.all(Array.from({ length: 10 }, () => member('ansturm')));
    const answers = await Promise.all(newcomers.map((one) => joinByLink(one, token)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, ...Array<number>(8).fill(409)]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(answer.json).toMatchObject({ message: 'Der Haushalt ist voll: Er hat schon 12 Mitglieder.', code: 'CONFLICT' });
    }
    expect((await state(manager)).household?.members).toHaveLength(12);
    const outsider = newcomers[answers.findIndex((a) => a.status === 409)];
    if (!outsider) throw new Error('no refused member');
    expect((await state(outsider)).household).toBeNull();
    await refused(invite(manager, outsider.username), 409, 'Der Haushalt ist voll: Er hat schon 12 Mitglieder.');
  });
});
