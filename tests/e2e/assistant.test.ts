import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { browserLikeSubscription, stubPushManager, subscribeCalls } from '../support/push-manager-stub';
import { useBrowser } from './browser';
import { api, hidden, signedInMember, toasts, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PASSWORD = 'Spaetzle-mit-Soße-42';
const MINUTE = 60_000;

interface TRecipe {
  id: number;
  title: string;
  duration: number;
  totalIngredients: number;
  totalInstructions: number;
}

const signedIn = (page: Page) => signedInMember(page, PASSWORD);

/** The demo recipe with the fewest segments to read aloud (and a known duration for the timer). */
async function shortRecipe(): Promise<TRecipe> {
  const { recipes } = await api<{ recipes: { id: number; duration: number | null }[] }>(baseUrl, '/recipes?limit=50');
  const details = await Promise.all(
    recipes.filter((r) => r.duration !== null).map((r) => api<TRecipe>(baseUrl, `/recipes/${r.id}`)),
  );
  const [shortest] = details.sort(
    (a, b) => a.totalIngredients + a.totalInstructions - (b.totalIngredients + b.totalInstructions),
  );
  if (!shortest) throw new Error('Kein Demo-Rezept mit Dauer gefunden.');
  return shortest;
}

/** 'Noch 3 Std. 6 Min. 4 Sek. bis zum Start' for a number of milliseconds, written out independently of the product. */
function countdown(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor((seconds % 3600) / 60), seconds % 60];
  const leading = h > 0 ? [`${h} Std.`, `${m} Min.`] : m > 0 ? [`${m} Min.`] : [];
  return `Noch ${[...leading, `${s} Sek.`].join(' ')} bis zum Start`;
}

const berlinClock = (ms: number) =>
  new Intl.DateTimeFormat('de-DE', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Berlin' }).format(ms);

/** Records the notifications the page shows (the operating system's side), letting the real constructor run too. */
async function recordNotifications(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications'], { origin: baseUrl });
  await page.addInitScript(() => {
    const shown: { title: string; body: string | undefined }[] = [];
    Object.assign(window, { __notifications: shown });
    window.Notification = new Proxy(window.Notification, {
      construct(target, args: [string, NotificationOptions?]) {
        shown.push({ title: args[0], body: args[1]?.body });
        return Reflect.construct(target, args);
      },
    });
  });
}

const notifications = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notifications: { title: string; body?: string }[] }).__notifications);

const timerOf = (page: Page) => page.getByRole('region', { name: 'Smarter Koch-Timer' });
const playerOf = (page: Page) => page.getByRole('region', { name: 'Rezept vorlesen' });
const countdownOf = (timer: Locator) => timer.getByTestId('timer-countdown');

async function startTimer(timer: Locator, input: { time: string; date?: string; buffer?: number }): Promise<void> {
  await timer.getByLabel('Zielzeit (HH:MM)').fill(input.time);
  await timer.getByLabel('Datum (optional)').fill(input.date ?? '');
  if (input.buffer !== undefined) await timer.getByLabel('Puffer').selectOption(String(input.buffer));
  await timer.getByRole('button', { name: 'Timer starten' }).click();
}

/** The one event of a downloaded calendar file, read with ical.js. */
async function calendarEvent(file: string): Promise<{ vevent: ICAL.Component; event: ICAL.Event }> {
  const calendar = new ICAL.Component(ICAL.parse(await readFile(file, 'utf8')) as unknown[]);
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('Die Kalenderdatei enthält kein VEVENT.');
  return { vevent, event: new ICAL.Event(vevent) };
}

let recipe: TRecipe;
beforeAll(async () => {
  recipe = await shortRecipe();
});

