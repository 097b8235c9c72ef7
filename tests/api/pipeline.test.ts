import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createContextInner,
  inputSchema,
  outputSchema,
  createCallerFactory,
  publicProcedure,
  router,
} from '@kochclip/routers/server';
import { errorHandler, restRouter } from '@kochclip/server';
import { HttpClient, uniqueUser } from '../support/http';
import { someRecipeIds } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';
import { testDb } from '../support/db';

let server: TTestServer;
const seen: string[] = [];
beforeAll(async () => {
  // A contributor's layer, added once at the front: it must see every kind of request.
  server = await startTestServer(
    {},
    {
      layers: [
        (req, _res, next) => {
          seen.push(`${req.method} ${req.originalUrl}`);
          next();
        },
      ],
    },
  );
});
afterAll(async () => {
  await server.close();
});

describe('one pipeline', () => {
  it('runs a layer added with app.use for REST, tRPC, upload, docs and web requests alike', async () => {
    const http = new HttpClient(server.url);
    await http.get('/api/recipes?limit=1');
    await http.get(`/trpc/recipes.list?input=${encodeURIComponent(JSON.stringify({ limit: 1 }))}`);
    await fetch(`${server.url}/api/analyze-file`, { method: 'POST', body: new FormData() });
    await http.get('/api/openapi.json');
    await http.get('/api/nope');
    expect(seen).toEqual(
      expect.arrayContaining([
        'GET /api/recipes?limit=1',
        expect.stringMatching(/^GET \/trpc\/recipes\.list\?input=/) as string,
        'POST /api/analyze-file',
        'GET /api/openapi.json',
        'GET /api/nope',
      ]),
    );
  });

  it('sends every error with the same headers, whichever route refused: no-store and the German { message, code, requestId }', async () => {
    const json = { 'content-type': 'application/json' };
    const answers = await Promise.all([
      fetch(`${server.url}/api/recipes/abc`),
      fetch(`${server.url}/api/analyze-file`, { method: 'POST', body: new FormData() }),
      fetch(`${server.url}/api/user/profile-image`, { method: 'POST', body: new FormData() }),
      fetch(`${server.url}/api/webhooks/stripe`, { method: 'POST', body: '{}' }),
      fetch(`${server.url}/api/does-not-exist`),
      fetch(`${server.url}/media/x.webp`, { method: 'DELETE' }),
      fetch(`${server.url}/api/logout`, { method: 'POST', headers: { ...json, origin: 'https://evil.example' } }),
      fetch(`${server.url}/api/login`, { method: 'POST', headers: json, body: `"${'x'.repeat(1_100_000)}"` }),
    ]);
    // The webhook answers 503 here (no Stripe keys), the others 4xx.
    expect(answers.map((res) => res.status)).toEqual([400, 401, 401, 503, 404, 405, 403, 413]);
    for (const res of answers) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const body = (await res.json()) as { message: string; code: string; requestId: string };
      expect(
        Object.keys(body)
          .filter((k) => k !== 'fields')
          .sort(),
      ).toEqual(['code', 'message', 'requestId']);
      expect(body.requestId).toBe(res.headers.get('x-request-id'));
    }
  });

  it('refuses a cross-site POST once, the same on REST, tRPC and uploads', async () => {
    const headers = { origin: 'https://evil.example', 'content-type': 'application/json' };
    const answers = await Promise.all([
      fetch(`${server.url}/api/logout`, { method: 'POST', headers }),
      fetch(`${server.url}/trpc/auth.logout`, { method: 'POST', headers, body: '{}' }),
      fetch(`${server.url}/api/analyze-file`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: new FormData(),
      }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([403, 403, 403]);
    expect(((await answers[0]?.json()) as { message: string }).message).toBe('Anfrage von fremder Herkunft abgelehnt.');
  });
});

describe('request ids', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('answers the X-Request-Id the client sent in the header and in the error body, over REST and tRPC', async () => {
    const rest = await fetch(`${server.url}/api/recipes/999999999`, { headers: { 'x-request-id': 'nginx-4711.a:b' } });
    expect(rest.status).toBe(404);
    expect(rest.headers.get('x-request-id')).toBe('nginx-4711.a:b');
    expect(await rest.json()).toEqual({ message: 'Rezept nicht gefunden', code: 'NOT_FOUND', requestId: 'nginx-4711.a:b' });

    const input = encodeURIComponent(JSON.stringify({ id: 999999999 }));
    const trpc = await fetch(`${server.url}/trpc/recipes.get?input=${input}`, { headers: { 'x-request-id': 'trpc-1' } });
    expect(trpc.status).toBe(404);
    expect(trpc.headers.get('x-request-id')).toBe('trpc-1');
    const body = (await trpc.json()) as { error: { data: { code: string; requestId: string } } };
    expect(body.error.data).toMatchObject({ code: 'NOT_FOUND', requestId: 'trpc-1' });
  });

  it('names the request in every refused call of a tRPC batch, also when the batch is refused before any call runs', async () => {
    const calls = Array.from({ length: 11 }, () => 'recipes.list').join(',');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 11 }, (_, i) => [i, {}]))));
    const res = await fetch(`${server.url}/trpc/${calls}?batch=1&input=${input}`, { headers: { 'x-request-id': 'batch-11' } });
    const answers = (await res.json()) as { error: { data: { requestId: string } } }[];
    expect(answers).toHaveLength(11);
    for (const answer of answers) expect(answer.error.data.requestId).toBe('batch-11');
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with spaces', 'zwei worte'],
    ['with a line break escape', 'x\\ny'],
    ['with markup', '<script>'],
  ])('replaces an id %s with a generated one, in header and body alike', async (_case, given) => {
    const res = await fetch(`${server.url}/api/does-not-exist`, { headers: { 'x-request-id': given } });
    const id = res.headers.get('x-request-id') ?? '';
    expect(id).toMatch(UUID);
    expect(((await res.json()) as { requestId: string }).requestId).toBe(id);
  });

  it('makes an id for a request that sends none, different for each request', async () => {
    const [a, b] = await Promise.all([fetch(`${server.url}/api/nope`), fetch(`${server.url}/api/nope`)]);
    const ids = [a?.headers.get('x-request-id'), b?.headers.get('x-request-id')];
    for (const id of ids) expect(id).toMatch(UUID);
    expect(ids[0]).not.toBe(ids[1]);
  });
});

