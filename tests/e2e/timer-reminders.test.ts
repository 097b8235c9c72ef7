import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserLikeSubscription, stubPushManager } from '../support/push-manager-stub';
import { useBrowser } from './browser';
import { api, atPath, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

interface TServerTimer {
  id: number;
  kind: string;
  label: string;
  recipeId: number | null;
  endsAt: string;
}

/**
 * A member on a device with push on: notifications allowed and a push subscription in the browser (the push
 * service's side stubbed; headless Chromium has none). The subscription is not sent to the server, so no push
 * leaves it while the test runs.
 */
async function memberWithPush(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications'], { origin: baseUrl });
  await stubPushManager(page, browserLikeSubscription());
  await page.addInitScript(() => localStorage.setItem('e2e-push-subscription', '1'));
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: 'Erinnerung-am-Herd-3' },
  });
  expect(response.status()).toBe(200);
}

/** The member's running timers on the server, read until `done` holds. */
async function serverTimers(page: Page, done: (timers: TServerTimer[]) => boolean): Promise<TServerTimer[]> {
  const until = Date.now() + WAIT.timeout;
  for (;;) {
    const timers = (await (await page.request.get('/api/timers')).json()) as TServerTimer[];
    if (done(timers)) return timers;
    if (Date.now() > until) throw new Error(`Timer auf dem Server: ${JSON.stringify(timers)}`);
    await page.waitForTimeout(200);
  }
}

async function recipeId(title: string): Promise<number> {
  const { recipes } = await api<{ recipes: { id: number; title: string }[] }>(
    baseUrl,
    `/recipes?search=${encodeURIComponent(title)}&limit=10`,
  );
  const found = recipes.find((r) => r.title === title);
  if (!found) throw new Error(`Demo-Rezept „${title}“ fehlt.`);
  return found.id;
}

describe('timer reminders on the server', () => {
  it('are registered when a step timer starts and withdrawn when it is removed', async () => {
    const page = await visitor();
    await memberWithPush(page);
    const id = await recipeId('Pfannkuchen');
    await page.goto(`/recipe/${id}/kochen`);
    await atPath(page, `/recipe/${id}/kochen`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const mode = page.getByTestId('cooking-mode');
    await page.keyboard.press('ArrowRight');
    await visible(mode.getByRole('heading', { name: 'Schritt 2 von 5' }));
    const before = Date.now();
    await mode.getByRole('button', { name: 'Timer 10 Minuten starten (10 Min.)' }).click();

    const [timer] = await serverTimers(page, (timers) => timers.length === 1);
    expect(timer).toMatchObject({ kind: 'step', label: 'Schritt 2: 10 Minuten', recipeId: id });
    expect(Date.parse(timer?.endsAt ?? '')).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);

    await page.getByRole('button', { name: 'Timer Schritt 2 · 10 Minuten entfernen' }).click();
    await serverTimers(page, (timers) => timers.length === 0);
  });

  it('are withdrawn when the open page rings itself', async () => {
    const page = await visitor();
    await memberWithPush(page);
    const id = await recipeId('Pfannkuchen');
    // The page's clock stands still (its timers still run) until the test moves it.
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.setFixedTime(now);
    await page.goto(`/recipe/${id}/kochen`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const mode = page.getByTestId('cooking-mode');
    await page.keyboard.press('ArrowRight');
    await mode.getByRole('button', { name: 'Timer 10 Minuten starten (10 Min.)' }).click();
    await serverTimers(page, (timers) => timers.length === 1);

    await page.clock.setFixedTime(now + 10 * 60_000);
    await page.clock.runFor(1000);
    await visible(page.getByRole('region', { name: 'Laufende Timer' }).getByText('Abgelaufen!'));
    await serverTimers(page, (timers) => timers.length === 0);
  });

  it('are registered for the cooking timer’s start and withdrawn on reset', async () => {
    const page = await visitor();
    await memberWithPush(page);
    const id = await recipeId('Pfannkuchen');
    await page.goto(`/recipe/${id}`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const timer = page.getByRole('region', { name: 'Smarter Koch-Timer' });
    await visible(timer);
    // Three hours from now on the page's clock: the start lies ahead, whatever the recipe's duration.
    const target = await page.evaluate(() => {
      const at = new Date(Date.now() + 3 * 60 * 60_000);
      return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
    });
    await timer.getByLabel('Zielzeit (HH:MM)').fill(target);
    await timer.getByRole('button', { name: 'Timer starten' }).click();

    const [reminder] = await serverTimers(page, (timers) => timers.length === 1);
    expect(reminder).toMatchObject({ kind: 'cooking-start', label: 'Pfannkuchen', recipeId: id });

    await timer.getByRole('button', { name: 'Zurücksetzen' }).click();
    await serverTimers(page, (timers) => timers.length === 0);
  });
});
