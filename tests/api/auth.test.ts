import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '@kochclip/db/schema';
import { DEFAULT_LOGIN_LIMITS, hashToken } from '@kochclip/routers/server';
import { testDb } from '../support/db';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const client = () => new HttpClient(server.url);

async function registered() {
  const http = client();
  const user = uniqueUser();
  const res = await http.post('/api/register', user);
  expect(res.status).toBe(200);
  return { http, user };
}

describe('POST /api/register', () => {
  it('creates the member, signs them in with an HttpOnly SameSite=Lax cookie and returns no secrets', async () => {
    const http = client();
    const user = uniqueUser();
    const res = await http.post('/api/register', { ...user, firstName: 'Jana', lastName: 'Koch' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      username: user.username,
      email: user.email,
      firstName: 'Jana',
      role: 'user',
      isPremium: false,
    });
    expect(JSON.stringify(res.json)).not.toMatch(/password|hash|stripe/i);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('kc_session='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const me = await http.get('/api/user');
    expect(me.status).toBe(200);
    expect(me.json.username).toBe(user.username);
  });

  it("rejects a 5-character password with 400 and 'Mindestens 6 Zeichen'", async () => {
    const res = await client().post('/api/register', { ...uniqueUser(), password: 'kurz5' });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect(res.json.message).toContain('Mindestens 6 Zeichen');
  });

  it('rejects a malformed e-mail address with a German message', async () => {
    const res = await client().post('/api/register', { ...uniqueUser(), email: 'keine-mail' });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Ungültige E-Mail-Adresse');
  });

  it('rejects one of the most common passwords', async () => {
    const res = await client().post('/api/register', { ...uniqueUser(), password: 'passwort123' });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('zu leicht zu erraten');
  });

  it('rejects missing required fields with 400', async () => {
    const res = await client().post('/api/register', { username: 'ohne_mail' });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/email/);
    expect(res.json.message).toMatch(/password/);
  });

  it('refuses to let a client set its own role (no mass assignment)', async () => {
    const res = await client().post('/api/register', { ...uniqueUser(), role: 'admin' });
    expect(res.status).toBe(400);
  });

  it('answers 409 with a German message for a taken username, case-insensitively', async () => {
    const { user } = await registered();
    const res = await client().post('/api/register', { ...uniqueUser(), username: user.username.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      message: 'Dieser Benutzername ist bereits vergeben.',
      code: 'CONFLICT',
      fields: [{ path: 'username', message: 'Bereits vergeben' }],
      requestId: expect.any(String) as string,
    });
  });

  it('answers 409 for an e-mail address that is already registered', async () => {
    const { user } = await registered();
    const res = await client().post('/api/register', { ...uniqueUser(), email: user.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe('Diese E-Mail-Adresse ist bereits registriert.');
  });

  it('lets one of twenty simultaneous sign-ups with one username through and answers the others 409 in German', async () => {
    const username = uniqueUser().username;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client().post('/api/register', { ...uniqueUser(), username })),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    for (const res of answers.filter((r) => r.status !== 200)) {
      expect(res.status, res.text).toBe(409);
      expect(res.json.message).toBe('Dieser Benutzername ist bereits vergeben.');
    }
  });

  it('stores the password as an argon2id hash', async () => {
    const { user } = await registered();
    const [row] = await testDb().db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, user.username));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('POST /api/login', () => {
  it('signs in with the right credentials and rotates the session', async () => {
    const { http, user } = await registered();
    const before = http.cookie('kc_session');
    const res = await http.post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(200);
    expect(res.json.username).toBe(user.username);
    const after = http.cookie('kc_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = new HttpClient(server.url);
    const old = await stale.get('/api/user', { cookie: `kc_session=${before ?? ''}` });
    expect(old.status).toBe(401);
    expect((await http.get('/api/user')).status).toBe(200);
  });

  it('stores only the SHA-256 hash of the session token', async () => {
    const { http, user } = await registered();
    const token = http.cookie('kc_session') ?? '';
    const rows = await testDb()
      .db.select()
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(users.username, user.username));
    expect(rows.map((r) => r.sessions.id)).toEqual([hashToken(token)]);
    expect(rows[0]?.sessions.id).not.toBe(token);
  });

  it('answers a wrong password and an unknown user with the same 401 message', async () => {
    const { user } = await registered();
    const wrong = await client().post('/api/login', { username: user.username, password: 'falsches-passwort' });
    const unknown = await client().post('/api/login', { username: 'gibt_es_nicht_123', password: 'falsches-passwort' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({
      message: 'Benutzername oder Passwort ist falsch.',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String) as string,
    });
    expect(unknown.json).toEqual({ ...wrong.json, requestId: expect.any(String) as string });
  });

  it('accepts the e-mail address in place of the username', async () => {
    const { user } = await registered();
    const res = await client().post('/api/login', { username: user.email, password: user.password });
    expect(res.status).toBe(200);
  });

  it('answers 403 for a deactivated account, and ends its sessions', async () => {
    const { http, user } = await registered();
    await testDb().db.update(users).set({ isActive: false }).where(eq(users.username, user.username));
    expect((await http.get('/api/user')).status).toBe(401);
    const res = await client().post('/api/login', { username: user.username, password: user.password });
    expect(res.status).toBe(403);
    expect(res.json.message).toContain('deaktiviert');
  });

  it('rate-limits failed logins per account with 429 and a German message', async () => {
    const { user } = await registered();
    for (let i = 0; i < 5; i += 1) {
      expect((await client().post('/api/login', { username: user.username, password: `falsch-${i}-xyz` })).status).toBe(401);
    }
    const blocked = await client().post('/api/login', { username: user.username, password: user.password });
    expect(blocked.status).toBe(429);
    expect(blocked.json.message).toMatch(/Zu viele fehlgeschlagene Anmeldeversuche\. Bitte versuche es in \d+ Minuten? erneut\./);
    // Scripted clients learn when to retry without parsing the German text.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('requires username and password', async () => {
    const res = await client().post('/api/login', { username: '' });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Benutzername ist erforderlich');
  });

  it('answers malformed JSON with 400 in German, without a stack trace', async () => {
    const res = await client().request('POST', '/api/login', undefined, { 'content-type': 'application/json' });
    const bad = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{kaputt',
    });
    expect(res.status).toBe(400);
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as Record<string, unknown>;
    expect(body).toEqual({
      message: 'Der Anfrageinhalt ist kein gültiges JSON.',
      code: 'PARSE_ERROR',
      requestId: expect.any(String) as string,
    });
  });
});

describe('failed-login limit per IP', () => {
  it('blocks an address after too many failures across accounts', async () => {
    const strict = await startTestServer({ loginLimits: { ...DEFAULT_LOGIN_LIMITS, perAccountAndAddress: 100, perAddress: 3 } });
    try {
      const http = new HttpClient(strict.url);
      // Other test files share 127.0.0.1; earlier failures only make the block come sooner.
      let status = 0;
      for (let i = 0; i < 4 && status !== 429; i += 1) {
        status = (await http.post('/api/login', { username: `niemand_${i}_x`, password: 'falsch-falsch' })).status;
      }
      expect(status).toBe(429);
    } finally {
      await strict.close();
    }
  });
});

describe('GET /api/user and POST /api/logout', () => {
  it('answers 401 with a German message when logged out', async () => {
    const res = await client().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED', requestId: expect.any(String) as string });
  });

  it('invalidates the session on the server, so a copied cookie stops working', async () => {
    const { http } = await registered();
    const token = http.cookie('kc_session') ?? '';
    const res = await http.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(http.cookie('kc_session')).toBeUndefined();
    const replay = await client().get('/api/user', { cookie: `kc_session=${token}` });
    expect(replay.status).toBe(401);
  });

  it('extends a session that is in its second half (sliding expiry)', async () => {
    const { http } = await registered();
    const id = hashToken(http.cookie('kc_session') ?? '');
    const soon = new Date(Date.now() + 3 * 24 * 3600 * 1000);
    await testDb().db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.id, id));
    const res = await http.get('/api/user');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('kc_session='))).toBe(true);
    const [row] = await testDb().db.select().from(sessions).where(eq(sessions.id, id));
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });

  it('treats an expired session as logged out and deletes it', async () => {
    const { http } = await registered();
    const id = hashToken(http.cookie('kc_session') ?? '');
    await testDb()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect((await http.get('/api/user')).status).toBe(401);
    expect(await testDb().db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });
});

