import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Kartoffelsuppe-mit-Speck-7';
const WAIT = { timeout: 15_000 };

const visitor = useBrowser(baseUrl);

let counter = 0;
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });

async function signedIn(page: Page): Promise<string> {
  counter += 1;
  const username = `ac_${Date.now().toString(36)}_${counter}`;
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return username;
}

describe('account and legal pages', () => {
  it('lists Impressum, Datenschutz and the source code once in the footer and shows the default pages', async () => {
    const page = await visitor();
    await page.goto('/');
    const legal = page.getByRole('navigation', { name: 'Rechtliches' });
    await visible(legal);
    expect(await page.getByRole('link', { name: 'Impressum' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Datenschutz' }).count()).toBe(1);
    await visible(legal.getByRole('link', { name: 'Quellcode (AGPL)' }));
    await legal.getByRole('link', { name: 'Impressum' }).click();
    await visible(page.getByRole('heading', { name: 'Impressum', level: 1 }));
    await visible(page.getByText('IMPRESSUM_FILE'));
    await page.goto('/datenschutz');
    await visible(page.getByRole('heading', { name: 'Datenschutzerklärung', level: 1 }));
    await visible(page.getByRole('heading', { name: 'Was Kochclip speichert' }));
  });

  it('deletes the own account from the settings after the password, then the login is refused', async () => {
    const page = await visitor();
    const username = await signedIn(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: /Konto löschen/ }).click();
    await visible(page.getByText(/Dein Konto wird sofort und endgültig gelöscht/));
    await page.getByLabel('Mitlöschen', { exact: false }).check();
    await page.getByLabel('Passwort zur Bestätigung').fill('falsches-passwort');
    await page.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await visible(toastRegion(page).getByText('Das Passwort stimmt nicht.'));

    await page.getByLabel('Passwort zur Bestätigung').fill(PASSWORD);
    await page.getByRole('button', { name: 'Konto endgültig löschen' }).click();
    await visible(toastRegion(page).getByText('Dein Konto ist gelöscht'));
    await page.waitForURL((url) => url.pathname !== '/settings', WAIT);
    expect((await page.request.get('/api/user')).status()).toBe(401);
    const login = await page.request.post('/api/login', { data: { username, password: PASSWORD } });
    expect(login.status()).toBe(401);
  });

  it('starts the data export from the settings', async () => {
    const page = await visitor();
    await signedIn(page);
    await page.goto('/settings');
    await page.getByRole('button', { name: /Meine Daten herunterladen/ }).click();
    await page.getByRole('button', { name: 'Export starten' }).click();
    await visible(page.getByText(/Wird erstellt|Bereit zum Download|ZIP herunterladen|Export wird erstellt/).first());
  });
});
