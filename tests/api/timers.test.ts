import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timers } from '@kochclip/db/schema';
import type { TJobQueue } from '@kochclip/routers/ports';
import { collectMemberData, MAX_RUNNING_TIMERS } from '@kochclip/routers/server';
import {
  startBackgroundJobs,
  type TBackgroundJobs,
  cleanupJob,
  timerReminderJob,
  createPushGateway,
  resolveVapidKeys,
  type TVapidKeys,
  createDirectoryStorage,
} from '@kochclip/server';
import { insertRecipe, registerMember, type TCommunityMember } from '../support/community';
import { startEdge } from '../support/edge';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startFakePushService, type TBrowserSubscription, type TFakePushService } from '../support/push-service';
import { startTestServer, type TTestServer } from '../support/server';

const LOOPBACK_POLICY = {
  resolve: () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]),
  allowLoopback: true,
};

const edge = startEdge(http.all('http://localhost:*/*', () => passthrough()));
let pushService: TFakePushService;
let database: TIsolatedDb;
let vapid: TVapidKeys;
let jobs: TBackgroundJobs;
let server: TTestServer;
let withoutPush: TTestServer;

const startJobs = async () =>
  startBackgroundJobs({
    databaseUrl: database.url,
    db: database.handle.db,
    storage: createDirectoryStorage(await mkdtemp(path.join(tmpdir(), 'kochclip-timer-media-'))),
    log: () => undefined,
    images: null,
    push: { vapid, subject: 'mailto:test@kochclip.de', policy: LOOPBACK_POLICY },
    pollingIntervalSeconds: 0.5,
    pushRetryDelaySeconds: 1,
  });

beforeAll(async () => {
  pushService = await startFakePushService();
  database = await isolatedDatabase('kochclip_it_timers');
  vapid = await resolveVapidKeys(database.handle.db, {});
  jobs = await startJobs();
  // The server keeps enqueueing through whichever job runner is current (one test restarts it).
  const queue = new Proxy({} as TJobQueue, { get: (_target, name: keyof TJobQueue) => jobs.queue[name] });
  const push = createPushGateway(vapid, LOOPBACK_POLICY);
  server = await startTestServer({}, { database: database.handle, jobs: queue, push });
  withoutPush = await startTestServer({}, { database: database.handle, jobs: queue });
}, 60_000);
afterAll(async () => {
  edge.close();
  await server.close();
  await withoutPush.close();
  await jobs.stop();
  await database.drop();
  await pushService.stop();
});

async function waitFor<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A member whose browser is subscribed to push through the fake push service. */
async function memberWithDevice(): Promise<TCommunityMember & { browser: TBrowserSubscription }> {
  const member = await registerMember(server.url);
  const browser = await pushService.subscribe(vapid.publicKey);
  const res = await member.http.post('/api/push/subscribe', { endpoint: browser.endpoint, keys: browser.keys });
  if (res.status !== 200) throw new Error(`subscribe failed: ${res.text}`);
  return { ...member, browser };
}

const messagesOf = async (browser: TBrowserSubscription) =>
  (await pushService.messages(browser.clientHash)).map((m) => JSON.parse(m) as unknown);

const arrived = (browser: TBrowserSubscription) =>
  waitFor('die Timer-Push', async () => {
    const messages = await messagesOf(browser);
    return messages.length > 0 ? messages : undefined;
  });

/** The reminder job of a timer has run (pg-boss marks it completed): a push it would send is sent by then. */
const reminderDone = (timerId: number) =>
  waitFor(`den Erinnerungsjob von Timer ${timerId}`, async () => {
    const rows = await database.handle.db.execute<{ state: string }>(
      sql`select state from pgboss.job where name = 'timer-reminder' and (data->>'timerId')::int = ${timerId}`,
    );
    return rows[0]?.state === 'completed' ? true : undefined;
  });

const stepTimer = (label: string, seconds: number, extra: Record<string, unknown> = {}) => ({
  kind: 'step',
  label,
  seconds,
  ...extra,
});

