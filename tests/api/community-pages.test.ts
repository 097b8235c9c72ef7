import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, ratings, userImages, users } from '@kochclip/db/schema';
import { insertRecipe } from '../support/community';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';

/**
 * The recipe page's lists in pages: every row exactly once, in the documented order (computed here from the
 * rows as written, ties on the timestamp included), over the array answer with its headers, the /page
 * answers and /trpc; cursors that were not handed out are a German 400.
 */
let database: TIsolatedDb;
let server: TTestServer;
const db = () => database.handle.db;
const visitor = () => new HttpClient(server.url);
const BASE = Date.parse('2026-03-01T12:00:00.000Z');
/** Timestamps shared by several rows (in groups of `tie`), microseconds apart within a second otherwise. */
const at = (i: number, tie = 3) => new Date(BASE + Math.floor(i / tie) * 1000);

async function insertMembers(n: number): Promise<number[]> {
  const rows = await db()
    .insert(users)
    .values(Array.from({ length: n }, () => ({ ...uniqueUser('seite'), passwordHash: 'x' })).map(({ password: _p, ...u }) => u))
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

interface TThreadRow {
  id: number;
  parentId: number | null;
  createdAt: Date;
}

/** 40 threads (some sharing a timestamp), one with 33 replies, others with a few, one deleted with replies. */
async function commentedRecipe(): Promise<{ recipeId: number; expected: number[] }> {
  const [author = 0, ...others] = await insertMembers(4);
  const recipeId = await insertRecipe(author, 'Seitenweise kommentiert', db());
  const tops: TThreadRow[] = await db()
    .insert(comments)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        recipeId,
        userId: others[i % others.length] ?? author,
        content: `Kommentar ${i}`,
        createdAt: at(i),
        deletedAt: i === 5 ? new Date() : null,
      })),
    )
    .returning({ id: comments.id, parentId: comments.parentId, createdAt: comments.createdAt });
  const replyCounts = new Map([
    [0, 33],
    [5, 2],
    [12, 1],
    [39, 4],
  ]);
  const replies: TThreadRow[] = [];
  for (const [index, n] of replyCounts) {
    const top = tops[index];
    if (!top) continue;
    replies.push(
      ...(await db()
        .insert(comments)
        .values(
          Array.from({ length: n }, (_, j) => ({
            recipeId,
            userId: author,
            content: `Antwort ${j}`,
            parentId: top.id,
            createdAt: at(100 + j, 2),
          })),
        )
        .returning({ id: comments.id, parentId: comments.parentId, createdAt: comments.createdAt })),
    );
  }
  const newestFirst = (a: TThreadRow, b: TThreadRow) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;
  const oldestFirst = (a: TThreadRow, b: TThreadRow) => -newestFirst(a, b);
  const expected = [...tops].sort(newestFirst).flatMap((top) => [
    top.id,
    ...replies
      .filter((r) => r.parentId === top.id)
      .sort(oldestFirst)
      .map((r) => r.id),
  ]);
  return { recipeId, expected };
}

let commented: { recipeId: number; expected: number[] };

// Its own database: the recipes written here must not appear in the middle of another file's walk of the recipe list.
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_pages');
  server = await startTestServer({}, { database: database.handle });
  commented = await commentedRecipe();
});
afterAll(async () => {
  await server.close();
  await database.drop();
});

const idsOf = (items: unknown) => (items as { id: number }[]).map((item) => item.id);

async function walkPages(path: string, field: string, limit: number) {
  const ids: number[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(cursor ? { cursor } : {}) });
    const res = await visitor().get(`${path}?${query.toString()}`);
    expect(res.status, res.text).toBe(200);
    const items = res.json[field] as unknown[];
    expect(items.length).toBeLessThanOrEqual(limit);
    ids.push(...idsOf(items));
    cursor = res.json.nextCursor as string | null;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return ids;
}

