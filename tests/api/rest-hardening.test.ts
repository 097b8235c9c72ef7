import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient, uniqueUser } from '../support/http';
import { rawRequest } from '../support/raw-http';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

async function member() {
  const http = new HttpClient(server.url);
  const res = await http.post('/api/register', uniqueUser('rest'));
  expect(res.status).toBe(200);
  return http;
}

async function someRecipeId(): Promise<number> {
  const res = await new HttpClient(server.url).get('/api/recipes?limit=1');
  const [first] = (res.json as unknown as { recipes: { id: number }[] }).recipes;
  if (!first) throw new Error('no seeded recipe');
  return first.id;
}

function expectErrorShape(json: unknown, code: string) {
  expect(Object.keys(json as object).sort()).toEqual(['code', 'message', 'requestId']);
  expect(json).toMatchObject({ code, message: expect.any(String) as string, requestId: expect.any(String) as string });
}

describe('bodiless requests over /api', () => {
  it('logs out with a bare POST that has neither body nor content type, as curl -X POST sends it', async () => {
    const http = await member();
    const res = await rawRequest(server.url, [
      'POST /api/logout HTTP/1.1',
      `Cookie: kc_session=${http.cookie('kc_session') ?? ''}`,
    ]);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true });
    expect((await http.get('/api/user')).status).toBe(401);
  });

  it('likes and unlikes a recipe with bare POST and DELETE requests', async () => {
    const http = await member();
    const id = await someRecipeId();
    const cookie = `Cookie: kc_session=${http.cookie('kc_session') ?? ''}`;
    const liked = await rawRequest(server.url, [`POST /api/recipes/${id}/like HTTP/1.1`, cookie]);
    expect(liked.status).toBe(200);
    expect(JSON.parse(liked.body)).toMatchObject({ liked: true });
    const unliked = await rawRequest(server.url, [`DELETE /api/recipes/${id}/like HTTP/1.1`, cookie]);
    expect(unliked.status).toBe(200);
    expect(JSON.parse(unliked.body)).toMatchObject({ liked: false });
  });

  it('answers a visitor’s bare POST with the German 401, not 415', async () => {
    const res = await rawRequest(server.url, ['POST /api/recipes/1/like HTTP/1.1']);
    expect(res.status).toBe(401);
    expect(JSON.parse(res.body)).toEqual({
      message: 'Anmeldung erforderlich',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String) as string,
    });
  });

  it('asks for application/json in German when a JSON body comes without a content type', async () => {
    const body = '{"username":"anna"}';
    const res = await rawRequest(server.url, ['POST /api/login HTTP/1.1', `Content-Length: ${body.length}`], body);
    expect(res.status).toBe(415);
    const answer = JSON.parse(res.body) as { message: string; code: string };
    expect(answer.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(answer.message).toContain('Content-Type: application/json');
  });
});

describe('hostile bodies over /api', () => {
  it('answers JSON nested 5,000 deep with a German 400', async () => {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deepJson(5000),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Der Anfrageinhalt ist zu tief verschachtelt (höchstens 64 Ebenen).',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
  });

  it('still accepts nesting at the limit and judges it by the schema', async () => {
    const res = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: deepJson(64),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { code: string }).code).toBe('BAD_REQUEST');
  });

  it('refuses a JSON body over 1 MiB with 413 and the German { message, code }', async () => {
    const body = JSON.stringify({ username: 'a', password: 'x'.repeat(1024 * 1024) });
    const res = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      message: 'Die Anfrage ist zu groß (höchstens 1 MiB JSON).',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String) as string,
    });
  });
});