describe('GET /api/session', () => {
  it('answers a visitor with 200 and user null, not with a 401', async () => {
    const res = await client().get('/api/session');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ user: null });
  });

  it('answers a member with their own account and no secrets, and null again after logout', async () => {
    const { http, user } = await registered();
    const res = await http.get('/api/session');
    expect(res.status).toBe(200);
    expect(res.json.user).toMatchObject({ username: user.username, email: user.email });
    expect(JSON.stringify(res.json)).not.toMatch(/password|hash|stripe/i);
    await http.post('/api/logout');
    expect((await http.get('/api/session')).json).toEqual({ user: null });
  });

  it('treats a forged or expired cookie and a revoked bearer token as a visitor', async () => {
    expect((await client().get('/api/session', { cookie: 'kc_session=gefälscht' })).json).toEqual({ user: null });
    expect((await client().get('/api/session', { authorization: 'Bearer kc_nicht-echt' })).json).toEqual({ user: null });
    const { http } = await registered();
    const id = hashToken(http.cookie('kc_session') ?? '');
    await testDb()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id));
    expect((await http.get('/api/session')).json).toEqual({ user: null });
  });

  it('ignores unknown query parameters and refuses other methods with 405', async () => {
    expect((await client().get('/api/session?user=1&admin=true')).json).toEqual({ user: null });
    const post = await client().post('/api/session', { user: { role: 'admin' } });
    expect(post.status).toBe(405);
  });
});

