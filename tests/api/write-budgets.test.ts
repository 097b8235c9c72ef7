import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, rateLimits, shoppingLists } from '@kochclip/db/schema';
import { todayInPlanZone } from '@kochclip/core';
import { DEFAULT_WRITE_BUDGETS, type TWriteBudgets, type TWriteKind } from '@kochclip/routers/server';
import {
  imagePart,
  insertChallenge,
  insertRecipe,
  photoJpeg,
  postForm,
  registerMember,
  type TCommunityMember,
} from '../support/community';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

/** Small budgets, so each kind's limit is reached in a few requests. */
const SMALL = { perMinute: 3, perDay: 5 };
const SMALL_BUDGETS: TWriteBudgets = {
  comment: SMALL,
  rating: SMALL,
  communityPhoto: SMALL,
  challengeEntry: SMALL,
  collection: SMALL,
  cookbook: SMALL,
  follow: SMALL,
  shoppingList: SMALL,
  mealPlan: SMALL,
  recipeEdit: SMALL,
};

let database: TIsolatedDb;
let standard: TTestServer;
let small: TTestServer;
let daily: TTestServer;
let recipeId: number;
let photo: Buffer;
// Its own database: the recipes written here must not appear in the middle of another file's walk of the recipe list.
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_budgets');
  const deps = { database: database.handle };
  [standard, small, daily] = await Promise.all([
    startTestServer({ writeBudgets: DEFAULT_WRITE_BUDGETS }, deps),
    startTestServer({ writeBudgets: SMALL_BUDGETS }, deps),
    startTestServer({ writeBudgets: { ...SMALL_BUDGETS, comment: { perMinute: 100, perDay: 4 } } }, deps),
  ]);
  recipeId = await insertRecipe(null, 'Budget-Testrezept', db());
  photo = await photoJpeg();
});
afterAll(async () => {
  await Promise.all([standard.close(), small.close(), daily.close()]);
  await database.drop();
});

const db = () => database.handle.db;

interface TAnswer {
  status: number;
  json: Record<string, unknown>;
  retryAfter: string | null;
}

async function viaApi(m: TCommunityMember, method: 'POST', path: string, body: unknown): Promise<TAnswer> {
  const res = await m.http.request(method, path, body);
  return { status: res.status, json: res.json, retryAfter: res.headers.get('retry-after') };
}

async function viaTrpc(m: TCommunityMember, procedure: string, input: unknown): Promise<TAnswer> {
  const res = await m.http.post(`/trpc/${procedure}`, input);
  const error = (res.json as { error?: { message?: string; data?: { code?: string } } }).error;
  return {
    status: res.status,
    json: error ? { message: error.message, code: error.data?.code } : res.json,
    retryAfter: res.headers.get('retry-after'),
  };
}

const TOO_MANY: Record<TWriteKind, RegExp> = {
  comment: /^Du hast in kurzer Zeit zu viele Kommentare geschrieben\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  rating: /^Du hast in kurzer Zeit zu viele Bewertungen abgegeben\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  communityPhoto: /^Du hast in kurzer Zeit zu viele Bilder hochgeladen\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  challengeEntry:
    /^Du hast in kurzer Zeit zu viele Challenge-Beiträge eingereicht\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  collection:
    /^Du hast in kurzer Zeit zu viele Änderungen an Sammlungen vorgenommen\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  cookbook:
    /^Du hast in kurzer Zeit zu viele Änderungen an Kochbüchern vorgenommen\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  follow: /^Du bist in kurzer Zeit zu vielen Mitgliedern gefolgt\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  shoppingList:
    /^Du hast in kurzer Zeit zu viele Änderungen an Einkaufslisten vorgenommen\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  mealPlan:
    /^Du hast in kurzer Zeit zu viele Rezepte in den Wochenplan gelegt\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
  recipeEdit: /^Du hast in kurzer Zeit zu viele Rezepte gespeichert\. Bitte versuche es in (\d+ Sekunden?|1 Minute) erneut\.$/,
};

