import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, daysBetween, mondayOf, todayInPlanZone } from '@kochclip/core';
import { seededRecipeIds } from '../support/kitchen';
import { makePremium, signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

interface TEntry {
  id: number;
  date: string;
  slot: string;
  servings: number;
  note: string | null;
  recipe: { id: number; title: string } | null;
}
interface TWeek {
  weekStart: string;
  entries: TEntry[];
}

let server: TTestServer;
let recipe: Record<string, number>;
const nextMonday = () => addDays(mondayOf(todayInPlanZone()), 7);

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

async function note(member: TSignedUp, body: Record<string, unknown>): Promise<TEntry> {
  const res = await member.http.post('/api/meal-plan/notes', body);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TEntry;
}

async function week(member: TSignedUp, day: string): Promise<TWeek> {
  return (await member.http.get(`/api/meal-plan?week=${day}`)).json as unknown as TWeek;
}

describe('free-text entries', () => {
  it('plans „Essen gehen“ without a recipe, shows it in the week and changes its text', async () => {
    const member = await signUp(server.url, 'planer');
    const entry = await note(member, { date: nextMonday(), slot: 'dinner', note: '  Essen gehen ' });
    expect(entry).toMatchObject({ date: nextMonday(), slot: 'dinner', note: 'Essen gehen', recipe: null });
    expect((await week(member, nextMonday())).entries).toEqual([expect.objectContaining({ id: entry.id, note: 'Essen gehen' })]);

    const changed = await member.http.patch(`/api/meal-plan/entries/${entry.id}`, { note: 'Reste', slot: 'lunch' });
    expect(changed.json).toMatchObject({ note: 'Reste', slot: 'lunch', recipe: null });
    const withRecipe = await member.http.post('/api/meal-plan/entries', {
      date: nextMonday(),
      slot: 'dinner',
      recipeId: recipe.Shakshuka,
    });
    const refused = await member.http.patch(`/api/meal-plan/entries/${withRecipe.json.id as number}`, { note: 'Reste' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe('Nur Einträge ohne Rezept haben einen eigenen Text.');
  });

  it('refuses an empty or too long text, and stores HTML as text', async () => {
    const member = await signUp(server.url, 'planer');
    const empty = await member.http.post('/api/meal-plan/notes', { date: nextMonday(), slot: 'lunch', note: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.json.message).toContain('Bitte gib einen Text ein');
    const long = await member.http.post('/api/meal-plan/notes', { date: nextMonday(), slot: 'lunch', note: 'x'.repeat(81) });
    expect(long.status).toBe(400);
    expect(long.json.message).toContain('höchstens 80 Zeichen');
    expect((await note(member, { date: nextMonday(), slot: 'lunch', note: '<b>Reste</b>' })).note).toBe('<b>Reste</b>');
  });

  it('puts nothing on a shopping list for a week of free-text entries only', async () => {
    const member = await signUp(server.url, 'planer');
    await note(member, { date: nextMonday(), slot: 'dinner', note: 'Essen gehen' });
    const res = await member.http.post(`/api/meal-plan/weeks/${nextMonday()}/shopping-list`, {});
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('In dieser Woche ist noch nichts geplant.');
  });

  it('lists a free-text entry in the calendar feed by its text, without a link', async () => {
    const member = await signUp(server.url, 'planer');
    const entry = await note(member, { date: nextMonday(), slot: 'dinner', note: 'Essen gehen; bei Oma' });
    await member.http.post('/api/meal-plan/entries', { date: nextMonday(), slot: 'lunch', recipeId: recipe.Pfannkuchen });
    const feed = (await member.http.request('POST', '/api/meal-plan/calendar-feed')).json as unknown as { path: string };
    const text = await (await fetch(`${server.url}${feed.path}`)).text();
    const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    const outing = events.find((event) => event.uid === `kochclip-meal-${entry.id}@kochclip.de`);
    if (!outing) throw new Error('Der Eintrag ohne Rezept fehlt im Kalender.');
    expect(outing.summary).toBe('Abendessen: Essen gehen; bei Oma');
    expect(outing.startDate.toString()).toBe(`${nextMonday()}T18:30:00`);
    expect(outing.component.getFirstPropertyValue('url')).toBeNull();
    expect(events.map((event) => event.summary)).toContain('Mittagessen: Pfannkuchen');
  });
});

describe('repeating an entry weekly', () => {
  it('repeats a recipe for a number of weeks and a free-text entry until a date', async () => {
    const member = await premiumMember();
    const start = addDays(nextMonday(), 2);
    const dinner = (
      await member.http.post('/api/meal-plan/entries', { date: start, slot: 'dinner', recipeId: recipe.Pfannkuchen })
    ).json as unknown as TEntry;
    const repeated = await member.http.post(`/api/meal-plan/entries/${dinner.id}/repeat`, { weeks: 3 });
    expect(repeated.status, repeated.text).toBe(200);
    const entries = (repeated.json as unknown as { entries: TEntry[] }).entries;
    expect(entries.map((entry) => entry.date)).toEqual([addDays(start, 7), addDays(start, 14), addDays(start, 21)]);
    expect(entries.every((entry) => entry.recipe?.id === recipe.Pfannkuchen && entry.slot === 'dinner')).toBe(true);

    const rest = await note(member, { date: start, slot: 'lunch', note: 'Reste' });
    const until = await member.http.post(`/api/meal-plan/entries/${rest.id}/repeat`, { until: addDays(start, 20) });
    expect((until.json as unknown as { entries: TEntry[] }).entries.map((entry) => [entry.date, entry.note])).toEqual([
      [addDays(start, 7), 'Reste'],
      [addDays(start, 14), 'Reste'],
    ]);
  });

  it('refuses too many weeks, an end too early, both or neither, and entries of others', async () => {
    const member = await premiumMember();
    const entry = await note(member, { date: nextMonday(), slot: 'dinner', note: 'Pizza' });
    const path = `/api/meal-plan/entries/${entry.id}/repeat`;
    const tooMany = await member.http.post(path, { weeks: 27 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toContain('Wiederholen geht für 1 bis 26 Wochen.');
    const tooFar = await member.http.post(path, { until: addDays(nextMonday(), 7 * 30) });
    expect(tooFar.json.message).toBe('Wiederholen geht höchstens 26 Wochen im Voraus.');
    const early = await member.http.post(path, { until: addDays(nextMonday(), 6) });
    expect(early.json.message).toMatch(/^Bis zu diesem Datum passt keine Wiederholung/);
    expect((await member.http.post(path, { weeks: 2, until: addDays(nextMonday(), 30) })).status).toBe(400);
    expect((await member.http.post(path, {})).status).toBe(400);
    const other = await premiumMember();
    expect((await other.http.post(path, { weeks: 1 })).status).toBe(404);
    expect((await week(member, addDays(nextMonday(), 7))).entries).toEqual([]);
  });

  it('keeps a free member within their two weeks and writes nothing beyond them', async () => {
    const member = await signUp(server.url, 'planer');
    const entry = await note(member, { date: nextMonday(), slot: 'dinner', note: 'Pizza' });
    const refused = await member.http.post(`/api/meal-plan/entries/${entry.id}/repeat`, { weeks: 2 });
    expect(refused.status).toBe(403);
    expect((await week(member, addDays(nextMonday(), 7))).entries).toEqual([]);
  });
});

describe('„Vorschlag“', () => {
  it('says in German when there is nothing to suggest', async () => {
    const member = await signUp(server.url, 'planer');
    const res = await member.http.post(`/api/meal-plan/weeks/${nextMonday()}/suggestion`, {});
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(
      'Für einen Vorschlag fehlen Rezepte: Speichere Rezepte in einer Sammlung oder markiere sie mit „Gefällt mir“.',
    );
  });

  it('fills empty slots from collections and likes without repeating a recipe within two weeks', async () => {
    const member = await premiumMember();
    await member.http.post(`/api/recipes/${recipe.Pfannkuchen}/like`);
    await member.http.post(`/api/recipes/${recipe['Käsespätzle']}/like`);
    const collection = await member.http.post('/api/collections', { name: 'Lieblinge' });
    await member.http.post(`/api/collections/${collection.json.id as number}/recipes`, { recipeId: recipe.Shakshuka });
    await note(member, { date: nextMonday(), slot: 'dinner', note: 'Essen gehen' });

    const res = await member.http.post(`/api/meal-plan/weeks/${nextMonday()}/suggestion`, {});
    expect(res.status, res.text).toBe(200);
    const suggested = res.json as unknown as TWeek & { added: number };
    expect(suggested.added).toBe(3);
    const dinners = suggested.entries.filter((entry) => entry.slot === 'dinner');
    expect(dinners.find((entry) => entry.date === nextMonday())?.note).toBe('Essen gehen');
    const recipeIds = dinners.flatMap((entry) => (entry.recipe ? [entry.recipe.id] : []));
    expect(new Set(recipeIds)).toEqual(new Set([recipe.Pfannkuchen, recipe['Käsespätzle'], recipe.Shakshuka]));

    // Every recipe is planned next week, and no day of the week after is two weeks away from it.
    const after = await member.http.post(`/api/meal-plan/weeks/${addDays(nextMonday(), 7)}/suggestion`, {
      slots: ['lunch', 'dinner'],
    });
    expect(after.status).toBe(400);
    expect(after.json.message).toBe(
      'Kein Vorschlag möglich: Alle Rezepte aus deinen Sammlungen und Likes stehen schon innerhalb von zwei Wochen im Plan.',
    );
    const later = (await member.http.post(`/api/meal-plan/weeks/${addDays(nextMonday(), 21)}/suggestion`, {}))
      .json as unknown as TWeek & { added: number };
    const planned = [...dinners, ...later.entries].flatMap((entry) =>
      entry.recipe ? [[entry.recipe.id, entry.date] as const] : [],
    );
    for (const [id, date] of planned) {
      for (const [otherId, otherDate] of planned) {
        if (id === otherId && date !== otherDate) expect(Math.abs(daysBetween(date, otherDate))).toBeGreaterThanOrEqual(14);
      }
    }
  });

  it('fills each slot once when ten suggestions are asked for at the same moment', async () => {
    const member = await premiumMember();
    for (const title of ['Pfannkuchen', 'Käsespätzle', 'Shakshuka'] as const)
      await member.http.post(`/api/recipes/${recipe[title]}/like`);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => member.http.post(`/api/meal-plan/weeks/${nextMonday()}/suggestion`, {})),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((one) => one.status !== 200)) {
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^(In dieser Woche ist keine Mahlzeit mehr frei\.|Kein Vorschlag möglich: )/);
    }
    const week = (await member.http.get(`/api/meal-plan?week=${nextMonday()}`)).json as unknown as TWeek;
    const dinners = week.entries.filter((entry) => entry.slot === 'dinner').map((entry) => entry.date);
    expect(dinners).toEqual([...new Set(dinners)]);
    expect(dinners).toHaveLength(3);
  });

  it('says so when the week has no empty slot left', async () => {
    const member = await premiumMember();
    await member.http.post(`/api/recipes/${recipe.Pfannkuchen}/like`);
    for (let day = 0; day < 7; day += 1) await note(member, { date: addDays(nextMonday(), day), slot: 'dinner', note: 'Reste' });
    const res = await member.http.post(`/api/meal-plan/weeks/${nextMonday()}/suggestion`, {});
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('In dieser Woche ist keine Mahlzeit mehr frei.');
  });
});
