import { readdir } from 'node:fs/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDb } from '@kochclip/db';
import { comments, recipes, subscriptions, users } from '@kochclip/db/schema';
import { createStripeBilling } from '@kochclip/server';
import { fillMember } from '../support/account-data';
import { registerMember } from '../support/community';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startFakeStripe, type TFakeStripe } from '../support/fake-stripe';
import { HttpClient } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

let server: TTestServer;
let stripe: TFakeStripe;
let database: TIsolatedDb;
let db: TDb;

beforeAll(async () => {
  stripe = await startFakeStripe();
  const billing = createStripeBilling({
    secretKey: 'sk_test_kochclip',
    publishableKey: 'pk_test_kochclip',
    webhookSecret: 'whsec_kochclip_test',
    prices: {},
    returnUrl: 'http://localhost/premium',
    api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
  });
  database = await isolatedDatabase('account_deletion');
  db = database.handle.db;
  server = await startTestServer({}, { billing, database: database.handle });
});
afterAll(async () => {
  await server.close();
  await stripe.close();
  await database.drop();
});

async function admin() {
  const member = await registerMember(server.url);
  await db.update(users).set({ role: 'admin' }).where(eq(users.id, member.id));
  return member;
}

/** Every foreign key in the database that points at users(id), read from the catalogue. */
async function userForeignKeys(): Promise<{ table: string; column: string }[]> {
  const rows = await db.execute<{ table: string; column: string }>(sql`
    select c.conrelid::regclass::text as table, a.attname as column
    from pg_constraint c
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass`);
  return [...rows];
}

async function rowsReferencing(userId: number): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const { table, column } of await userForeignKeys()) {
    const [row] = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    if (row && row.n > 0) found[`${table}.${column}`] = row.n;
  }
  return found;
}

async function rows(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await db.execute<{ n: number }>(query);
  return row?.n ?? 0;
}

const mediaNames = (url: string | null | undefined) => (url ? [url.replace('/media/', '')] : []);

