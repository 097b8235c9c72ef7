import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions as sessionsTable, users } from '@kochclip/db/schema';
import { HttpClient, uniqueUser } from '../support/http';
import { MAIL_ORIGIN, startMailWorld, type TMailWorld } from '../support/mail';
import { tokenIn, type TReceivedMail } from '../support/smtp';

let world: TMailWorld;
beforeAll(async () => {
  world = await startMailWorld(
    'kochclip_it_account',
    { accountMailLimits: { resetRequestsPerAddress: 100, resetMailsPerAccount: 3, verificationMailsPerAccount: 3 } },
    { trustProxy: true },
  );
}, 60_000);
afterAll(async () => {
  await world.close();
});

const db = () => world.database.handle.db;
let addresses = 0;
const client = (headers: Record<string, string> = {}) => {
  addresses += 1;
  return new HttpClient(world.server.url, { 'x-forwarded-for': `10.40.0.${addresses}`, ...headers });
};

async function member() {
  const http = client();
  const user = uniqueUser('sicher');
  const res = await http.post('/api/register', user);
  expect(res.status, res.text).toBe(200);
  return { http, user, id: res.json.id as number };
}

const VERIFY_SUBJECT = 'Bitte bestätige deine E-Mail-Adresse';
const verifyMail = (to: string, pick: (mail: TReceivedMail) => boolean = () => true) =>
  world.smtp.waitFor(to, (m) => m.subject === VERIFY_SUBJECT && pick(m));

/** A second login of the member from elsewhere, and an API token, to see which end. */
async function otherSessions(user: { username: string; password: string }) {
  const browser = client();
  expect((await browser.post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
  const token = await client().post('/api/auth/token', { username: user.username, password: user.password, name: 'Skript' });
  expect(token.status).toBe(200);
  return { browser, bearer: client({ authorization: `Bearer ${String(token.json.token)}` }) };
}

describe('e-mail verification', () => {
  it('mails a link after registration that verifies the address once', async () => {
    const { http, user } = await member();
    expect((await http.get('/api/user')).json.emailVerified).toBe(false);
    const mail = await verifyMail(user.email);
    expect(mail.text).toContain('willkommen bei Kochclip');
    expect(mail.text).toContain(`${MAIL_ORIGIN}/email-bestaetigen?token=`);

    const res = await client().post('/api/auth/verify-email', { token: tokenIn(mail) });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ message: 'Deine E-Mail-Adresse ist bestätigt.', email: user.email, emailVerified: true });
    expect((await http.get('/api/user')).json.emailVerified).toBe(true);

    // The same link again (a second tap in the mail app): confirmed already, not 'ungültig'.
    for (const opener of [client(), http]) {
      const again = await opener.post('/api/auth/verify-email', { token: tokenIn(mail) });
      expect(again.status, again.text).toBe(200);
      expect(again.json).toEqual({
        message: 'Deine E-Mail-Adresse ist bereits bestätigt.',
        email: user.email,
        emailVerified: true,
      });
    }
  });

  it('says nothing about a used link to another member, nor once its address is no longer the account’s', async () => {
    const { http, user } = await member();
    const mail = await verifyMail(user.email);
    expect((await client().post('/api/auth/verify-email', { token: tokenIn(mail) })).status).toBe(200);
    const stranger = await member();
    const foreign = await stranger.http.post('/api/auth/verify-email', { token: tokenIn(mail) });
    expect(foreign.status).toBe(400);
    expect(foreign.json.message).toBe('Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.');
    expect(foreign.text).not.toContain(user.email);

    const newEmail = `weiter.${uniqueUser().email}`;
    expect((await http.post('/api/user/email', { email: newEmail, password: user.password })).status).toBe(200);
    const changed = await verifyMail(newEmail);
    expect((await client().post('/api/auth/verify-email', { token: tokenIn(changed) })).status).toBe(200);
    expect((await client().post('/api/auth/verify-email', { token: tokenIn(mail) })).status).toBe(400);
  });

  it('refuses made-up and hostile tokens with 400', async () => {
    for (const body of [{ token: 'b'.repeat(32) }, { token: '' }, {}, { token: 7 }, { token: 'a', extra: 1 }]) {
      const res = await client().post('/api/auth/verify-email', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('BAD_REQUEST');
    }
  });

  it('sends a new link on request, up to the hourly budget, and none to a verified address', async () => {
    const { http, user } = await member();
    expect((await client().post('/api/auth/verify-email/resend')).status).toBe(401);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await http.post('/api/auth/verify-email/resend')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const sent = () => world.smtp.mails.filter((m) => m.to.includes(user.email) && m.subject === VERIFY_SUBJECT);
    await world.smtp.waitFor(user.email, () => sent().length === 4);
    const links = sent().map(tokenIn);
    expect(new Set(links).size).toBe(4);
    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, user.email));
    const done = await http.post('/api/auth/verify-email/resend');
    expect(done.json).toEqual({ message: 'Deine E-Mail-Adresse ist bereits bestätigt.' });
  });
});

