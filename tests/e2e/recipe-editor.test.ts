import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './browser';
import { atPath, signedInMember, toasts, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Zwiebelkuchen-mit-Speck-7';

const signedIn = (page: Page) => signedInMember(page, PASSWORD);

/** What a browser's clipboard hands a field when a block of text is pasted. */
async function paste(field: Locator, text: string): Promise<void> {
  await field.focus();
  await field.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const content = (title: string) => ({
  title,
  description: 'Wie bei Oma.',
  difficulty: 'mittel',
  servings: 4,
  ingredientGroups: [
    { title: 'Für den Teig', ingredients: [{ amount: '200', unit: 'g', name: 'Mehl', note: 'gesiebt' }] },
    { title: 'Für die Soße', ingredients: [{ amount: '250', unit: 'ml', name: 'Sahne' }] },
  ],
  instructionGroups: [{ title: null, steps: [{ step: 'Alles verrühren.' }, { step: 'Backen.' }] }],
});

/** A recipe the signed-in member writes through the API; answers its id. */
async function ownRecipe(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/recipes', { data: content(title) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

describe('recipe editor on a 390 px phone', () => {
  it('writes a recipe by hand with two ingredient groups, reads a typed line live and splits a pasted block of steps', async () => {
    const page = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(page);
    await page.goto('/rezept/neu');
    // The server's German messages appear at the fields they name, down to one ingredient line.
    const groups = page.getByTestId('ingredient-group');
    await page.getByLabel('Zutat 1', { exact: true }).fill('🍅🍅');
    await page.getByRole('button', { name: 'Rezept speichern' }).click();
    await visible(page.locator('#recipe-title-error').getByText('Bitte gib einen Titel an.'));
    expect(await page.getByLabel('Titel', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await visible(
      groups.nth(0).getByTestId('ingredient-line').first().getByText('Der Name der Zutat braucht Buchstaben oder Ziffern.'),
    );

    const title = `Omas Zwiebelkuchen ${Date.now().toString(36)}`;
    await page.getByLabel('Titel', { exact: true }).fill(title);

    await groups.nth(0).getByLabel('Titel der Gruppe').fill('Für den Teig');
    await page.getByLabel('Zutat 1 (Für den Teig)', { exact: true }).fill('200 g Mehl, gesiebt');
    const chips = groups.nth(0).getByTestId('ingredient-chips').first();
    expect(await chips.locator('[data-field]').allInnerTexts()).toEqual([
      'Menge: 200',
      'Einheit: g',
      'Zutat: Mehl',
      'Notiz: gesiebt',
    ]);
    await page.keyboard.press('Enter');
    await page.keyboard.type('3 Eier');
    await visible(groups.nth(0).getByTestId('ingredient-chips').nth(1).getByText('Zutat: Eier'));

    // Reorder by drag (the handle follows the pointer) and back by keyboard (the row's „nach oben“ button).
    const lineTexts = () =>
      groups
        .nth(0)
        .locator('input[placeholder^="z. B. 200 g"]')
        .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
    const handle = groups.nth(0).getByTestId('ingredient-line').nth(1).getByTestId('drag-handle');
    const from = await handle.boundingBox();
    const to = await groups.nth(0).getByTestId('ingredient-line').nth(0).boundingBox();
    if (!from || !to) throw new Error('Zeilen nicht sichtbar');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await lineTexts()).toEqual(['3 Eier', '200 g Mehl, gesiebt']);
    await page.getByRole('button', { name: 'Zutat 2 (Für den Teig) nach oben' }).focus();
    await page.keyboard.press('Enter');
    expect(await lineTexts()).toEqual(['200 g Mehl, gesiebt', '3 Eier']);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Zutat 1 (Für den Teig) nach unten');

    await page.getByRole('button', { name: 'Zutatengruppe hinzufügen' }).click();
    await page.keyboard.type('Für die Soße');
    await page.getByLabel('Zutat 1 (Für die Soße)', { exact: true }).fill('250 ml Sahne');

    await paste(
      page.getByLabel('Schritt 1', { exact: true }),
      '1. Teig kneten.\n2. Eine Stunde gehen lassen.\n3. Bei 200 °C backen.',
    );
    expect(
      await page
        .getByTestId('step')
        .locator('textarea')
        .evaluateAll((areas) => areas.map((a) => (a as HTMLTextAreaElement).value)),
    ).toEqual(['Teig kneten.', 'Eine Stunde gehen lassen.', 'Bei 200 °C backen.']);

    // No sideways scrolling, and 16 px text so iOS does not zoom into a field.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await page.getByLabel('Schritt 1', { exact: true }).evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Rezept speichern' }).click();
    await page.waitForURL((url) => /^\/recipe\/\d+$/.test(url.pathname), WAIT);
    // Saved at the bottom of the editor, the recipe opens at its top (its title), not where the editor was scrolled.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await visible(toasts(page).getByText('Rezept gespeichert'));
    await visible(page.getByRole('heading', { level: 1, name: title }));
    await visible(page.getByText('Mehl', { exact: false }).first());
    await visible(page.getByText('Sahne', { exact: false }).first());
  });

  it('edits an own recipe from its page, lists the versions and restores version 1', async () => {
    const page = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(page);
    const id = await ownRecipe(page, `Käsespätzle ${Date.now().toString(36)}`);
    await page.goto(`/recipe/${id}`);
    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await atPath(page, `/rezept/${id}/bearbeiten`);

    const firstLine = page.getByLabel('Zutat 1 (Für den Teig)', { exact: true });
    await expect.poll(() => firstLine.inputValue(), WAIT).toBe('200 g Mehl, gesiebt');
    await firstLine.fill('300 g Dinkelmehl');
    // „Öffentlich“ / „Nur für mich“ is a radio group; a private recipe carries the badge, and nobody else finds it.
    expect(await page.getByRole('radio', { name: 'Öffentlich' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Nur für mich' }).check();
    await page.getByRole('button', { name: 'Rezept speichern' }).click();
    await atPath(page, `/recipe/${id}`);
    await visible(toasts(page).getByText('Rezept gespeichert'));
    await visible(page.getByText('Dinkelmehl').first());
    await visible(page.getByTestId('private-badge').getByText('Nur für mich'));
    expect((await fetch(`${baseUrl}/api/recipes/${id}`)).status).toBe(404);

    await page.getByRole('link', { name: 'Bearbeiten' }).click();
    await page.getByRole('button', { name: 'Versionen anzeigen' }).click();
    const versions = page.getByTestId('version');
    await visible(versions.nth(1));
    expect(await versions.count()).toBe(2);
    const newest = await versions.nth(0).innerText();
    expect(newest).toContain('Version 2');
    expect(newest).toContain('Dinkelmehl');
    expect(newest).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Version 1 wiederherstellen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Wiederherstellen' }).click();
    await visible(toasts(page).getByText('Version 1 wiederhergestellt'));
    await visible(page.getByText('Version 3', { exact: true }));
    expect(await page.getByLabel('Zutat 1 (Für den Teig)', { exact: true }).inputValue()).toBe('200 g Mehl, gesiebt');

    const stored = (await (await page.request.get(`/api/recipes/${id}`)).json()) as { ingredients: { name: string }[] };
    expect(stored.ingredients.map((i) => i.name)).toEqual(['Mehl', 'Sahne']);
  });

  it('shows the German 409 message on a stale save, keeps the typed text and reloads on „Neu laden“; others get the 404 page, visitors the login', async () => {
    const page = await visitor(PHONE);
    await signedIn(page);
    const id = await ownRecipe(page, 'Flammkuchen wie im Elsass');
    await page.goto(`/rezept/${id}/bearbeiten`);
    const title = page.getByLabel('Titel', { exact: true });
    await expect.poll(() => title.inputValue(), WAIT).toBe('Flammkuchen wie im Elsass');
    await title.fill('Flammkuchen mit Speck');

    // Meanwhile the recipe is saved elsewhere (another tab, a script).
    const other = await page.request.put(`/api/recipes/${id}`, { data: { ...content('Flammkuchen vegetarisch'), version: 1 } });
    expect(other.status()).toBe(200);

    await page.getByRole('button', { name: 'Rezept speichern' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Nicht gespeichert' });
    await visible(alert.getByText(/Das Rezept wurde inzwischen geändert/));
    expect(await title.inputValue()).toBe('Flammkuchen mit Speck');
    await alert.getByRole('button', { name: 'Neu laden' }).click();
    await expect.poll(() => page.getByLabel('Titel', { exact: true }).inputValue(), WAIT).toBe('Flammkuchen vegetarisch');

    // Another member does not get the editor of this recipe.
    const stranger = await visitor(PHONE);
    await signedIn(stranger);
    await stranger.goto(`/rezept/${id}/bearbeiten`);
    await visible(stranger.getByRole('heading', { name: 'Page Not Found' }));

    // A visitor is asked to sign in first and comes back to the editor.
    const guest = await visitor(PHONE);
    await guest.goto('/rezept/neu');
    await atPath(guest, '/auth');
    expect(new URL(guest.url()).searchParams.get('next')).toBe('/rezept/neu');
  });
});
