import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './browser';
import { atPath, signedInMember, toasts, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'Zwiebelkuchen-mit-Speck-7';

const signedIn = (page: Page) => signedInMember(page, PASSWORD);

describe('recipe variants on a 390 px phone', () => {
  it('saves another member’s recipe as a variant, edits it and shows „Variante von …“ linking the original, which counts it', async () => {
    const cookPage = await visitor(PHONE);
    const cook = await signedIn(cookPage);
    const title = `Linsensuppe ${Date.now().toString(36)}`;
    const created = await cookPage.request.post('/api/recipes', {
      data: {
        title,
        ingredientGroups: [{ title: null, ingredients: [{ amount: '250', unit: 'g', name: 'Linsen' }] }],
        instructionGroups: [{ title: null, steps: [{ step: 'Linsen weich kochen.' }] }],
      },
    });
    expect(created.status()).toBe(200);
    const originalId = ((await created.json()) as { id: number }).id;

    const page = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(page);
    await page.goto(`/recipe/${originalId}`);
    await page.getByRole('button', { name: 'Als Variante speichern' }).click();
    await page.waitForURL((url) => /^\/rezept\/\d+\/bearbeiten$/.test(url.pathname), WAIT);
    // The toast sits in the toaster's polite live region; focused (F8) it stays while axe checks the editor with it.
    await visible(toasts(page).getByRole('status').getByText('Variante gespeichert'));
    await page.keyboard.press('F8');
    const variantId = Number(new URL(page.url()).pathname.split('/')[2]);
    expect(variantId).not.toBe(originalId);

    const titleField = page.getByLabel('Titel', { exact: true });
    await expect.poll(() => titleField.inputValue(), WAIT).toBe(title);
    expect(await axeViolations(page)).toEqual([]);
    await visible(toasts(page).getByRole('status').getByText('Variante gespeichert'));
    await page.keyboard.press('Escape');

    // The photo: a file that is not an image is refused in German, a photo is stored at once, and removed again.
    const photoInput = page.getByLabel('Foto hochladen');
    await photoInput.setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('kein Bild') });
    await visible(page.getByRole('alert').getByText(/Ungültiger Dateityp/));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    await photoInput.setInputFiles({ name: 'suppe.png', mimeType: 'image/png', buffer: png });
    await visible(toasts(page).getByText('Foto gespeichert'));
    expect(await page.getByTestId('recipe-photo').getAttribute('src')).toMatch(/^\/media\/recipe-.+\.webp$/);
    await page.getByRole('button', { name: 'Foto entfernen' }).click();
    await visible(toasts(page).getByText('Foto entfernt'));
    expect(await page.getByTestId('recipe-photo').count()).toBe(0);
    await photoInput.setInputFiles({ name: 'suppe.png', mimeType: 'image/png', buffer: png });
    await visible(page.getByText('Foto ersetzen'));
    await titleField.fill(`${title} mit Speck`);
    await page.getByRole('button', { name: 'Rezept speichern' }).click();
    await atPath(page, `/recipe/${variantId}`);
    await visible(page.getByRole('heading', { level: 1, name: `${title} mit Speck` }));
    expect(await page.locator('img[src^="/media/recipe-"]').count()).toBeGreaterThan(0);

    const line = page.getByTestId('variant-of');
    await visible(line);
    expect(await line.innerText()).toBe(`Variante von „${title}“ von ${cook}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await line.getByRole('link', { name: `„${title}“` }).click();
    await atPath(page, `/recipe/${originalId}`);
    await visible(page.getByTestId('variant-count').getByText('1\u00a0Variante'));

    // The original is deleted: the variant stays and says so.
    expect((await cookPage.request.delete(`/api/recipes/${originalId}`)).status()).toBe(200);
    await page.goto(`/recipe/${variantId}`);
    await visible(page.getByTestId('variant-of').getByText(`Variante von „${title}“ (Original gelöscht)`));
    expect(await page.getByTestId('variant-of').getByRole('link').count()).toBe(0);
  });
});