describe('changing the e-mail address', () => {
  it('takes effect only after the link sent to the new address is opened', async () => {
    const { http, user } = await member();
    const newEmail = `neu.${uniqueUser().email}`;
    const res = await http.post('/api/user/email', { email: newEmail.toUpperCase(), password: user.password });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ pendingEmail: newEmail });
    expect((await http.get('/api/user')).json.email).toBe(user.email);

    const mail = await verifyMail(newEmail);
    expect(mail.text).toContain('Sie wird erst geändert, wenn du sie über diesen Link bestätigst');
    const notice = await world.smtp.waitFor(
      user.email,
      (m) => m.subject === 'Deine E-Mail-Adresse bei Kochclip soll geändert werden',
    );
    expect(notice.text).toContain(newEmail);
    expect(notice.text).not.toContain('token=');
    const verified = await client().post('/api/auth/verify-email', { token: tokenIn(mail) });
    expect(verified.status, verified.text).toBe(200);
    expect(verified.json.email).toBe(newEmail);
    expect((await http.get('/api/user')).json).toMatchObject({ email: newEmail, emailVerified: true });
    expect((await client().post('/api/login', { username: newEmail, password: user.password })).status).toBe(200);
  });

  it('refuses a wrong password, the same or a taken address, bad input and visitors', async () => {
    const { http, user } = await member();
    const other = await member();
    const cases: [unknown, number][] = [
      [{ email: 'x@example.de', password: 'falsch-falsch' }, 400],
      [{ email: user.email, password: user.password }, 400],
      [{ email: other.user.email, password: user.password }, 409],
      [{ email: 'keine-adresse', password: user.password }, 400],
      [{ email: 'x@example.de' }, 400],
      [{ email: 'x@example.de', password: user.password, verified: true }, 400],
    ];
    for (const [body, status] of cases) {
      const res = await http.post('/api/user/email', body);
      expect(res.status, `${JSON.stringify(body)}: ${res.text}`).toBe(status);
      expect(typeof res.json.message).toBe('string');
    }
    expect((await client().post('/api/user/email', { email: 'x@example.de', password: 'egal-egal' })).status).toBe(401);
  });

  it('answers 409 when the new address was taken before the link was opened', async () => {
    const { http, user } = await member();
    const wanted = `begehrt.${uniqueUser().email}`;
    expect((await http.post('/api/user/email', { email: wanted, password: user.password })).status).toBe(200);
    const mail = await verifyMail(wanted);
    const quicker = client();
    expect((await quicker.post('/api/register', { ...uniqueUser('schneller'), email: wanted })).status).toBe(200);
    const res = await client().post('/api/auth/verify-email', { token: tokenIn(mail) });
    expect(res.status).toBe(409);
    expect((await http.get('/api/user')).json.email).toBe(user.email);
  });
});

