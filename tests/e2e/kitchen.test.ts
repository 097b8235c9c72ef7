import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addDays, germanDayLabel, mondayOf, todayInPlanZone } from '@kochclip/core';
import { axeViolations } from './axe';
import { useBrowser } from './browser';
import { api, atPath, toasts, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PASSWORD = 'Pfannkuchen-mit-Zimt-7';
const MINUTE = 60_000;

interface TRecipe {
  id: number;
  title: string;
  servings: number;
  /** What a visitor's preview holds (the first steps); the count of all is totalInstructions. */
  instructions: { step: string }[];
  totalInstructions: number;
}

/** Registers through the REST API inside the page's context, so the browser holds the session cookie. */
async function signedIn(page: Page): Promise<{ username: string }> {
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return { username };
}

async function recipeTitled(title: string): Promise<TRecipe> {
  const { recipes } = await api<{ recipes: { id: number; title: string }[] }>(
    baseUrl,
    `/recipes?search=${encodeURIComponent(title)}&limit=10`,
  );
  const card = recipes.find((r) => r.title === title);
  if (!card) throw new Error(`Demo-Rezept „${title}“ fehlt.`);
  return { ...(await api<TRecipe>(baseUrl, `/recipes/${card.id}`)), id: card.id };
}

/** What the operating system is asked for when a timer ends: notifications, beeps and vibration, recorded. */
async function recordAlarms(page: Page): Promise<void> {
  await page.context().grantPermissions(['notifications'], { origin: baseUrl });
  await page.addInitScript(() => {
    const record = { notifications: [] as { title: string; body?: string }[], beeps: 0, vibrations: 0 };
    Object.assign(window, { __alarms: record });
    window.Notification = new Proxy(window.Notification, {
      construct(target, args: [string, NotificationOptions?]) {
        record.notifications.push({ title: args[0], body: args[1]?.body });
        return Reflect.construct(target, args);
      },
    });
    const RealAudioContext = window.AudioContext;
    window.AudioContext = class extends RealAudioContext {
      override createOscillator(): OscillatorNode {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          record.beeps += 1;
          start(when);
        };
        return oscillator;
      }
    };
    Object.defineProperty(Navigator.prototype, 'vibrate', {
      configurable: true,
      value: () => {
        record.vibrations += 1;
        return true;
      },
    });
  });
}

const alarms = (page: Page) =>
  page.evaluate(
    () =>
      (
        window as unknown as {
          __alarms: { notifications: { title: string; body?: string }[]; beeps: number; vibrations: number };
        }
      ).__alarms,
  );

