import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ingredientText, scaleAmount } from '@kochclip/core';
import { groupedRecipe } from '../support/grouped-recipe';
import { axeViolations } from './axe';
import { MOBILE, useBrowser } from './browser';
import {
  api,
  atPath,
  cards,
  hidden,
  likeCount,
  scalableRecipe,
  shownCategories,
  toasts,
  uniqueUsername,
  visible,
  WAIT,
} from './recipe-support';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Kaesespaetzle-2026';

const visitor = useBrowser(baseUrl);

describe('recipes for visitors and members on desktop', () => {
  it('goes from the landing page through the preview and login to the full recipe, then likes and scales it', async () => {
    const target = await scalableRecipe(baseUrl);
    const username = uniqueUsername();
    await api(baseUrl, '/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, email: `${username}@example.de`, password: PASSWORD }),
    });
    const page = await visitor();

    await page.goto('/');
    const popular = page.getByRole('list', { name: 'Beliebte Rezepte' });
    await visible(popular);
    expect(await popular.getByTestId('recipe-card').count()).toBe(6);

    // Open the target from the landing page when it is among the six, else directly.
    const card = popular.getByRole('link', { name: target.title, exact: true });
    if ((await card.count()) > 0) await card.click();
    else await page.goto(`/recipe/${target.id}`);
    await atPath(page, `/recipe/${target.id}`);

    await visible(page.getByRole('heading', { level: 1, name: target.title }));
    const promo = page.getByRole('region', { name: 'Nur für Mitglieder' });
    await visible(promo);
    await visible(
      promo.getByText(
        `Melde dich an, um alle ${target.totalIngredients} Zutaten und ${target.totalInstructions} Schritte zu sehen.`,
      ),
    );
    const previewCount = await page.getByTestId('ingredient').count();
    expect(previewCount).toBe(target.ingredients.length);
    expect(previewCount).toBeLessThan(target.totalIngredients);
    expect(await page.title()).toBe(`${target.title} – Kochclip`);
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Recipe', name: target.title, recipeYield: '4 Portionen' });

    await promo.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await atPath(page, '/auth');
    await page.getByLabel('Benutzername', { exact: true }).fill(username);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    // Signing in from the promo returns to the recipe (?next=).
    await atPath(page, `/recipe/${target.id}`);
    await visible(page.getByRole('heading', { level: 1, name: target.title }));
    await expect.poll(() => page.getByTestId('ingredient').count(), WAIT).toBe(target.totalIngredients);
    expect(await page.getByRole('region', { name: 'Nur für Mitglieder' }).count()).toBe(0);

    const likeButton = page.getByRole('button', { name: /^Gefällt mir/ });
    expect(await likeButton.getAttribute('aria-pressed')).toBe('false');
    const before = await likeCount(page);
    await likeButton.click();
    await expect.poll(() => likeCount(page), WAIT).toBe(before + 1);
    expect(await likeButton.getAttribute('aria-pressed')).toBe('true');
    await page.reload();
    await expect.poll(() => likeCount(page), WAIT).toBe(before + 1);

    const first = target.ingredients[0];
    if (!first) throw new Error('Zutat fehlt');
    const firstRow = page.getByTestId('ingredient').first();
    expect(await firstRow.innerText()).toContain(ingredientText(first, 4, 4).amount);
    const servings = page.getByRole('spinbutton', { name: 'Portionen' });
    expect(await servings.inputValue()).toBe('4');
    await page.getByRole('button', { name: 'Eine Portion mehr' }).click();
    await page.getByRole('button', { name: 'Eine Portion mehr' }).click();
    expect(await servings.inputValue()).toBe('6');
    expect(scaleAmount(first.amount, 4, 6)).not.toBe(first.amount);
    await expect.poll(() => firstRow.innerText(), WAIT).toContain(ingredientText(first, 4, 6).amount);
  });

  it('shows the video hint on the landing page and asks visitors to log in', async () => {
    const page = await visitor();
    await page.goto('/');
    const input = page.getByRole('textbox', { name: 'Video-Link, Zutaten oder Idee' });
    await input.fill('https://www.youtube.com/shorts/abcdefghijk');
    await visible(page.getByText('Video-URL erkannt - Klicke Suchen, um Rezept zu erstellen!'));
    await input.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Anmeldung erforderlich' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(dialog);

    await input.fill('Tomaten, Nudeln');
    expect(await page.getByText('Video-URL erkannt', { exact: false }).count()).toBe(0);
    await page.getByRole('button', { name: 'Alle anzeigen' }).click();
    await visible(dialog);
    await dialog.getByRole('link', { name: 'Jetzt anmelden' }).click();
    await atPath(page, '/auth');
  });

  it('searches /recipes without a request per keystroke', async () => {
    const page = await visitor();
    await page.goto('/recipes');
    await visible(cards(page).first());
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('recipes.list')) listRequests.push(request.url());
    });

    await page.getByRole('searchbox', { name: 'Suchbegriff' }).pressSequentially('Lasagne', { delay: 40 });
    await page.waitForURL((url) => url.searchParams.get('search') === 'Lasagne', WAIT);
    await visible(page.getByRole('link', { name: 'Klassische Lasagne' }));
    expect(listRequests.length).toBeGreaterThan(0);
    expect(listRequests.length).toBeLessThanOrEqual(2);
  });
});

