import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Kartoffelsuppe-mit-Speck-7';
const WAIT = { timeout: 15_000 };

const visitor = useBrowser(baseUrl);

let counter = 0;
const visible = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

async function signedIn(page: Page, userAgent?: string): Promise<string> {
  counter += 1;
  const username = `ac_${Date.now().toString(36)}_${counter}`;
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
    headers: userAgent ? { 'user-agent': userAgent } : {},
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
    await visible(toastRegion(page).getByText('Dein Konto wurde gelöscht.'));
    // Home, not the login page that the member-only settings would send a visitor to.
    await page.waitForURL((url) => url.pathname !== '/settings', WAIT);
    expect(new URL(page.url()).pathname).toBe('/');
    await visible(page.getByRole('link', { name: 'Anmelden' }).first());
    expect(new URL(page.url()).pathname).toBe('/');
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

  it('names each session by browser and device, marks this one and cuts no label on phones from 320 to 430 px', async () => {
    const page = await visitor(MOBILE);
    const username = await signedIn(page, ANDROID_CHROME);
    const elsewhere = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': IPHONE_SAFARI },
      body: JSON.stringify({ username, password: PASSWORD }),
    });
    expect(elsewhere.status).toBe(200);
    await page.goto('/settings');
    await page.getByRole('button', { name: /Sitzungen und API-Tokens/ }).click();
    const list = page.getByRole('list', { name: 'Aktive Sitzungen' });
    await visible(list.getByText('Safari auf iPhone'));
    const items = list.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).innerText()).toMatch(
      /^Chrome auf Android\s*Dieses Gerät\s*jetzt aktiv · angemeldet seit \d{2}\.\d{2}\.\d{4}/,
    );
    expect(await items.nth(1).innerText()).toMatch(
      /^Safari auf iPhone\s*zuletzt aktiv: gerade eben · angemeldet seit \d{2}\.\d{2}\.\d{4}/,
    );

    for (const width of [320, 390, 430]) {
      await page.setViewportSize({ width, height: 800 });
      const cut = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll<HTMLElement>('button, span, label, a, p')]
          .filter((el) => el.getClientRects().length > 0)
          .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' || el.scrollWidth > el.clientWidth + 1)
          .filter((el) => getComputedStyle(el).display !== 'inline')
          .map((el) => el.textContent?.trim() ?? ''),
      );
      expect(cut, `${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${width} px`).toBe(true);
    }
  });

  it('shows „Gesperrtes Mitglied“ without a link on the card and the page of a deactivated member’s recipe', async () => {
    const page = await visitor(MOBILE);
    const username = await signedIn(page);
    const title = `Gesperrter Eintopf ${Date.now().toString(36)}`;
    const imported = await page.request.post('/api/import/html', {
      headers: { origin: baseUrl },
      data: {
        html: `<html><head><script type="application/ld+json">${JSON.stringify({
          '@type': 'Recipe',
          name: title,
          recipeIngredient: ['1 kg Kartoffeln', '2 Möhren'],
          recipeInstructions: ['Alles schneiden.', 'Eine Stunde köcheln.'],
        })}</script></head><body></body></html>`,
      },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    const { id } = (await imported.json()) as { id: number };
    const me = (await (await page.request.get('/api/user')).json()) as { id: number };
    const admin = await visitor();
    expect((await admin.request.post('/api/login', { data: { username: 'admin', password: 'kochclip-demo' } })).status()).toBe(
      200,
    );
    const status = await admin.request.patch(`/api/admin/users/${me.id}/status`, {
      headers: { origin: baseUrl },
      data: { isActive: false },
    });
    expect(status.status(), await status.text()).toBe(200);

    const reader = await visitor(MOBILE);
    await reader.goto(`/recipes?search=${encodeURIComponent(title)}`);
    const card = reader.getByTestId('recipe-card').filter({ hasText: title });
    await visible(card.getByText('von Gesperrtes Mitglied'));
    expect(await card.locator('a[href^="/u/"]').count()).toBe(0);
    await reader.goto(`/recipe/${id}`);
    await visible(reader.getByRole('heading', { level: 1, name: title }));
    await visible(reader.getByText('Gesperrtes Mitglied'));
    expect(await reader.locator(`a[href$="${username}"]`).count()).toBe(0);
  });
});
