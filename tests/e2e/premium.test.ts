import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeBilling } from '@kochclip/server';
import { startFakeStripe, type TFakeStripe } from '../support/fake-stripe';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';
import { useBrowser } from './browser';
import { atPath, toasts, uniqueUsername, visible, WAIT } from './recipe-support';
import { STRIPE_JS_STUB } from './stripe-stub';

const PASSWORD = 'Kaesespaetzle-2026';

// Its own server with Stripe (the shared e2e server runs without payment settings) against a fake Stripe API.
let stripe: TFakeStripe;
let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  stripe = await startFakeStripe();
  database = await isolatedDatabase('kochclip_e2e_premium');
  const billing = createStripeBilling({
    secretKey: 'sk_test_e2e',
    publishableKey: 'pk_test_e2e',
    webhookSecret: null,
    prices: {},
    returnUrl: 'http://localhost/premium',
    api: { host: '127.0.0.1', port: stripe.port, protocol: 'http' },
  });
  server = await startTestServer({}, { database: database.handle, billing });
});
afterAll(async () => {
  await server.close();
  await database.drop();
  await stripe.close();
});

const visitor = useBrowser('http://placeholder.invalid');

async function memberPage(outcome: 'redirect' | 'succeeded' | 'fail' = 'redirect'): Promise<Page> {
  const page = await visitor();
  const username = uniqueUsername();
  const res = await page.request.post(`${server.url}/api/register`, {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
  });
  expect(res.status()).toBe(200);
  await page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: STRIPE_JS_STUB }),
  );
  await page.exposeFunction('__kochclipPay', (intentId: string) => void stripe.pay(intentId));
  await page.addInitScript((value) => Object.assign(window, { __stripeOutcome: value }), outcome);
  return page;
}

const url = (path: string) => `${server.url}${path}`;

describe('premium with Stripe', () => {
  it('shows both plans with the yearly discount, pays through the Payment Element and confirms on the success page', async () => {
    const page = await memberPage('redirect');
    await page.goto(url('/premium'));
    await visible(page.getByText('33% Rabatt'));
    await visible(page.getByText('nur 3,33 €/Monat · 20 € pro Jahr sparen'));
    await page.getByRole('button', { name: 'Jährlich wählen' }).click();
    await visible(page.getByTestId('stripe-payment-element'));
    await page.getByRole('button', { name: '39,99 € abonnieren' }).click();
    await atPath(page, '/subscription-success');
    await visible(page.getByRole('heading', { name: 'Zahlung erfolgreich!' }));
    const result = page.locator('section').filter({ hasText: 'Zahlung erfolgreich!' });
    await visible(result.getByRole('link', { name: 'Zu den Einstellungen' }));
    await result.getByRole('link', { name: 'Zur Startseite' }).click();
    await atPath(page, '/');
    await page.goto(url('/premium'));
    await visible(page.getByText('Du bist Premium-Mitglied'));
    await visible(page.getByRole('button', { name: 'Abo verwalten' }));
  });

  it('activates premium right away when no redirect is needed', async () => {
    const page = await memberPage('succeeded');
    await page.goto(url('/premium'));
    await page.getByRole('button', { name: 'Monatlich wählen' }).click();
    await page.getByRole('button', { name: '4,99 € abonnieren' }).click();
    await visible(toasts(page).getByText('Premium aktiviert!'));
    await atPath(page, '/');
  });

  it('shows the provider’s message when the card is declined', async () => {
    const page = await memberPage('fail');
    await page.goto(url('/premium'));
    await page.getByRole('button', { name: 'Monatlich wählen' }).click();
    await page.getByRole('button', { name: '4,99 € abonnieren' }).click();
    await visible(toasts(page).getByText('Zahlung fehlgeschlagen'));
    await visible(toasts(page).getByText('Deine Karte wurde abgelehnt.'));
  });

  it('fails verification at once without a payment_intent', async () => {
    const page = await memberPage();
    await page.goto(url('/subscription-success'));
    await visible(page.getByRole('heading', { name: 'Verifizierung fehlgeschlagen' }));
    await page.getByRole('link', { name: 'Erneut versuchen' }).click();
    await atPath(page, '/premium');
  });

  it('copies the own referral code and redeems a friend’s code typed in lower case', async () => {
    const friend = await memberPage();
    const friendCode = (await (await friend.request.post(url('/api/referral/generate'), { data: {} })).json()) as {
      referralCode: string;
    };
    const page = await memberPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await page.goto(url('/premium'));
    await page.getByRole('tab', { name: 'Freunde werben' }).click();
    const own = page.getByLabel('Dein Empfehlungscode');
    await expect.poll(() => own.inputValue(), WAIT).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    await page.getByRole('button', { name: 'Kopieren' }).click();
    await visible(toasts(page).getByText('Kopiert!'));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await own.inputValue());

    const field = page.getByLabel('Empfehlungscode', { exact: true });
    await field.fill(friendCode.referralCode.toLowerCase());
    expect(await field.inputValue()).toBe(friendCode.referralCode);
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await visible(toasts(page).getByText('Erfolgreich eingelöst!'));
    await page.getByRole('tab', { name: 'Abonnieren' }).click();
    await visible(page.getByText('Empfehlungsprogramm'));
  });
});
