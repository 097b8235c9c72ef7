import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, mondayOf, todayInPlanZone } from '@kochclip/core';
import { HttpClient } from '../support/http';
import { itemNamed, seededRecipeIds, type TApiShoppingList } from '../support/kitchen';
import { makePremium, signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

interface TEntry {
  id: number;
  date: string;
  slot: string;
  servings: number;
  position: number;
  recipe: { id: number; title: string; servings: number; duration: number | null };
}
interface TWeek {
  weekStart: string;
  days: string[];
  entries: TEntry[];
  editable: boolean;
  planWindow: { from: string; to: string } | null;
}

let server: TTestServer;
let recipe: Record<string, number>;
const visitor = () => new HttpClient(server.url);
const thisMonday = () => mondayOf(todayInPlanZone());

beforeAll(async () => {
  server = await startTestServer();
  recipe = await seededRecipeIds(server.db, ['Pfannkuchen', 'Käsespätzle', 'Shakshuka']);
});
afterAll(async () => {
  await server.close();
});

async function premiumMember(): Promise<TSignedUp> {
  const member = await signUp(server.url, 'planer');
  await makePremium(server.db, member.id);
  return member;
}

async function plan(member: TSignedUp, body: Record<string, unknown>): Promise<TEntry> {
  const res = await member.http.post('/api/meal-plan/entries', body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TEntry;
}

async function week(member: TSignedUp, day?: string): Promise<TWeek> {
  const res = await member.http.get(`/api/meal-plan${day ? `?week=${day}` : ''}`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TWeek;
}

describe('the week view', () => {
  it('asks visitors to sign in for every meal plan route', async () => {
    const guest = visitor();
    for (const answer of await Promise.all([
      guest.get('/api/meal-plan'),
      guest.post('/api/meal-plan/entries', { date: thisMonday(), slot: 'dinner', recipeId: 1 }),
      guest.patch('/api/meal-plan/entries/1', { slot: 'lunch' }),
      guest.delete('/api/meal-plan/entries/1'),
      guest.post(`/api/meal-plan/weeks/${thisMonday()}/shopping-list`, {}),
      guest.get('/api/meal-plan/calendar-feed'),
      guest.request('POST', '/api/meal-plan/calendar-feed'),
      guest.delete('/api/meal-plan/calendar-feed'),
    ])) {
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({
        message: 'Anmeldung erforderlich',
        code: 'UNAUTHORIZED',
        requestId: expect.any(String) as string,
      });
    }
  });

  it('shows the current week Monday first, and any week asked for by one of its days', async () => {
    const member = await signUp(server.url, 'planer');
    const current = await week(member);
    expect(current.weekStart).toBe(thisMonday());
    expect(current.days).toHaveLength(7);
    expect(current.days[0]).toBe(thisMonday());
    expect(current.days[6]).toBe(addDays(thisMonday(), 6));
    expect(new Date(`${current.days[0] ?? ''}T12:00:00Z`).getUTCDay()).toBe(1);
    expect(current).toMatchObject({
      entries: [],
      editable: true,
      planWindow: { from: thisMonday(), to: addDays(thisMonday(), 13) },
    });
    expect((await week(member, '2030-06-14')).weekStart).toBe('2030-06-10');
    for (const bad of ['2030-02-30', '14.06.2030', 'morgen', '1999-12-31']) {
      const res = await member.http.get(`/api/meal-plan?week=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
  });
});

describe('planning meals', () => {
  it("plans a recipe at its own servings or the ones chosen, in the day's slots in order", async () => {
    const member = await signUp(server.url, 'planer');
    const day = addDays(thisMonday(), 2);
    const first = await plan(member, { date: day, slot: 'dinner', recipeId: recipe.Shakshuka });
    expect(first).toMatchObject({
      date: day,
      slot: 'dinner',
      servings: 2,
      position: 0,
      recipe: { id: recipe.Shakshuka, title: 'Shakshuka' },
    });
    const second = await plan(member, { date: day, slot: 'dinner', recipeId: recipe.Pfannkuchen, servings: 6 });
    expect(second).toMatchObject({ servings: 6, position: 1 });
    await plan(member, { date: day, slot: 'breakfast', recipeId: recipe.Pfannkuchen });
    const shown = await week(member);
    expect(shown.entries.map((e) => [e.slot, e.recipe.title])).toEqual([
      ['breakfast', 'Pfannkuchen'],
      ['dinner', 'Shakshuka'],
      ['dinner', 'Pfannkuchen'],
    ]);
  });

  it('lets a free member plan this week and the next, and points to premium beyond', async () => {
    const member = await signUp(server.url, 'planer');
    await plan(member, { date: thisMonday(), slot: 'lunch', recipeId: recipe.Pfannkuchen });
    await plan(member, { date: addDays(thisMonday(), 13), slot: 'lunch', recipeId: recipe.Pfannkuchen });
    for (const date of [addDays(thisMonday(), 14), addDays(thisMonday(), -1), '2031-01-01']) {
      const res = await member.http.post('/api/meal-plan/entries', { date, slot: 'lunch', recipeId: recipe.Pfannkuchen });
      expect(res.status, date).toBe(403);
      expect(res.json.message).toBe(
        'Mit dem kostenlosen Konto planst du die aktuelle und die nächste Woche. Mit Premium planst du so weit im Voraus, wie du möchtest.',
      );
    }
    expect((await week(member, addDays(thisMonday(), 14))).editable).toBe(false);
  });

  it('lets premium members plan any week', async () => {
    const member = await premiumMember();
    await plan(member, { date: '2031-03-03', slot: 'snack', recipeId: recipe.Pfannkuchen });
    const later = await week(member, '2031-03-05');
    expect(later).toMatchObject({ editable: true, planWindow: null });
    expect(later.entries.map((e) => e.date)).toEqual(['2031-03-03']);
  });

  it('moves an entry to another day and slot (drag and drop or keyboard) and changes its servings', async () => {
    const member = await signUp(server.url, 'planer');
    const entry = await plan(member, { date: thisMonday(), slot: 'lunch', recipeId: recipe.Shakshuka });
    const moved = await member.http.patch(`/api/meal-plan/entries/${entry.id}`, {
      date: addDays(thisMonday(), 4),
      slot: 'dinner',
      servings: 3,
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json).toMatchObject({ date: addDays(thisMonday(), 4), slot: 'dinner', servings: 3 });
    const refused = await member.http.patch(`/api/meal-plan/entries/${entry.id}`, { date: addDays(thisMonday(), 21) });
    expect(refused.status).toBe(403);
    expect((await week(member)).entries.map((e) => e.date)).toEqual([addDays(thisMonday(), 4)]);
  });

  it("answers another member's entry with 404 and never shows it", async () => {
    const [owner, other] = await Promise.all([signUp(server.url, 'planer'), signUp(server.url, 'fremd')]);
    const entry = await plan(owner, { date: thisMonday(), slot: 'dinner', recipeId: recipe.Pfannkuchen });
    const missing = {
      message: 'Eintrag im Wochenplan nicht gefunden',
      code: 'NOT_FOUND',
      requestId: expect.any(String) as string,
    };
    for (const answer of await Promise.all([
      other.http.patch(`/api/meal-plan/entries/${entry.id}`, { slot: 'lunch' }),
      other.http.delete(`/api/meal-plan/entries/${entry.id}`),
      other.http.delete('/api/meal-plan/entries/2000000000'),
    ])) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual(missing);
    }
    expect((await week(other)).entries).toEqual([]);
    expect((await week(owner)).entries.map((e) => e.slot)).toEqual(['dinner']);
    expect((await owner.http.delete(`/api/meal-plan/entries/${entry.id}`)).json).toEqual({ success: true });
  });

  it('refuses hostile input with 400', async () => {
    const member = await signUp(server.url, 'planer');
    const good = { date: thisMonday(), slot: 'dinner', recipeId: recipe.Pfannkuchen };
    for (const body of [
      { ...good, slot: 'mitternacht' },
      { ...good, date: '2030-13-01' },
      { ...good, servings: 0 },
      { ...good, servings: 21 },
      { ...good, recipeId: 'eins' },
      { ...good, extra: true },
      { ...good, date: '2030-01-01\u0000' },
    ]) {
      const res = await member.http.post('/api/meal-plan/entries', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await member.http.post('/api/meal-plan/entries', { ...good, recipeId: 2_000_000_000 })).status).toBe(404);
    expect((await week(member)).entries).toEqual([]);
  });

  it('fills a day with at most 20 recipes, also when 25 requests race', async () => {
    const member = await signUp(server.url, 'planer');
    const answers = await Promise.all(
      Array.from({ length: 25 }, () =>
        member.http.post('/api/meal-plan/entries', { date: thisMonday(), slot: 'snack', recipeId: recipe.Pfannkuchen }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
    expect(
      answers.filter((a) => a.status === 400).every((a) => a.json.message === 'An einem Tag haben höchstens 20 Rezepte Platz.'),
    ).toBe(true);
    expect((await week(member)).entries).toHaveLength(20);
  });
});

describe('Einkaufsliste für diese Woche', () => {
  it("puts every planned meal of the week on the member's list at its servings", async () => {
    const member = await signUp(server.url, 'planer');
    await plan(member, { date: addDays(thisMonday(), 1), slot: 'breakfast', recipeId: recipe.Pfannkuchen, servings: 2 });
    await plan(member, { date: addDays(thisMonday(), 3), slot: 'breakfast', recipeId: recipe.Pfannkuchen, servings: 4 });
    await plan(member, { date: addDays(thisMonday(), 3), slot: 'dinner', recipeId: recipe['Käsespätzle'], servings: 4 });
    // Next week's plan stays off this week's list.
    await plan(member, { date: addDays(thisMonday(), 7), slot: 'dinner', recipeId: recipe.Shakshuka });
    const res = await member.http.post(`/api/meal-plan/weeks/${addDays(thisMonday(), 5)}/shopping-list`, {});
    expect(res.status, res.text).toBe(200);
    const list = res.json as unknown as TApiShoppingList;
    expect(list).toMatchObject({ title: 'Einkaufsliste', isOwner: true });
    expect(itemNamed(list, 'Milch').amount).toBe('750 ml');
    expect(itemNamed(list, 'Weizenmehl').amount).toBe('775 g');
    expect(itemNamed(list, 'Weizenmehl').sources.map((s) => s.title)).toEqual(['Pfannkuchen', 'Käsespätzle']);
    expect(list.items.some((i) => i.name === 'Feta-Käse')).toBe(false);
    // The same list again: a free member's only list is used, not a second one.
    const again = await member.http.post(`/api/meal-plan/weeks/${thisMonday()}/shopping-list`, {});
    expect((again.json as unknown as TApiShoppingList).id).toBe(list.id);
    expect(((await member.http.get('/api/shopping-lists')).json as unknown[]).length).toBe(1);
  });

  it('says so for an empty week, and 404s a list the member may not edit', async () => {
    const [member, other] = await Promise.all([signUp(server.url, 'planer'), premiumMember()]);
    const empty = await member.http.post(`/api/meal-plan/weeks/${thisMonday()}/shopping-list`, {});
    expect(empty.status).toBe(400);
    expect(empty.json.message).toBe('In dieser Woche ist noch nichts geplant.');
    await plan(member, { date: thisMonday(), slot: 'dinner', recipeId: recipe.Pfannkuchen });
    const theirs = (await other.http.request('POST', '/api/shopping-lists')).json as unknown as { id: number };
    const refused = await member.http.post(`/api/meal-plan/weeks/${thisMonday()}/shopping-list`, { listId: theirs.id });
    expect(refused.status).toBe(404);
    expect(((await other.http.get(`/api/shopping-lists/${theirs.id}`)).json as unknown as TApiShoppingList).items).toEqual([]);
  });
});

describe('the private calendar subscription', () => {
  it('lists each planned meal with its recipe link, read with ical.js, until the address is renewed or revoked', async () => {
    const member = await premiumMember();
    expect((await member.http.get('/api/meal-plan/calendar-feed')).json).toEqual({ path: null });
    const dinner = await plan(member, { date: '2031-05-07', slot: 'dinner', recipeId: recipe['Käsespätzle'], servings: 3 });
    await plan(member, { date: '2031-05-08', slot: 'breakfast', recipeId: recipe.Pfannkuchen });
    const feed = (await member.http.request('POST', '/api/meal-plan/calendar-feed')).json as unknown as { path: string };
    expect(feed.path).toMatch(/^\/api\/meal-plan\/calendar\/[a-z2-7]{32}$/);
    expect((await member.http.get('/api/meal-plan/calendar-feed')).json).toEqual(feed);

    const response = await fetch(`${server.url}${feed.path}.ics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const text = await response.text();
    expect(text.endsWith('\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const spaetzle = events.find((event) => event.uid === `kochclip-meal-${dinner.id}@kochclip.de`);
    if (!spaetzle) throw new Error('Das Abendessen fehlt im Kalender.');
    expect(spaetzle.summary).toBe('Abendessen: Käsespätzle');
    expect(spaetzle.startDate.toString()).toBe('2031-05-07T18:30:00');
    expect(spaetzle.startDate.isDate).toBe(false);
    expect(spaetzle.duration.toSeconds()).toBe(55 * 60);
    expect(spaetzle.description).toBe(`3 Portionen. Rezept: ${server.url}/recipe/${recipe['Käsespätzle']}`);
    expect(spaetzle.component.getFirstPropertyValue('url')).toBe(`${server.url}/recipe/${recipe['Käsespätzle']}`);
    expect(events.map((event) => event.summary)).toContain('Frühstück: Pfannkuchen');

    const renewed = (await member.http.request('POST', '/api/meal-plan/calendar-feed')).json as unknown as { path: string };
    expect(renewed.path).not.toBe(feed.path);
    const old = await fetch(`${server.url}${feed.path}`);
    expect(old.status).toBe(404);
    expect(await old.json()).toEqual({
      message: 'Diesen Kalender gibt es nicht (mehr).',
      code: 'NOT_FOUND',
      requestId: expect.any(String) as string,
    });
    expect((await fetch(`${server.url}${renewed.path}`)).status).toBe(200);

    expect((await member.http.delete('/api/meal-plan/calendar-feed')).json).toEqual({ path: null });
    expect((await fetch(`${server.url}${renewed.path}`)).status).toBe(404);
  });

  it("shows only the feed owner's meals and refuses made-up addresses", async () => {
    const [owner, other] = await Promise.all([premiumMember(), premiumMember()]);
    await plan(owner, { date: '2031-06-02', slot: 'lunch', recipeId: recipe.Shakshuka });
    await plan(other, { date: '2031-06-02', slot: 'lunch', recipeId: recipe.Pfannkuchen });
    const feed = (await owner.http.request('POST', '/api/meal-plan/calendar-feed')).json as unknown as { path: string };
    const calendar = new ICAL.Component(ICAL.parse(await (await fetch(`${server.url}${feed.path}`)).text()) as unknown[]);
    expect(calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v).summary)).toEqual(['Mittagessen: Shakshuka']);
    for (const token of ['abc', 'a'.repeat(32), '../../etc/passwd', '%00']) {
      const res = await fetch(`${server.url}/api/meal-plan/calendar/${token}`);
      expect(res.status, token).toBeGreaterThanOrEqual(400);
      expect(res.status, token).toBeLessThan(500);
      expect(((await res.json()) as { code: string }).code).toMatch(/^(NOT_FOUND|BAD_REQUEST)$/);
    }
  });
});