describe('cooking mode', () => {
  let pancakes: TRecipe;
  beforeAll(async () => {
    pancakes = await recipeTitled('Pfannkuchen');
  });

  it('walks through the steps with the chosen servings and runs two timers on the page clock, across a reload', async () => {
    const page = await visitor();
    await recordAlarms(page);
    await signedIn(page);
    // The page's clock stands still (its timers still run) until the test moves it.
    const start = Date.parse('2030-06-14T18:00:00+02:00');
    await page.clock.install({ time: start });
    await page.clock.setFixedTime(start);
    const at = async (time: number) => {
      await page.clock.setFixedTime(time);
      await page.clock.runFor(1000);
    };

    await page.goto(`/recipe/${pancakes.id}`);
    await page.getByRole('button', { name: 'Eine Portion mehr' }).click();
    await page.getByRole('button', { name: 'Eine Portion mehr' }).click();
    await page.getByRole('link', { name: 'Kochmodus' }).click();
    await atPath(page, `/recipe/${pancakes.id}/kochen`);
    const mode = page.getByTestId('cooking-mode');
    await visible(mode.getByRole('heading', { name: `Schritt 1 von ${pancakes.totalInstructions}` }));
    await visible(mode.getByText(`${pancakes.title} · 6 Portionen`));
    // The first step uses flour, milk and eggs: amounts for 6 instead of 4 servings.
    const stepIngredients = mode.getByRole('list', { name: 'Zutaten für diesen Schritt' });
    await visible(stepIngredients.getByText('375 g'));
    await visible(stepIngredients.getByText('Weizenmehl (Type 405)'));
    await visible(stepIngredients.getByText('750 ml'));

    await page.keyboard.press('ArrowRight');
    await visible(mode.getByRole('heading', { name: 'Schritt 2 von 5' }));
    await mode.getByRole('button', { name: 'Timer 10 Minuten starten (10 Min.)' }).click();
    const tray = page.getByRole('region', { name: 'Laufende Timer' });
    await visible(tray.getByText('Schritt 2 · 10 Minuten'));
    await visible(tray.getByText('10:00'));

    // A tap on the right third turns the page, as does the Weiter button.
    const main = mode.getByRole('main');
    const box = await main.boundingBox();
    if (!box) throw new Error('Kein Schritt sichtbar.');
    await page.mouse.click(box.x + box.width * 0.9, box.y + box.height * 0.5);
    await visible(mode.getByRole('heading', { name: 'Schritt 3 von 5' }));
    await page.mouse.click(box.x + box.width * 0.1, box.y + box.height * 0.5);
    await visible(mode.getByRole('heading', { name: 'Schritt 2 von 5' }));
    // A swipe to the left turns the page too.
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.4, { steps: 4 });
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.41, { steps: 4 });
    await page.mouse.up();
    await visible(mode.getByRole('heading', { name: 'Schritt 3 von 5' }));
    await mode.getByRole('button', { name: 'Nächster Schritt' }).click();
    await visible(mode.getByRole('heading', { name: 'Schritt 4 von 5' }));
    await mode.getByRole('button', { name: 'Timer 1–2 Minuten starten (1 Min.)' }).click();
    await visible(tray.getByText('Schritt 4 · 1–2 Minuten'));
    expect(await tray.getByTestId('running-timer').count()).toBe(2);

    // Half a minute later (the page's timers tick once the clock moves).
    await at(start + 30_001);
    await visible(tray.getByText('0:30'));
    await visible(tray.getByText('9:30'));

    // Both timers and the step survive a reload.
    await page.reload();
    await visible(mode.getByRole('heading', { name: 'Schritt 4 von 5' }));
    await visible(tray.getByText('9:30'));
    await visible(tray.getByText('0:30'));

    await at(start + 60_001);
    await visible(tray.getByText('Abgelaufen!'));
    await visible(tray.getByText('9:00'));
    const first = await alarms(page);
    expect(first.notifications).toEqual([{ title: 'Timer abgelaufen', body: `Schritt 4: 1–2 Minuten – ${pancakes.title}` }]);
    expect(first.beeps).toBe(3);
    expect(first.vibrations).toBe(1);

    await tray.getByRole('button', { name: 'Timer Schritt 4 · 1–2 Minuten beenden' }).click();
    expect(await tray.getByTestId('running-timer').count()).toBe(1);
    await at(start + 10 * MINUTE + 1);
    await visible(tray.getByText('Abgelaufen!'));
    const second = await alarms(page);
    expect(second.notifications.map((n) => n.body)).toEqual([
      `Schritt 4: 1–2 Minuten – ${pancakes.title}`,
      `Schritt 2: 10 Minuten – ${pancakes.title}`,
    ]);
    expect(second.beeps).toBe(6);
    expect(second.vibrations).toBe(2);
  });

  it('reads the current step aloud with its playlist clip and follows German voice commands when switched on', async () => {
    const page = await visitor();
    await signedIn(page);
    // The browser's speech recognition, played by the test: it hears what the test says.
    await page.addInitScript(() => {
      const played: string[] = [];
      const listening = new Set<{ onresult: ((event: unknown) => void) | null }>();
      class FakeRecognition {
        lang = '';
        continuous = false;
        interimResults = false;
        onresult: ((event: unknown) => void) | null = null;
        onstart: (() => void) | null = null;
        onerror = null;
        onend = null;
        start() {
          listening.add(this);
          Object.assign(window, { __recognitionLang: this.lang });
          setTimeout(() => this.onstart?.(), 0);
        }
        stop() {
          listening.delete(this);
        }
      }
      Object.assign(window, {
        SpeechRecognition: FakeRecognition,
        webkitSpeechRecognition: FakeRecognition,
        __played: played,
        __say: (text: string) =>
          listening.forEach((recognition) =>
            recognition.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: text }], { isFinal: true })] }),
          ),
      });
      HTMLMediaElement.prototype.play = function play(this: HTMLMediaElement) {
        played.push(new URL(this.src).pathname);
        return Promise.resolve();
      };
    });
    await page.goto(`/recipe/${pancakes.id}/kochen`);
    const mode = page.getByTestId('cooking-mode');
    await visible(mode.getByRole('heading', { name: 'Schritt 1 von 5' }));

    await page.keyboard.press('ArrowRight');
    await mode.getByRole('button', { name: 'Vorlesen' }).click();
    const playlist = (await (await page.request.post(`/api/recipes/${pancakes.id}/audio/playlist`)).json()) as {
      segments: { id: string; audioUrl: string }[];
    };
    const clip = playlist.segments.find((segment) => segment.id === 'instruction-2')?.audioUrl;
    await expect.poll(() => page.evaluate(() => (window as unknown as { __played: string[] }).__played), WAIT).toEqual([clip]);

    const say = (text: string) => page.evaluate((t) => (window as unknown as { __say: (t: string) => void }).__say(t), text);
    expect(await mode.getByText('Ich höre zu').count()).toBe(0);
    await mode.getByRole('button', { name: 'Sprachsteuerung' }).click();
    await visible(mode.getByRole('status').getByText('Ich höre zu: „weiter“, „zurück“, „wiederholen“, „Timer starten“'));
    expect(await page.evaluate(() => (window as unknown as { __recognitionLang: string }).__recognitionLang)).toBe('de-DE');
    await say('Weiter');
    await visible(mode.getByRole('heading', { name: 'Schritt 3 von 5' }));
    await say('zurück bitte');
    await visible(mode.getByRole('heading', { name: 'Schritt 2 von 5' }));
    await say('Timer starten');
    await visible(page.getByRole('region', { name: 'Laufende Timer' }).getByText('Schritt 2 · 10 Minuten'));
    await say('wiederholen');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __played: string[] }).__played.length), WAIT).toBe(2);
    await mode.getByRole('button', { name: 'Sprachsteuerung' }).click();
    await say('weiter');
    expect(await mode.getByRole('heading', { name: 'Schritt 2 von 5' }).count()).toBe(1);
  });

  it('keeps every control and the whole title on screen from 320 to 430 px and in landscape, and ends with Fertig', async () => {
    const spaetzle = await recipeTitled('Käsespätzle');
    const page = await visitor({ width: 390, height: 844 });
    await signedIn(page);
    await page.goto(`/recipe/${spaetzle.id}/kochen`);
    const mode = page.getByTestId('cooking-mode');
    await visible(mode.getByRole('heading', { name: `Schritt 1 von ${spaetzle.totalInstructions}` }));
    // A running timer adds its tray between the step and the buttons.
    await mode.getByRole('button', { name: 'Timer 10 Minuten starten (10 Min.)' }).click();
    await visible(page.getByRole('region', { name: 'Laufende Timer' }));

    for (const viewport of [
      { width: 320, height: 640 },
      { width: 360, height: 740 },
      { width: 390, height: 844 },
      { width: 430, height: 932 },
      { width: 844, height: 390 },
    ]) {
      await page.setViewportSize(viewport);
      const layout = await page.evaluate(() => {
        const root = document.querySelector('[data-testid="cooking-mode"]');
        const title = document.querySelector('[data-testid="cooking-title"]');
        const outside = [...(root?.querySelectorAll('header a, header button, nav a, nav button, section button') ?? [])]
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight)
          .map(({ control }) => control.textContent || control.getAttribute('aria-label'));
        const main = root?.querySelector('main');
        return {
          sideScroll: [document.documentElement, root, main].some(
            (element) => !element || element.scrollWidth > element.clientWidth,
          ),
          outside,
          titleClipped: !title || title.scrollWidth > title.clientWidth || title.scrollHeight > title.clientHeight,
          titleText: title?.textContent,
        };
      });
      expect({ viewport, ...layout }).toEqual({
        viewport,
        sideScroll: false,
        outside: [],
        titleClipped: false,
        titleText: `${spaetzle.title} · 4 Portionen`,
      });
    }

    // The last step offers Fertig instead of Weiter, which leaves cooking mode for the recipe.
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await mode.getByRole('button', { name: 'Fertig' }).count()).toBe(0);
    for (let step = 1; step < spaetzle.totalInstructions; step += 1) await page.keyboard.press('ArrowRight');
    const last = `Schritt ${spaetzle.totalInstructions} von ${spaetzle.totalInstructions}`;
    await visible(mode.getByRole('heading', { name: last }));
    expect(await mode.getByRole('button', { name: /Weiter/ }).count()).toBe(0);
    await mode.getByRole('link', { name: 'Fertig' }).click();
    await atPath(page, `/recipe/${spaetzle.id}`);
    await visible(page.getByRole('heading', { name: spaetzle.title, level: 1 }));
  });

  it('stays readable offline once opened, and sends visitors to sign in', async () => {
    const page = await visitor();
    await signedIn(page);
    await page.goto(`/recipe/${pancakes.id}/kochen`);
    const mode = page.getByTestId('cooking-mode');
    await visible(mode.getByRole('heading', { name: 'Schritt 1 von 5' }));
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.context().setOffline(true);
    await page.reload();
    await visible(mode.getByRole('heading', { name: 'Schritt 1 von 5' }));
    await visible(mode.getByText(pancakes.instructions[0]?.step.slice(0, 30) ?? '', { exact: false }));
    await page.context().setOffline(false);

    const guest = await visitor();
    await guest.goto(`/recipe/${pancakes.id}/kochen`);
    await visible(guest.getByRole('heading', { name: 'Kochmodus für Mitglieder' }));
  });
});