describe('changing the password', () => {
  it('needs the current password and ends every other session and token, not the one in use', async () => {
    const { http, user } = await member();
    const { browser, bearer } = await otherSessions(user);
    const wrong = await http.post('/api/user/password', { currentPassword: 'nicht-meins', newPassword: 'Apfelstrudel-2026' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({
      message: 'Das Passwort ist falsch.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
    expect((await browser.get('/api/user')).status).toBe(200);

    const res = await http.post('/api/user/password', { currentPassword: user.password, newPassword: 'Apfelstrudel-2026' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect((await http.get('/api/user')).status).toBe(200);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await bearer.get('/api/user')).status).toBe(401);
    expect((await client().post('/api/login', { username: user.username, password: 'Apfelstrudel-2026' })).status).toBe(200);
  });

  it('keeps the bearer token that changed it', async () => {
    const { user } = await member();
    const { browser, bearer } = await otherSessions(user);
    const res = await bearer.post('/api/user/password', { currentPassword: user.password, newPassword: 'Zwetschgendatschi-8' });
    expect(res.status, res.text).toBe(200);
    expect((await bearer.get('/api/user')).status).toBe(200);
    expect((await browser.get('/api/user')).status).toBe(401);
  });

  it('refuses weak passwords, bad input and visitors, and limits guessing like a login', async () => {
    const { http, user } = await member();
    for (const body of [
      { currentPassword: user.password, newPassword: 'kurz' },
      { currentPassword: user.password, newPassword: 'passwort' },
      { currentPassword: user.password, newPassword: user.username },
      { currentPassword: user.password, newPassword: '         ' },
      { currentPassword: user.password },
      { currentPassword: user.password, newPassword: 'Gut-genug-123', extra: 1 },
    ]) {
      expect((await http.post('/api/user/password', body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await client().post('/api/user/password', { currentPassword: 'a', newPassword: 'Gut-genug-123' })).status).toBe(401);
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push(
        (await http.post('/api/user/password', { currentPassword: `geraten-${i}`, newPassword: 'Gut-genug-123' })).status,
      );
    }
    expect(statuses.slice(-1)).toEqual([429]);
  });
});

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
};

async function userIdOf(username: string): Promise<number> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no member ${username}`);
  return row.id;
}

describe('sessions and API tokens', () => {
  it('lists the member’s own sessions and tokens, marks the current one and ends one on request', async () => {
    const { http, user } = await member();
    const { browser, bearer } = await otherSessions(user);
    const list = await http.get('/api/user/sessions');
    expect(list.status, list.text).toBe(200);
    const { sessions, tokens } = list.json as unknown as {
      sessions: { id: string; current: boolean; createdAt: string; expiresAt: string }[];
      tokens: { id: number; name: string; current: boolean; lastUsedAt: string | null }[];
    };
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(tokens).toEqual([expect.objectContaining({ name: 'Skript', current: false })]);
    expect(JSON.stringify(list.json)).not.toContain(String(http.cookie('kc_session')));

    const fromToken = await bearer.get('/api/user/sessions');
    expect((fromToken.json.tokens as { current: boolean }[])[0]?.current).toBe(true);

    const other = sessions.find((s) => !s.current);
    expect((await http.delete(`/api/user/sessions/${other?.id ?? ''}`)).status).toBe(200);
    expect((await browser.get('/api/user')).status).toBe(401);
    expect((await http.delete(`/api/user/tokens/${tokens[0]?.id ?? 0}`)).status).toBe(200);
    expect((await bearer.get('/api/user')).status).toBe(401);
    expect((await http.get('/api/user')).status).toBe(200);
  });

  it('names each session by browser and system from the login’s User-Agent and tells when it was last used', async () => {
    const user = uniqueUser('geraete');
    const android = client({ 'user-agent': UA.android });
    expect((await android.post('/api/register', user)).status).toBe(200);
    const iphone = client({ 'user-agent': UA.iphone });
    const windows = client({ 'user-agent': UA.windows });
    const unknown = client({ 'user-agent': 'curl/8.5.0' });
    for (const c of [iphone, windows, unknown]) {
      expect((await c.post('/api/login', { username: user.username, password: user.password })).status).toBe(200);
    }
    type TListed = { id: string; device: string; current: boolean; lastUsedAt: string | null };
    const listed = async () => (await iphone.get('/api/user/sessions')).json.sessions as TListed[];
    const sessions = await listed();
    expect(sessions.map((s) => [s.device, s.current])).toEqual([
      ['Chrome auf Android', false],
      ['Safari auf iPhone', true],
      ['Firefox auf Windows', false],
      ['Unbekanntes Gerät', false],
    ]);
    for (const s of sessions) expect(Date.now() - Date.parse(s.lastUsedAt ?? '')).toBeLessThan(60_000);

    // Used an hour ago, then again now: the list moves on; a session left alone keeps its time.
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await db()
      .update(sessionsTable)
      .set({ lastUsedAt: hourAgo })
      .where(eq(sessionsTable.userId, await userIdOf(user.username)));
    expect((await windows.get('/api/user')).status).toBe(200);
    const after = await listed();
    const lastUse = (device: string) => Date.parse(after.find((s) => s.device === device)?.lastUsedAt ?? '');
    expect(Date.now() - lastUse('Firefox auf Windows')).toBeLessThan(60_000);
    expect(lastUse('Chrome auf Android')).toBe(hourAgo.getTime());
  });

  it('never shows or ends another member’s sessions or tokens (404)', async () => {
    const owner = await member();
    const { browser, bearer } = await otherSessions(owner.user);
    const stranger = await member();
    const mine = await owner.http.get('/api/user/sessions');
    const sessionId = (mine.json.sessions as { id: string }[])[0]?.id ?? '';
    const tokenId = (mine.json.tokens as { id: number }[])[0]?.id ?? 0;
    const theirs = await stranger.http.get('/api/user/sessions');
    expect(JSON.stringify(theirs.json)).not.toContain(sessionId);
    expect((await stranger.http.delete(`/api/user/sessions/${sessionId}`)).status).toBe(404);
    expect((await stranger.http.delete(`/api/user/tokens/${tokenId}`)).status).toBe(404);
    expect((await browser.get('/api/user')).status).toBe(200);
    expect((await bearer.get('/api/user')).status).toBe(200);
  });

  it('refuses malformed ids with 400 and visitors with 401', async () => {
    const { http } = await member();
    for (const path of [
      '/api/user/sessions/abc',
      `/api/user/sessions/${'g'.repeat(64)}`,
      '/api/user/tokens/abc',
      '/api/user/tokens/-1',
      '/api/user/tokens/99999999999',
    ]) {
      const res = await http.delete(path);
      expect(res.status, path).toBe(400);
    }
    const visitor = client();
    expect((await visitor.get('/api/user/sessions')).status).toBe(401);
    expect((await visitor.delete('/api/user/sessions')).status).toBe(401);
    expect((await visitor.delete(`/api/user/sessions/${'a'.repeat(64)}`)).status).toBe(401);
  });

  it('„Überall abmelden“ ends every session and token, the own one included', async () => {
    const { http, user } = await member();
    const { browser, bearer } = await otherSessions(user);
    const res = await http.delete('/api/user/sessions');
    expect(res.status, res.text).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toMatch(/kc_session=;/);
    for (const c of [http, browser, bearer]) expect((await c.get('/api/user')).status).toBe(401);
  });
});
