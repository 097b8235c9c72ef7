import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRecipe, registerMember, type TCommunityMember } from '../support/community';
import { HttpClient } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

interface TRating {
  id: number;
  userId: number;
  rating: number;
  comment: string | null;
  user: { username: string };
}
interface TRatingList {
  ratings: TRating[];
  averageRating: number | null;
  totalRatings: number;
}

let server: TTestServer;
let member: TCommunityMember;
let other: TCommunityMember;

beforeAll(async () => {
  server = await startTestServer();
  [member, other] = await Promise.all([registerMember(server.url), registerMember(server.url)]);
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);

async function ratingsOf(recipeId: number): Promise<TRatingList> {
  const res = await visitor().get(`/api/recipes/${recipeId}/ratings`);
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as TRatingList;
}

describe('POST /api/recipes/{id}/ratings', () => {
  it('creates the rating, then replaces it instead of adding a second one', async () => {
    const recipeId = await insertRecipe(other.id);
    const first = await member.http.post(`/api/recipes/${recipeId}/ratings`, { rating: 4, comment: '  Gut  ' });
    expect(first.status, first.text).toBe(200);
    expect(first.json).toMatchObject({ rating: 4, comment: 'Gut', userId: member.id });
    const second = await member.http.post(`/api/recipes/${recipeId}/ratings`, { rating: 2 });
    expect(second.json).toMatchObject({ id: first.json.id, rating: 2, comment: null });
    const list = await ratingsOf(recipeId);
    expect(list).toMatchObject({ averageRating: 2, totalRatings: 1 });
    expect(list.ratings[0]?.user.username).toBe(member.username);
    expect(JSON.stringify(list)).not.toMatch(/email|passwordHash/);
  });

  it('leaves exactly one rating after 15 concurrent posts by one member', async () => {
    const recipeId = await insertRecipe(other.id);
    const results = await Promise.all(
      Array.from({ length: 15 }, (_, i) => member.http.post(`/api/recipes/${recipeId}/ratings`, { rating: (i % 5) + 1 })),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 15 }, () => 200));
    const list = await ratingsOf(recipeId);
    expect(list.totalRatings).toBe(1);
    expect(list.ratings).toHaveLength(1);
  });

  it.each([
    ['0 stars', { rating: 0 }],
    ['6 stars', { rating: 6 }],
    ['half a star', { rating: 3.5 }],
    ['no stars', {}],
    ['text for stars', { rating: 'fünf' }],
    ['a 1001-character comment', { rating: 3, comment: 'x'.repeat(1001) }],
  ])('rejects %s with a German 400', async (_name, body) => {
    const recipeId = await insertRecipe(other.id);
    const res = await member.http.post(`/api/recipes/${recipeId}/ratings`, body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect((await ratingsOf(recipeId)).totalRatings).toBe(0);
  });

  it('asks for a star rating in the spec words when the rating is missing', async () => {
    const recipeId = await insertRecipe(other.id);
    const res = await member.http.post(`/api/recipes/${recipeId}/ratings`, { rating: 0 });
    expect(res.json.message).toContain('Bitte gib eine Sterne-Bewertung ab.');
  });

  it('refuses visitors with 401 and answers 404 for a missing recipe', async () => {
    const recipeId = await insertRecipe(other.id);
    expect((await visitor().post(`/api/recipes/${recipeId}/ratings`, { rating: 5 })).status).toBe(401);
    const missing = await member.http.post('/api/recipes/999999999/ratings', { rating: 5 });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('Rezept nicht gefunden');
  });

  it('answers 404 when reading the ratings or the own rating of a missing recipe, and an empty list for a new one', async () => {
    for (const path of ['/api/recipes/999999999/ratings', '/api/recipes/999999999/ratings/user']) {
      const res = await member.http.get(path);
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ message: 'Rezept nicht gefunden', code: 'NOT_FOUND', requestId: expect.any(String) as string });
    }
    const recipeId = await insertRecipe(other.id);
    expect((await ratingsOf(recipeId)).totalRatings).toBe(0);
    expect((await member.http.get(`/api/recipes/${recipeId}/ratings/user`)).json).toBeNull();
  });
});