interface TApiList {
  id: number;
  items: { id: string; name: string; checked: boolean }[];
}

/** A fresh member's list with the pancakes' ingredients, made through the REST API in the page's context. */
async function pancakeList(page: Page): Promise<TApiList> {
  const pancakes = await recipeTitled('Pfannkuchen');
  const created = (await (await page.request.post('/api/shopping-lists', { data: {} })).json()) as TApiList;
  await page.request.post(`/api/shopping-lists/${created.id}/recipes`, { data: { recipeId: pancakes.id } });
  return created;
}

describe('shopping list', () => {
  it('keeps a list ticked offline on a 390 px phone across reloads and sends the tick once online', async () => {
    const phone = await visitor({ width: 390, height: 844 });
    await signedIn(phone);
    const list = await pancakeList(phone);
    await phone.goto(`/einkaufsliste/${list.id}`);
    const milk = phone.getByRole('checkbox', { name: '500 ml Milch' });
    await visible(milk);
    await phone.evaluate(async () => navigator.serviceWorker.ready);

    await phone.context().setOffline(true);
    await milk.check();
    await visible(phone.getByTestId('sync-status').getByText('Offline – 1 Änderung wartet auf die Verbindung'));
    await phone.reload();
    await visible(milk);
    expect(await milk.isChecked()).toBe(true);
    await visible(phone.getByTestId('sync-status').getByText('Offline – 1 Änderung wartet auf die Verbindung'));
    // A second tick after the reload keeps the list too.
    await phone.getByRole('checkbox', { name: '1 EL Zucker' }).check();
    await phone.reload();
    await visible(phone.getByTestId('sync-status').getByText('Offline – 2 Änderungen warten auf die Verbindung'));
    expect(await phone.getByRole('checkbox', { name: '1 EL Zucker' }).isChecked()).toBe(true);

    await phone.context().setOffline(false);
    await visible(phone.getByTestId('sync-status').getByText('Alles gespeichert'));
    const synced = (await (await phone.request.get(`/api/shopping-lists/${list.id}`)).json()) as TApiList;
    expect(
      synced.items
        .filter((item) => item.checked)
        .map((item) => item.name)
        .sort(),
    ).toEqual(['Milch', 'Zucker']);
  });

  it('keeps every item on one line at 390 px and changes a section from the row menu, by tap and by keyboard', async () => {
    const phone = await visitor({ width: 390, height: 844 });
    await signedIn(phone);
    const list = await pancakeList(phone);
    await phone.goto(`/einkaufsliste/${list.id}`);
    await visible(phone.getByRole('checkbox', { name: '500 ml Milch' }));
    const lineCounts = await phone.getByTestId('shopping-item').evaluateAll((rows) =>
      rows.map((row) => {
        const label = row.querySelector('label');
        if (!label) return 'ohne Namen';
        return `${label.textContent ?? ''}: ${Math.round(label.getBoundingClientRect().height / parseFloat(getComputedStyle(label).lineHeight))}`;
      }),
    );
    expect(lineCounts.length).toBeGreaterThan(4);
    expect(lineCounts.filter((line) => !line.endsWith(': 1'))).toEqual([]);

    await phone.getByRole('button', { name: 'Weitere Aktionen für 500 ml Milch' }).click();
    const menu = phone.getByRole('menu');
    expect(await menu.getByRole('menuitemradio', { name: 'Kühlregal' }).getAttribute('aria-checked')).toBe('true');
    expect(await axeViolations(phone)).toEqual([]);
    await menu.getByRole('menuitemradio', { name: 'Getränke' }).click();
    await visible(phone.getByRole('region', { name: 'Getränke' }).getByText('Milch'));

    // The keyboard: the arrow opens the menu on its first section, the next arrow moves on, Enter chooses.
    await phone.getByRole('button', { name: 'Weitere Aktionen für 1 EL Zucker' }).focus();
    await phone.keyboard.press('ArrowDown');
    await phone.keyboard.press('ArrowDown');
    // Radix moves the focus between items a task later; a person is never that fast.
    const bakery = phone.getByRole('menuitemradio', { name: 'Brot & Backwaren' });
    await expect.poll(() => bakery.evaluate((item) => item === document.activeElement), WAIT).toBe(true);
    await phone.keyboard.press('Enter');
    await visible(phone.getByRole('region', { name: 'Brot & Backwaren' }).getByText('Zucker'));
    await visible(phone.getByTestId('sync-status').getByText('Alles gespeichert'));
    const saved = (await (await phone.request.get(`/api/shopping-lists/${list.id}`)).json()) as {
      items: { name: string; section: string }[];
    };
    const moved = saved.items.filter((i) => ['Milch', 'Zucker'].includes(i.name)).map((i) => `${i.name}: ${i.section}`);
    expect(moved.sort()).toEqual(['Milch: Getränke', 'Zucker: Brot & Backwaren']);
  });

  it('is checked off offline on one phone and synced when it is back, so the other device sees it', async () => {
    const phone = await visitor({ width: 390, height: 844 });
    const { username } = await signedIn(phone);
    const pancakes = await recipeTitled('Pfannkuchen');
    const created = (await (await phone.request.post('/api/shopping-lists', { data: {} })).json()) as TApiList;
    await phone.request.post(`/api/shopping-lists/${created.id}/recipes`, { data: { recipeId: pancakes.id } });
    const laptop = await visitor();
    expect((await laptop.request.post('/api/login', { data: { username, password: PASSWORD } })).status()).toBe(200);

    await phone.goto(`/einkaufsliste/${created.id}`);
    await laptop.goto(`/einkaufsliste/${created.id}`);
    await visible(phone.getByRole('region', { name: 'Kühlregal' }).getByText('Milch'));
    const phoneMilk = phone.getByRole('checkbox', { name: '500 ml Milch' });
    const laptopMilk = laptop.getByRole('checkbox', { name: '500 ml Milch' });
    await visible(laptopMilk);

    await phone.context().setOffline(true);
    await phoneMilk.check();
    await phone.getByRole('checkbox', { name: '1 EL Zucker' }).check();
    await phone.getByLabel('Eintrag hinzufügen').fill('Spülmittel');
    await phone.getByRole('button', { name: 'Hinzufügen' }).click();
    await visible(phone.getByTestId('sync-status').getByText('Offline – 3 Änderungen warten auf die Verbindung'));
    expect(await phoneMilk.isChecked()).toBe(true);
    await visible(phone.getByText('Spülmittel'));
    // Nothing has reached the server yet.
    const before = (await (await laptop.request.get(`/api/shopping-lists/${created.id}`)).json()) as TApiList;
    expect(before.items.find((i) => i.name === 'Milch')?.checked).toBe(false);

    await phone.context().setOffline(false);
    await visible(phone.getByTestId('sync-status').getByText('Alles gespeichert'));
    await laptopMilk.and(laptop.locator(':checked')).waitFor(WAIT);
    expect(await laptop.getByRole('checkbox', { name: '1 EL Zucker' }).isChecked()).toBe(true);
    await visible(laptop.getByText('Spülmittel'));

    // The reverse: a change on the laptop shows on the phone.
    await laptopMilk.uncheck();
    await phoneMilk.and(phone.locator(':not(:checked)')).waitFor(WAIT);
  });
});

