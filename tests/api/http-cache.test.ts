import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '@kochclip/db/schema';
import { HttpClient, uniqueUser } from '../support/http';
import { rawRequest } from '../support/raw-http';
import { startTestServer, type TTestServer } from '../support/server';
import { recipeViews } from '../support/views';

/** Vary also names Accept-Encoding where answers are compressed; the session headers must be in it. */
const varyOf = (res: { headers: Headers }) => (res.headers.get('vary') ?? '').split(',').map((v) => v.trim());

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const visitor = () => new HttpClient(server.url);
async function member() {
  const http = new HttpClient(server.url);
  const user = uniqueUser('cache');
  expect((await http.post('/api/register', user)).status).toBe(200);
  return { http, user };
}
/** A recipe of this file's own, so edits and view counts never race other test files. */
async function someRecipeId(): Promise<number> {
  const [row] = await server.db
    .insert(recipes)
    .values({
      title: 'Cache-Testrezept Linsensuppe',
      source: 'prompt',
      ingredients: [
        { name: 'Linsen', amount: '250', unit: 'g' },
        { name: 'Möhren', amount: '2', unit: 'Stück' },
        { name: 'Zwiebel', amount: '1', unit: 'Stück' },
        { name: 'Brühe', amount: '1', unit: 'l' },
      ],
      instructions: [{ step: 'Gemüse schneiden.' }, { step: 'Anschwitzen.' }, { step: 'Mit Brühe 25 Minuten köcheln.' }],
    })
    .returning({ id: recipes.id });
  if (!row) throw new Error('insert failed');
  return row.id;
}

const PUBLIC_READS = ['/api/recipes?limit=5', '/api/recipes?limit=5&sort=recent&category=vegan', '/api/community/stats'];

describe('cacheable public reads', () => {
  it.each(PUBLIC_READS)('GET %s sends an ETag, a short public Cache-Control and varies on the session', async (url) => {
    const res = await visitor().get(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=10, stale-while-revalidate=60');
    expect(varyOf(res)).toEqual(expect.arrayContaining(['Cookie', 'Authorization']));
  });

  it('sends an uncompressed API answer with its Content-Length, not in chunks', async () => {
    const res = await rawRequest(server.url, ['GET /api/recipes?limit=5 HTTP/1.1']);
    expect(res.status).toBe(200);
    expect(res.headers['transfer-encoding']).toBeUndefined();
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect((JSON.parse(res.body) as { recipes: unknown[] }).recipes).toHaveLength(5);
  });

  it('compresses an API answer for a client that accepts gzip, and only for it', async () => {
    const fetchRaw = (headers: Record<string, string>) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(`${server.url}/api/recipes?limit=50`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const plain = await fetchRaw({});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024); // above compression's threshold
    const gzipped = await fetchRaw({ 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(String(gzipped.headers.vary)).toContain('Accept-Encoding');
    expect(gunzipSync(gzipped.body).toString('utf8')).toBe(plain.body.toString('utf8'));
  });

  it.each(PUBLIC_READS)('GET %s answers If-None-Match with the current ETag with 304 and no body', async (url) => {
    const first = await visitor().get(url);
    const etag = first.headers.get('etag') ?? '';
    const again = await visitor().get(url, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(varyOf(again)).toEqual(expect.arrayContaining(['Cookie', 'Authorization']));
    const stale = await visitor().get(url, { 'if-none-match': 'W/"veraltet"' });
    expect(stale.status).toBe(200);
  });

  it('recipe detail is cacheable for visitors, and a changed recipe gets a new ETag', async () => {
    const id = await someRecipeId();
    const first = await visitor().get(`/api/recipes/${id}`);
    expect(first.json.isPreview).toBe(true);
    expect(first.headers.get('cache-control')).toMatch(/^public, /);
    await server.db
      .update(recipes)
      .set({ description: `Geändert ${Date.now()}` })
      .where(eq(recipes.id, id));
    const changed = await visitor().get(`/api/recipes/${id}`, { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(first.headers.get('etag'));
  });

  it('sends private procedures with Cache-Control: no-store and no ETag', async () => {
    const { http } = await member();
    const me = await http.get('/api/user');
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('etag')).toBeNull();
  });
});

describe("a member's page is never served from a public cache entry", () => {
  it.each(['/api/recipes?limit=5', '/api/community/stats'])(
    'GET %s as a member is private and has another ETag than the same URL for visitors',
    async (url) => {
      const { http } = await member();
      const publicAnswer = await visitor().get(url);
      const own = await http.get(url);
      expect(own.status).toBe(200);
      expect(own.headers.get('cache-control')).toBe('private, no-cache');
      expect(varyOf(own)).toEqual(expect.arrayContaining(['Cookie', 'Authorization']));
      expect(own.headers.get('etag')).toMatch(/^W\/".+"$/);
      expect(own.headers.get('etag')).not.toBe(publicAnswer.headers.get('etag'));
    },
  );

  it("revalidating the visitor's cached detail as a member gets the member's full recipe, not 304", async () => {
    const id = await someRecipeId();
    const publicAnswer = await visitor().get(`/api/recipes/${id}`);
    expect(publicAnswer.json.isPreview).toBe(true);
    const { http } = await member();
    const own = await http.get(`/api/recipes/${id}`, { 'if-none-match': publicAnswer.headers.get('etag') ?? '' });
    expect(own.status).toBe(200);
    expect(own.json.isPreview).toBe(false);
    expect((own.json.instructions as unknown[]).length).toBe(own.json.totalInstructions);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
  });

  it("two members never share an ETag, even for the same list, and a member's own ETag revalidates to 304", async () => {
    const a = await member();
    const b = await member();
    const fromA = await a.http.get('/api/recipes?limit=5');
    const fromB = await b.http.get('/api/recipes?limit=5');
    expect(fromA.headers.get('etag')).not.toBe(fromB.headers.get('etag'));
    expect((await b.http.get('/api/recipes?limit=5', { 'if-none-match': fromA.headers.get('etag') ?? '' })).status).toBe(200);
    expect((await a.http.get('/api/recipes?limit=5', { 'if-none-match': fromA.headers.get('etag') ?? '' })).status).toBe(304);
  });

  it("a member's like shows at once: the like changes the member's ETag", async () => {
    const { http } = await member();
    const id = await someRecipeId();
    const before = await http.get(`/api/recipes/${id}`);
    expect((await http.post(`/api/recipes/${id}/like`)).status).toBe(200);
    const after = await http.get(`/api/recipes/${id}`, { 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    expect(after.json.isLiked).toBe(true);
  });

  it('bearer-token clients get private answers too', async () => {
    const { user } = await member();
    const issued = await visitor().post('/api/auth/token', { username: user.username, password: user.password });
    const res = await visitor().get('/api/recipes?limit=5', { authorization: `Bearer ${String(issued.json.token)}` });
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('a request with a stale session cookie is answered privately (its answer clears the cookie)', async () => {
    const res = await visitor().get('/api/recipes?limit=5', { cookie: 'kc_session=abgelaufen' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });
});

describe('views and conditional requests', () => {
  it('a 304 revalidation inside the view window counts no extra view', async () => {
    const { http } = await member();
    const id = await someRecipeId();
    const first = await http.get(`/api/recipes/${id}`);
    const before = await recipeViews(server.db, id);
    expect(before).toBeGreaterThan(0);
    const again = await http.get(`/api/recipes/${id}`, { 'if-none-match': first.headers.get('etag') ?? '' });
    expect(again.status).toBe(304);
    expect(await recipeViews(server.db, id)).toBe(before);
  });
});
