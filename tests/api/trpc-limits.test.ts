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

interface TRefusal {
  message: string;
  code: string;
  error: { json: { message: string; data: { httpStatus: number } } };
}

const post = (path: string, body: string) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** A tRPC batch body: one superjson-wrapped input per call. */
const batchBody = (inputs: unknown[]) => JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, { json: input }])));

describe('tRPC batching', () => {
  it('serves a batch of 10 queries', async () => {
    const paths = Array.from({ length: 10 }, () => 'recipes.communityStats').join(',');
    const res = await fetch(`${server.url}/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toHaveLength(10);
  });

  it('refuses a batch of 11 calls with a German 400 that the tRPC client can show', async () => {
    const paths = Array.from({ length: 11 }, () => 'recipes.communityStats').join(',');
    const res = await fetch(`${server.url}/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as TRefusal;
    expect(body).toMatchObject({ message: 'Zu viele Aufrufe in einer Anfrage (höchstens 10).', code: 'BAD_REQUEST' });
    expect(body.error.json).toMatchObject({ message: body.message, data: { httpStatus: 400 } });
  });

  it('runs none of six batched wrong logins, so they cannot use up the account’s limit', async () => {
    const http = new HttpClient(server.url);
    const user = uniqueUser('batch');
    expect((await http.post('/api/register', user)).status).toBe(200);
    const guesses = Array.from({ length: 6 }, (_, i) => ({ username: user.username, password: `falsch-${i}-xyz` }));
    const res = await post(`/trpc/${guesses.map(() => 'auth.login').join(',')}?batch=1`, batchBody(guesses));
    expect(res.status).toBe(400);
    expect(((await res.json()) as TRefusal).message).toBe('Anmeldung, Registrierung und Token-Anfragen sind nur einzeln erlaubt.');
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
    expect(((await body.json()) as TRefusal).message).toBe('Der Anfrageinhalt ist zu tief verschachtelt (höchstens 64 Ebenen).');
    // 2,000 levels: 5,000 would not fit in the request line (431 from Node before any of our code runs).
    const query = await fetch(`${server.url}/trpc/recipes.list?input=${encodeURIComponent(`${'['.repeat(2000)}${']'.repeat(2000)}`)}`);
    expect(query.status).toBe(400);
    expect(((await query.json()) as TRefusal).code).toBe('BAD_REQUEST');
  });

  it('refuses a body over 1 MiB with 413 and the German { message, code }', async () => {
    const res = await post('/trpc/auth.login', JSON.stringify({ json: { username: 'a', password: 'x'.repeat(1024 * 1024) } }));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ message: 'Die Anfrage ist zu groß (höchstens 1 MiB JSON).', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('refuses a body that is not JSON with a German 415', async () => {
    const res = await fetch(`${server.url}/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as TRefusal).message).toContain('application/json');
  });

  it('logs out with a POST without body, as over REST', async () => {
    const http = new HttpClient(server.url);
    expect((await http.post('/api/register', uniqueUser('batch'))).status).toBe(200);
    const res = await http.request('POST', '/trpc/auth.logout');
    expect(res.status).toBe(200);
    expect((await http.get('/api/user')).status).toBe(401);
  });
});
