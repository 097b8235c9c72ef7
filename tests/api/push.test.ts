import { createECDH, randomBytes } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { http, HttpResponse, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { follows, pushSubscriptions, users, vapidKeys } from '@kochclip/db/schema';
import {
  startBackgroundJobs,
  type TBackgroundJobs,
  createPushGateway,
  resolveVapidKeys,
  type TVapidKeys,
  createDirectoryStorage,
  type TPushEndpointPolicy,
} from '@kochclip/server';
import {
  chatCompletion,
  LLM_RECIPE,
  signedInMember,
  startEdge,
  TEST_LLM,
  TEST_LLM_BASE_URL,
  type TMember,
} from '../support/edge';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startFakePushService, type TFakePushService } from '../support/push-service';
import { startTestServer, type TTestServer } from '../support/server';

/** Names the tests resolve: one public push host, one pointing inside the network, one half inside. */
const DNS: Record<string, string[]> = {
  'push.example.net': ['93.184.216.34'],
  'intern.example.net': ['10.1.2.3'],
  'gemischt.example.net': ['93.184.216.34', '127.0.0.1'],
  localhost: ['127.0.0.1'],
};
const resolve = (hostname: string): Promise<LookupAddress[]> => {
  const addresses = DNS[hostname];
  if (!addresses) return Promise.reject(new Error(`ENOTFOUND ${hostname}`));
  return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
};
const PRODUCTION_POLICY: TPushEndpointPolicy = { resolve };
const LOOPBACK_POLICY: TPushEndpointPolicy = { resolve, allowLoopback: true };

let pushService: TFakePushService;
const edge = startEdge(
  http.all('http://localhost:*/*', () => passthrough()),
  http.post(`${TEST_LLM_BASE_URL}/chat/completions`, () => HttpResponse.json(chatCompletion(JSON.stringify(LLM_RECIPE)))),
);

let database: TIsolatedDb;
let vapid: TVapidKeys;
let jobs: TBackgroundJobs;
let server: TTestServer;
let strict: TTestServer;
beforeAll(async () => {
  pushService = await startFakePushService();
  database = await isolatedDatabase('kochclip_it_push');
  const { db } = database.handle;
  vapid = await resolveVapidKeys(db, {});
  jobs = await startBackgroundJobs({
    databaseUrl: database.url,
    db,
    storage: createDirectoryStorage(await mkdtemp(path.join(tmpdir(), 'kochclip-push-media-'))),
    log: () => undefined,
    images: null,
    push: { vapid, subject: 'mailto:test@kochclip.de', policy: LOOPBACK_POLICY },
    pollingIntervalSeconds: 0.5,
    pushRetryDelaySeconds: 1,
  });
  const push = createPushGateway(vapid, LOOPBACK_POLICY);
  server = await startTestServer(
    { recipeCreationsPerMinute: 1000 },
    { database: database.handle, jobs: jobs.queue, push, ai: TEST_LLM },
  );
  strict = await startTestServer({}, { database: database.handle, push: createPushGateway(vapid, PRODUCTION_POLICY) });
}, 60_000);
afterAll(async () => {
  edge.close();
  await server.close();
  await strict.close();
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

async function admin(): Promise<TMember> {
  const m = await signedInMember(server);
  await database.handle.db.update(users).set({ role: 'admin' }).where(eq(users.id, m.id));
  return m;
}

function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
}
const validSubscription = (endpoint = `https://push.example.net/send/${randomBytes(8).toString('hex')}`) => ({
  endpoint,
  keys: browserKeys(),
});

const subscriptionRows = (endpoint: string) =>
  database.handle.db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));

