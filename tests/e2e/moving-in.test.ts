import { describe, expect, inject, it } from 'vitest';
import { mealieZip } from '../support/archives';
import { axeViolations } from './axe';
import { useBrowser } from './browser';
import { uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PHONE = { width: 390, height: 844 };

describe('moving in from another app („Rezepte umziehen“)', () => {
  it('uploads a Mealie export on a phone, shows the progress and the report, and opens the moved-in recipe', async () => {
    const page = await visitor(PHONE);
    const username = uniqueUsername();
    const res = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.de`, password: 'Zwiebelkuchen!42' },
      headers: { origin: baseUrl },
    });
    expect(res.status()).toBe(200);

    await page.goto('/create');
    await page.getByRole('link', { name: 'Rezepte umziehen' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Rezepte umziehen' }));
    await visible(page.getByText('Mealie', { exact: true }));
    expect(await axeViolations(page)).toEqual([]);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByLabel('Exportdatei').setInputFiles({ name: 'mealie-export.zip', mimeType: 'application/zip', buffer: await mealieZip() });
    // „Nur für mich“ is the default (issue 40): the member moves in without choosing.
    expect(await page.getByRole('radio', { name: /Nur für mich/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Umzug starten' }).click();

    await visible(page.getByRole('progressbar', { name: 'Fortschritt des Umzugs' }));
    await visible(page.getByRole('heading', { name: 'Umzug abgeschlossen' }));
    await expect.poll(() => page.getByTestId('imported-count').textContent(), WAIT).toBe('1');
    await visible(page.getByText('1 von 1 Rezepten (100 %)'));
    await visible(page.getByText('Nur für mich', { exact: false }).first());
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'Allgäuer Käsespätzle' }).click();
    await page.waitForURL(/\/recipe\/\d+$/, WAIT);
    await visible(page.getByRole('heading', { level: 1, name: 'Allgäuer Käsespätzle' }));
    await expect.poll(() => page.getByTestId('ingredient').count(), WAIT).toBeGreaterThanOrEqual(5);
  });
});
