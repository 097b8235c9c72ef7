import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './browser';
import { FIXTURE_DRAFT_PAGE_PREFIX } from './edge-fixture-data';
import { atPath, hidden, toasts, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Zwiebelkuchen-mit-Speck-7';

async function signedInPhone(): Promise<Page> {
  const page = await visitor(PHONE, { hasTouch: true, isMobile: true });
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return page;
}

/** Imports a fresh fixture page from /create; answers its title once its draft is open in the editor. */
async function importAsDraft(page: Page): Promise<string> {
  const slug = uniqueUsername().replace(/_/g, '-');
  await page.goto('/create');
  await page.getByRole('tab', { name: 'Webseite' }).click();
  await page.getByRole('textbox', { name: 'Link zur Rezeptseite' }).fill(`${FIXTURE_DRAFT_PAGE_PREFIX}${slug}`);
  await page.getByRole('button', { name: 'Rezept importieren' }).click();
  await page.waitForURL(/\/rezept\/entwurf\/\d+$/, WAIT);
  await visible(page.getByRole('heading', { level: 1, name: 'Entwurf prüfen' }));
  const title = `Pilzrisotto ${slug}`;
  expect(await page.getByLabel('Titel', { exact: true }).inputValue()).toBe(title);
  return title;
}

describe('review before save on a 390 px phone', () => {
  it('imports a page as a draft, corrects two ingredients, saves it and cooks and shops the corrected recipe', async () => {
    const page = await signedInPhone();
    const title = await importAsDraft(page);
    // Nothing is a recipe yet: the member's recipes are still empty.
    const before = (await (await page.request.get('/api/user/recipes')).json()) as { recipes?: unknown[] };
    expect(before.recipes ?? []).toEqual([]);

    const rice = page.getByLabel('Zutat 1', { exact: true });
    const stock = page.getByLabel('Zutat 2', { exact: true });
    expect(await rice.inputValue()).toBe('300 g Risottoreis');
    expect(await stock.inputValue()).toBe('1 l Gemüsebrühe');
    await rice.fill('350 g Risottoreis');
    await stock.fill('2 l Gemüsebrühe');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();

    await page.waitForURL(/\/recipe\/\d+$/, WAIT);
    await visible(toasts(page).getByText('Rezept importiert!'));
    await visible(page.getByRole('heading', { level: 1, name: title }));
    const recipeId = Number(new URL(page.url()).pathname.split('/').at(-1));
    // The draft is gone once it is a recipe.
    const drafts = (await (await page.request.get('/api/drafts')).json()) as { drafts: unknown[] };
    expect(drafts.drafts).toEqual([]);

    await page.getByRole('link', { name: 'Kochmodus' }).click();
    await atPath(page, `/recipe/${String(recipeId)}/kochen`);
    const mode = page.getByTestId('cooking-mode');
    const stepIngredients = mode.getByRole('list', { name: 'Zutaten für diesen Schritt' });
    await visible(stepIngredients.getByText('350 g'));
    await visible(stepIngredients.getByText('Risottoreis'));
    await page.keyboard.press('ArrowRight');
    await visible(mode.getByRole('heading', { name: 'Schritt 2 von 3' }));
    await visible(stepIngredients.getByText('2 l', { exact: true }));
    await visible(stepIngredients.getByText('Gemüsebrühe'));

    await page.goto(`/recipe/${String(recipeId)}`);
    await page.getByRole('button', { name: 'Auf die Einkaufsliste' }).click();
    await visible(toasts(page).getByText('Auf der Einkaufsliste'));
    const lists = (await (await page.request.get('/api/shopping-lists')).json()) as { id: number }[];
    const list = lists[0];
    if (!list) throw new Error('Keine Einkaufsliste angelegt.');
    await page.goto(`/einkaufsliste/${String(list.id)}`);
    const items = page.getByTestId('shopping-item');
    await visible(items.filter({ hasText: 'Risottoreis' }).filter({ hasText: '350 g' }));
    await visible(items.filter({ hasText: 'Gemüsebrühe' }).filter({ hasText: '2 l' }));
  });

  it('keeps an edit made just before the tab reloads, finds the draft under „Entwürfe“ and discards it after asking', async () => {
    const page = await signedInPhone();
    await importAsDraft(page);
    const draftPath = new URL(page.url()).pathname;
    await page.getByLabel('Titel', { exact: true }).fill('Omas Pilzrisotto vom Sonntag');
    // The editor stores the edit on its own after a short pause in typing; the tab is reloaded mid-edit.
    await visible(page.getByTestId('autosave-status').getByText(/^Entwurf gespeichert um/));
    await page.reload();
    expect(await page.getByLabel('Titel', { exact: true }).inputValue()).toBe('Omas Pilzrisotto vom Sonntag');
    await visible(page.getByRole('heading', { level: 1, name: 'Entwurf prüfen' }));

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.getByRole('link', { name: 'Entwürfe', exact: true }).click();
    await atPath(page, '/entwuerfe');
    await expect
      .poll(async () => {
        await page.reload();
        await visible(page.getByRole('heading', { level: 1, name: 'Entwürfe' }));
        return page.getByRole('link', { name: /Omas Pilzrisotto vom Sonntag/ }).count();
      }, WAIT)
      .toBe(1);
    await visible(page.getByText('Von einer Webseite · 4 Zutaten · 3 Schritte'));
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: /Omas Pilzrisotto vom Sonntag/ }).click();
    await atPath(page, draftPath);
    await visible(page.getByRole('heading', { level: 1, name: 'Entwurf prüfen' }));
    expect(await page.getByLabel('Titel', { exact: true }).inputValue()).toBe('Omas Pilzrisotto vom Sonntag');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Verwerfen', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Entwurf verwerfen?' });
    await visible(dialog);
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(dialog);
    await page.getByRole('button', { name: 'Verwerfen', exact: true }).click();
    await dialog.getByRole('button', { name: 'Verwerfen' }).click();
    await atPath(page, '/entwuerfe');
    await visible(page.getByText('Du hast gerade keine Entwürfe.'));
    const recipes = (await (await page.request.get('/api/user/recipes')).json()) as { recipes?: unknown[] };
    expect(recipes.recipes ?? []).toEqual([]);
  });
});
