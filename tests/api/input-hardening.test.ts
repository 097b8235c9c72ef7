import { readdir } from 'node:fs/promises';
import { http as mock, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEdge } from '../support/edge';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

// Video hosts fail at once: nothing here may reach the internet.
const edge = startEdge(mock.all('*', () => HttpResponse.error()));

let server: TTestServer;
let member: HttpClient;
beforeAll(async () => {
  server = await startTestServer();
  member = new HttpClient(server.url);
  expect((await member.post('/api/register', uniqueUser('nul'))).status).toBe(200);
});
afterAll(async () => {
  edge.close();
  await server.close();
});

const visitor = () => new HttpClient(server.url);
const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const INVALID_CURSOR = {
  message: 'Ungültiger Cursor. Bitte lade die Liste neu.',
  code: 'BAD_REQUEST',
  requestId: expect.any(String) as string,
};

describe('forged list cursors', () => {
  const forged: [string, string][] = [
    ['a year like +176571', cursorOf({ k: 'recent', v: ['+176571-01-01T00:00:00.000000Z', 5] })],
    ['a day that does not exist', cursorOf({ k: 'recent', v: ['2024-02-31T10:00:00.000000Z', 5] })],
    ['swapped value types', cursorOf({ k: 'recent', v: [5, '2024-02-01T10:00:00.000000Z'] })],
    ['a fractional id', cursorOf({ k: 'recent', v: ['2024-02-01T10:00:00.000000Z', 1.5] })],
    ['an id beyond integer range', cursorOf({ k: 'recent', v: ['2024-02-01T10:00:00.000000Z', 1e12] })],
    ['missing values', cursorOf({ k: 'recent', v: [] })],
    ['no values at all', cursorOf({ k: 'recent' })],
    ['extra values', cursorOf({ k: 'recent', v: ['2024-02-01T10:00:00.000000Z', 5, 6] })],
    ["another sort's cursor", cursorOf({ k: 'popular', v: [3, 10, 5] })],
    ['JSON that is not an object', cursorOf([1, 2])],
    ['JSON null', cursorOf(null)],
    ['garbage base64', 'bm9wZSB7fQ'],
    ['characters outside base64', '%%%***'],
  ];

  it.each(forged)('refuses %s on /api/recipes with 400', async (_case, cursor) => {
    const res = await visitor().get(`/api/recipes?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual(INVALID_CURSOR);
  });

  it.each(forged)('refuses %s on /api/user/recipes with 400', async (_case, cursor) => {
    const res = await member.get(`/api/user/recipes?cursor=${encodeURIComponent(cursor)}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual(INVALID_CURSOR);
  });

  it.each([
    ['popular', 'sort=popular', cursorOf({ k: 'popular', v: [1e20, 10, 5] })],
    ['popular', 'sort=popular', cursorOf({ k: 'popular', v: ['3', '10', '5'] })],
    ['popular', 'sort=popular', cursorOf({ k: 'popular', v: [-1, 10, 5] })],
    ['relevance', 'search=K%C3%A4se', cursorOf({ k: 'relevance', v: [1e300, 1, 5] })],
    ['relevance', 'search=K%C3%A4se', cursorOf({ k: 'relevance', v: [1e-300, 1, 5] })],
    ['relevance', 'search=K%C3%A4se', cursorOf({ k: 'relevance', v: ['NaN', 1, 5] })],
  ])('refuses out-of-range values in a %s cursor (%s)', async (_sort, query, cursor) => {
    const res = await visitor().get(`/api/recipes?${query}&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.json).toEqual(INVALID_CURSOR);
  });

  it('still walks every sort with the cursors the list hands out', async () => {
    for (const query of ['sort=recent', 'sort=popular', 'search=Zwiebel']) {
      const first = await visitor().get(`/api/recipes?limit=2&${query}`);
      expect(first.status).toBe(200);
      const next = first.json.nextCursor as string;
      const second = await visitor().get(`/api/recipes?limit=2&${query}&cursor=${next}`);
      expect(second.status, query).toBe(200);
    }
  });
});

describe('NUL characters in string fields', () => {
  const nulField = (field: string) => ({
    message: `Das Feld „${field}“ enthält ein unzulässiges Nullzeichen (\\u0000).`,
    code: 'BAD_REQUEST',
    fields: [{ path: field, message: 'Enthält ein unzulässiges Nullzeichen (\\u0000).' }],
    requestId: expect.any(String) as string,
  });

  it.each([
    ['/api/login', { username: 'a\u0000b', password: 'geheim-genug' }, 'username'],
    ['/api/login', { username: 'anna', password: 'geheim\u0000' }, 'password'],
    ['/api/register', { ...uniqueUser(), firstName: 'Jo\u0000' }, 'firstName'],
    ['/api/auth/token', { username: 'anna', password: 'geheim-genug', name: '\u0000' }, 'name'],
  ])('refuses %s with a NUL in %j as a visitor', async (path, body, field) => {
    const res = await visitor().post(path, body);
    expect(res.status).toBe(400);
    expect(res.json).toEqual(nulField(field));
  });

  it('refuses a lone UTF-16 surrogate, which is no character at all, with a German 400', async () => {
    const res = await visitor().post('/api/login', { username: '\ud800', password: 'geheim-genug' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Das Feld „username“ enthält ungültige Unicode-Zeichen.',
      code: 'BAD_REQUEST',
      fields: [{ path: 'username', message: 'Enthält ungültige Unicode-Zeichen.' }],
      requestId: expect.any(String) as string,
    });
  });

  it('refuses a NUL in a list entry and names its position', async () => {
    const res = await member.post('/api/generate-recipe', { type: 'ingredients', ingredients: ['Mehl', 'Ei\u0000'] });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(nulField('ingredients.1'));
  });

  it('refuses a NUL in a query parameter', async () => {
    const res = await visitor().get('/api/recipes?search=K%C3%A4se%00');
    expect(res.status).toBe(400);
    expect(res.json).toEqual(nulField('search'));
  });

  it('refuses a NUL over tRPC too', async () => {
    const res = await visitor().post('/trpc/auth.login', { username: 'a\u0000b', password: 'geheim-genug' });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('Nullzeichen');
  });

  it('refuses a NUL in a process-video field and leaves no file behind', async () => {
    const before = await readdir(server.uploadDir).catch(() => []);
    const res = await member.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@koch/video/7000000000000000001',
      videoDescription: 'Zutaten:\n200 g Mehl\u0000\nZubereitung:\n1. Alles verrühren.',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual(nulField('videoDescription'));
    expect(await readdir(server.uploadDir).catch(() => [])).toEqual(before);
  });
});