describe('cooking timer', () => {
  it('validates the target time, counts down to start = target − duration − buffer and finishes with a toast', async () => {
    const page = await visitor();
    await recordNotifications(page);
    await signedIn(page);
    // Friday 14 June 2030, 15:58:56 in Berlin (summer time).
    const now = Date.parse('2030-06-14T15:58:56+02:00');
    await page.clock.install({ time: now });
    await page.clock.setFixedTime(now);
    await page.goto(`/recipe/${recipe.id}`);
    const timer = timerOf(page);
    await visible(timer);

    await timer.getByRole('button', { name: 'Timer starten' }).click();
    await visible(timer.getByRole('alert').getByText('Bitte gib eine Zielzeit ein.'));
    for (const wrong of ['7.3', '24:00', '19:5']) {
      await startTimer(timer, { time: wrong });
      await visible(
        timer.getByRole('alert').getByText('Ungültiges Zeitformat. Bitte gib die Uhrzeit als HH:MM ein, z. B. 19:30.'),
      );
    }
    await startTimer(timer, { time: '19:30', date: '2030-06-13' });
    await visible(timer.getByRole('alert').getByText('Das Datum darf nicht in der Vergangenheit liegen.'));

    await startTimer(timer, { time: '19:30', buffer: 15 });
    await visible(toasts(page).getByText('Timer aktiviert'));
    const target = Date.parse('2030-06-14T19:30:00+02:00');
    const start = target - (recipe.duration + 15) * MINUTE;
    await visible(timer.getByText('Aktiv', { exact: true }));
    await visible(countdownOf(timer).getByText(countdown(start - now), { exact: true }));
    await visible(timer.getByText(`Start: Fr., 14.06., ${berlinClock(start)} · Fertig: Fr., 14.06., 19:30`));

    await page.reload();
    await visible(countdownOf(timer).getByText(countdown(start - now), { exact: true }));
    await visible(timer.getByText('Aktiv', { exact: true }));

    await page.clock.setFixedTime(start - 5 * MINUTE - 1000);
    await visible(countdownOf(timer).getByText('Noch 5 Min. 1 Sek. bis zum Start', { exact: true }));
    expect(await timer.getByText('Bereit zum Start!').count()).toBe(0);
    await page.clock.setFixedTime(start - 5 * MINUTE);
    await visible(timer.getByText('Bereit zum Start!'));
    await visible(countdownOf(timer).getByText('Noch 5 Min. 0 Sek. bis zum Start', { exact: true }));

    // From here on the page's timers only move when the test says so.
    await page.clock.pauseAt(start - 5 * MINUTE);
    await page.clock.setFixedTime(start);
    await page.clock.runFor(1000);
    await visible(timer.getByText('Es ist Zeit zu kochen!'));
    const finishedToast = toasts(page).getByRole('status').filter({ hasText: 'Es ist Zeit zu kochen!' });
    await visible(finishedToast.getByText(recipe.title));
    expect(await timer.getByText('Bereit zum Start!').count()).toBe(0);
    expect(await notifications(page)).toEqual([{ title: 'Es ist Zeit zu kochen!', body: recipe.title }]);
    await page.clock.runFor(8000);
    expect(await finishedToast.isVisible()).toBe(true);
    await page.clock.runFor(2000);
    await hidden(finishedToast);
    await page.clock.resume();

    await timer.getByRole('button', { name: 'Zurücksetzen' }).click();
    await visible(timer.getByLabel('Zielzeit (HH:MM)'));
    expect(await timer.getByText('Es ist Zeit zu kochen!').count()).toBe(0);
    await page.reload();
    await visible(timer.getByRole('button', { name: 'Timer starten' }));
  });

  it('rolls a passed time to tomorrow across the clock change and downloads the session as an iCalendar event', async () => {
    const page = await visitor();
    await signedIn(page);
    // Saturday 26 October 2030, 20:00 in Berlin; summer time ends that night.
    const now = Date.parse('2030-10-26T20:00:00+02:00');
    await page.clock.install({ time: now });
    await page.clock.setFixedTime(now);
    await page.goto(`/recipe/${recipe.id}`);
    const timer = timerOf(page);

    await startTimer(timer, { time: '08:00' });
    const tomorrow = Date.parse('2030-10-27T08:00:00+01:00') - (recipe.duration + 10) * MINUTE;
    await visible(countdownOf(timer).getByText(countdown(tomorrow - now), { exact: true }));
    await timer.getByRole('button', { name: 'Zurücksetzen' }).click();

    await startTimer(timer, { time: '12:30', date: '2030-10-28', buffer: 30 });
    const start = Date.parse('2030-10-28T12:30:00+01:00') - (recipe.duration + 30) * MINUTE;
    await visible(countdownOf(timer).getByText(countdown(start - now), { exact: true }));

    const calendarButton = timer.getByRole('button', { name: 'Kalenderdatei (.ics)' });
    const [download] = await Promise.all([page.waitForEvent('download', WAIT), calendarButton.click()]);
    expect(download.suggestedFilename()).toBe(`kochclip-timer-${recipe.id}.ics`);
    await visible(toasts(page).getByText('Kalenderdatei heruntergeladen'));
    const { vevent, event } = await calendarEvent(await download.path());
    expect(event.startDate.toJSDate().toISOString()).toBe(new Date(start).toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(new Date(start + recipe.duration * MINUTE).toISOString());
    expect(event.summary).toBe(`Kochen: ${recipe.title}`);
    expect(event.description).toBe(`Zeit, mit „${recipe.title}“ anzufangen. Rezept: ${baseUrl}/recipe/${recipe.id}`);
    const alarm = vevent.getFirstSubcomponent('valarm');
    const trigger = alarm?.getFirstPropertyValue('trigger');
    expect(trigger instanceof ICAL.Duration ? trigger.toSeconds() : trigger).toBe(-5 * 60);
    expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');

    const [again] = await Promise.all([page.waitForEvent('download', WAIT), calendarButton.click()]);
    expect((await calendarEvent(await again.path())).event.uid).toBe(event.uid);
  });

  it('is not offered in the visitor preview', async () => {
    const page = await visitor();
    await page.goto(`/recipe/${recipe.id}`);
    await visible(page.getByRole('heading', { name: 'Nur für Mitglieder' }));
    expect(await timerOf(page).count()).toBe(0);
    expect(await playerOf(page).count()).toBe(0);
  });
});

describe('read-aloud player', () => {
  it('builds the playlist, plays one segment at a time and starts the next 1 s after one ends', async () => {
    const page = await visitor();
    await signedIn(page);
    const full = (await (await page.request.get(`/api/recipes/${recipe.id}`)).json()) as {
      ingredients: { name: string }[];
      instructions: unknown[];
    };
    const titles = [
      'Einleitung',
      ...full.ingredients.map((i) => i.name),
      ...full.instructions.map((_, i) => `Schritt ${i + 1}`),
      'Abschluss',
    ];
    await page.clock.install({ time: Date.parse('2030-06-14T18:00:00+02:00') });
    await page.goto(`/recipe/${recipe.id}`);
    const player = playerOf(page);
    await player.getByRole('button', { name: 'Audio-Playlist erstellen' }).click();
    await visible(toasts(page).getByText('Playlist erstellt'));
    await visible(toasts(page).getByText(`${titles.length} Segmente zum Vorlesen.`));
    const segments = player.getByRole('list', { name: 'Segmente' }).getByRole('button');
    expect((await segments.allInnerTexts()).map((text) => text.replace(/^•\s*/, ''))).toEqual(titles);
    const previous = player.getByRole('button', { name: 'Vorheriges Segment' });
    const next = player.getByRole('button', { name: 'Nächstes Segment' });
    expect(await previous.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(false);

    const current = player.locator('[aria-current="true"]');
    expect(await current.textContent()).toContain('Einleitung');

    // Short ingredients are quickest to hear out; from here the page's timers move only when the test says so
    // (the audio keeps its own, real clock).
    const names = full.ingredients.map((i) => i.name).slice(0, -1);
    const shortest = names.reduce((best, name) => (name.length < best.length ? name : best));
    const index = titles.indexOf(shortest);
    const following = titles[index + 1] ?? '';
    await page.clock.pauseAt(Date.parse('2030-06-14T18:01:00+02:00'));
    await segments.nth(index).click();
    await visible(player.getByRole('button', { name: 'Pause' }));
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toContain(`▶${shortest}`);
    const audioUrl = await page.getByTestId('audio-element').getAttribute('src');
    const clip = await page.request.get(audioUrl ?? '', { headers: { range: 'bytes=0-1' } });
    expect([clip.status(), clip.headers()['content-type']]).toEqual([206, 'audio/mpeg']);

    const heard = (i: number) => segments.nth(i).and(page.locator('[data-done="true"]'));
    await heard(index).waitFor({ timeout: 30_000 });
    expect(await segments.nth(index).textContent()).toContain(`✓${shortest}`);
    expect(await current.textContent()).toContain(shortest);
    await page.clock.runFor(999);
    expect(await current.textContent()).toContain(shortest);
    await page.clock.runFor(1);
    await visible(current.getByText(following));
    await visible(player.getByRole('button', { name: 'Pause' }));
    expect(await page.getByTestId('audio-element').getAttribute('src')).not.toBe(audioUrl);

    // Pausing in the second between two segments stays paused.
    await heard(index + 1).waitFor({ timeout: 30_000 });
    await player.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(2000);
    expect(await current.textContent()).toContain(following);
    await visible(player.getByRole('button', { name: 'Abspielen' }));

    await segments.last().click();
    await segments.last().and(current).waitFor(WAIT);
    expect([await previous.isDisabled(), await next.isDisabled()]).toEqual([false, true]);
    await segments.first().click();
    await segments.first().and(current).waitFor(WAIT);
    expect([await previous.isDisabled(), await next.isDisabled()]).toEqual([true, false]);
  });

  it("reports 'Playlist nicht verfügbar' when the server cannot build the playlist", async () => {
    const page = await visitor();
    await signedIn(page);
    await page.route('**/trpc/*recipes.audioPlaylist*', (route) =>
      route.fulfill({ status: 502, json: { message: 'Die personalisierte Audio-Playlist konnte nicht erstellt werden.' } }),
    );
    await page.goto(`/recipe/${recipe.id}`);
    const player = playerOf(page);
    await player.getByRole('button', { name: 'Audio-Playlist erstellen' }).click();
    const alert = toasts(page).getByRole('alert');
    await visible(alert.getByText('Playlist nicht verfügbar'));
    await visible(alert.getByText('Die personalisierte Audio-Playlist konnte nicht erstellt werden.'));
    await visible(player.getByRole('button', { name: 'Audio-Playlist erstellen' }));
  });

  it("stops and reports 'Playlist nicht verfügbar' when a segment's speech cannot be made", async () => {
    const page = await visitor();
    await signedIn(page);
    await page.route('**/media/audio-*', (route) =>
      route.fulfill({ status: 502, json: { message: 'Die Sprachausgabe ist fehlgeschlagen.', code: 'BAD_GATEWAY' } }),
    );
    await page.goto(`/recipe/${recipe.id}`);
    const player = playerOf(page);
    await player.getByRole('button', { name: 'Audio-Playlist erstellen' }).click();
    await player
      .getByRole('button', { name: 'Pause' })
      .or(player.getByRole('button', { name: 'Abspielen' }))
      .first()
      .waitFor(WAIT);
    await player.getByRole('list', { name: 'Segmente' }).getByRole('button').first().click();
    const alert = toasts(page).getByRole('alert');
    await visible(alert.getByText('Playlist nicht verfügbar'));
    await visible(player.getByRole('button', { name: 'Abspielen' }));
  });
});

describe('push notifications on this device', () => {
  const pushCard = (page: Page) => page.getByRole('region', { name: 'Push-Benachrichtigungen' });
  const UNSUBSCRIBED = 'Erhalte Benachrichtigungen über neue Rezepte und deinen Koch-Timer auf diesem Gerät.';
  const DENIED = 'Benachrichtigungen sind im Browser blockiert. Bitte erlaube sie in den Website-Einstellungen.';
  /** The JSON input of a tRPC call in the request (one call per batch here). */
  const trpcInput = (body: unknown) => (body as Record<string, unknown>)['0'];

  it('subscribes from the profile card with permission granted, and unsubscribes with the /settings switch', async () => {
    const page = await visitor();
    await page.context().grantPermissions(['notifications'], { origin: baseUrl });
    const subscription = browserLikeSubscription();
    await stubPushManager(page, subscription);
    await signedIn(page);
    await page.goto('/profile');
    const card = pushCard(page);
    await visible(card.getByText(UNSUBSCRIBED));

    const subscribed = page.waitForResponse((r) => r.url().includes('/trpc/social.subscribePush'), WAIT);
    await card.getByRole('button', { name: 'Benachrichtigungen aktivieren' }).click();
    const response = await subscribed;
    expect(response.request().method()).toBe('POST');
    expect(trpcInput(response.request().postDataJSON())).toEqual(subscription);
    expect(response.status()).toBe(200);
    await visible(card.getByText('Push-Benachrichtigungen sind auf diesem Gerät aktiviert.'));
    await visible(toasts(page).getByText('Push-Benachrichtigungen aktiviert'));
    const { publicKey } = await api<{ publicKey: string }>(baseUrl, '/push/public-key');
    expect(await subscribeCalls(page)).toEqual([{ userVisibleOnly: true, applicationServerKey: publicKey }]);
    const types = card.getByRole('group', { name: 'Benachrichtigungsarten' });
    const checked = (label: string) => types.getByLabel(label).isChecked();
    await visible(types);
    expect(
      await Promise.all(
        [
          'Neue Rezepte von Köchen, denen du folgst',
          'Erinnerungen des Koch-Timers',
          'Wöchentliche Rezeptvorschläge',
          'Neuigkeiten aus der Community',
        ].map(checked),
      ),
    ).toEqual([true, true, false, false]);

    await page.goto('/settings');
    const toggle = page.getByRole('switch', { name: 'Benachrichtigungen' });
    await toggle.and(page.locator('[aria-checked="true"]')).waitFor(WAIT);
    const unsubscribed = page.waitForResponse((r) => r.url().includes('/trpc/social.unsubscribePush'), WAIT);
    await toggle.click();
    const unsubscribe = await unsubscribed;
    expect(trpcInput(unsubscribe.request().postDataJSON())).toEqual({ endpoint: subscription.endpoint });
    expect(unsubscribe.status()).toBe(200);
    await toggle.and(page.locator('[aria-checked="false"]')).waitFor(WAIT);
    await visible(toasts(page).getByText('Push-Benachrichtigungen deaktiviert'));

    await page.goto('/profile');
    await visible(pushCard(page).getByText(UNSUBSCRIBED));
    await visible(pushCard(page).getByRole('button', { name: 'Benachrichtigungen aktivieren' }));
  });

  it('stops with the German message when the browser denies permission, and subscribes nothing', async () => {
    const page = await visitor();
    await stubPushManager(page, browserLikeSubscription());
    await signedIn(page);
    const pushCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/trpc\/.*(subscribePush|unsubscribePush)/.test(request.url()) || request.url().includes('/api/push/')) {
        pushCalls.push(request.url());
      }
    });
    await page.goto('/profile');
    const card = pushCard(page);
    await visible(card.getByText(UNSUBSCRIBED));
    // Headless Chromium answers the permission request with 'denied' unless the test grants it.
    await card.getByRole('button', { name: 'Benachrichtigungen aktivieren' }).click();
    await visible(toasts(page).getByRole('alert').getByText('Fehler'));
    await visible(toasts(page).getByRole('alert').getByText(DENIED));
    await visible(card.getByTestId('push-state').getByText(DENIED));
    expect(await page.evaluate(() => Notification.permission)).toBe('denied');
    expect(await subscribeCalls(page)).toEqual([]);
    expect(pushCalls).toEqual([]);

    await page.goto('/settings');
    await visible(page.getByText(DENIED));
    expect(await page.getByRole('switch', { name: 'Benachrichtigungen' }).getAttribute('aria-checked')).toBe('false');
  });
});
