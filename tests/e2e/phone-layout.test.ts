import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './browser';
import { api, atPath, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

async function newMember(page: Page): Promise<void> {
  const username = uniqueUsername();
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: 'Kuerbissuppe-2026' },
  });
  expect(res.status()).toBe(200);
}

async function box(locator: Locator): Promise<{ left: number; right: number; top: number; bottom: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Element ist nicht sichtbar.');
  return { left: found.x, right: found.x + found.width, top: found.y, bottom: found.y + found.height };
}

async function expectInside(inner: Locator, outer: Locator): Promise<void> {
  const [a, b] = [await box(inner), await box(outer)];
  expect(a.left).toBeGreaterThanOrEqual(b.left - 0.5);
  expect(a.right).toBeLessThanOrEqual(b.right + 0.5);
}

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function recipeByTitle(title: string): Promise<number> {
  const { recipes } = await api<{ recipes: Array<{ id: number; title: string }> }>(
    baseUrl,
    `/recipes?limit=5&search=${encodeURIComponent(title)}`,
  );
  const recipe = recipes.find((r) => r.title === title);
  if (!recipe) throw new Error(`Demo-Rezept ${title} fehlt.`);
  return recipe.id;
}

describe('on a 375 px phone', () => {
  it('keeps the challenge detail and its entry form inside the tab panel, with a styled image picker', async () => {
    const page = await visitor(MOBILE);
    await newMember(page);
    await page.goto(`/recipe/${await recipeByTitle('Kürbissuppe mit Ingwer')}`);
    await page.getByRole('tab', { name: 'Challenges' }).click();
    await page
      .getByRole('region', { name: 'Aktive Challenges' })
      .getByRole('button', { name: /Kürbis-Wochen/ })
      .click();
    const form = page.getByRole('form', { name: 'Beitrag einreichen' });
    await visible(form);
    await expectInside(form, page.getByRole('tabpanel'));
    await visible(form.getByText('Bild auswählen'));
    expect(await form.getByLabel('Bild', { exact: true }).getAttribute('type')).toBe('file');
    expect(await noSideScroll(page)).toBe(true);
  });

  it('insets the notifications row in /settings and keeps the push button inside its card on /profile', async () => {
    const page = await visitor(MOBILE);
    await newMember(page);
    await page.goto('/settings');
    const label = page.locator('#push-toggle-label');
    await visible(label);
    const name = await box(page.getByRole('button', { name: /^Name/ }).locator('span').first());
    expect(Math.abs((await box(label)).left - name.left)).toBeLessThan(1);

    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Push-Benachrichtigungen' });
    await visible(card);
    const button = card.getByRole('button');
    if ((await button.count()) > 0) await expectInside(button.first(), card);
    expect(await noSideScroll(page)).toBe(true);
  });

  it('gives the add buttons of the meal plan a thumb-sized target', async () => {
    const page = await visitor(MOBILE);
    await newMember(page);
    await page.goto('/wochenplan');
    const add = page.getByRole('button', { name: /Frühstück hinzufügen$/ }).first();
    await visible(add);
    const target = await box(add);
    expect(Math.min(target.right - target.left, target.bottom - target.top)).toBeGreaterThanOrEqual(40);
  });

  it('shows the empty cookbooks state apart from the button', async () => {
    const page = await visitor(MOBILE);
    await newMember(page);
    await page.goto('/cookbooks');
    const empty = page.getByText('Du hast noch keine Kochbücher.');
    await visible(empty);
    const button = await box(page.getByRole('button', { name: 'Neues Kochbuch' }));
    expect((await box(empty)).top).toBeGreaterThan(button.bottom + 16);
  });
});