describe('GET /api/recipes/{id}/comments', () => {
  it('answers the first 20 in reading order as an array, the next page in X-Next-Cursor and Link', async () => {
    const res = await visitor().get(`/api/recipes/${commented.recipeId}/comments`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    expect(idsOf(res.json)).toEqual(commented.expected.slice(0, 20));
    const next = res.headers.get('x-next-cursor');
    expect(next).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(res.headers.get('link')).toBe(
      `</api/recipes/${commented.recipeId}/comments?cursor=${next ?? ''}&limit=20>; rel="next"`,
    );
  });

  it('walks every comment exactly once by following the Link header, and the last page announces none', async () => {
    const ids: number[] = [];
    let path: string | null = `/api/recipes/${commented.recipeId}/comments?limit=9`;
    while (path) {
      const res = await visitor().get(path);
      expect(res.status, res.text).toBe(200);
      ids.push(...idsOf(res.json));
      const link = res.headers.get('link');
      path = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
      if (!path) expect(res.headers.get('x-next-cursor')).toBeNull();
    }
    expect(ids).toEqual(commented.expected);
  });

  it.each([1, 7, 20, 33, 100])('walks every comment exactly once in order over /page with limit %i', async (limit) => {
    expect(await walkPages(`/api/recipes/${commented.recipeId}/comments/page`, 'comments', limit)).toEqual(commented.expected);
  });

  it('walks the same pages over /trpc (social.commentPage)', async () => {
    const ids: number[] = [];
    let cursor: string | undefined;
    do {
      const input = encodeURIComponent(JSON.stringify({ id: commented.recipeId, limit: 11, cursor }));
      const res = await visitor().get(`/trpc/social.commentPage?input=${input}`);
      expect(res.status, res.text).toBe(200);
      const data = (res.json.result as { data: { comments: unknown[]; nextCursor: string | null } }).data;
      ids.push(...idsOf(data.comments));
      cursor = data.nextCursor ?? undefined;
    } while (cursor);
    expect(ids).toEqual(commented.expected);
  });
});

describe('GET /api/recipes/{id}/ratings', () => {
  it('pages 45 ratings (most recently changed first) while average, count and distribution cover all', async () => {
    const members = await insertMembers(45);
    const recipeId = await insertRecipe(members[0] ?? null, 'Seitenweise bewertet', db());
    const rows = await db()
      .insert(ratings)
      .values(members.map((userId, i) => ({ recipeId, userId, rating: (i % 5) + 1, updatedAt: at(i, 4) })))
      .returning({ id: ratings.id, updatedAt: ratings.updatedAt });
    const expected = rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id).map((r) => r.id);

    const first = await visitor().get(`/api/recipes/${recipeId}/ratings`);
    expect(first.status).toBe(200);
    expect(idsOf(first.json.ratings)).toEqual(expected.slice(0, 20));
    expect(first.json.totalRatings).toBe(45);
    expect(first.json.averageRating).toBe(3);
    expect(first.json.distribution).toEqual([5, 4, 3, 2, 1].map((stars) => ({ stars, count: 9 })));
    expect(first.json.nextCursor).toEqual(expect.any(String));
    expect(await walkPages(`/api/recipes/${recipeId}/ratings`, 'ratings', 8)).toEqual(expected);
  });
});

describe('GET /api/recipes/{id}/user-images', () => {
  it('pages the photos newest first, as an array with headers and over /page', async () => {
    const [owner = 0] = await insertMembers(1);
    const recipeId = await insertRecipe(owner, 'Seitenweise fotografiert', db());
    const rows = await db()
      .insert(userImages)
      .values(
        Array.from({ length: 27 }, (_, i) => ({
          recipeId,
          userId: owner,
          imageUrl: `/media/community-${i}.webp`,
          createdAt: at(i),
        })),
      )
      .returning({ id: userImages.id, createdAt: userImages.createdAt });
    const expected = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((r) => r.id);

    const first = await visitor().get(`/api/recipes/${recipeId}/user-images`);
    expect(idsOf(first.json)).toEqual(expected.slice(0, 20));
    const second = await visitor().get(`/api/recipes/${recipeId}/user-images?cursor=${first.headers.get('x-next-cursor') ?? ''}`);
    expect(idsOf(second.json)).toEqual(expected.slice(20));
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect(await walkPages(`/api/recipes/${recipeId}/user-images/page`, 'images', 4)).toEqual(expected);
  });
});

describe('cursors and page sizes that were not handed out', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const time = '2026-03-01T12:00:00.000000Z';
  const forged: [string, string][] = [
    ['not base64 JSON', 'kein-cursor'],
    ['an object', b64({ at: time, id: 1 })],
    ['an impossible date', b64(['2026-02-31T12:00:00.000000Z', 1])],
    ['a date without microseconds', b64(['2026-03-01T12:00:00Z', 1])],
    ['a negative id', b64([time, -1])],
    ['an id beyond 32 bits', b64([time, 2 ** 31])],
    ['an odd number of values', b64([time, 1, time])],
    ['three positions', b64([time, 1, time, 2, time, 3])],
    ['a cursor longer than 200 characters', 'A'.repeat(201)],
  ];
  const lists = ['comments', 'comments/page', 'ratings', 'user-images', 'user-images/page'];

  it.each(lists)('answers /%s with 400 and the German text for each forged cursor', async (list) => {
    for (const [what, cursor] of forged) {
      const res = await visitor().get(`/api/recipes/${commented.recipeId}/${list}?cursor=${encodeURIComponent(cursor)}`);
      expect(res.status, `${what}: ${res.text}`).toBe(400);
      expect(res.json.code).toBe('BAD_REQUEST');
      expect(res.json.message, what).toMatch(/Ungültiger Cursor\. Bitte lade die Liste neu\./);
    }
  });

  it.each(['ratings', 'user-images'])('answers /%s with 400 for a two-level comment cursor', async (list) => {
    const res = await visitor().get(`/api/recipes/${commented.recipeId}/${list}?cursor=${b64([time, 1, time, 2])}`);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Ungültiger Cursor. Bitte lade die Liste neu.');
  });

  it.each(['0', '101', '-1', '2.5', 'zwanzig'])('answers limit=%s with 400 and the field', async (limit) => {
    const res = await visitor().get(`/api/recipes/${commented.recipeId}/comments?limit=${limit}`);
    expect(res.status, res.text).toBe(400);
    expect(res.json.fields).toEqual([
      { path: 'limit', message: 'Die Seitengröße (limit) muss eine ganze Zahl von 1 bis 100 sein.' },
    ]);
  });
});