describe('bearer tokens for scripted clients', () => {
  it('issues a token that authenticates without cookies, and logout revokes it', async () => {
    const { user } = await registered();
    const issued = await client().post('/api/auth/token', { username: user.username, password: user.password, name: 'Skript' });
    expect(issued.status).toBe(200);
    expect(issued.json.tokenType).toBe('Bearer');
    expect(issued.headers.getSetCookie()).toEqual([]);
    const auth = { authorization: `Bearer ${String(issued.json.token)}` };
    const me = await client().get('/api/user', auth);
    expect(me.status).toBe(200);
    expect(me.json.username).toBe(user.username);
    expect((await client().post('/api/logout', {}, auth)).status).toBe(200);
    expect((await client().get('/api/user', auth)).status).toBe(401);
  });

  it('refuses a token request with a wrong password', async () => {
    const { user } = await registered();
    const res = await client().post('/api/auth/token', { username: user.username, password: 'nicht-richtig' });
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Benutzername oder Passwort ist falsch.');
  });

  it('treats an unknown bearer token as logged out', async () => {
    expect((await client().get('/api/user', { authorization: 'Bearer ausgedacht' })).status).toBe(401);
  });
});

describe('CSRF protection for cookie sessions', () => {
  it('rejects a state-changing request from a foreign Origin with 403, and the session survives', async () => {
    const { http } = await registered();
    const res = await http.post('/api/logout', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      message: 'Anfrage von fremder Herkunft abgelehnt.',
      code: 'FORBIDDEN',
      requestId: expect.any(String) as string,
    });
    expect((await http.get('/api/user')).status).toBe(200);
  });

  it('rejects a cross-site tRPC mutation too', async () => {
    const { http } = await registered();
    const res = await http.post('/trpc/auth.logout', {}, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
  });

  it('accepts the same request from our own origin', async () => {
    const { http } = await registered();
    const res = await http.post('/api/logout', {}, { origin: server.url });
    expect(res.status).toBe(200);
  });
});

describe('REST layer basics', () => {
  it('answers an unknown API path with a German 404', async () => {
    const res = await client().get('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.json.code).toBe('NOT_FOUND');
    expect(typeof res.json.message).toBe('string');
  });

  it('refuses a non-JSON body with 415 in German', async () => {
    const res = await fetch(`${server.url}/api/login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toContain('JSON');
  });

  it('reports liveness and readiness', async () => {
    expect((await client().get('/api/health/live')).json).toEqual({ status: 'ok' });
    expect((await client().get('/api/health/ready')).json).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document with every auth path and an offline docs page', async () => {
    const doc = await client().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    const paths = Object.keys((doc.json as unknown as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/register', '/login', '/logout', '/user', '/auth/token']));
    const docs = await client().get('/api/docs');
    expect(docs.text).toContain('/api/docs/assets/swagger-ui-bundle.js');
    expect(docs.text).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
    const bundle = await fetch(`${server.url}/api/docs/assets/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await fetch(`${server.url}/api/docs/assets/swagger-ui.css`)).status).toBe(200);
  });

  it.each([
    'index.html',
    'oauth2-redirect.html',
    'swagger-ui-bundle.js.map',
    'package.json',
    'swagger-initializer.js',
    '..%2fpackage.json',
    '%2e%2e/index.html',
  ])('serves no other file of the Swagger UI package: /api/docs/assets/%s answers 404', async (file) => {
    const res = await fetch(`${server.url}/api/docs/assets/${file}`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { code: string }).code).toBe('NOT_FOUND');
  });
});