describe('POST /api/timers', () => {
  it('starts a timer and lists it among the member’s running timers; visitors are asked to sign in', async () => {
    const m = await registerMember(server.url);
    const before = Date.now();
    const res = await m.http.post('/api/timers', stepTimer('Nudeln abgießen', 600));
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ kind: 'step', label: 'Nudeln abgießen', recipeId: null });
    const endsAt = Date.parse(String(res.json.endsAt));
    expect(endsAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 600_000);

    const list = await m.http.get('/api/timers');
    expect(list.status).toBe(200);
    expect(list.json).toEqual([res.json]);
    expect((await (await registerMember(server.url)).http.get('/api/timers')).json).toEqual([]);

    const visitor = new HttpClient(server.url);
    expect((await visitor.post('/api/timers', stepTimer('Eier', 60))).status).toBe(401);
    expect((await visitor.get('/api/timers')).status).toBe(401);
  });

  it('takes an end time too, and a cooking timer’s start up to 14 days ahead', async () => {
    const m = await registerMember(server.url);
    const endsAt = new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString();
    const res = await m.http.post('/api/timers', { kind: 'cooking-start', label: 'Lasagne', endsAt });
    expect(res.status, res.text).toBe(200);
    expect(res.json.endsAt).toBe(endsAt);
  });

  const tooFar = new Date(Date.now() + 15 * 24 * 60 * 60 * 1000).toISOString();
  it.each([
    [
      'an end time in the past',
      { kind: 'step', label: 'Eier', endsAt: new Date(Date.now() - 1000).toISOString() },
      /Vergangenheit/,
    ],
    ['0 seconds', stepTimer('Eier', 0), /Vergangenheit/],
    ['a step timer over 24 hours', stepTimer('Teig gehen lassen', 24 * 60 * 60 + 1), /24 Stunden/],
    ['a cooking start more than 14 days ahead', { kind: 'cooking-start', label: 'Gans', endsAt: tooFar }, /14 Tage/],
    ['both seconds and an end time', { ...stepTimer('Eier', 60), endsAt: tooFar }, /entweder seconds/],
    ['neither seconds nor an end time', { kind: 'step', label: 'Eier' }, /entweder seconds/],
    ['an unknown kind', { ...stepTimer('Eier', 60), kind: 'wecker' }, /Timer-Art/],
    ['an empty label', stepTimer('   ', 60), /Bezeichnung/],
    ['a label of 101 characters', stepTimer('x'.repeat(101), 60), /Bezeichnung/],
    ['fractional seconds', stepTimer('Eier', 1.5), /ganze Zahl/],
    ['an unknown field', { ...stepTimer('Eier', 60), sound: 'gong' }, /./],
  ])('refuses %s with a German 400 and stores nothing', async (_name, body, message) => {
    const m = await registerMember(server.url);
    const res = await m.http.post('/api/timers', body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect(res.json.message).toMatch(message);
    expect(await database.handle.db.select().from(timers).where(eq(timers.userId, m.id))).toEqual([]);
  });

  it('answers 404 for a recipe that does not exist or is another member’s private recipe', async () => {
    const [m, other] = [await registerMember(server.url), await registerMember(server.url)];
    const secret = await insertRecipe(other.id, 'Geheimes Curry', database.handle.db);
    await database.handle.db.execute(sql`update recipes set visibility = 'private' where id = ${secret}`);
    for (const recipeId of [secret, 2_000_000_000]) {
      const res = await m.http.post('/api/timers', stepTimer('Reis', 60, { recipeId }));
      expect(res.status, res.text).toBe(404);
      expect(res.json.message).toBe('Rezept nicht gefunden.');
    }
    expect((await other.http.post('/api/timers', stepTimer('Reis', 60, { recipeId: secret }))).status).toBe(200);
  });

  it(`caps a member at ${MAX_RUNNING_TIMERS} running timers, also when they start at once; a stopped one makes room`, async () => {
    const m = await registerMember(server.url);
    const answers = await Promise.all(
      Array.from({ length: MAX_RUNNING_TIMERS + 3 }, (_, i) => m.http.post('/api/timers', stepTimer(`Timer ${i}`, 600))),
    );
    const started = answers.filter((a) => a.status === 200);
    expect(started).toHaveLength(MAX_RUNNING_TIMERS);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.map((a) => a.json)).toEqual(
      Array(3).fill({
        message: `Du hast bereits ${MAX_RUNNING_TIMERS} laufende Timer. Stoppe zuerst einen davon.`,
        code: 'BAD_REQUEST',
        requestId: expect.any(String) as string,
      }),
    );
    expect((await m.http.get('/api/timers')).json).toHaveLength(MAX_RUNNING_TIMERS);

    expect((await m.http.delete(`/api/timers/${String(started[0]?.json.id)}`)).status).toBe(200);
    expect((await m.http.post('/api/timers', stepTimer('Noch einer', 600))).status).toBe(200);
  });

  it('answers 503 where push is not set up, storing nothing', async () => {
    const m = await registerMember(withoutPush.url);
    const res = await m.http.post('/api/timers', stepTimer('Eier', 60));
    expect(res.status, res.text).toBe(503);
    expect(res.json.message).toBe('Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet.');
    expect(await database.handle.db.select().from(timers).where(eq(timers.userId, m.id))).toEqual([]);
  });
});