describe('GET /api/recipes/{id}/ratings', () => {
  it('agrees with the recipe detail on average and count, rounded to two places', async () => {
    const recipeId = await insertRecipe(other.id);
    const raters = await Promise.all([registerMember(server.url), registerMember(server.url), registerMember(server.url)]);
    await Promise.all(raters.map((r, i) => r.http.post(`/api/recipes/${recipeId}/ratings`, { rating: [5, 4, 4][i] })));
    const list = await ratingsOf(recipeId);
    const detail = await member.http.get(`/api/recipes/${recipeId}`);
    expect(list).toMatchObject({ averageRating: 4.33, totalRatings: 3 });
    expect(detail.json).toMatchObject({ averageRating: list.averageRating, totalRatings: list.totalRatings });
  });

  it('shows no average and no ratings for an unrated recipe, 404 for a missing one', async () => {
    const recipeId = await insertRecipe(other.id);
    expect(await ratingsOf(recipeId)).toEqual({
      ratings: [],
      averageRating: null,
      totalRatings: 0,
      distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0 })),
      nextCursor: null,
    });
    expect((await visitor().get('/api/recipes/999999999/ratings')).status).toBe(404);
  });
});

describe('GET /api/recipes/{id}/ratings/user', () => {
  it('answers null before rating and the own rating after, with the cookie and with a bearer token', async () => {
    const recipeId = await insertRecipe(other.id);
    const before = await member.http.get(`/api/recipes/${recipeId}/ratings/user`);
    expect(before.status).toBe(200);
    expect(before.json).toBeNull();
    await member.http.post(`/api/recipes/${recipeId}/ratings`, { rating: 5 });
    expect((await member.http.get(`/api/recipes/${recipeId}/ratings/user`)).json).toMatchObject({ rating: 5, userId: member.id });

    const token = await visitor().post('/api/auth/token', { username: member.username, password: member.password });
    expect(token.status, token.text).toBe(200);
    const bearer = await visitor().get(`/api/recipes/${recipeId}/ratings/user`, {
      authorization: `Bearer ${String(token.json.token)}`,
    });
    expect(bearer.status).toBe(200);
    expect(bearer.json).toMatchObject({ rating: 5 });
  });

  it("does not show another member's rating and refuses visitors with 401", async () => {
    const recipeId = await insertRecipe(other.id);
    await other.http.post(`/api/recipes/${recipeId}/ratings`, { rating: 1 });
    expect((await member.http.get(`/api/recipes/${recipeId}/ratings/user`)).json).toBeNull();
    expect((await visitor().get(`/api/recipes/${recipeId}/ratings/user`)).status).toBe(401);
  });
});

describe('DELETE /api/recipes/{id}/ratings', () => {
  it('removes only the own rating, without a body, and succeeds again when nothing is left', async () => {
    const recipeId = await insertRecipe(other.id);
    await member.http.post(`/api/recipes/${recipeId}/ratings`, { rating: 3 });
    await other.http.post(`/api/recipes/${recipeId}/ratings`, { rating: 5 });
    const res = await member.http.delete(`/api/recipes/${recipeId}/ratings`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true });
    const list = await ratingsOf(recipeId);
    expect(list.ratings.map((r) => r.userId)).toEqual([other.id]);
    expect(list.averageRating).toBe(5);
    expect((await member.http.delete(`/api/recipes/${recipeId}/ratings`)).status).toBe(200);
  });

  it('refuses visitors with 401', async () => {
    const recipeId = await insertRecipe(other.id);
    expect((await visitor().delete(`/api/recipes/${recipeId}/ratings`)).status).toBe(401);
  });
});
