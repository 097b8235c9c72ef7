import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, mailOutbox, users } from '@kochclip/db/schema';
import { HttpClient, uniqueUser } from '../support/http';
import { MAIL_ORIGIN, startMailWorld, type TMailWorld } from '../support/mail';
import { tokenIn } from '../support/smtp';

let world: TMailWorld;
beforeAll(async () => {
  world = await startMailWorld(
    'kochclip_it_pwreset',
    { accountMailLimits: { resetRequestsPerAddress: 6, resetMailsPerAccount: 3, verificationMailsPerAccount: 5 } },
    { trustProxy: true },
  );
}, 60_000);
afterAll(async () => {
  await world.close();
});

const db = () => world.database.handle.db;
let addresses = 0;
/** A client from an address of its own, so the per-address budget of one test does not spill into another. */
const client = () => {
  addresses += 1;
  return new HttpClient(world.server.url, { 'x-forwarded-for': `10.30.0.${addresses}` });
};

async function member() {
  const http = client();
  const user = uniqueUser('vergesslich');
  const res = await http.post('/api/register', user);
  expect(res.status, res.text).toBe(200);
  return { http, user, id: res.json.id as number };
}

async function resetMailFor(email: string, after = 0) {
  return world.smtp.waitFor(
    email,
    (m) => m.subject === 'Dein neues Passwort für Kochclip' && world.smtp.mails.indexOf(m) >= after,
  );
}

const SAME_ANSWER = {
  message:
    'Wenn es ein Konto mit diesen Angaben gibt, haben wir dir eine E-Mail mit einem Link geschickt. Der Link ist eine Stunde gültig.',
};