describe('DELETE /api/timers/{id} and POST /api/timers/{id}/ack', () => {
  it('answer 404 for another member’s timer and leave it running', async () => {
    const [owner, other] = [await registerMember(server.url), await registerMember(server.url)];
    const { json } = await owner.http.post('/api/timers', stepTimer('Kartoffeln', 600));
    const id = String(json.id);
    for (const res of [await other.http.delete(`/api/timers/${id}`), await other.http.post(`/api/timers/${id}/ack`)]) {
      expect(res.status, res.text).toBe(404);
      expect(res.json).toEqual({ message: 'Timer nicht gefunden.', code: 'NOT_FOUND', requestId: expect.any(String) as string });
    }
    expect((await owner.http.get('/api/timers')).json).toEqual([json]);
    expect((await owner.http.delete('/api/timers/2000000000')).status).toBe(404);
    expect((await new HttpClient(server.url).delete(`/api/timers/${id}`)).status).toBe(401);
  });

  it('stop the timer for its owner, idempotently', async () => {
    const m = await registerMember(server.url);
    const { json } = await m.http.post('/api/timers', stepTimer('Kartoffeln', 600));
    for (let i = 0; i < 2; i += 1) {
      const res = await m.http.delete(`/api/timers/${String(json.id)}`);
      expect(res.status, res.text).toBe(200);
      expect(res.json).toEqual({ success: true });
    }
    expect((await m.http.post(`/api/timers/${String(json.id)}/ack`)).status).toBe(200);
    expect((await m.http.get('/api/timers')).json).toEqual([]);
  });
});

