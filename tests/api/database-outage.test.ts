import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type TDbHandle } from '@kochclip/db';
import { HttpClient, uniqueUser } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';
import { startTcpProxy, type TTcpProxy } from '../support/tcp-proxy';

const UNAVAILABLE = 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';
const FEW_SECONDS_MS = 5_000;
const TRPC_LIST = `/trpc/recipes.list?input=${encodeURIComponent(JSON.stringify({}))}`;

let database: TIsolatedDb;
let proxy: TTcpProxy;
let viaProxy: TDbHandle;
let server: TTestServer;
let member: HttpClient;

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_outage');
  const target = new URL(database.url);
  proxy = await startTcpProxy(Number(target.port || 5432), target.hostname);
  const proxied = new URL(database.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  viaProxy = createDb(proxied.toString(), { max: 5, connectTimeoutSeconds: 2 });
  server = await startTestServer({}, { database: viaProxy });
  member = new HttpClient(server.url);
  expect((await member.post('/api/register', uniqueUser('outage'))).status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await viaProxy.close();
  await proxy.close();
  await database.drop();
});

async function timed<T>(request: () => Promise<T>): Promise<{ ms: number; res: T }> {
  const started = performance.now();
  const res = await request();
  return { ms: performance.now() - started, res };
}

function upload(client: HttpClient) {
  const form = new FormData();
  form.append('file', new Blob(['Zutaten: 200 g Mehl'], { type: 'text/plain' }), 'rezept.txt');
  return fetch(`${server.url}/api/analyze-file`, { method: 'POST', body: form, headers: { cookie: `kc_session=${client.cookie('kc_session') ?? ''}` } });
}

async function expectUnavailableEverywhere() {
  const rest = await timed(() => new HttpClient(server.url).get('/api/recipes'));
  expect(rest.res.status).toBe(503);
  expect(rest.res.json).toEqual({ message: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) as string });
  expect(rest.res.headers.get('retry-after')).toBe('5');
  expect(rest.ms).toBeLessThan(FEW_SECONDS_MS);

  const signedIn = await timed(() => member.get('/api/user'));
  expect(signedIn.res.status).toBe(503);
  expect(signedIn.res.json.message).toBe(UNAVAILABLE);
  expect(signedIn.ms).toBeLessThan(FEW_SECONDS_MS);

  const trpc = await timed(() => new HttpClient(server.url).get(TRPC_LIST));
  expect(trpc.res.status).toBe(503);
  expect(JSON.stringify(trpc.res.json)).toContain(UNAVAILABLE);
  expect(trpc.ms).toBeLessThan(FEW_SECONDS_MS);

  const multipart = await timed(() => upload(member));
  expect(multipart.res.status).toBe(503);
  expect(await multipart.res.json()).toEqual({ message: UNAVAILABLE, code: 'SERVICE_UNAVAILABLE', requestId: expect.any(String) as string });
  expect(multipart.ms).toBeLessThan(FEW_SECONDS_MS);

  const ready = await timed(() => new HttpClient(server.url).get('/api/health/ready'));
  expect(ready.res.status).toBe(503);
  expect(ready.ms).toBeLessThan(FEW_SECONDS_MS);
}

async function expectRecovered() {
  let status = 0;
  for (let attempt = 0; attempt < 40 && status !== 200; attempt += 1) {
    status = (await new HttpClient(server.url).get('/api/recipes')).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  expect(status).toBe(200);
  expect((await member.get('/api/user')).status).toBe(200);
  expect((await new HttpClient(server.url).get(TRPC_LIST)).status).toBe(200);
  expect((await new HttpClient(server.url).get('/api/health/ready')).status).toBe(200);
}

describe('database outage', () => {
  it('answers 200 while the database is reachable through the proxy', async () => {
    expect((await member.get('/api/user')).status).toBe(200);
    expect((await new HttpClient(server.url).get(TRPC_LIST)).status).toBe(200);
  });

  it('answers 503 with the German message within a few seconds on /api, /trpc and uploads when the database hangs, and recovers by itself', async () => {
    proxy.cut();
    await expectUnavailableEverywhere();
    await proxy.restore();
    await expectRecovered();
  });

  it('answers 503 the same way when the database refuses connections, and recovers by itself', async () => {
    await proxy.stop();
    await expectUnavailableEverywhere();
    await proxy.restore();
    await expectRecovered();
  });
});
