import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_LIMITS, type TLoginLimits, DEFAULT_APP_CONFIG } from '@kochclip/routers/server';
import { loadEnv } from '@kochclip/server';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

/** A client address of its own (the server trusts X-Forwarded-For here), so no other test shares its budgets. */
function newAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

const servers: TTestServer[] = [];
async function server(loginLimits: Partial<TLoginLimits> = {}, registrationsPerHour?: number): Promise<TTestServer> {
  const started = await startTestServer(
    { loginLimits: { ...DEFAULT_LOGIN_LIMITS, ...loginLimits }, ...(registrationsPerHour ? { registrationsPerHour } : {}) },
    { trustProxy: true },
  );
  servers.push(started);
  return started;
}
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
});

let main: TTestServer;
beforeAll(async () => {
  main = await server();
});

const from = (address: string, target = main) => new HttpClient(target.url, { 'x-forwarded-for': address });

async function member(prefix = 'koch', target = main) {
  const user = uniqueUser(prefix);
  const res = await from(newAddress(), target).post('/api/register', user);
  expect(res.status).toBe(200);
  return user;
}

const login = (http: HttpClient, username: string, password: string) => http.post('/api/login', { username, password });

function statuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('login attempts are taken before the password is checked', () => {
  it('checks only 5 passwords when 30 wrong ones for one account arrive at once from one address', async () => {
    const user = await member();
    const http = from(newAddress());
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => login(http, user.username, `falsch-${i}-xyz`)));
    // Every checked password is a 401; the rest were refused before any check.
    expect(statuses(answers)).toEqual({ 401: 5, 429: 25 });
  });

  it('refuses a tRPC batch of logins before any password is checked', async () => {
    const strict = await server({ perAccountAndAddress: 1 });
    const user = await member('koch', strict);
    const address = newAddress();
    const call = { username: user.username, password: 'falsches-passwort' };
    const res = await fetch(`${strict.url}/trpc/auth.login,auth.login,auth.login?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify({ 0: call, 1: call, 2: call }),
    });
    expect(res.status).toBe(400);
    // Nothing of the budget (one attempt) was spent: a single wrong login is still checked, the next is limited.
    const single = (password: string) =>
      fetch(`${strict.url}/trpc/auth.login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({ username: user.username, password }),
      });
    expect((await single('falsches-passwort')).status).toBe(401);
    expect((await single('falsches-passwort')).status).toBe(429);
  });
});

describe('the per-account budget belongs to the account, not to the typed spelling', () => {
  it('blocks the upper-case spelling and the e-mail address once the username has used up the budget', async () => {
    const user = await member();
    const http = from(newAddress());
    for (let i = 0; i < 5; i += 1) expect((await login(http, user.username, `falsch-${i}-xyz`)).status).toBe(401);
    for (const spelling of [user.username.toUpperCase(), user.email, user.email.toUpperCase(), ` ${user.username} `]) {
      const res = await login(http, spelling, 'noch-ein-versuch');
      expect(res.status, spelling).toBe(429);
    }
  });

  it("treats a dotted capital I ('İ') as a different name, never as the account", async () => {
    const user = await member('timo');
    const dotted = user.username.replace('i', 'İ');
    const res = await login(from(newAddress()), dotted, user.password);
    expect(res.status).toBe(401);
    expect((await login(from(newAddress()), user.username.toUpperCase(), user.password)).status).toBe(200);
  });

  it('limits an unknown name exactly like an account, with the same answers', async () => {
    const user = await member();
    const unknown = `niemand_${uniqueUser().username.slice(-10)}`;
    const http = from(newAddress());
    const known = [];
    const missing = [];
    for (let i = 0; i < 6; i += 1) known.push(await login(http, user.username, `falsch-${i}-xyz`));
    for (let i = 0; i < 6; i += 1) missing.push(await login(http, i % 2 ? unknown.toUpperCase() : unknown, `falsch-${i}-xyz`));
    expect(missing.map((r) => r.status)).toEqual(known.map((r) => r.status));
    expect(missing.map((r) => r.json.message)).toEqual(known.map((r) => r.json.message));
    expect(missing.at(-1)?.status).toBe(429);
  });
});