describe('Passwort vergessen', () => {
  it('mails a one-hour link, sets the new password with it once and ends every other session and token', async () => {
    const { http, user, id } = await member();
    const token = await new HttpClient(world.server.url).post('/api/auth/token', {
      username: user.username,
      password: user.password,
    });
    expect(token.status).toBe(200);
    const bearer = new HttpClient(world.server.url, { authorization: `Bearer ${String(token.json.token)}` });
    expect((await bearer.get('/api/user')).status).toBe(200);

    const visitor = client();
    const requested = await visitor.post('/api/auth/password-reset/request', { identifier: user.username });
    expect(requested.status, requested.text).toBe(200);
    expect(requested.json).toEqual(SAME_ANSWER);

    const mail = await resetMailFor(user.email);
    expect(mail.text).toContain(`Hallo ${user.username},`);
    expect(mail.text).toContain(`${MAIL_ORIGIN}/passwort-zuruecksetzen?token=`);
    expect(mail.text).toContain('eine Stunde gültig');
    expect(mail.html).toContain('<a href="https://kochclip.test/passwort-zuruecksetzen?token=');
    const [stored] = await db()
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.userId, id), eq(accountTokens.purpose, 'reset-password')));
    expect(stored?.tokenHash).not.toContain(tokenIn(mail));
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = (stored?.expiresAt.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000);

    const confirmed = await visitor.post('/api/auth/password-reset/confirm', {
      token: tokenIn(mail),
      password: 'Neues-Rezept-2026',
    });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ id, username: user.username, emailVerified: true });
    expect(visitor.cookie('kc_session')).toBeTruthy();
    expect((await visitor.get('/api/user')).status).toBe(200);

    expect((await http.get('/api/user')).status).toBe(401);
    expect((await bearer.get('/api/user')).status).toBe(401);
    const oldLogin = await client().post('/api/login', { username: user.username, password: user.password });
    expect(oldLogin.status).toBe(401);
    const newLogin = await client().post('/api/login', { username: user.username, password: 'Neues-Rezept-2026' });
    expect(newLogin.status).toBe(200);

    const again = await client().post('/api/auth/password-reset/confirm', {
      token: tokenIn(mail),
      password: 'Noch-ein-Passwort-7',
    });
    expect(again.status).toBe(400);
    expect(again.json).toMatchObject({
      message: 'Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
  });

  it('answers an unknown name or address exactly as a known one and sends nothing', async () => {
    const before = await db().select({ n: count() }).from(mailOutbox);
    for (const identifier of ['niemand_hier', 'niemand@example.de']) {
      const res = await client().post('/api/auth/password-reset/request', { identifier });
      expect(res.status).toBe(200);
      expect(res.json).toEqual(SAME_ANSWER);
    }
    const after = await db().select({ n: count() }).from(mailOutbox);
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('finds the account by its e-mail address in any case', async () => {
    const { user } = await member();
    const mark = world.smtp.mails.length;
    const res = await client().post('/api/auth/password-reset/request', { identifier: `  ${user.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect((await resetMailFor(user.email, mark)).to).toEqual([user.email]);
  });

  it('refuses an expired link, a made-up one and hostile input with German 400s', async () => {
    const { user, id } = await member();
    const mark = world.smtp.mails.length;
    await client().post('/api/auth/password-reset/request', { identifier: user.username });
    const mail = await resetMailFor(user.email, mark);
    await db()
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, id));
    const expired = await client().post('/api/auth/password-reset/confirm', {
      token: tokenIn(mail),
      password: 'Spaetzle-mit-Soße-9',
    });
    expect(expired.status).toBe(400);
    expect(expired.json.message).toBe('Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.');

    const http = client();
    for (const body of [
      { token: 'a'.repeat(32), password: 'Spaetzle-mit-Soße-9' },
      { token: '', password: 'Spaetzle-mit-Soße-9' },
      { token: 'x'.repeat(5000), password: 'Spaetzle-mit-Soße-9' },
      { token: 'abc\u0000', password: 'Spaetzle-mit-Soße-9' },
      { token: 'abc', password: 'kurz' },
      { token: 'abc', password: 'Spaetzle-mit-Soße-9', role: 'admin' },
      { token: ['abc'], password: 'Spaetzle-mit-Soße-9' },
      {},
    ]) {
      const res = await http.post('/api/auth/password-reset/confirm', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe('BAD_REQUEST');
    }
    for (const body of [{}, { identifier: '' }, { identifier: 'x'.repeat(300) }, { identifier: 42 }]) {
      const res = await http.post('/api/auth/password-reset/request', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('keeps the link when the new password is refused (too common, the username)', async () => {
    const { user } = await member();
    const mark = world.smtp.mails.length;
    await client().post('/api/auth/password-reset/request', { identifier: user.username });
    const token = tokenIn(await resetMailFor(user.email, mark));
    const common = await client().post('/api/auth/password-reset/confirm', { token, password: 'passwort' });
    expect(common.status).toBe(400);
    const own = await client().post('/api/auth/password-reset/confirm', { token, password: user.username });
    expect(own.status).toBe(400);
    expect(own.json.message).toContain('Das Passwort darf nicht dein Benutzername sein.');
    expect((await client().post('/api/auth/password-reset/confirm', { token, password: 'Kartoffel-Gratin-5' })).status).toBe(200);
  });

  it('lets only one of two simultaneous uses of a link through', async () => {
    const { user } = await member();
    const mark = world.smtp.mails.length;
    await client().post('/api/auth/password-reset/request', { identifier: user.username });
    const token = tokenIn(await resetMailFor(user.email, mark));
    const answers = await Promise.all(
      ['Erste-Variante-11', 'Zweite-Variante-22'].map((password) =>
        client().post('/api/auth/password-reset/confirm', { token, password }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });

  it('only the newest link works, and not once the account has another address', async () => {
    const { user, id } = await member();
    const mark = world.smtp.mails.length;
    const http = client();
    await http.post('/api/auth/password-reset/request', { identifier: user.username });
    const first = tokenIn(await resetMailFor(user.email, mark));
    const mark2 = world.smtp.mails.length;
    await http.post('/api/auth/password-reset/request', { identifier: user.username });
    const second = tokenIn(await resetMailFor(user.email, mark2));
    expect((await http.post('/api/auth/password-reset/confirm', { token: first, password: 'Brezel-und-Butter-3' })).status).toBe(
      400,
    );
    await db()
      .update(users)
      .set({ email: `anders.${id}@example.de` })
      .where(eq(users.id, id));
    expect((await http.post('/api/auth/password-reset/confirm', { token: second, password: 'Brezel-und-Butter-3' })).status).toBe(
      400,
    );
  });

  it('sends an account at most 3 reset mails an hour and answers the 4th request the same', async () => {
    const { user, id } = await member();
    const http = client();
    const answers = [];
    for (let i = 0; i < 4; i += 1)
      answers.push(await http.post('/api/auth/password-reset/request', { identifier: user.username }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    for (const answer of answers) expect(answer.json).toEqual(SAME_ANSWER);
    const queued = await db()
      .select({ n: count() })
      .from(mailOutbox)
      .where(sql`${mailOutbox.recipient} = ${user.email} and ${mailOutbox.template} = 'password-reset'`);
    expect(queued[0]?.n).toBe(3);
    expect(id).toBeGreaterThan(0);
  });

  it('answers 429 with Retry-After after 6 requests an hour from one address, known account or not', async () => {
    const http = client();
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await http.post('/api/auth/password-reset/request', { identifier: `unbekannt_${i}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(res.json).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
        expect(String(res.json.message)).toMatch(/^Zu viele E-Mails in kurzer Zeit/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429]);
  });
});

describe('Passwort vergessen, from outside', () => {
  it('answers as fast for an address with an account as for one without (50 of each, medians within 5 ms)', async () => {
    const tag = `${Date.now().toString(36)}${process.pid.toString(36)}`;
    // Two samples' worth of accounts: a second sample is taken only when the first one's medians differ by 5 ms or
    // more, which load on a shared machine can cause once; a real difference (a hash, a mail sent while the client
    // waits) shows in both.
    const known = Array.from({ length: 100 }, (_, i) => ({
      username: `zeit_${tag}_${i}`.slice(0, 30),
      email: `zeit.${tag}.${i}@example.de`,
      passwordHash: 'kein-echter-hash',
    }));
    await db().insert(users).values(known);
    const timed = async (identifier: string) => {
      const started = performance.now();
      const res = await client().post('/api/auth/password-reset/request', { identifier });
      expect(res.json).toEqual(SAME_ANSWER);
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
    const medianGap = async (sample: number) => {
      const knownMs: number[] = [];
      const unknownMs: number[] = [];
      // In pairs, one of each at the same moment, so load on the machine weighs on both alike.
      for (const [i, member] of known.slice(sample * 50, sample * 50 + 50).entries()) {
        const [a, b] = await Promise.all([timed(member.email), timed(`niemand.${tag}.${sample}.${i}@example.de`)]);
        knownMs.push(a);
        unknownMs.push(b);
      }
      return Math.abs(median(knownMs) - median(unknownMs));
    };
    let samples = 1;
    let gap = await medianGap(0);
    if (gap >= 5) {
      samples = 2;
      gap = await medianGap(1);
    }
    expect(gap).toBeLessThan(5);
    const [{ issued } = { issued: 0 }] = await db()
      .select({ issued: count() })
      .from(accountTokens)
      .where(and(eq(accountTokens.purpose, 'reset-password'), sql`${accountTokens.email} like ${`zeit.${tag}.%`}`));
    expect(issued).toBe(50 * samples);
    // Up to 200 requests one pair after another: on a loaded 2-core machine a second sample alone took longer than the
    // default 30 s (a timeout, not a failed comparison), so the test gets the time its requests need.
  }, 90_000);
});