/** The text that reaches furthest right outside a scrolling box, to name what pushed a page sideways. */
const widestText = (page: Page) =>
  page.evaluate(() => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let widest = { right: 0, text: '' };
    const scrolls = (node: Node) => {
      for (let el = node.parentElement; el; el = el.parentElement)
        if (getComputedStyle(el).overflowX !== 'visible') return el !== document.documentElement && el !== document.body;
      return false;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (scrolls(node)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const right = range.getBoundingClientRect().right;
      if (right > widest.right)
        widest = { right, text: `<${node.parentElement?.tagName.toLowerCase()}> ${node.textContent?.slice(0, 60)}` };
    }
    return widest.text;
  });

describe('on a 320 px phone, with words longer than the screen is wide', () => {
  // German compounds and names typed without spaces: a member's recipe, cookbook, list, name and bio.
  const LONG = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenkuchen';
  it('scrolls no page sideways: long words wrap, long button labels wrap inside their button', async () => {
    const page = await visitor({ width: 320, height: 640 });
    await newMember(page);
    const username = ((await (await page.request.get('/api/user/profile')).json()) as { username: string }).username;
    expect(
      (await page.request.patch('/api/user/profile', { data: { firstName: LONG.slice(0, 45), bio: `${LONG}${LONG}` } })).status(),
    ).toBe(200);
    const recipe = await page.request.post('/api/recipes', {
      data: {
        title: LONG,
        ingredientGroups: [{ ingredients: [{ amount: '1', unit: 'kg', name: `${LONG}mehl` }] }],
        instructionGroups: [{ steps: [{ step: `${LONG} backen.` }] }],
      },
    });
    expect(recipe.status()).toBe(200);
    const recipeId = ((await recipe.json()) as { id: number }).id;
    const book = await page.request.post('/api/cookbooks', { data: { title: LONG } });
    const bookId = ((await book.json()) as { id: number }).id;
    expect((await page.request.post(`/api/cookbooks/${bookId}/recipes`, { data: { recipeId } })).status()).toBe(200);
    const list = await page.request.post('/api/shopping-lists', { data: { title: LONG } });
    const listId = ((await list.json()) as { id: number }).id;
    expect((await page.request.post(`/api/shopping-lists/${listId}/items`, { data: { name: LONG } })).status()).toBe(200);

    const sideways: string[] = [];
    for (const path of [
      '/',
      '/create',
      '/community',
      `/recipe/${recipeId}`,
      `/recipe/${recipeId}/drucken`,
      `/cookbooks/${bookId}`,
      `/einkaufsliste/${listId}`,
      '/profile',
      `/u/${username}`,
      '/datenschutz',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await visible(page.getByRole('heading', { level: 1 }).first());
      if (!(await noSideScroll(page))) sideways.push(`${path}: ${await widestText(page)}`);
    }
    expect(sideways).toEqual([]);
  });
});

describe('recipes and profiles', () => {
  for (const [label, viewport] of [
    ['375 px', MOBILE],
    ['1280 px', DESKTOP],
  ] as const) {
    it(`draws the dish for a recipe without a photo and frames the hero at ${label}`, async () => {
      const page = await visitor(viewport);
      await page.goto(`/recipe/${await recipeByTitle('Shakshuka')}`);
      const hero = page.getByRole('img', { name: 'Illustration: Shakshuka', exact: true });
      await visible(hero);
      const frame = await box(hero);
      expect(frame.right - frame.left).toBeGreaterThan(viewport.width * 0.8);
      // The server's HTML carries the picture: it is drawn once loaded (a broken one never gets a width).
      await expect
        .poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 10_000 })
        .toBe(true);
      expect(await page.getByRole('img', { name: /^Foto: / }).count()).toBe(0);
      expect(await noSideScroll(page)).toBe(true);
    });
  }

  it('inflects units and counted foods in the ingredient list and keeps them when scaling', async () => {
    const page = await visitor();
    await newMember(page);
    await page.goto(`/recipe/${await recipeByTitle('Shakshuka')}`);
    const list = page.getByRole('list', { name: 'Zutatenliste' });
    await visible(list.getByText('2 Zehen', { exact: true }));
    await visible(list.getByText('Eier', { exact: true }));
    await page.getByRole('button', { name: 'Eine Portion weniger' }).click();
    await visible(list.getByText('1 Zehe', { exact: true }));
  });

  it('shows the premium badge on a public profile and beside the creator of a recipe', async () => {
    const page = await visitor();
    await page.goto('/u/anna');
    await visible(page.getByRole('main').getByTestId('premium-badge'));
    const { recipes } = await api<{ recipes: Array<{ id: number }> }>(baseUrl, '/users/username/anna/recipes?limit=1');
    await page.goto(`/recipe/${recipes[0]?.id ?? 0}`);
    const creator = page.getByRole('link', { name: /von Anna/ });
    await visible(creator.getByTestId('premium-badge'));
  });

  it('opens a recipe from the bottom of the list at its top', async () => {
    const page = await visitor(MOBILE);
    await page.goto('/recipes');
    const cards = page.locator('main a[href^="/recipe/"]');
    await visible(cards.first());
    await page.waitForLoadState('networkidle');
    await expect.poll(() => cards.count()).toBeGreaterThan(8);
    const last = cards.nth(8);
    await last.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const href = await last.getAttribute('href');
    await last.click();
    await page.waitForURL((url) => url.pathname === href, WAIT);
    // The address changes before the recipe's page replaces the list (and the list has an h1 of its own).
    await visible(page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Alle Rezepte' }));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('brings a visitor who likes a recipe back to it after signing in', async () => {
    const page = await visitor();
    const id = await recipeByTitle('Shakshuka');
    await page.goto(`/recipe/${id}`);
    await page.getByRole('button', { name: /^Gefällt mir/ }).click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === `/recipe/${id}`, WAIT);
    await page.getByRole('tab', { name: 'Registrieren' }).click();
    await visible(page.getByRole('link', { name: 'Datenschutzerklärung' }));
    expect(await page.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/datenschutz');
    await page.getByRole('tab', { name: 'Anmelden' }).click();
    // The tab is kept in the address (a transition): the login form replaces the registration form a moment later.
    await visible(page.getByRole('heading', { name: 'Willkommen zurück' }));
    await page.getByLabel('Benutzername').fill('max');
    await page.getByLabel('Passwort').fill('kochclip-demo');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await atPath(page, `/recipe/${id}`);
  });
});