describe('VAPID keys', () => {
  it('are generated once and kept in the database when none are configured', async () => {
    const again = await resolveVapidKeys(database.handle.db, {});
    expect(again).toEqual(vapid);
    const rows = await database.handle.db.select().from(vapidKeys);
    expect(rows).toHaveLength(1);
    expect(Buffer.from(vapid.publicKey, 'base64url')).toHaveLength(65);
  });

  it('come from the configuration when both are set', async () => {
    const configured = { publicKey: 'konfiguriert-oeffentlich', privateKey: 'konfiguriert-privat' };
    expect(await resolveVapidKeys(database.handle.db, configured)).toEqual(configured);
    await expect(resolveVapidKeys(database.handle.db, { publicKey: 'nur-einer' })).rejects.toThrow(/zusammen/);
  });

  it('are offered to browsers at GET /api/push/public-key, also to visitors', async () => {
    const res = await new HttpClient(server.url).get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ publicKey: vapid.publicKey });
  });
});

describe('POST /api/push/subscribe', () => {
  it('asks visitors to sign in', async () => {
    const res = await new HttpClient(strict.url).post('/api/push/subscribe', validSubscription());
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Anmeldung erforderlich');
  });

  it('stores a subscription to a public push service', async () => {
    const m = await signedInMember(strict);
    const subscription = validSubscription();
    const res = await m.http.post('/api/push/subscribe', subscription);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ success: true });
    expect(await subscriptionRows(subscription.endpoint)).toEqual([{ userId: m.id }]);
  });

  const keys = browserKeys();
  const offCurve = Buffer.from(keys.p256dh, 'base64url');
  offCurve[40] = (offCurve[40] ?? 0) ^ 1;
  const cases: [string, unknown][] = [
    ['an http endpoint', { endpoint: 'http://push.example.net/x', keys }],
    ['a loopback address', { endpoint: 'https://127.0.0.1/x', keys }],
    ['an IPv6 loopback address', { endpoint: 'https://[::1]/x', keys }],
    ['a private address', { endpoint: 'https://10.0.0.8/x', keys }],
    ['the link-local metadata address', { endpoint: 'https://169.254.169.254/latest', keys }],
    ['a name that resolves to a private address', { endpoint: 'https://intern.example.net/x', keys }],
    ['a name with one loopback address among public ones', { endpoint: 'https://gemischt.example.net/x', keys }],
    ['credentials in the endpoint', { endpoint: 'https://user:pw@push.example.net/x', keys }],
    ['no URL at all', { endpoint: 'kein link', keys }],
    ['a compressed p256dh key', { endpoint: 'https://push.example.net/x', keys: { ...keys, p256dh: keys.p256dh.slice(0, 44) } }],
    [
      'a p256dh point off the curve',
      { endpoint: 'https://push.example.net/x', keys: { ...keys, p256dh: offCurve.toString('base64url') } },
    ],
    [
      'an auth secret of 15 bytes',
      { endpoint: 'https://push.example.net/x', keys: { ...keys, auth: randomBytes(15).toString('base64url') } },
    ],
    ['missing keys', { endpoint: 'https://push.example.net/x' }],
    ['an unknown field', { ...validSubscription(), expirationTime: null }],
  ];
  it.each(cases)('rejects %s with 400 and a German message', async (_name, body) => {
    const m = await signedInMember(strict);
    const res = await m.http.request('POST', '/api/push/subscribe', body);
    expect(res.status, res.text).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect(res.json.message).toMatch(/Push-Endpunkt|Schlüssel|erforderlich|Feld|Eingabe|ungültig/i);
  });

  it('answers 503 with a German retry text and Retry-After when the push host does not resolve, storing nothing', async () => {
    const m = await signedInMember(strict);
    const subscription = validSubscription('https://unbekannt.example.net/send/1');
    const res = await m.http.post('/api/push/subscribe', subscription);
    expect(res.status, res.text).toBe(503);
    expect(res.json).toEqual({
      message: 'Der Push-Dienst deines Browsers ist gerade nicht erreichbar. Bitte versuche es in einer Minute erneut.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: expect.any(String) as string,
    });
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await subscriptionRows(subscription.endpoint)).toEqual([]);
  });

  it('refuses with 409 another member who sends a stored endpoint with other keys; it stays with its owner', async () => {
    const [owner, other] = [await signedInMember(strict), await signedInMember(strict)];
    const subscription = validSubscription();
    expect((await owner.http.post('/api/push/subscribe', subscription)).status).toBe(200);
    const res = await other.http.post('/api/push/subscribe', { ...subscription, keys: browserKeys() });
    expect(res.status, res.text).toBe(409);
    expect(res.json).toEqual({
      message:
        'Dieses Gerät ist bereits mit einem anderen Konto für Push-Benachrichtigungen angemeldet. Melde es dort zuerst ab.',
      code: 'CONFLICT',
      requestId: expect.any(String) as string,
    });
    const [row] = await database.handle.db
      .select({ userId: pushSubscriptions.userId, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row).toEqual({ userId: owner.id, ...subscription.keys });
  });

  it('refuses the same over /trpc, also when ten other members try at once', async () => {
    const owner = await signedInMember(strict);
    const subscription = validSubscription();
    expect((await owner.http.post('/api/push/subscribe', subscription)).status).toBe(200);
    const others = await Promise.all(Array.from({ length: 10 }, () => signedInMember(strict)));
    const answers = await Promise.all(
      others.map((m) => m.http.post('/trpc/social.subscribePush', { ...subscription, keys: browserKeys() })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array<number>(10).fill(409));
    expect(await subscriptionRows(subscription.endpoint)).toEqual([{ userId: owner.id }]);
  });

  it('moves an endpoint to the member who sends it with the same keys (one browser, another account signed in)', async () => {
    const [first, second] = [await signedInMember(strict), await signedInMember(strict)];
    const subscription = validSubscription();
    expect((await first.http.post('/api/push/subscribe', subscription)).status).toBe(200);
    expect((await second.http.post('/api/push/subscribe', subscription)).status).toBe(200);
    expect(await subscriptionRows(subscription.endpoint)).toEqual([{ userId: second.id }]);
  });

  it('lets the owner renew the keys of its own endpoint', async () => {
    const m = await signedInMember(strict);
    const subscription = validSubscription();
    expect((await m.http.post('/api/push/subscribe', subscription)).status).toBe(200);
    const renewed = { ...subscription, keys: browserKeys() };
    expect((await m.http.post('/api/push/subscribe', renewed)).status).toBe(200);
    const [row] = await database.handle.db
      .select({ p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(row?.p256dh).toBe(renewed.keys.p256dh);
  });

  it('treats case and trailing-slash variants of one endpoint as that endpoint', async () => {
    const owner = await signedInMember(strict);
    const token = `Ab${randomBytes(8).toString('hex')}`;
    const subscription = validSubscription(`https://push.example.net/send/${token}`);
    expect((await owner.http.post('/api/push/subscribe', subscription)).status).toBe(200);
    const stranger = await signedInMember(strict);
    for (const variant of [`https://PUSH.Example.NET/send/${token}/`, `https://push.example.net:443/send/${token}#x`]) {
      const res = await stranger.http.post('/api/push/subscribe', { endpoint: variant, keys: browserKeys() });
      expect(res.status, variant).toBe(409);
    }
    expect(
      (await owner.http.post('/api/push/subscribe', { ...subscription, endpoint: `https://PUSH.example.net/send/${token}/` }))
        .status,
    ).toBe(200);
    expect(await subscriptionRows(subscription.endpoint)).toEqual([{ userId: owner.id }]);
    expect((await owner.http.post('/api/push/unsubscribe', { endpoint: `https://push.EXAMPLE.net/send/${token}/` })).status).toBe(
      200,
    );
    expect(await subscriptionRows(subscription.endpoint)).toEqual([]);
  });

  it('keeps one row when the same browser subscribes concurrently', async () => {
    const m = await signedInMember(strict);
    const subscription = validSubscription();
    const answers = await Promise.all(Array.from({ length: 5 }, () => m.http.post('/api/push/subscribe', subscription)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await subscriptionRows(subscription.endpoint)).toHaveLength(1);
  });
});

describe('POST /api/push/unsubscribe', () => {
  it('removes only the member’s own subscription', async () => {
    const [owner, other] = [await signedInMember(strict), await signedInMember(strict)];
    const subscription = validSubscription();
    await owner.http.post('/api/push/subscribe', subscription);
    expect((await other.http.post('/api/push/unsubscribe', { endpoint: subscription.endpoint })).status).toBe(200);
    expect(await subscriptionRows(subscription.endpoint)).toHaveLength(1);
    expect((await owner.http.post('/api/push/unsubscribe', { endpoint: subscription.endpoint })).status).toBe(200);
    expect(await subscriptionRows(subscription.endpoint)).toHaveLength(0);
  });

  it('refuses a request without a body with a German message instead of a server error', async () => {
    const m = await signedInMember(strict);
    for (const route of ['/api/push/subscribe', '/api/push/unsubscribe']) {
      const res = await m.http.request('POST', route);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.json.message).toMatch(/JSON|erforderlich|Push-Endpunkt|Eingabe/);
    }
  });
});

describe('POST /api/push/send', () => {
  it('is for admins only', async () => {
    const body = { title: 'Hallo', body: 'Welt' };
    expect((await new HttpClient(server.url).post('/api/push/send', body)).status).toBe(401);
    const res = await (await signedInMember(server)).http.post('/api/push/send', body);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('Nur für Administratoren.');
  });

  it.each([
    ['no title', { body: 'Nur Text' }],
    ['an empty body text', { title: 'Titel', body: '   ' }],
    ['an empty object', {}],
  ])('answers %s with 400 "Titel und Nachricht sind erforderlich"', async (_name, body) => {
    const res = await (await admin()).http.request('POST', '/api/push/send', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Titel und Nachricht sind erforderlich');
  });

  it.each([
    ['a title of 101 characters', { title: 'x'.repeat(101), body: 'Text' }],
    ['a body of 301 characters', { title: 'Titel', body: 'x'.repeat(301) }],
    ['a URL of another site', { title: 'Titel', body: 'Text', url: 'https://evil.example/' }],
    ['a protocol-relative URL', { title: 'Titel', body: 'Text', url: '//evil.example/' }],
    ['a javascript URL', { title: 'Titel', body: 'Text', url: 'javascript:alert(1)' }],
  ])('rejects %s with 400', async (_name, body) => {
    const res = await (await admin()).http.post('/api/push/send', body);
    expect(res.status).toBe(400);
  });

  it('delivers the payload through a real push service and counts the devices', async () => {
    await database.handle.db.delete(pushSubscriptions);
    const member = await signedInMember(server);
    const browser = await pushService.subscribe(vapid.publicKey);
    const subscribed = await member.http.post('/api/push/subscribe', { endpoint: browser.endpoint, keys: browser.keys });
    expect(subscribed.status, subscribed.text).toBe(200);

    const res = await (
      await admin()
    ).http.post('/api/push/send', { title: 'Neue Challenge', body: 'Koche mit Kürbis!', url: '/community' });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ message: 'Push-Benachrichtigung an 1 Gerät gesendet.' });

    const [payload] = await waitFor('die Push-Nachricht', async () => {
      const messages = await pushService.messages(browser.clientHash);
      return messages.length > 0 ? messages : undefined;
    });
    expect(JSON.parse(payload ?? '')).toEqual({ title: 'Neue Challenge', body: 'Koche mit Kürbis!', url: '/community' });
  });

  it('defaults the target URL to / and deletes a subscription the push service answers 410 for', async () => {
    await database.handle.db.delete(pushSubscriptions);
    const member = await signedInMember(server);
    const [live, expired] = [await pushService.subscribe(vapid.publicKey), await pushService.subscribe(vapid.publicKey)];
    for (const browser of [live, expired]) {
      expect((await member.http.post('/api/push/subscribe', { endpoint: browser.endpoint, keys: browser.keys })).status).toBe(
        200,
      );
    }
    await pushService.expire(expired.clientHash);

    const res = await (await admin()).http.post('/api/push/send', { title: 'Hallo', body: 'Zurück in der Küche' });
    expect(res.json).toEqual({ message: 'Push-Benachrichtigung an 2 Geräte gesendet.' });

    await waitFor('das Löschen des abgelaufenen Abos', async () =>
      (await subscriptionRows(expired.endpoint)).length === 0 ? true : undefined,
    );
    const [payload] = await pushService.messages(live.clientHash);
    expect(JSON.parse(payload ?? '')).toMatchObject({ url: '/' });
    expect(await subscriptionRows(live.endpoint)).toHaveLength(1);
  });
});

describe('notification types', () => {
  it('start with new recipes and timer reminders on, weekly suggestions and community updates off', async () => {
    const res = await (await signedInMember(server)).http.get('/api/user/notification-settings');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ newRecipes: true, timerReminders: true, weeklySuggestions: false, communityUpdates: false });
  });

  it('change one type at a time and stay changed', async () => {
    const m = await signedInMember(server);
    const res = await m.http.patch('/api/user/notification-settings', { weeklySuggestions: true });
    expect(res.json).toEqual({ newRecipes: true, timerReminders: true, weeklySuggestions: true, communityUpdates: false });
    await m.http.patch('/api/user/notification-settings', { newRecipes: false });
    expect((await m.http.get('/api/user/notification-settings')).json).toMatchObject({
      newRecipes: false,
      weeklySuggestions: true,
    });
  });

  it('reject a value that is not a boolean, and visitors', async () => {
    const m = await signedInMember(server);
    for (const value of ['ja', 1, null]) {
      expect((await m.http.patch('/api/user/notification-settings', { newRecipes: value })).status).toBe(400);
    }
    expect((await m.http.get('/api/user/notification-settings')).json).toMatchObject({ newRecipes: true });
    expect((await new HttpClient(server.url).get('/api/user/notification-settings')).status).toBe(401);
  });

  it('are honoured: followers who keep "new recipes" on get a push when the cook publishes a recipe', async () => {
    const cook = await signedInMember(server);
    const [fan, quiet] = [await signedInMember(server), await signedInMember(server)];
    await database.handle.db.insert(follows).values([
      { followerId: fan.id, followingId: cook.id },
      { followerId: quiet.id, followingId: cook.id },
    ]);
    await quiet.http.patch('/api/user/notification-settings', { newRecipes: false });
    const [fanBrowser, quietBrowser] = [
      await pushService.subscribe(vapid.publicKey),
      await pushService.subscribe(vapid.publicKey),
    ];
    await fan.http.post('/api/push/subscribe', { endpoint: fanBrowser.endpoint, keys: fanBrowser.keys });
    await quiet.http.post('/api/push/subscribe', { endpoint: quietBrowser.endpoint, keys: quietBrowser.keys });

    const created = await cook.http.post('/api/generate-recipe', {
      type: 'prompt',
      prompt: 'Eine wärmende Suppe',
      saveToDatabase: true,
    });
    expect(created.status, created.text).toBe(200);
    const [username] = await database.handle.db
      .select({ u: users.username })
      .from(users)
      .where(sql`${users.id} = ${cook.id}`);

    const [payload] = await waitFor('die Push an den Follower', async () => {
      const messages = await pushService.messages(fanBrowser.clientHash);
      return messages.length > 0 ? messages : undefined;
    });
    expect(JSON.parse(payload ?? '')).toEqual({
      title: `Neues Rezept von ${username?.u ?? ''}`,
      body: 'Cremige Kürbissuppe',
      url: `/recipe/${String(created.json.id)}`,
    });
    expect(await pushService.messages(quietBrowser.clientHash)).toEqual([]);
  });
});
