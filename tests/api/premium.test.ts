import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, referralRedemptions, subscriptions, users } from '@kochclip/db/schema';
import { createStripeBilling } from '@kochclip/server';
import { testDb } from '../support/db';
import { startFakeStripe, type TFakeStripe, type TFakeStripeSubscription } from '../support/fake-stripe';
import { HttpClient, uniqueUser } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';

const WEBHOOK_SECRET = 'whsec_kochclip_test';
const DAY_MS = 86_400_000;
const signer = new Stripe('sk_test_signer');

let stripe: TFakeStripe;
let server: TTestServer;
let unconfigured: TTestServer;

beforeAll(async () => {
  stripe = await startFakeStripe();
  const billing = createStripeBilling({
    secretKey: 'sk_test_kochclip',
    publishableKey: 'pk_test_kochclip',
    webhookSecret: WEBHOOK_SECRET,
    prices: {},
    returnUrl: 'http://localhost/premium',
    api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
  });
  server = await startTestServer({}, { billing });
  unconfigured = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await unconfigured.close();
  await stripe.close();
});

async function member(on: TTestServer = server) {
  const http = new HttpClient(on.url);
  const res = await http.post('/api/register', uniqueUser('prem'));
  expect(res.status, res.text).toBe(200);
  return { http, id: res.json.id as number };
}

async function codeOf(http: HttpClient): Promise<string> {
  const res = await http.post('/api/referral/generate', {});
  expect(res.status, res.text).toBe(200);
  return String(res.json.referralCode);
}

async function premiumOf(http: HttpClient) {
  const res = await http.get('/api/user');
  return {
    isPremium: res.json.isPremium as boolean,
    premiumUntil: res.json.premiumUntil ? new Date(res.json.premiumUntil as string) : null,
  };
}

function webhook(
  event: { id: string; type: string; created?: number; object: unknown },
  options: { timestamp?: number; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: event.created ?? Math.floor(Date.now() / 1000),
    type: event.type,
    data: { object: event.object },
  });
  const header = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return fetch(`${server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}

function subscriptionObject(userId: number, overrides: Partial<TFakeStripeSubscription> & { periodEnd?: Date } = {}) {
  const { periodEnd, ...rest } = overrides;
  return {
    id: `sub_${userId}_${Math.random().toString(36).slice(2, 8)}`,
    object: 'subscription',
    status: 'active',
    customer: `cus_hook_${userId}`,
    created: Math.floor(Date.now() / 1000),
    metadata: { userId: String(userId), plan: 'monthly' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_end: Math.floor((periodEnd ?? new Date(Date.now() + 30 * DAY_MS)).getTime() / 1000),
          price: { id: 'price_monthly_test', recurring: { interval: 'month' } },
        },
      ],
    },
    latest_invoice: 'in_1',
    ...rest,
  };
}

const eventId = () => `evt_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

describe('premium without Stripe settings', () => {
  it('answers create-subscription with 503 and the German text, never a 500', async () => {
    const { http } = await member(unconfigured);
    const res = await http.post('/api/create-subscription', { plan: 'monthly' });
    expect(res.status).toBe(503);
    expect(res.json).toEqual({
      message: 'Zahlungen sind derzeit nicht eingerichtet.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: expect.any(String) as string,
    });
  });

  it('answers verify-payment and the billing portal with 503 too', async () => {
    const { http } = await member(unconfigured);
    expect((await http.post('/api/verify-payment', { paymentIntentId: 'pi_1', redirectStatus: 'succeeded' })).status).toBe(503);
    expect((await http.post('/api/billing-portal', {})).status).toBe(503);
  });

  it('tells the premium page that payments are off', async () => {
    const { http } = await member(unconfigured);
    const res = await http.get('/api/premium/status');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ paymentsEnabled: false, publishableKey: null, isPremium: false });
  });

  it('refuses webhooks with 503 while no webhook secret is set', async () => {
    const res = await fetch(`${unconfigured.url}/api/webhooks/stripe`, {
      method: 'POST',
      headers: { 'stripe-signature': 't=1,v1=x' },
      body: '{}',
    });
    expect(res.status).toBe(503);
  });
});