describe('numbers in paths and queries', () => {
  it.each(['0x1', '1.0', '%201', '1e3', '+1', '01x'])(
    'answers /api/recipes/%s with 400 and fields, never a recipe',
    async (id) => {
      const res = await fetch(`${server.url}/api/recipes/${id}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { code: string; fields: { path: string }[] };
      expect(body.code).toBe('BAD_REQUEST');
      expect(body.fields.map((f) => f.path)).toEqual(['id']);
    },
  );

  it.each(['0x10', '1e1', '10.0', ' 10'])('refuses limit=%s with 400 and fields', async (limit) => {
    const res = await fetch(`${server.url}/api/recipes?limit=${encodeURIComponent(limit)}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: { path: string }[] }).fields.map((f) => f.path)).toEqual(['limit']);
  });

  it('still reads plain decimal ids and limits', async () => {
    const [id] = await someRecipeIds(server.url, 1);
    expect((await fetch(`${server.url}/api/recipes/${id}`)).status).toBe(200);
    const list = (await (await fetch(`${server.url}/api/recipes?limit=3`)).json()) as { recipes: unknown[] };
    expect(list.recipes).toHaveLength(3);
  });

  it('refuses an id with leading zeros with 400: one recipe, one address', async () => {
    const [id] = await someRecipeIds(server.url, 1);
    expect((await fetch(`${server.url}/api/recipes/000${id}`)).status).toBe(400);
  });

  it('answers a member writing a rating as text with 400, not a stored rating', async () => {
    const http = new HttpClient(server.url);
    expect((await http.post('/api/register', uniqueUser('zahl'))).status).toBe(200);
    const [id] = await someRecipeIds(server.url, 1);
    const res = await http.post(`/api/recipes/${id}/ratings`, { rating: '5' });
    expect(res.status).toBe(400);
  });
});

describe('a REST call hands tRPC the request’s abort signal', () => {
  it('aborts the procedure’s signal when the client goes away before the answer', async () => {
    let aborted: () => void = () => undefined;
    const abortedOnServer = new Promise<void>((resolve) => (aborted = resolve));
    let started: () => void = () => undefined;
    const running = new Promise<void>((resolve) => (started = resolve));
    const testRouter = router({
      slow: publicProcedure
        .meta({ openapi: { method: 'GET', path: '/slow' } })
        .input(inputSchema(z.object({})))
        .output(outputSchema(z.object({ done: z.boolean() })))
        .query(async ({ signal }) => {
          started();
          signal?.addEventListener('abort', () => aborted());
          await abortedOnServer;
          return { done: true };
        }),
    });
    const db = testDb().db;
    const app = express();
    app.use(
      restRouter({
        router: testRouter,
        createCaller: createCallerFactory(testRouter),
        createContext: () => Promise.resolve(createContextInner({ db })),
      }),
    );
    app.use(errorHandler(() => undefined));
    const listening = app.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => listening.once('listening', resolve));
    try {
      const client = new AbortController();
      const request = fetch(`http://127.0.0.1:${(listening.address() as AddressInfo).port}/slow`, {
        signal: client.signal,
      }).catch(() => null);
      await running;
      client.abort();
      await request;
      await abortedOnServer;
    } finally {
      listening.close();
    }
  });
});