describe('one error shape on /api', () => {
  it('answers an unknown /api path with 404 { message, code: NOT_FOUND } for every method', async () => {
    for (const method of ['GET', 'POST', 'DELETE']) {
      const res = await new HttpClient(server.url).request(method, '/api/gibt/es/nicht');
      expect(res.status).toBe(404);
      expect(res.json).toEqual({
        message: 'Diesen API-Endpunkt gibt es nicht.',
        code: 'NOT_FOUND',
        requestId: expect.any(String) as string,
      });
    }
  });

  it('answers a wrong method on a known path with a German 405 and Allow', async () => {
    const res = await new HttpClient(server.url).request('PATCH', '/api/recipes/1');
    expect(res.status).toBe(405);
    expectErrorShape(res.json, 'METHOD_NOT_SUPPORTED');
    expect(res.json.message).toContain('nicht erlaubt');
    expect(res.headers.get('allow')).toBe('GET, DELETE, PUT, HEAD');
    const upload = await new HttpClient(server.url).get('/api/analyze-file');
    expect(upload.status).toBe(405);
    expect(upload.headers.get('allow')).toBe('POST');
  });

  it('sends no data, issues or title: 401, 404 and 415 are { message, code }', async () => {
    const http = new HttpClient(server.url);
    expectErrorShape((await http.get('/api/user')).json, 'UNAUTHORIZED');
    expectErrorShape((await http.get('/api/recipes/2147483000')).json, 'NOT_FOUND');
    const unsupported = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x',
    });
    expectErrorShape(await unsupported.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('gives one id one address: 01, 007 and -0 are refused with a German 400, not read as 1 or 7', async () => {
    const http = new HttpClient(server.url);
    const id = await someRecipeId();
    expect((await http.get(`/api/recipes/${id}`)).status).toBe(200);
    for (const alias of [`0${id}`, `00${id}`, '-0']) {
      const res = await http.get(`/api/recipes/${alias}`);
      expect(res.status, alias).toBe(400);
      expect(res.json).toMatchObject({ code: 'BAD_REQUEST' });
      expect(JSON.stringify(res.json)).not.toMatch(/expected|invalid/i);
    }
    const page = await fetch(`${server.url}/recipe/0${id}`);
    expect(page.status).toBe(404);
    await page.arrayBuffer();
  });

  it('adds fields, and only fields, to validation errors', async () => {
    const res = await new HttpClient(server.url).post('/api/register', { username: 'x' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.json).sort()).toEqual(['code', 'fields', 'message', 'requestId']);
    expect(res.json.fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'email', message: expect.any(String) as string })]),
    );
    const badId = await new HttpClient(server.url).get('/api/recipes/abc');
    expect(badId.status).toBe(400);
    expect(badId.json).toEqual({
      message: 'id: Ungültige Rezept-ID',
      code: 'BAD_REQUEST',
      fields: [{ path: 'id', message: 'Ungültige Rezept-ID' }],
      requestId: expect.any(String) as string,
    });
  });

  it('answers /media errors with a fitting code: 404 NOT_FOUND, 403 FORBIDDEN, 405 for writes', async () => {
    const missing = await new HttpClient(server.url).get('/media/gibt-es-nicht.webp');
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ message: 'Nicht gefunden.', code: 'NOT_FOUND', requestId: expect.any(String) as string });
    const dotfile = await new HttpClient(server.url).get('/media/.geheim');
    expect(dotfile.status).toBe(403);
    expectErrorShape(dotfile.json, 'FORBIDDEN');
    const post = await new HttpClient(server.url).post('/media/gibt-es-nicht.webp');
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expectErrorShape(post.json, 'METHOD_NOT_SUPPORTED');
  });

  it('documents exactly that body: every error schema has message, code and fields, none has issues or title', async () => {
    const doc = (await new HttpClient(server.url).get('/api/openapi.json')).json as unknown as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      paths: Record<
        string,
        Record<string, { responses: Record<string, { content?: { 'application/json': { schema: { properties?: object } } } }> }>
      >;
    };
    const errorSchemas = Object.entries(doc.components.schemas).filter(([name]) => name.startsWith('error.'));
    expect(errorSchemas.length).toBeGreaterThan(3);
    for (const [, schema] of errorSchemas)
      expect(Object.keys(schema.properties).sort()).toEqual(['code', 'fields', 'message', 'requestId']);
    for (const [status, response] of Object.entries(doc.paths['/analyze-file']?.post?.responses ?? {})) {
      if (status === '200') continue;
      expect(Object.keys(response.content?.['application/json'].schema.properties ?? {}).sort()).toEqual([
        'code',
        'fields',
        'message',
        'requestId',
      ]);
    }
  });
});

describe('the REST routes, answered before Express, as Express answered them', () => {
  it('serves an absolute request target (as sent to a proxy) like its path', async () => {
    const res = await rawRequest(server.url, [`GET ${server.url}/api/recipes?limit=1 HTTP/1.1`]);
    expect(res.status).toBe(200);
    expect((JSON.parse(res.body) as { recipes: unknown[] }).recipes).toHaveLength(1);
  });

  it('matches the path without regard to case, as before', async () => {
    const res = await rawRequest(server.url, ['GET /API/Recipes?limit=1 HTTP/1.1']);
    expect(res.status).toBe(200);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await rawRequest(server.url, ['GET /api/recipes?limit=2 HTTP/1.1']);
    const head = await rawRequest(server.url, ['HEAD /api/recipes?limit=2 HTTP/1.1']);
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('answers a conditional GET without compression with 304, no body and no body headers', async () => {
    const first = await rawRequest(server.url, ['GET /api/recipes?limit=2 HTTP/1.1']);
    const again = await rawRequest(server.url, [
      'GET /api/recipes?limit=2 HTTP/1.1',
      `If-None-Match: ${first.headers.etag ?? ''}`,
    ]);
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['content-length']).toBeUndefined();
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['x-content-type-options']).toBe('nosniff');
  });

  it('asks every client to close its connection while the server drains, on REST answers and errors too', async () => {
    let draining = false;
    const drainingServer = await startTestServer({}, { lifecycle: { isDraining: () => draining } });
    try {
      const connectionOf = (pathname: string) =>
        new Promise<string | undefined>((resolve, reject) => {
          get(`${drainingServer.url}${pathname}`, (res) => {
            res.resume();
            res.on('end', () => resolve(res.headers.connection));
          }).on('error', reject);
        });
      expect(await connectionOf('/api/recipes?limit=1')).toBe('keep-alive');
      draining = true;
      for (const pathname of ['/api/recipes?limit=1', '/api/recipes/999999999', '/api/health/live']) {
        expect(await connectionOf(pathname)).toBe('close');
      }
    } finally {
      await drainingServer.close();
    }
  });
});