function expectTooMany(answer: TAnswer, kind: TWriteKind): void {
  expect(answer.status, JSON.stringify(answer.json)).toBe(429);
  expect(answer.json.code).toBe('TOO_MANY_REQUESTS');
  expect(answer.json.message).toMatch(TOO_MANY[kind]);
  const seconds = Number(answer.retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(60);
}

describe('50 parallel comments of one member', () => {
  it.each([
    ['/api', (m: TCommunityMember, i: number) => viaApi(m, 'POST', `/api/recipes/${recipeId}/comments`, { content: `Nr. ${i}` })],
    ['/trpc', (m: TCommunityMember, i: number) => viaTrpc(m, 'social.addComment', { id: recipeId, content: `Nr. ${i}` })],
  ])('over %s: exactly the budget of 10 a minute succeed, the rest 429 with Retry-After', async (_via, write) => {
    const m = await registerMember(standard.url);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => write(m, i)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(DEFAULT_WRITE_BUDGETS.comment.perMinute);
    for (const refused of answers.filter((a) => a.status !== 200)) expectTooMany(refused, 'comment');
    const [stored] = await db().select({ n: count() }).from(comments).where(eq(comments.userId, m.id));
    expect(stored?.n).toBe(DEFAULT_WRITE_BUDGETS.comment.perMinute);
  });
});

/** Every kind of write, as a member's client sends it; `i` makes each write distinct where the kind needs it. */
async function writeOf(
  kind: TWriteKind,
  m: TCommunityMember,
  i: number,
  ctx: { challenges: number[]; targets: TCommunityMember[] },
) {
  const upload = async (path: string, parts: Parameters<typeof postForm>[3]): Promise<TAnswer> => {
    const res = await postForm(small.url, path, m, parts);
    return { status: res.status, json: res.json, retryAfter: res.retryAfter };
  };
  switch (kind) {
    case 'comment':
      return viaApi(m, 'POST', `/api/recipes/${recipeId}/comments`, { content: `Kommentar ${i}` });
    case 'rating':
      return viaTrpc(m, 'social.rateRecipe', { id: recipeId, rating: (i % 5) + 1 });
    case 'communityPhoto':
      return upload(`/api/recipes/${recipeId}/user-images`, [imagePart(photo)]);
    case 'challengeEntry':
      return upload(`/api/challenges/${ctx.challenges[i] ?? 0}/submit`, [
        { name: 'recipeId', value: String(recipeId) },
        imagePart(photo),
      ]);
    case 'collection':
      return viaApi(m, 'POST', '/api/collections', { name: `Sammlung ${i}`, isPublic: false });
    case 'cookbook':
      return viaTrpc(m, 'social.createCookbook', { title: `Kochbuch ${i}`, isPrivate: false });
    case 'follow':
      return viaApi(m, 'POST', `/api/users/${ctx.targets[i]?.id ?? 0}/follow`, undefined);
    case 'shoppingList':
      return viaApi(m, 'POST', `/api/shopping-lists/${await listOf(m)}/items`, { name: `Eintrag ${i}` });
    case 'mealPlan':
      return viaApi(m, 'POST', '/api/meal-plan/entries', { date: todayInPlanZone(), slot: 'dinner', recipeId });
    case 'recipeEdit':
      return viaApi(m, 'POST', '/api/recipes', {
        title: `Budget-Brot ${i}`,
        ingredientGroups: [{ ingredients: [{ amount: '500', unit: 'g', name: 'Mehl' }] }],
        instructionGroups: [{ steps: [{ step: 'Backen.' }] }],
      });
  }
}

/** The member's shopping list, made in the database so that making it spends none of the budget under test. */
const lists = new Map<number, number>();
async function listOf(m: TCommunityMember): Promise<number> {
  const known = lists.get(m.id);
  if (known) return known;
  const [list] = await db()
    .insert(shoppingLists)
    .values({ ownerId: m.id, title: 'Budget-Liste' })
    .returning({ id: shoppingLists.id });
  if (!list) throw new Error('Liste nicht angelegt');
  lists.set(m.id, list.id);
  return list.id;
}

describe('each kind of member write has its budget', () => {
  let challenges: number[];
  let targets: TCommunityMember[];
  beforeAll(async () => {
    challenges = await Promise.all(
      Array.from({ length: SMALL.perMinute + 1 }, () => insertChallenge(-1, 10, 'Budget-Challenge', db())),
    );
    targets = await Promise.all(Array.from({ length: SMALL.perMinute + 1 }, () => registerMember(small.url)));
  });

  it.each(Object.keys(SMALL_BUDGETS) as TWriteKind[])(
    '%s: 3 a minute, the 4th is a German 429 with Retry-After',
    async (kind) => {
      const m = await registerMember(small.url);
      for (let i = 0; i < SMALL.perMinute; i += 1) {
        const answer = await writeOf(kind, m, i, { challenges, targets });
        expect(answer.status, `${kind} ${i}: ${JSON.stringify(answer.json)}`).toBe(200);
      }
      expectTooMany(await writeOf(kind, m, SMALL.perMinute, { challenges, targets }), kind);
    },
  );
});

describe('budget rules', () => {
  it('counts replies as comments', async () => {
    const m = await registerMember(small.url);
    const top = await viaApi(m, 'POST', `/api/recipes/${recipeId}/comments`, { content: 'Oben' });
    expect(top.status).toBe(200);
    for (const content of ['Antwort 1', 'Antwort 2']) {
      expect((await viaApi(m, 'POST', `/api/recipes/${recipeId}/comments`, { content, parentId: top.json.id })).status).toBe(200);
    }
    expectTooMany(
      await viaApi(m, 'POST', `/api/recipes/${recipeId}/comments`, { content: 'Zu viel', parentId: top.json.id }),
      'comment',
    );
  });

  it('counts adding recipes to a collection with creating collections', async () => {
    const m = await registerMember(small.url);
    const created = await viaApi(m, 'POST', '/api/collections', { name: 'Lieblinge' });
    expect(created.status).toBe(200);
    const otherRecipe = await insertRecipe(null, 'Zweites Budget-Rezept', db());
    for (const id of [recipeId, otherRecipe]) {
      expect((await viaApi(m, 'POST', `/api/collections/${String(created.json.id)}/recipes`, { recipeId: id })).status).toBe(200);
    }
    expectTooMany(await viaApi(m, 'POST', `/api/collections/${String(created.json.id)}/recipes`, { recipeId }), 'collection');
  });

  it('shares one budget between /api and /trpc', async () => {
    const m = await registerMember(small.url);
    expect((await viaApi(m, 'POST', `/api/recipes/${recipeId}/ratings`, { rating: 5 })).status).toBe(200);
    expect((await viaTrpc(m, 'social.rateRecipe', { id: recipeId, rating: 4 })).status).toBe(200);
    expect((await viaApi(m, 'POST', `/api/recipes/${recipeId}/ratings`, { rating: 3 })).status).toBe(200);
    expectTooMany(await viaTrpc(m, 'social.rateRecipe', { id: recipeId, rating: 2 }), 'rating');
  });

  it('keeps members apart: one member’s spent budget leaves another’s untouched', async () => {
    const [spent, fresh] = await Promise.all([registerMember(small.url), registerMember(small.url)]);
    for (let i = 0; i < SMALL.perMinute; i += 1) await viaApi(spent, 'POST', '/api/collections', { name: `S${i}` });
    expectTooMany(await viaApi(spent, 'POST', '/api/collections', { name: 'S9' }), 'collection');
    expect((await viaApi(fresh, 'POST', '/api/collections', { name: 'Neu' })).status).toBe(200);
  });

  it('does not let refused writes use up the day', async () => {
    const m = await registerMember(small.url);
    const write = () => viaApi(m, 'POST', `/api/recipes/${recipeId}/comments`, { content: 'Hallo' });
    for (let i = 0; i < SMALL.perMinute; i += 1) expect((await write()).status).toBe(200);
    const refused = await Promise.all(Array.from({ length: 5 }, write));
    expect(refused.map((a) => a.status)).toEqual([429, 429, 429, 429, 429]);
    const [day] = await db()
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(eq(rateLimits.key, `write:comment:${m.id}:day`));
    expect(day?.count).toBe(SMALL.perMinute);
  });

  it('has a day budget: the 5th comment of the day waits about 24 hours', async () => {
    const m = await registerMember(daily.url);
    const write = () => m.http.post(`/api/recipes/${recipeId}/comments`, { content: 'Tagesbudget' });
    for (let i = 0; i < 4; i += 1) expect((await write()).status).toBe(200);
    const res = await write();
    expect(res.status).toBe(429);
    expect(res.json.message).toBe(
      'Du hast in kurzer Zeit zu viele Kommentare geschrieben. Bitte versuche es in 24 Stunden erneut.',
    );
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });

  it('refuses a photo over budget before decoding it: 429, not the 415 its broken bytes would get', async () => {
    const m = await registerMember(small.url);
    for (let i = 0; i < SMALL.perMinute; i += 1) {
      expect((await postForm(small.url, `/api/recipes/${recipeId}/user-images`, m, [imagePart(photo)])).status).toBe(200);
    }
    const broken = Buffer.concat([photo.subarray(0, 4), Buffer.alloc(2000, 7)]);
    const res = await postForm(small.url, `/api/recipes/${recipeId}/user-images`, m, [imagePart(broken)]);
    expect(res.status, res.text).toBe(429);
    expect(res.json.message).toMatch(TOO_MANY.communityPhoto);
  });
});