describe('POST /api/create-subscription', () => {
  it('asks visitors to sign in', async () => {
    const res = await new HttpClient(server.url).post('/api/create-subscription', { plan: 'monthly' });
    expect(res.status).toBe(401);
  });

  it('refuses an unknown plan with 400', async () => {
    const { http } = await member();
    const res = await http.post('/api/create-subscription', { plan: 'weekly' });
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('Unbekannter Tarif');
  });

  it('creates an incomplete subscription for the member and returns its client secret', async () => {
    const { http, id } = await member();
    const res = await http.post('/api/create-subscription', { plan: 'yearly' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.clientSecret).toMatch(/^pi_.+_secret_test$/);
    const [row] = await testDb().db.select().from(subscriptions).where(eq(subscriptions.userId, id));
    expect(row).toMatchObject({ plan: 'yearly', status: 'incomplete' });
    const created = row?.stripeSubscriptionId ? stripe.subscriptions.get(row.stripeSubscriptionId) : undefined;
    expect(created?.metadata).toEqual({ userId: String(id), plan: 'yearly' });
    expect(created?.items.data[0]?.price.id).toBe('price_yearly_test');
  });

  it('reuses the member’s Stripe customer for a second try', async () => {
    const { http, id } = await member();
    await http.post('/api/create-subscription', { plan: 'monthly' });
    await http.post('/api/create-subscription', { plan: 'yearly' });
    const mine = [...stripe.customers.values()].filter((c) => c.metadata.userId === String(id));
    expect(mine).toHaveLength(1);
  });
});

describe('POST /api/verify-payment', () => {
  async function subscribed() {
    const m = await member();
    const res = await m.http.post('/api/create-subscription', { plan: 'monthly' });
    const intentId = String(res.json.clientSecret).replace(/_secret_test$/, '');
    return { ...m, intentId };
  }

  it('activates premium once the payment has succeeded at Stripe', async () => {
    const { http, intentId } = await subscribed();
    const subscription = stripe.pay(intentId);
    const res = await http.post('/api/verify-payment', { paymentIntentId: intentId, redirectStatus: 'succeeded' });
    expect(res.json).toEqual({ success: true });
    const state = await premiumOf(http);
    expect(state.isPremium).toBe(true);
    expect(state.premiumUntil?.getTime()).toBe((subscription.items.data[0]?.current_period_end ?? 0) * 1000);
  });

  it('activates only once when verified twice at the same time', async () => {
    const { http, id, intentId } = await subscribed();
    stripe.pay(intentId);
    const answers = await Promise.all(
      [1, 2].map(() => http.post('/api/verify-payment', { paymentIntentId: intentId, redirectStatus: 'succeeded' })),
    );
    expect(answers.map((a) => a.json.success)).toEqual([true, true]);
    const rows = await testDb().db.select().from(payments).where(eq(payments.userId, id));
    expect(rows).toHaveLength(1);
  });

  it('answers success false for a payment that has not succeeded', async () => {
    const { http, intentId } = await subscribed();
    const res = await http.post('/api/verify-payment', { paymentIntentId: intentId, redirectStatus: 'failed' });
    expect(res.json).toEqual({ success: false });
    expect((await premiumOf(http)).isPremium).toBe(false);
  });

  it('answers success false for an unknown payment', async () => {
    const { http } = await subscribed();
    const res = await http.post('/api/verify-payment', { paymentIntentId: 'pi_doesnotexist', redirectStatus: 'succeeded' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: false });
  });

  it('does not activate premium with another member’s payment', async () => {
    const owner = await subscribed();
    stripe.pay(owner.intentId);
    const thief = await subscribed();
    const res = await thief.http.post('/api/verify-payment', { paymentIntentId: owner.intentId, redirectStatus: 'succeeded' });
    expect(res.json).toEqual({ success: false });
    expect((await premiumOf(thief.http)).isPremium).toBe(false);
  });

  it('refuses a malformed payment id with 400', async () => {
    const { http } = await member();
    const res = await http.post('/api/verify-payment', { paymentIntentId: "pi_1' or 1=1", redirectStatus: 'succeeded' });
    expect(res.status).toBe(400);
  });
});

describe('POST /api/billing-portal', () => {
  it('opens Stripe’s portal for a member with a customer', async () => {
    const { http } = await member();
    await http.post('/api/create-subscription', { plan: 'monthly' });
    const res = await http.post('/api/billing-portal', {});
    expect(res.status, res.text).toBe(200);
    expect(res.json.url).toMatch(/^https:\/\/billing\.stripe\.com\//);
  });

  it('explains that there is nothing to manage without a subscription', async () => {
    const { http } = await member();
    const res = await http.post('/api/billing-portal', {});
    expect(res.status).toBe(400);
    expect(res.json.message).toContain('kein Abonnement');
  });
});

describe('POST /api/webhooks/stripe', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const { http, id } = await member();
    const res = await webhook(
      { id: eventId(), type: 'customer.subscription.created', object: subscriptionObject(id) },
      { secret: 'whsec_wrong' },
    );
    expect(res.status).toBe(400);
    expect((await premiumOf(http)).isPremium).toBe(false);
  });

  it('refuses a signature older than 300 seconds', async () => {
    const { http, id } = await member();
    const res = await webhook(
      { id: eventId(), type: 'customer.subscription.created', object: subscriptionObject(id) },
      { timestamp: Math.floor(Date.now() / 1000) - 301 },
    );
    expect(res.status).toBe(400);
    expect((await premiumOf(http)).isPremium).toBe(false);
  });

  it('refuses a delivery without a signature', async () => {
    const res = await fetch(`${server.url}/api/webhooks/stripe`, { method: 'POST', body: '{}' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('makes the member premium until the period end for an active subscription', async () => {
    const { http, id } = await member();
    const periodEnd = new Date(Math.floor((Date.now() + 31 * DAY_MS) / 1000) * 1000);
    const res = await webhook({
      id: eventId(),
      type: 'customer.subscription.created',
      object: subscriptionObject(id, { periodEnd }),
    });
    expect(res.status).toBe(200);
    expect(await premiumOf(http)).toEqual({ isPremium: true, premiumUntil: periodEnd });
  });

  it('ends paid premium when the subscription is deleted, and a replayed older event does not revive it', async () => {
    const { http, id } = await member();
    const sub = subscriptionObject(id);
    const created = {
      id: eventId(),
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000) - 60,
      object: sub,
    };
    await webhook(created);
    expect((await premiumOf(http)).isPremium).toBe(true);
    await webhook({ id: eventId(), type: 'customer.subscription.deleted', object: { ...sub, status: 'canceled' } });
    expect((await premiumOf(http)).isPremium).toBe(false);
    const replay = await webhook(created);
    expect(replay.status).toBe(200);
    expect((await premiumOf(http)).isPremium).toBe(false);
  });

  it('stays ended when the deletion arrives before an older update', async () => {
    const { http, id } = await member();
    const sub = subscriptionObject(id);
    const t = Math.floor(Date.now() / 1000);
    await webhook({ id: eventId(), type: 'customer.subscription.deleted', created: t, object: { ...sub, status: 'canceled' } });
    await webhook({ id: eventId(), type: 'customer.subscription.updated', created: t - 30, object: sub });
    expect((await premiumOf(http)).isPremium).toBe(false);
  });

  it('extends premium when a renewal invoice is paid and keeps it when a payment fails', async () => {
    const { http, id } = await member();
    const sub = subscriptionObject(id);
    await webhook({ id: eventId(), type: 'customer.subscription.created', object: sub });
    const before = (await premiumOf(http)).premiumUntil;
    const renewedEnd = Math.floor((Date.now() + 61 * DAY_MS) / 1000);
    const invoice = (type: string) => ({
      id: eventId(),
      type,
      object: {
        id: `in_${Math.random().toString(36).slice(2)}`,
        object: 'invoice',
        customer: sub.customer,
        parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
        lines: { object: 'list', data: [{ id: 'il_1', period: { start: renewedEnd - 30 * 86_400, end: renewedEnd } }] },
      },
    });
    const paid = await webhook(invoice('invoice.paid'));
    expect(paid.status, await paid.text()).toBe(200);
    const after = (await premiumOf(http)).premiumUntil;
    expect(after?.getTime()).toBe(renewedEnd * 1000);
    expect(after?.getTime()).toBeGreaterThan(before?.getTime() ?? 0);
    await webhook(invoice('invoice.payment_failed'));
    expect(await premiumOf(http)).toEqual({ isPremium: true, premiumUntil: after });
  });

  it('acknowledges an event for an unknown member without changing anyone', async () => {
    const res = await webhook({ id: eventId(), type: 'customer.subscription.created', object: subscriptionObject(987_654_321) });
    expect(res.status).toBe(200);
  });

  it('keeps referral weeks when the paid subscription ends', async () => {
    const referrer = await member();
    const referralCode = await codeOf(referrer.http);
    const { http, id } = await member();
    const sub = subscriptionObject(id);
    await webhook({ id: eventId(), type: 'customer.subscription.created', object: sub });
    expect((await http.post('/api/referral/use', { referralCode })).status).toBe(200);
    await webhook({ id: eventId(), type: 'customer.subscription.deleted', object: { ...sub, status: 'canceled' } });
    const state = await premiumOf(http);
    expect(state.isPremium).toBe(true);
    // The week was added after the paid period; it stays after the paid period ends.
    expect(state.premiumUntil?.getTime()).toBeGreaterThan(Date.now() + 36 * DAY_MS);
  });
});

describe('referral codes', () => {
  it('gives each member one stable, readable code', async () => {
    const { http } = await member();
    const first = await http.post('/api/referral/generate', {});
    const second = await http.post('/api/referral/generate', {});
    expect(first.status).toBe(200);
    expect(first.json.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(second.json.referralCode).toBe(first.json.referralCode);
  });

  it('refuses a blank code with the spec’s text', async () => {
    const { http } = await member();
    const res = await http.post('/api/referral/use', { referralCode: '   ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Bitte gib einen Empfehlungscode ein');
  });

  it('refuses an unknown code', async () => {
    const { http } = await member();
    const res = await http.post('/api/referral/use', { referralCode: 'ZZZZZZZZ' });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Ungültiger Empfehlungscode');
  });

  it('refuses the member’s own code', async () => {
    const { http } = await member();
    const referralCode = await codeOf(http);
    const res = await http.post('/api/referral/use', { referralCode });
    expect(res.status).toBe(400);
    expect((await premiumOf(http)).isPremium).toBe(false);
  });

  // The referrer's week (after the new member's first own recipe, capped per month): tests/api/referral-rule.test.ts.
  it('gives the new member a week of premium at once, trimming and upper-casing the code', async () => {
    const referrer = await member();
    const referralCode = await codeOf(referrer.http);
    const referee = await member();
    const res = await referee.http.post('/api/referral/use', { referralCode: `  ${referralCode.toLowerCase()} ` });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ message: 'Erfolgreich eingelöst!' });
    const state = await premiumOf(referee.http);
    expect(state.isPremium).toBe(true);
    expect(Math.abs((state.premiumUntil?.getTime() ?? 0) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    expect((await premiumOf(referrer.http)).isPremium).toBe(false);
  });

  it('lets a member redeem only once, also with 8 tries at the same time', async () => {
    const referrer = await member();
    const referralCode = await codeOf(referrer.http);
    const referee = await member();
    const answers = await Promise.all(Array.from({ length: 8 }, () => referee.http.post('/api/referral/use', { referralCode })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    const rows = await testDb().db.select().from(referralRedemptions).where(eq(referralRedemptions.refereeId, referee.id));
    expect(rows).toHaveLength(1);
    const [row] = await testDb().db.select({ until: users.referralPremiumUntil }).from(users).where(eq(users.id, referee.id));
    expect(Math.abs((row?.until?.getTime() ?? 0) - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
  });

  it('adds the week after a paid period instead of shortening it', async () => {
    const referrer = await member();
    const referralCode = await codeOf(referrer.http);
    const { http, id } = await member();
    const periodEnd = new Date(Math.floor((Date.now() + 30 * DAY_MS) / 1000) * 1000);
    await webhook({ id: eventId(), type: 'customer.subscription.created', object: subscriptionObject(id, { periodEnd }) });
    await http.post('/api/referral/use', { referralCode });
    const state = await premiumOf(http);
    expect(Math.abs((state.premiumUntil?.getTime() ?? 0) - (periodEnd.getTime() + 7 * DAY_MS))).toBeLessThan(60_000);
  });

  it('asks visitors to sign in', async () => {
    const res = await new HttpClient(server.url).post('/api/referral/use', { referralCode: 'ABCDEFGH' });
    expect(res.status).toBe(401);
  });
});

describe('referral input edge cases', () => {
  it('treats a missing code like a blank one', async () => {
    const { http } = await member();
    const res = await http.post('/api/referral/use', {});
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Bitte gib einen Empfehlungscode ein');
  });
});