describe('recipe actions that need an account', () => {
  it('sends a visitor who likes a recipe to /auth with "Anmeldung erforderlich"', async () => {
    const page = await visitor();
    await page.goto('/recipe/1');
    await page.getByRole('button', { name: /^Gefällt mir/ }).click();
    await visible(toasts(page).getByText('Anmeldung erforderlich'));
    await atPath(page, '/auth');
  });

  it('shows "Löschen" only to the creator, asks first, deletes and goes home', async () => {
    // A recipe of her own making, so the demo recipes other browser tests read stay where they are.
    const page = await visitor();
    expect((await page.request.post('/api/login', { data: { username: 'lena', password: 'kochclip-demo' } })).status()).toBe(200);
    const created = await page.request.post('/api/process-video', {
      data: {
        videoUrl: `https://youtu.be/del${Date.now().toString(36)}`,
        videoTitle: 'Ofenkartoffeln zum Löschen',
        videoDescription:
          'Zutaten für 2 Personen:\n- 300 g Kartoffeln\n- 100 g Käse\nZubereitung:\n1. Kartoffeln in Scheiben schneiden.\n2. Mit Käse 30 Minuten bei 200 °C backen.',
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const own = (await created.json()) as { id: number };

    const other = await visitor();
    expect((await other.request.post('/api/login', { data: { username: 'max', password: 'kochclip-demo' } })).status()).toBe(200);
    await other.goto(`/recipe/${own.id}`);
    await visible(other.getByRole('button', { name: /^Gefällt mir/ }));
    expect(await other.getByRole('button', { name: 'Löschen' }).count()).toBe(0);

    await page.goto(`/recipe/${own.id}`);
    await page.getByRole('button', { name: 'Löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rezept löschen' });
    await visible(dialog.getByText('Möchtest du dieses Rezept wirklich löschen?'));
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(dialog);

    await page.getByRole('button', { name: 'Löschen' }).click();
    await dialog.getByRole('button', { name: 'Löschen' }).click();
    await atPath(page, '/');
    await visible(toasts(page).getByText('Rezept gelöscht'));
    expect((await fetch(`${baseUrl}/api/recipes/${own.id}`)).status).toBe(404);

    await page.goto(`/recipe/${own.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
  });
});

describe('filters on a 375 px phone', () => {
  it('opens the drawer with "Filter", shows a chip for a category and clears it with "Filter zurücksetzen"', async () => {
    const page = await visitor(MOBILE);
    await page.goto('/recipes');
    await visible(cards(page).first());
    expect(await page.getByRole('heading', { name: 'Filter', level: 2 }).isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await visible(drawer);
    const dessert = drawer.getByRole('button', { name: 'Dessert', exact: true });
    await dessert.click();
    // Filters live in the URL, so the chip re-renders after the navigation, not within the click.
    await expect.poll(() => dessert.getAttribute('aria-pressed'), WAIT).toBe('true');
    await drawer.getByRole('button', { name: 'Ergebnisse anzeigen' }).click();
    await hidden(drawer);

    const chips = page.getByRole('list', { name: 'Aktive Filter' });
    await visible(chips.getByRole('button', { name: 'Filter Dessert entfernen' }));
    expect(new URL(page.url()).searchParams.get('category')).toBe('Dessert');
    await expect.poll(() => shownCategories(page), WAIT).toEqual(['Dessert']);

    await page.getByRole('button', { name: 'Filter 1 aktiv' }).click();
    await visible(drawer);
    await drawer.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect.poll(() => dessert.getAttribute('aria-pressed'), WAIT).toBe('false');
    await drawer.getByRole('button', { name: 'Filter schließen' }).click();
    await hidden(drawer);
    await hidden(chips);
    expect(new URL(page.url()).searchParams.has('category')).toBe(false);
    await expect.poll(async () => (await shownCategories(page)).length, WAIT).toBeGreaterThan(1);
  });
});

/** A demo recipe by its title, through the REST API. */
async function demoRecipe(title: string): Promise<{ id: number }> {
  const { recipes } = await api<{ recipes: { id: number; title: string }[] }>(
    baseUrl,
    `/recipes?search=${encodeURIComponent(title)}&limit=10`,
  );
  const found = recipes.find((recipe) => recipe.title === title);
  if (!found) throw new Error(`Demo-Rezept „${title}“ fehlt.`);
  return found;
}

/** The amount and name of the ingredient row whose name is `name`, with plain spaces. */
async function ingredientRow(page: Page, testId: string, name: RegExp): Promise<string> {
  const row = page
    .getByTestId(testId)
    .filter({ has: page.getByText(name) })
    .first();
  await visible(row);
  return (await row.innerText()).replace(/\s+/g, ' ').trim();
}

describe('amounts a cook can measure and German durations', () => {
  it('shows "2 Std. 30 Min." on a card and halves of counted things at other servings, also in cooking mode', async () => {
    const [meatballs, spaetzle] = await Promise.all([demoRecipe('Frikadellen'), demoRecipe('Käsespätzle')]);
    const page = await visitor();
    const username = uniqueUsername();
    const registered = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.de`, password: PASSWORD },
    });
    expect(registered.status()).toBe(200);

    await page.goto('/recipes?search=Rinderrouladen');
    const card = cards(page).filter({ has: page.getByRole('link', { name: 'Rinderrouladen', exact: true }) });
    await visible(card.getByText('2 Std. 30 Min.', { exact: true }));
    expect(await card.getByText(/\dh \d+m/).count()).toBe(0);

    // Frikadellen for 4 with one egg: for 1 a half egg, not a quarter.
    await page.goto(`/recipe/${meatballs.id}`);
    const servings = page.getByRole('spinbutton', { name: 'Portionen' });
    await expect.poll(() => servings.inputValue(), WAIT).toBe('4');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Eine Portion weniger' }).click();
    expect(await servings.inputValue()).toBe('1');
    await expect.poll(() => ingredientRow(page, 'ingredient', /^Ei(er)?$/), WAIT).toMatch(/^1\/2 Ei$/);
    expect(await ingredientRow(page, 'ingredient', /^Zwiebeln?$/)).toBe('1/2 Stück Zwiebel');

    // Käsespätzle for 4 with three onions: for 3 two and a half, not 2,3, on the page and in cooking mode.
    await page.goto(`/recipe/${spaetzle.id}`);
    await expect.poll(() => servings.inputValue(), WAIT).toBe('4');
    await page.getByRole('button', { name: 'Eine Portion weniger' }).click();
    await expect.poll(() => ingredientRow(page, 'ingredient', /^Zwiebeln?$/), WAIT).toBe('2 1/2 Stück Zwiebeln');
    expect(await ingredientRow(page, 'ingredient', /^Ei(er)?$/)).toBe('3 Eier');
    await page.goto(`/recipe/${spaetzle.id}/kochen?portionen=3`);
    const mode = page.getByTestId('cooking-mode');
    await visible(mode.getByRole('heading', { name: /^Schritt 1 von/ }));
    await page.keyboard.press('ArrowRight');
    await visible(mode.getByRole('heading', { name: /^Schritt 2 von/ }));
    expect(await ingredientRow(page, 'step-ingredient', /^Zwiebeln?$/)).toBe('2 1/2 Stück Zwiebeln');
  });
});

describe('a recipe written in groups, on a 390 px phone', () => {
  it('shows the group titles, notes and „optional“, scales amounts, and names the step group in cooking mode', async () => {
    const page = await visitor({ width: 390, height: 844 });
    const username = uniqueUsername();
    const registered = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.de`, password: PASSWORD },
    });
    expect(registered.status()).toBe(200);
    const created = await page.request.post('/api/recipes', { data: groupedRecipe() });
    expect(created.status(), await created.text()).toBe(200);
    const { id } = (await created.json()) as { id: number };

    await page.goto(`/recipe/${id}`);
    const ingredients = page.getByRole('region', { name: 'Zutaten' });
    await visible(ingredients.getByRole('heading', { level: 3, name: 'Für den Teig' }));
    await visible(ingredients.getByRole('list', { name: 'Für den Belag' }));
    expect(await ingredientRow(page, 'ingredient', /^Mehl/)).toBe('200 g Mehl, gesiebt');
    expect(await ingredientRow(page, 'ingredient', /^Kümmel/)).toBe('1 TL Kümmel optional');
    const steps = page.getByRole('region', { name: 'Zubereitung' });
    await visible(steps.getByRole('heading', { level: 3, name: 'Belag' }));
    // Numbered through the recipe: the second group starts at 3.
    expect(await steps.getByRole('list', { name: 'Belag' }).getByTestId('step').first().innerText()).toMatch(/^3\b/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Eine Portion weniger' }).click();
    await page.getByRole('button', { name: 'Eine Portion weniger' }).click();
    await expect.poll(() => ingredientRow(page, 'ingredient', /^Mehl/), WAIT).toBe('100 g Mehl, gesiebt');

    await page.goto(`/recipe/${id}/kochen?portionen=4`);
    const mode = page.getByTestId('cooking-mode');
    await visible(mode.getByRole('heading', { name: 'Schritt 1 von 4' }));
    expect(await mode.getByTestId('cooking-step-group').innerText()).toBe('Teig');
    await page.keyboard.press('ArrowRight');
    await visible(mode.getByRole('heading', { name: 'Schritt 2 von 4' }));
    expect(await mode.getByTestId('cooking-step-group').count()).toBe(0);
    await page.keyboard.press('ArrowRight');
    await visible(mode.getByRole('heading', { name: 'Schritt 3 von 4' }));
    expect(await mode.getByTestId('cooking-step-group').innerText()).toBe('Belag');
    expect(await ingredientRow(page, 'step-ingredient', /^Zwiebeln/)).toBe('4 Zwiebeln, in Ringen');
  });
});
