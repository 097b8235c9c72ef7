import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, recipes, users } from '@kochclip/db/schema';
import { createMailSender, createStripeBilling } from '@kochclip/server';
import { startFakeStripe, type TFakeStripe } from '../support/fake-stripe';
import { HttpClient, uniqueUser } from '../support/http';
import { startMailWorld, type TMailWorld } from '../support/mail';
import { parseMail, tokenIn } from '../support/smtp';

const WEBHOOK_SECRET = 'whsec_kochclip_mail';
const signer = new Stripe('sk_test_signer');
const DAY_S = 86_400;

let stripe: TFakeStripe;
let world: TMailWorld;
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
  world = await startMailWorld('kochclip_it_mailbox', {}, { retryLimit: 2, billing });
}, 60_000);
afterAll(async () => {
  await world.close();
  await stripe.close();
});

const db = () => world.database.handle.db;

async function member(prefix = 'post') {
  const http = new HttpClient(world.server.url);
  const user = uniqueUser(prefix);
  const res = await http.post('/api/register', user);
  expect(res.status, res.text).toBe(200);
  return { http, user, id: res.json.id as number };
}

async function outboxRow(recipient: string, template: string) {
  const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient)).orderBy(desc(mailOutbox.id));
  expect(row?.template).toBe(template);
  return row;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