describe('DELETE /api/user', () => {
  it('deletes the member and everything personal: no row in any table references them, files gone, cookie and token refused', async () => {
    const other = await registerMember(server.url);
    const member = await fillMember(server.url, db, other);
    const before = await rowsReferencing(member.id);
    // The walk sees the member's data in many tables before, so an empty walk after means something.
    expect(Object.keys(before).length).toBeGreaterThan(15);
    const [profile] = await db.select().from(users).where(eq(users.id, member.id));
    const files = [...mediaNames(profile?.profileImageUrl), ...mediaNames(profile?.headerImageUrl)];
    expect(files).toHaveLength(2);
    const likedBefore = await db.select({ n: recipes.likeCount }).from(recipes).where(eq(recipes.id, member.likedRecipeId));

    // Rows that name the member without a foreign key: a counted view, rate-limit counters, the welcome mail.
    expect((await member.http.get(`/api/recipes/${member.likedRecipeId}`)).status).toBe(200);
    const named = async () => ({
      views: await rows(sql`select count(*)::int as n from recipe_views where viewer_key = ${`u:${member.id}`}`),
      mails: await rows(sql`select count(*)::int as n from mail_outbox where recipient = ${profile?.email ?? ''}`),
      limits: await rows(
        sql`select count(*)::int as n from rate_limits where key ~ ${`:${member.id}(:|$)`} and key !~ '^register:'`,
      ),
    });
    const namedBefore = await named();
    expect(namedBefore.views).toBe(1);
    expect(namedBefore.mails).toBeGreaterThan(0);
    expect(namedBefore.limits).toBeGreaterThan(0);

    const res = await member.http.request('DELETE', '/api/user', { password: member.password, recipes: 'delete' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, recipes: 'deleted', recipeCount: 2 });
    expect(await named()).toEqual({ views: 0, mails: 0, limits: 0 });
    expect(res.headers.getSetCookie().join()).toMatch(/kc_session=;/);

    expect(await rowsReferencing(member.id)).toEqual({});
    expect(await db.select().from(recipes).where(inArray(recipes.id, member.recipeIds))).toEqual([]);
    const stored = await readdir(server.uploadDir);
    for (const name of files) expect(stored).not.toContain(name);
    const likedAfter = await db.select({ n: recipes.likeCount }).from(recipes).where(eq(recipes.id, member.likedRecipeId));
    expect(likedAfter[0]?.n).toBe((likedBefore[0]?.n ?? 0) - 1);

    // The answered comment stays as the thread's placeholder, without author or words; the other's reply stays.
    const [placeholder] = await db.select().from(comments).where(eq(comments.id, member.answeredCommentId));
    expect(placeholder).toMatchObject({ userId: null, content: '[gelöscht]' });
    expect(placeholder?.deletedAt).not.toBeNull();
    const thread = await other.http.get(`/api/recipes/${member.likedRecipeId}/comments`);
    const shown = (thread.json as unknown as { id: number; isDeleted: boolean; user: unknown; content: string }[]).find(
      (c) => c.id === member.answeredCommentId,
    );
    expect(shown).toMatchObject({ isDeleted: true, user: null, content: '' });

    const cookie = `kc_session=${member.http.cookie('kc_session') ?? 'weg'}`;
    const stale = new HttpClient(server.url, { cookie });
    expect((await stale.get('/api/user')).status).toBe(401);
    const bearer = new HttpClient(server.url, { authorization: `Bearer ${member.token}` });
    expect((await bearer.get('/api/user')).status).toBe(401);
    const login = await new HttpClient(server.url).post('/api/login', { username: member.username, password: member.password });
    expect(login.status).toBe(401);
  });

  it('keeps the recipes under „Gelöschtes Mitglied“ when the member chooses anonymize', async () => {
    const other = await registerMember(server.url);
    const member = await fillMember(server.url, db, other);
    const res = await member.http.request('DELETE', '/api/user', { password: member.password, recipes: 'anonymize' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true, recipes: 'anonymized', recipeCount: 2 });
    expect(await rowsReferencing(member.id)).toEqual({});

    const page = await other.http.get(`/api/recipes/${member.recipeIds[0]}`);
    expect(page.status).toBe(200);
    expect(page.json).toMatchObject({ createdBy: null, createdById: null, creatorDeleted: true });
    // Others' comments on the kept recipe stay; the deleted member's reply there goes.
    const thread = await other.http.get(`/api/recipes/${member.recipeIds[0]}/comments`);
    const list = thread.json as unknown as { content: string; user: { id: number } | null }[];
    expect(list.map((c) => c.content)).toContain('Frage zum Eintopf');
    expect(JSON.stringify(list)).not.toContain('Antwort der Köchin');
  });

  it('refuses a wrong password with 403 and deletes nothing', async () => {
    const member = await registerMember(server.url);
    const res = await member.http.request('DELETE', '/api/user', { password: 'falsch-falsch', recipes: 'delete' });
    expect(res.status).toBe(403);
    expect(res.json).toEqual({
      message: 'Das Passwort stimmt nicht.',
      code: 'FORBIDDEN',
      requestId: expect.any(String) as string,
    });
    expect((await member.http.get('/api/user')).status).toBe(200);
  });

  it('answers hostile and missing input with German 4xx, never 500', async () => {
    const member = await registerMember(server.url);
    const noBody = await member.http.request('DELETE', '/api/user');
    expect(noBody.status).toBe(400);
    expect(typeof noBody.json.message).toBe('string');
    const badChoice = await member.http.request('DELETE', '/api/user', { password: member.password, recipes: 'verschenken' });
    expect(badChoice.status).toBe(400);
    const notJson = await member.http.request('DELETE', '/api/user', undefined, { 'content-type': 'text/plain' });
    expect(notJson.status).toBeLessThan(500);
    const array = await member.http.request('DELETE', '/api/user', [member.password]);
    expect(array.status).toBe(400);
    const visitor = await new HttpClient(server.url).request('DELETE', '/api/user', { password: 'x', recipes: 'delete' });
    expect(visitor.status).toBe(401);
    expect((await member.http.get('/api/user')).status).toBe(200);
  });

  it('limits password guesses like logins (429 after five wrong ones)', async () => {
    const member = await registerMember(server.url);
    const answers: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      answers.push((await member.http.request('DELETE', '/api/user', { password: `rate-${i}`, recipes: 'delete' })).status);
    }
    expect(answers.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(answers[5]).toBe(429);
  });

  it('refuses the last active admin with 400, and lets an admin go while another remains', async () => {
    // The file's own database has no seeded admins: this one is the only active admin.
    const first = await admin();
    const refused = await first.http.request('DELETE', '/api/user', { password: first.password, recipes: 'delete' });
    expect(refused.status).toBe(400);
    expect(String(refused.json.message)).toContain('letzte aktive Administrator');
    expect((await first.http.get('/api/user')).status).toBe(200);
    await admin();
    const allowed = await first.http.request('DELETE', '/api/user', { password: first.password, recipes: 'delete' });
    expect(allowed.status, allowed.text).toBe(200);
  });

  it('cancels a running Stripe subscription before the account goes', async () => {
    const member = await registerMember(server.url);
    const created = await member.http.post('/api/create-subscription', { plan: 'monthly' });
    expect(created.status, created.text).toBe(200);
    stripe.pay(String(created.json.clientSecret).replace(/_secret_test$/, ''));
    const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, member.id));
    const stripeId = row?.stripeSubscriptionId ?? '';
    expect(stripe.subscriptions.get(stripeId)?.status).toBe('active');

    const res = await member.http.request('DELETE', '/api/user', { password: member.password, recipes: 'delete' });
    expect(res.status, res.text).toBe(200);
    expect(stripe.subscriptions.get(stripeId)?.status).toBe('canceled');
    expect(stripe.calls).toContain(`DELETE /v1/subscriptions/${stripeId}`);
  });
});