describe('on a touch phone', () => {
  const TOUCH = { hasTouch: true, isMobile: true } as const;
  /** Text fields, selects and textareas whose text is smaller than 16 px (Safari zooms into them when tapped). */
  const zoomingFields = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('input, select, textarea')]
        .filter((el) => !['checkbox', 'radio', 'range', 'file', 'hidden'].includes((el as HTMLInputElement).type))
        .filter((el) => el.getBoundingClientRect().width > 0 && parseFloat(getComputedStyle(el).fontSize) < 16)
        .map((el) => `${el.tagName.toLowerCase()} ${el.id || (el as HTMLInputElement).name} ${getComputedStyle(el).fontSize}`),
    );

  it('gives every field at least 16 px text, so tapping one does not zoom the page', async () => {
    const page = await visitor({ width: 390, height: 844 }, TOUCH);
    await newMember(page);
    const zooming: string[] = [];
    for (const path of [`/recipe/${await recipeByTitle('Kürbissuppe mit Ingwer')}`, '/rezept/neu', '/einkaufsliste']) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }).first());
      await page.waitForLoadState('networkidle');
      zooming.push(...(await zoomingFields(page)).map((field) => `${path}: ${field}`));
    }
    expect(zooming).toEqual([]);
  });

  it('shows the landing page’s search field at full height in its stacked form', async () => {
    const page = await visitor({ width: 375, height: 740 }, TOUCH);
    await page.goto('/');
    const field = await box(page.getByRole('textbox', { name: 'Video-Link, Zutaten oder Idee' }));
    expect(field.bottom - field.top).toBeGreaterThanOrEqual(44);
  });

  it('gives the back link and a checkbox row a thumb-sized target', async () => {
    const page = await visitor({ width: 390, height: 844 }, TOUCH);
    await newMember(page);
    await page.goto(`/recipe/${await recipeByTitle('Kürbissuppe mit Ingwer')}`);
    const back = await box(page.getByRole('link', { name: 'Alle Rezepte' }));
    expect(back.bottom - back.top).toBeGreaterThanOrEqual(40);
    await page.getByRole('tab', { name: 'Sammlungen' }).click();
    const row = await box(page.locator('label').filter({ has: page.getByRole('checkbox', { name: 'Öffentlich' }) }));
    expect(row.bottom - row.top).toBeGreaterThanOrEqual(40);
  });

  it('keeps the editor’s two buttons on one row and the time fields level at 320 px', async () => {
    const page = await visitor({ width: 320, height: 640 }, TOUCH);
    await newMember(page);
    await page.goto('/rezept/neu');
    const cancel = await box(page.getByRole('link', { name: 'Abbrechen' }));
    const save = await box(page.getByRole('button', { name: 'Rezept speichern' }));
    expect(Math.abs(cancel.top - save.top)).toBeLessThan(1);
    const servings = await box(page.getByLabel('Portionen'));
    const prep = await box(page.getByLabel('Vorbereitung (Min.)'));
    expect(Math.abs(servings.top - prep.top)).toBeLessThan(1);
    expect(await noSideScroll(page)).toBe(true);
  });

  it('draws the stopwatch on a step’s timer button instead of an emoji a phone may lack', async () => {
    const page = await visitor({ width: 390, height: 844 }, TOUCH);
    await newMember(page);
    const recipe = await page.request.post('/api/recipes', {
      data: {
        title: 'Linsen mit Spätzle',
        ingredientGroups: [{ ingredients: [{ amount: '250', unit: 'g', name: 'Tellerlinsen' }] }],
        instructionGroups: [{ steps: [{ step: 'Die Linsen 40 Minuten köcheln lassen.' }] }],
      },
    });
    expect(recipe.status()).toBe(200);
    await page.goto(`/recipe/${((await recipe.json()) as { id: number }).id}/kochen`);
    const timer = page.getByRole('button', { name: 'Timer 40 Minuten starten (40 Min.)' });
    await visible(timer);
    expect((await timer.innerText()).trim()).toBe('40 Minuten');
    expect(await timer.locator('svg').count()).toBe(1);
  });

  it('fits the cooking mode’s buttons on one line at 320 px and three lines of a step on a phone turned sideways', async () => {
    const page = await visitor({ width: 320, height: 640 }, TOUCH);
    await newMember(page);
    const recipe = await page.request.post('/api/recipes', {
      data: {
        title: 'Gulasch vom Rind',
        ingredientGroups: [{ ingredients: [{ amount: '1', unit: 'kg', name: 'Rindergulasch' }] }],
        instructionGroups: [
          {
            steps: [
              { step: 'Das Fleisch portionsweise scharf anbraten und herausnehmen.' },
              {
                step:
                  'Die Zwiebeln im Bratfett goldbraun rösten, Tomatenmark und Paprikapulver kurz mitrösten, mit Rotwein ' +
                  'ablöschen, das Fleisch zurück in den Topf geben und alles zugedeckt zwei Stunden schmoren lassen.',
              },
            ],
          },
        ],
      },
    });
    expect(recipe.status()).toBe(200);
    await page.goto(`/recipe/${((await recipe.json()) as { id: number }).id}/kochen`);
    const back = await box(page.getByRole('button', { name: 'Zurück: vorheriger Schritt' }));
    const next = await box(page.getByRole('button', { name: 'Weiter: nächster Schritt' }));
    expect(back.bottom - back.top).toBe(next.bottom - next.top);
    expect(back.bottom - back.top).toBeLessThan(56);

    await page.setViewportSize({ width: 740, height: 360 });
    await page.getByRole('button', { name: 'Weiter: nächster Schritt' }).click();
    await visible(page.getByRole('heading', { name: 'Schritt 2 von 2' }));
    const step = page.getByText(/^Die Zwiebeln im Bratfett/);
    const lineHeight = await step.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
    const nav = await box(page.getByRole('navigation', { name: 'Schritte' }));
    expect((await box(step)).top + 3 * lineHeight).toBeLessThanOrEqual(nav.top);
  });

  it('keeps buttons and text clear of a notch and a home indicator (viewport-fit=cover)', async () => {
    const page = await visitor({ width: 740, height: 360 }, TOUCH);
    await newMember(page);
    // An iPhone turned sideways: its notch on the left, the home indicator below (Chromium's safe-area emulation).
    const cdp = await page.context().newCDPSession(page);
    const inset = { left: 47, right: 47, bottom: 21 };
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, ...inset } });
    await page.goto(`/recipe/${await recipeByTitle('Kürbissuppe mit Ingwer')}/kochen`);
    const back = await box(page.getByRole('button', { name: 'Zurück: vorheriger Schritt' }));
    const next = await box(page.getByRole('button', { name: 'Weiter: nächster Schritt' }));
    expect(back.left).toBeGreaterThanOrEqual(inset.left);
    expect(next.right).toBeLessThanOrEqual(740 - inset.right);
    expect(next.bottom).toBeLessThanOrEqual(360 - inset.bottom);
    expect((await box(page.getByRole('heading', { level: 1 }))).left).toBeGreaterThanOrEqual(inset.left);

    await page.goto('/rezept/neu');
    expect((await box(page.getByRole('heading', { level: 1 }))).left).toBeGreaterThanOrEqual(inset.left);
    await page.setViewportSize({ width: 390, height: 844 });
    await cdp.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 47, bottom: 34, left: 0, right: 0 } });
    const save = await box(page.getByRole('button', { name: 'Rezept speichern' }));
    expect(save.bottom).toBeLessThanOrEqual(844 - 34);
  });

  it('lines up the ingredient names at 320 px, also beside „nach Geschmack“', async () => {
    const page = await visitor({ width: 320, height: 640 }, TOUCH);
    await newMember(page);
    await page.goto(`/recipe/${await recipeByTitle('Gefüllte Paprika mit Hackfleisch')}`);
    const list = page.getByRole('list', { name: 'Zutatenliste' });
    await visible(list.getByText('nach Geschmack'));
    const starts = await list
      .getByTestId('ingredient')
      .evaluateAll((rows) => rows.map((row) => Math.round(row.children[1]?.getBoundingClientRect().left ?? -1)));
    expect(new Set(starts).size).toBe(1);
    // … and no word of the amount breaks inside („Geschmac-k“).
    const lineTops = await list.getByText('nach Geschmack').evaluate((span) => {
      const text = span.firstChild;
      if (!text?.textContent) return [];
      const range = document.createRange();
      range.setStart(text, text.textContent.indexOf('Geschmack'));
      range.setEnd(text, text.textContent.indexOf('Geschmack') + 'Geschmack'.length);
      return [...new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))];
    });
    expect(lineTops).toHaveLength(1);
  });

  it('keeps the editor’s group and step labels on one line at 320 px, the move buttons wrapping below them', async () => {
    const page = await visitor({ width: 320, height: 640 }, TOUCH);
    await newMember(page);
    await page.goto('/rezept/neu');
    const lines = (label: Locator) =>
      label.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
    expect(await lines(page.getByText('Titel der Gruppe', { exact: false }).first())).toBe(1);
    expect(await lines(page.locator('label', { hasText: /^Schritt 1$/ }))).toBe(1);
    expect(await noSideScroll(page)).toBe(true);
  });
});
