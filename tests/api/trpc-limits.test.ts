import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** tRPC's own error envelope, one per call; a batch answers a list of them. */
interface TRefusal {
  error: { message: string; data: { code: string; httpStatus: number } };
}

/** The German message of every call's refusal (a single call or a batch), as the tRPC client shows it. */
async function refusalMessages(res: Response): Promise<string[]> {
  const body = (await res.json()) as TRefusal | TRefusal[];
  return (Array.isArray(body) ? body : [body]).map((entry) => entry.error.message);
}

const post = (path: string, body: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** A tRPC batch body: one input per call, keyed by its index. */
const batchBody = (inputs: unknown[]) => JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input])));

describe('tRPC batching', () => {
  it('serves a batch of 10 queries', async () => {
    const paths = Array.from({ length: 10 }, () => 'recipes.communityStats').join(',');
    const res = await fetch(`${server.url}/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(10);
  });

  it('refuses a batch of 11 calls with a German 400 that the tRPC client shows for each call', async () => {
    const paths = Array.from({ length: 11 }, () => 'recipes.communityStats').join(',');
    const res = await fetch(`${server.url}/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(400);
    const messages = await refusalMessages(res);
    expect(new Set(messages)).toEqual(new Set(['Zu viele Aufrufe in einer Anfrage (höchstens 10).']));
  });

  it.each([
    ['%2C', 11],
    ['%2c', 50],
    ['mixed , %2C %2c', 200],
  ])('counts calls joined by an encoded comma (%s, %i calls) as tRPC does, and runs none of them', async (joiner, count) => {
    const separators = joiner.startsWith('mixed') ? [',', '%2C', '%2c'] : [joiner];
    const paths = Array.from({ length: count }, () => 'recipes.list').reduce((all, p, i) => (i === 0 ? p : `${all}${separators[i % separators.length]}${p}`), '');
    const res = await fetch(`${server.url}/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(400);
    expect(new Set(await refusalMessages(res))).toEqual(new Set(['Zu viele Aufrufe in einer Anfrage (höchstens 10).']));
  });

  it('refuses 900 likes in one POST whatever the encoding of the commas, and no like is written', async () => {
    const member = new HttpClient(server.url);
    expect((await member.post('/api/register', uniqueUser('batch'))).status).toBe(200);
    const recipe = ((await (await fetch(`${server.url}/api/recipes?limit=1`)).json()) as { recipes: { id: number; likeCount: number }[] }).recipes[0];
    if (!recipe) throw new Error('keine Rezepte');
    const paths = Array.from({ length: 900 }, () => 'recipes.like').join('%2C');
    const inputs = Array.from({ length: 900 }, () => ({ id: recipe.id }));
    const res = await member.post(`/trpc/${paths}?batch=1`, JSON.parse(batchBody(inputs)));
    expect(res.status).toBe(400);
    const after = (await (await fetch(`${server.url}/api/recipes/${recipe.id}`)).json()) as { likeCount: number };
    expect(after.likeCount).toBe(recipe.likeCount);
  });

  it('refuses three logins joined by encoded commas', async () => {
    const user = uniqueUser('batch');
    const logins = Array.from({ length: 3 }, () => ({ username: user.username, password: 'falsch' }));
    const res = await post(`/trpc/auth.login%2Cauth.login%2cauth.login?batch=1`, batchBody(logins));
    expect(res.status).toBe(400);
    expect(new Set(await refusalMessages(res))).toEqual(new Set(['Anmeldung, Registrierung und Token-Anfragen sind nur einzeln erlaubt.']));
  });

  it('runs none of six batched wrong logins, so they cannot use up the account’s limit', async () => {
    const http = new HttpClient(server.url);
    const user = uniqueUser('batch');
    expect((await http.post('/api/register', user)).status).toBe(200);
    const guesses = Array.from({ length: 6 }, (_, i) => ({ username: user.username, password: `falsch-${i}-xyz` }));
    const res = await post(`/trpc/${guesses.map(() => 'auth.login').join(',')}?batch=1`, batchBody(guesses));
    expect(res.status).toBe(400);
    expect(new Set(await refusalMessages(res))).toEqual(new Set(['Anmeldung, Registrierung und Token-Anfragen sind nur einzeln erlaubt.']));
    const login = await new HttpClient(server.url).post('/api/login', { username: user.username, password: user.password });
    expect(login.status).toBe(200);
  });

  it('refuses a login batched with another call', async () => {
    const res = await post('/trpc/recipes.like,auth.createToken?batch=1', batchBody([{ id: 1 }, { username: 'a', password: 'b' }]));
    expect(res.status).toBe(400);
  });

  it('still takes a single login sent as a batch of one, as the web client does', async () => {
    const user = uniqueUser('batch');
    expect((await new HttpClient(server.url).post('/api/register', user)).status).toBe(200);
    const res = await post('/trpc/auth.login?batch=1', batchBody([{ username: user.username, password: user.password }]));
    expect(res.status).toBe(200);
  });
});

describe('tRPC body limits', () => {
  it('answers JSON nested 5,000 deep with a German 400, in a body and in a query input', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const body = await post('/trpc/auth.login', deep);
    expect(body.status).toBe(400);
    expect(await refusalMessages(body)).toEqual(['Der Anfrageinhalt ist zu tief verschachtelt (höchstens 64 Ebenen).']);
    // 2,000 levels: 5,000 would not fit in the request line (431 from Node before any of our code runs).
    const query = await fetch(`${server.url}/trpc/recipes.list?input=${encodeURIComponent(`${'['.repeat(2000)}${']'.repeat(2000)}`)}`);
    expect(query.status).toBe(400);
    expect(await refusalMessages(query)).toEqual(['Der Anfrageinhalt ist zu tief verschachtelt (höchstens 64 Ebenen).']);
  });

  it('refuses a body over 1 MiB with 413 and the German message, as /api does', async () => {
    const big = JSON.stringify({ username: 'a', password: 'x'.repeat(1024 * 1024) });
    const res = await post('/trpc/auth.login', big);
    expect(res.status).toBe(413);
    expect(await refusalMessages(res)).toEqual(['Die Anfrage ist zu groß (höchstens 1 MiB JSON).']);
    const rest = await post('/api/login', big);
    expect(rest.status).toBe(413);
    expect(((await rest.json()) as { message: string }).message).toBe('Die Anfrage ist zu groß (höchstens 1 MiB JSON).');
  });

  it('answers an anonymous 2 MiB POST the same on /api and /trpc: 413 before anything runs', async () => {
    const body = JSON.stringify({ id: 1, pad: 'x'.repeat(2 * 1024 * 1024) });
    const rest = await post('/api/recipes/1/like', body);
    const trpc = await post('/trpc/recipes.like', body);
    expect([rest.status, trpc.status]).toEqual([413, 413]);
  });

  it('refuses a body that is not JSON with a German 415', async () => {
    const res = await fetch(`${server.url}/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).toBe(415);
    expect((await refusalMessages(res))[0]).toContain('application/json');
  });

  it('logs out with a POST without body, as over REST', async () => {
    const http = new HttpClient(server.url);
    expect((await http.post('/api/register', uniqueUser('batch'))).status).toBe(200);
    const res = await http.request('POST', '/trpc/auth.logout');
    expect(res.status).toBe(200);
    expect((await http.get('/api/user')).status).toBe(401);
  });
});