interface TApiPlan {
  entries: { id: number; date: string; slot: string }[];
}

describe('meal plan', () => {
  it('moves an entry on a 390 px touch phone by long press and drag, and by „Verschieben“ on its handle', async () => {
    const phone = await visitor({ width: 390, height: 844 }, { hasTouch: true, isMobile: true });
    await signedIn(phone);
    const pancakes = await recipeTitled('Pfannkuchen');
    const monday = mondayOf(todayInPlanZone());
    const added = await phone.request.post('/api/meal-plan/entries', {
      data: { date: monday, slot: 'breakfast', recipeId: pancakes.id },
    });
    expect(added.status()).toBe(200);
    const { id } = (await added.json()) as { id: number };
    const placeOnServer = async () => {
      const plan = (await (await phone.request.get(`/api/meal-plan?week=${monday}`)).json()) as TApiPlan;
      const entry = plan.entries.find((e) => e.id === id);
      return entry && `${entry.date} ${entry.slot}`;
    };
    const slot = (date: string, meal: string) => phone.getByRole('group', { name: `${germanDayLabel(date)} – ${meal}` });

    await phone.goto('/wochenplan');
    const handle = slot(monday, 'Frühstück').getByRole('button', { name: 'Pfannkuchen verschieben' });
    await visible(handle);
    // Below the sticky header, with Tuesday still on the screen.
    await handle.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 200));
    const center = async (locator: Locator) => {
      const box = await locator.boundingBox();
      if (!box || box.y + box.height > 844) throw new Error('Nicht auf dem Bildschirm.');
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    const from = await center(handle);
    const to = await center(slot(addDays(monday, 1), 'Mittagessen'));

    // A finger rests on the entry until it is picked up, carries it to Tuesday's lunch and lets go.
    const cdp = await phone.context().newCDPSession(phone);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', point: { x: number; y: number }) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [point] });
    await touch('touchStart', from);
    await visible(phone.getByTestId('drag-ghost').getByText('Pfannkuchen'));
    for (let step = 1; step <= 6; step += 1) {
      await touch('touchMove', { x: from.x + ((to.x - from.x) * step) / 6, y: from.y + ((to.y - from.y) * step) / 6 });
    }
    await touch('touchEnd', to);
    await visible(slot(addDays(monday, 1), 'Mittagessen').getByRole('article', { name: 'Pfannkuchen' }));
    expect(await placeOnServer()).toBe(`${addDays(monday, 1)} lunch`);
    expect(await phone.getByRole('dialog').count()).toBe(0);

    // One thumb: tap the handle, choose Friday dinner.
    await slot(addDays(monday, 1), 'Mittagessen').getByRole('button', { name: 'Pfannkuchen verschieben' }).tap();
    const dialog = phone.getByRole('dialog', { name: '„Pfannkuchen“ verschieben' });
    await visible(dialog);
    expect(await axeViolations(phone)).toEqual([]);
    await dialog.getByLabel('Tag', { exact: true }).selectOption(addDays(monday, 4));
    await dialog.getByRole('radio', { name: 'Abendessen' }).tap();
    await dialog.getByRole('button', { name: 'Verschieben', exact: true }).tap();
    await visible(slot(addDays(monday, 4), 'Abendessen').getByRole('article', { name: 'Pfannkuchen' }));
    expect(await placeOnServer()).toBe(`${addDays(monday, 4)} dinner`);
  });

  it('plans a week by search, recipe page, drag and drop and keyboard, and turns it into a shopping list', async () => {
    const page = await visitor();
    await signedIn(page);
    const [pancakes, spaetzle] = await Promise.all([recipeTitled('Pfannkuchen'), recipeTitled('Käsespätzle')]);
    const monday = mondayOf(todayInPlanZone());
    const slot = (date: string, meal: string) => page.getByRole('group', { name: `${germanDayLabel(date)} – ${meal}` });

    await page.goto('/wochenplan');
    await visible(page.getByRole('heading', { name: 'Wochenplan', exact: true }));
    const days = page.getByTestId('week-grid').getByRole('heading', { level: 2 });
    expect((await days.allInnerTexts())[0]).toContain(germanDayLabel(monday));

    // Add by search.
    await page.getByRole('button', { name: `Rezept für ${germanDayLabel(monday)}, Frühstück hinzufügen` }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezept einplanen' });
    await dialog.getByLabel('Rezept suchen').fill('Pfannkuchen');
    await dialog.getByRole('button', { name: 'Pfannkuchen einplanen', exact: true }).click();
    await visible(slot(monday, 'Frühstück').getByRole('article', { name: 'Pfannkuchen' }));

    // Add from the recipe page, for 2 servings on Tuesday.
    await page.goto(`/recipe/${spaetzle.id}`);
    await page.getByRole('button', { name: 'Eine Portion weniger' }).click();
    await page.getByRole('button', { name: 'Eine Portion weniger' }).click();
    await page.getByRole('button', { name: 'In den Wochenplan' }).click();
    const plan = page.getByRole('dialog', { name: 'In den Wochenplan' });
    await plan.getByLabel('Tag', { exact: true }).fill(addDays(monday, 1));
    await plan.getByRole('button', { name: 'Einplanen' }).click();
    await visible(toasts(page).getByText('Im Wochenplan'));

    await page.goto('/wochenplan');
    const spaetzleCard = slot(addDays(monday, 1), 'Abendessen').getByRole('article', { name: 'Käsespätzle' });
    await visible(spaetzleCard.getByText('2 Portionen'));
    // A narrow day column hyphenates a long title by German rules instead of breaking it anywhere.
    const hyphenation = await spaetzleCard
      .getByRole('link', { name: 'Käsespätzle' })
      .evaluate((title) => ({ hyphens: getComputedStyle(title).hyphens, lang: title.closest('[lang]')?.getAttribute('lang') }));
    expect(hyphenation).toEqual({ hyphens: 'auto', lang: 'de' });

    // Drag the pancakes from Monday breakfast to Wednesday lunch.
    await slot(monday, 'Frühstück')
      .getByRole('article', { name: 'Pfannkuchen' })
      .dragTo(slot(addDays(monday, 2), 'Mittagessen'));
    const moved = slot(addDays(monday, 2), 'Mittagessen').getByRole('article', { name: 'Pfannkuchen' });
    await visible(moved);

    // And with the keyboard: one day later, then one meal later.
    const handle = moved.getByRole('button', { name: 'Pfannkuchen verschieben' });
    await handle.focus();
    await page.keyboard.press('ArrowRight');
    await visible(slot(addDays(monday, 3), 'Mittagessen').getByRole('article', { name: 'Pfannkuchen' }));
    await page.keyboard.press('ArrowDown');
    const final = slot(addDays(monday, 3), 'Abendessen').getByRole('article', { name: 'Pfannkuchen' });
    await visible(final);
    await final.getByRole('button', { name: 'Eine Portion mehr für Pfannkuchen' }).click();
    await visible(final.getByText('5 Portionen'));

    await page.getByRole('button', { name: 'Einkaufsliste für diese Woche' }).click();
    await page.waitForURL(/\/einkaufsliste\/\d+$/, WAIT);
    const flour = page
      .getByRole('region', { name: 'Trockenware' })
      .getByTestId('shopping-item')
      .filter({ hasText: 'Weizenmehl' });
    // 400 g for 4 → 200 g for 2 servings of Spätzle (Tuesday), 250 g for 4 → 312,5 g for 5 of pancakes (Thursday).
    await visible(flour.getByText('513 g'));
    await visible(flour.getByText('aus Käsespätzle, Pfannkuchen'));
    await visible(page.getByRole('region', { name: 'Kühlregal' }).getByText('Milch'));
    expect(pancakes.servings).toBe(4);
  });
});