let events = 0;
function webhook(type: string, object: unknown) {
  events += 1;
  const payload = JSON.stringify({
    id: `evt_mail_${events}_${Date.now()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000) + events,
    type,
    data: { object },
  });
  return fetch(`${world.server.url}/api/webhooks/stripe`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
    },
    body: payload,
  });
}

function subscription(userId: number, status: string) {
  return {
    id: `sub_mail_${userId}`,
    object: 'subscription',
    status,
    customer: `cus_mail_${userId}`,
    created: Math.floor(Date.now() / 1000),
    metadata: { userId: String(userId), plan: 'monthly' },
    items: {
      object: 'list',
      data: [
        {
          id: 'si_1',
          current_period_end: Math.floor(Date.now() / 1000) + 30 * DAY_S,
          price: { id: 'price_m', recurring: { interval: 'month' } },
        },
      ],
    },
    latest_invoice: 'in_1',
  };
}

describe('delivery', () => {
  it('retries a mail the server refused and keeps only recipient, template and time once it is sent', async () => {
    world.smtp.refuseNext(1);
    const { user } = await member();
    const mail = await world.smtp.waitFor(user.email);
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    const row = await until(
      () => outboxRow(user.email, 'verify-email'),
      (r) => r?.status === 'sent',
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 2, data: {}, lastError: null });
  });

  it('marks a mail failed after the last retry and shows it to admins only', async () => {
    world.smtp.refuseNext(3);
    const { user } = await member('unzustellbar');
    const row = await until(
      () => outboxRow(user.email, 'verify-email'),
      (r) => r?.status === 'failed',
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 3 });
    expect(row?.lastError).toContain('451');

    const admin = await member('chefin');
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const system = await admin.http.get('/api/admin/system');
    expect(system.status, system.text).toBe(200);
    const failed = system.json.mail as {
      failed: { recipient: string; template: string; lastError: string }[];
      failedCount: number;
    };
    expect(failed.failedCount).toBeGreaterThanOrEqual(1);
    expect(failed.failed).toContainEqual(expect.objectContaining({ recipient: user.email, template: 'verify-email' }));
    const plain = await member();
    expect((await plain.http.get('/api/admin/system')).status).toBe(403);
    world.smtp.refuseNext(0);
  });

  it('fails a mail whose data does not fit its template at once, without retries', async () => {
    const id = await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ recipient: 'kaputt@example.de', template: 'password-reset', data: { username: 'x' } })
        .returning({ id: mailOutbox.id });
      await world.jobs.queue.enqueueMail(row?.id ?? 0, tx);
      return row?.id ?? 0;
    });
    const row = await until(
      async () => (await db().select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0],
      (r) => r?.status === 'failed',
    );
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    expect(world.smtp.mails.some((m) => m.to.includes('kaputt@example.de'))).toBe(false);
  });
});

describe('premium mails from the Stripe webhook', () => {
  it('confirms a new subscription once, tells of a failed renewal and of the end', async () => {
    const { user, id } = await member('abo');
    const sub = subscription(id, 'active');
    expect((await webhook('customer.subscription.created', sub)).status).toBe(200);
    expect((await webhook('customer.subscription.updated', sub)).status).toBe(200);
    const confirmed = await world.smtp.waitFor(user.email, (m) => m.subject === 'Willkommen bei Kochclip Premium');
    expect(confirmed.text).toContain('Deine Premium-Vorteile sind ab sofort freigeschaltet.');

    const invoice = {
      id: 'in_mail_failed',
      object: 'invoice',
      customer: sub.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id, metadata: sub.metadata } },
      lines: { object: 'list', data: [] },
    };
    expect((await webhook('invoice.payment_failed', invoice)).status).toBe(200);
    await world.smtp.waitFor(user.email, (m) => m.subject === 'Deine Premium-Zahlung ist fehlgeschlagen');
    expect((await webhook('customer.subscription.deleted', { ...sub, status: 'canceled' })).status).toBe(200);
    await world.smtp.waitFor(user.email, (m) => m.subject === 'Dein Premium-Abo ist beendet');
    const subjects = world.smtp.mails.filter((m) => m.to.includes(user.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Willkommen bei Kochclip Premium')).toHaveLength(1);
  });

  it('confirms a checkout once, whether verify-payment or the webhook sees it paid first', async () => {
    const { http, user } = await member('kasse');
    const created = await http.post('/api/create-subscription', { plan: 'monthly' });
    expect(created.status, created.text).toBe(200);
    const intentId = String(created.json.clientSecret).replace(/_secret_test$/, '');
    const paid = stripe.pay(intentId);
    expect((await http.post('/api/verify-payment', { paymentIntentId: intentId, redirectStatus: 'succeeded' })).json).toEqual({
      success: true,
    });
    await world.smtp.waitFor(user.email, (m) => m.subject === 'Willkommen bei Kochclip Premium');
    expect((await webhook('customer.subscription.updated', { ...paid, object: 'subscription' })).status).toBe(200);
    const invoice = {
      id: 'in_mail_paid',
      object: 'invoice',
      customer: paid.customer,
      parent: { type: 'subscription_details', subscription_details: { subscription: paid.id, metadata: paid.metadata } },
      lines: { object: 'list', data: [] },
    };
    expect((await webhook('invoice.paid', invoice)).status).toBe(200);
    const queued = await db().select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(queued.filter((m) => m.template === 'premium-confirmed')).toHaveLength(1);
  });
});

describe('referral reward mail', () => {
  it('tells the referrer of their week once the new member verified the address and has an own recipe', async () => {
    const referrer = await member('werber');
    const code = String((await referrer.http.post('/api/referral/generate')).json.referralCode);
    const referee = await member('neu');
    expect((await referee.http.post('/api/referral/use', { referralCode: code })).status).toBe(200);
    await db()
      .insert(recipes)
      .values({ title: 'Erbsensuppe', source: 'prompt', createdById: referee.id, ingredients: [], instructions: [] });
    expect((await referrer.http.get('/api/user')).json.isPremium).toBe(false);

    const verify = await world.smtp.waitFor(referee.user.email, (m) => m.subject === 'Bitte bestätige deine E-Mail-Adresse');
    expect((await referee.http.post('/api/auth/verify-email', { token: tokenIn(verify) })).status).toBe(200);
    expect((await referrer.http.get('/api/user')).json.isPremium).toBe(true);
    const reward = await world.smtp.waitFor(referrer.user.email, (m) => m.subject === 'Du hast eine Woche Premium verdient');
    expect(reward.text).toContain('eine Woche Premium geschenkt');
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail as an .eml file and names it in the log', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kochclip-mail-'));
    const lines: string[] = [];
    const sender = createMailSender({
      smtpUrl: null,
      from: 'Kochclip <no-reply@kochclip.test>',
      mailDir: dir,
      log: (l) => lines.push(l),
    });
    await sender.send({
      id: 7,
      to: 'anna@example.de',
      subject: 'Grüße aus der Küche',
      text: 'Hallo Anna,\n\nbis bald.',
      html: '<p>Hallo Anna,</p>',
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/-7\.eml$/);
    const mail = parseMail(await readFile(path.join(dir, files[0] ?? ''), 'utf8'), ['anna@example.de']);
    expect(mail.subject).toBe('Grüße aus der Küche');
    expect(mail.text).toContain('Hallo Anna,');
    expect(lines).toEqual([`E-Mail „Grüße aus der Küche“ gespeichert: ${path.join(dir, files[0] ?? '')}`]);
    expect(sender.target).toBe(`Dateien in ${dir}`);
    await rm(dir, { recursive: true, force: true });
  });
});