describe('the reminder', () => {
  it('reaches the member’s device at the end with the German text and opens cooking mode', async () => {
    const m = await memberWithDevice();
    const recipeId = await insertRecipe(m.id, 'Spaghetti Carbonara', database.handle.db);
    const res = await m.http.post('/api/timers', stepTimer('Nudeln abgießen', 1, { recipeId }));
    expect(res.status, res.text).toBe(200);
    expect(await arrived(m.browser)).toEqual([
      { title: 'Spaghetti Carbonara', body: 'Der Timer für ‚Nudeln abgießen‘ ist abgelaufen', url: `/recipe/${recipeId}/kochen` },
    ]);
    expect((await m.http.get('/api/timers')).json).toEqual([]);
  });

  it('says “Es ist Zeit zu kochen!” for the cooking timer’s start', async () => {
    const m = await memberWithDevice();
    const recipeId = await insertRecipe(m.id, 'Kürbissuppe', database.handle.db);
    const endsAt = new Date(Date.now() + 1500).toISOString();
    const res = await m.http.post('/api/timers', { kind: 'cooking-start', label: 'Kürbissuppe', recipeId, endsAt });
    expect(res.status, res.text).toBe(200);
    expect(await arrived(m.browser)).toEqual([
      { title: 'Es ist Zeit zu kochen!', body: 'Kürbissuppe', url: `/recipe/${recipeId}` },
    ]);
  });

  it.each([
    ['stopped', (m: TCommunityMember, id: string) => m.http.delete(`/api/timers/${id}`)],
    ['acknowledged because the page rang', (m: TCommunityMember, id: string) => m.http.post(`/api/timers/${id}/ack`)],
  ])('is not sent for a timer %s before its end', async (_name, leave) => {
    const m = await memberWithDevice();
    const { json } = await m.http.post('/api/timers', stepTimer('Eier abschrecken', 1));
    expect((await leave(m, String(json.id))).status).toBe(200);
    await reminderDone(Number(json.id));
    expect(await messagesOf(m.browser)).toEqual([]);
  });

  it('is not sent to a member who turned timer reminders off, and goes to a member’s other devices', async () => {
    const m = await memberWithDevice();
    expect((await m.http.patch('/api/user/notification-settings', { timerReminders: false })).status).toBe(200);
    const { json } = await m.http.post('/api/timers', stepTimer('Braten wenden', 1));
    await reminderDone(Number(json.id));
    expect(await messagesOf(m.browser)).toEqual([]);

    const tablet = await pushService.subscribe(vapid.publicKey);
    await m.http.post('/api/push/subscribe', { endpoint: tablet.endpoint, keys: tablet.keys });
    await m.http.patch('/api/user/notification-settings', { timerReminders: true });
    await m.http.post('/api/timers', stepTimer('Braten wenden', 1));
    expect(await arrived(tablet)).toHaveLength(1);
    expect(await arrived(m.browser)).toHaveLength(1);
  });

  it('is sent once when its job runs twice', async () => {
    const m = await memberWithDevice();
    const { json } = await m.http.post('/api/timers', stepTimer('Sauce rühren', 600));
    const sent: string[] = [];
    const job = timerReminderJob({
      db: database.handle.db,
      send: (target) => {
        sent.push(target.endpoint);
        return Promise.resolve({ status: 201 });
      },
      log: () => undefined,
    });
    const attempt = { number: 1, of: 1 };
    await Promise.all([job.run({ timerId: json.id }, attempt), job.run({ timerId: json.id }, attempt)]);
    await job.run({ timerId: json.id }, attempt);
    expect(sent).toEqual([m.browser.endpoint]);
  });

  it('survives a restart of the background jobs', async () => {
    const m = await memberWithDevice();
    expect((await m.http.post('/api/timers', stepTimer('Brot aus dem Ofen', 2))).status).toBe(200);
    await jobs.stop();
    jobs = await startJobs();
    expect(await arrived(m.browser)).toEqual([
      { title: 'Timer abgelaufen', body: 'Der Timer für ‚Brot aus dem Ofen‘ ist abgelaufen', url: '/' },
    ]);
  });

  it('is part of the member’s data export', async () => {
    const m = await registerMember(server.url);
    await m.http.post('/api/timers', stepTimer('Nudeln abgießen', 600));
    const data = await collectMemberData(database.handle.db, { userId: m.id, origin: server.url });
    const profile = data.documents.find((d) => d.name === 'profil.json')?.content as { timers?: unknown[] } | undefined;
    expect(profile?.timers).toEqual([expect.objectContaining({ kind: 'step', label: 'Nudeln abgießen', state: 'running' })]);
  });

  it('goes away with the account', async () => {
    const m = await memberWithDevice();
    const { json } = await m.http.post('/api/timers', stepTimer('Kuchen prüfen', 600));
    const res = await m.http.request('DELETE', '/api/user', { password: m.password, recipes: 'delete' });
    expect(res.status, res.text).toBe(200);
    expect(
      await database.handle.db
        .select()
        .from(timers)
        .where(and(eq(timers.id, Number(json.id)))),
    ).toEqual([]);
  });

  it('is forgotten by the daily cleanup a day after its end, while running and recent timers stay', async () => {
    const m = await registerMember(server.url);
    const { db } = database.handle;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 60 * 60 * 1000);
    await db.insert(timers).values([
      { userId: m.id, kind: 'step', label: 'vorgestern', endsAt: hoursAgo(25), state: 'sent' },
      { userId: m.id, kind: 'step', label: 'vorhin', endsAt: hoursAgo(2), state: 'acked' },
    ]);
    const { json } = await m.http.post('/api/timers', stepTimer('läuft', 600));
    await cleanupJob({ db, log: () => undefined }).run(null, { number: 1, of: 1 });
    const left = await db.select({ label: timers.label }).from(timers).where(eq(timers.userId, m.id)).orderBy(timers.id);
    expect(left.map((t) => t.label)).toEqual(['vorhin', 'läuft']);
    expect((await m.http.get('/api/timers')).json).toEqual([json]);
  });
});