describe('no stranger can lock an account or a shared address', () => {
  it('lets the owner sign in from another address while an attacker hammers the account', async () => {
    const owner = await member();
    const attacker = from(newAddress());
    const attempts = [];
    for (let i = 0; i < 8; i += 1) attempts.push((await login(attacker, owner.username, `rate-${i}-xyz`)).status);
    expect(attempts).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    const res = await login(from(newAddress()), owner.username, owner.password);
    expect(res.status).toBe(200);
  });

  it('stops a distributed attack at the account ceiling, yet the owner gets in from an address they used before', async () => {
    const strict = await server({ perAccountAndAddress: 2, perAccount: 6 });
    const owner = await member('koch', strict);
    const home = from(newAddress(), strict);
    expect((await login(home, owner.username, owner.password)).status).toBe(200);
    const attackers = Array.from({ length: 4 }, () => from(newAddress(), strict));
    const answers = [];
    for (const attacker of attackers) {
      for (let i = 0; i < 3; i += 1) answers.push(await login(attacker, owner.username, `bot-${i}-xyz`));
    }
    expect(statuses(answers)).toEqual({ 401: 6, 429: 6 });
    const stranger = await login(from(newAddress(), strict), owner.username, owner.password);
    expect(stranger.status).toBe(429);
    expect((await login(home, owner.username, owner.password)).status).toBe(200);
  });

  it('does not block members behind a shared address after 30 failures from it', async () => {
    const colleague = await member();
    const office = newAddress();
    for (let i = 0; i < 30; i += 1) {
      expect((await login(from(office), `unbekannt_${i}_${colleague.username.slice(-8)}`, 'falsch-falsch')).status).toBe(401);
    }
    expect((await login(from(office), colleague.username, colleague.password)).status).toBe(200);
  });
});

describe('registration limits', () => {
  it('allows 20 registrations per address and hour by default', () => {
    expect(DEFAULT_APP_CONFIG.registrationsPerHour).toBe(20);
    expect(loadEnv({}).REGISTRATIONS_PER_HOUR_PER_ADDRESS).toBe(20);
    expect(loadEnv({ REGISTRATIONS_PER_HOUR_PER_ADDRESS: '5' }).REGISTRATIONS_PER_HOUR_PER_ADDRESS).toBe(5);
  });

  it('answers the registration after the limit with 429, a German message and Retry-After; other addresses go on', async () => {
    const strict = await server({}, 3);
    const address = newAddress();
    for (let i = 0; i < 3; i += 1) expect((await from(address, strict).post('/api/register', uniqueUser())).status).toBe(200);
    const blocked = await from(address, strict).post('/api/register', uniqueUser());
    expect(blocked.status).toBe(429);
    expect(blocked.json.code).toBe('TOO_MANY_REQUESTS');
    expect(blocked.json.message).toMatch(/^Zu viele Registrierungen von dieser Adresse\. Bitte versuche es in \d+ Minuten? erneut\.$/);
    expect(Object.keys(blocked.json)).toEqual(['message', 'code', 'requestId']);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect((await from(newAddress(), strict).post('/api/register', uniqueUser())).status).toBe(200);
  });

  it.each([
    ['only spaces', () => ({ password: '         ' }), 'Das Passwort darf nicht nur aus Leerzeichen bestehen.'],
    ['the username', (u: { username: string }) => ({ password: u.username.toUpperCase() }), 'Das Passwort darf nicht dein Benutzername sein.'],
    ['the e-mail address', (u: { email: string }) => ({ password: ` ${u.email} ` }), 'Das Passwort darf nicht deine E-Mail-Adresse sein.'],
  ])('refuses a password that is %s with a German 400', async (_case, password, message) => {
    const user = uniqueUser();
    const res = await from(newAddress()).post('/api/register', { ...user, ...password(user) });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect(res.json.fields).toEqual([{ path: 'password', message }]);
  });
});
