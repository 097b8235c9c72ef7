import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Spaetzle-mit-Soße-42';
const WAIT = { timeout: 15_000 };

const visitor = useBrowser(baseUrl);

let counter = 0;
function uniqueUsername(): string {
  counter += 1;
  return `e2e_${Date.now().toString(36)}_${counter}`;
}

const visible = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden', ...WAIT });
const atPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, WAIT);
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });
const header = (page: Page) => page.getByRole('banner');

/** Registers through the REST API inside the page's context, so the browser holds the session cookie. */
async function registerViaApi(page: Page, username = uniqueUsername()): Promise<string> {
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return username;
}

async function loginViaUi(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Benutzername', { exact: true }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

describe('app shell on desktop', () => {
  it('registers, logs out and logs back in with the right toasts and header', async () => {
    const page = await visitor();
    const username = uniqueUsername();

    await page.goto('/auth?tab=register');
    await visible(page.getByRole('tab', { name: 'Registrieren', selected: true }));
    await page.getByLabel('Benutzername', { exact: true }).fill(username);
    await page.getByLabel('E-Mail', { exact: true }).fill(`${username}@example.de`);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await atPath(page, '/');
    await visible(toastRegion(page).getByText('Registrierung erfolgreich'));
    await visible(header(page).getByText(username, { exact: true }));

    await header(page).getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await visible(toastRegion(page).getByText('Erfolgreich abgemeldet'));
    await visible(toastRegion(page).getByText('Auf Wiedersehen!'));
    await visible(header(page).getByRole('link', { name: 'Anmelden', exact: true }));

    await loginViaUi(page, username, PASSWORD);
    await atPath(page, '/');
    await visible(toastRegion(page).getByText('Erfolgreich angemeldet'));
    await visible(toastRegion(page).getByText(`Willkommen zurück, ${username}!`));
    await visible(header(page).getByText(username, { exact: true }));
  });

  it('shows "Anmeldung fehlgeschlagen" for a wrong password and stays on /auth', async () => {
    const page = await visitor();
    const username = await registerViaApi(page);
    await page.context().clearCookies();

    await loginViaUi(page, username, 'falsches-passwort');
    await visible(toastRegion(page).getByText('Anmeldung fehlgeschlagen'));
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  it('checks the register form in the browser before calling the server', async () => {
    const page = await visitor();
    await page.goto('/auth?tab=register');
    await page.getByLabel('Benutzername', { exact: true }).fill(uniqueUsername());
    await page.getByLabel('E-Mail', { exact: true }).fill('keine-mail');
    await page.getByLabel('Passwort', { exact: true }).fill('kurz');
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    await visible(page.getByText('Ungültige E-Mail-Adresse'));
    await visible(page.getByText('Mindestens 6 Zeichen'));
    expect(new URL(page.url()).pathname).toBe('/auth');
  });

  // A page the server does not render (/ comes with the visitor's session in its HTML: server-rendering.test.ts).
  it('shows a header skeleton and a spinner on /auth while the session loads', async () => {
    const page = await visitor();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/trpc/**', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/auth');
    await visible(page.getByTestId('header-skeleton'));
    await visible(page.getByRole('status', { name: 'Wird geladen' }));

    release();
    await hidden(page.getByTestId('header-skeleton'));
    await visible(page.getByRole('heading', { level: 1, name: 'Willkommen zurück' }));
  });

  it('redirects a logged-in member from /auth to /', async () => {
    const page = await visitor();
    await registerViaApi(page);
    await page.goto('/auth');
    await atPath(page, '/');
    await visible(page.getByRole('heading', { level: 1, name: 'Rezept erstellen' }));
  });

  it('sends visitors from member-only pages to /auth and non-admins (visitors too) away from /admin to /', async () => {
    const page = await visitor();
    await page.goto('/cookbooks');
    await atPath(page, '/auth');
    await page.goto('/admin');
    await atPath(page, '/');

    await registerViaApi(page);
    await page.goto('/admin');
    await atPath(page, '/');
  });

  it('shows "Page Not Found" for an unknown path, with a German line and a link home', async () => {
    const page = await visitor();
    await page.goto('/some/unknown/path');
    await visible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    await visible(page.getByRole('main').getByText('Diese Seite gibt es leider nicht.', { exact: false }));
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
    await atPath(page, '/');
  });

  it('opens public profiles both as /u/{username} and as /{username}', async () => {
    const page = await visitor();
    await page.goto('/u/anna');
    await visible(page.getByRole('heading', { level: 1, name: 'Anna Becker' }));
    await visible(page.getByText('Verifiziert'));
    await page.goto('/anna');
    await visible(page.getByRole('heading', { level: 1, name: 'Anna Becker' }));
    await page.goto('/community');
    await visible(page.getByRole('heading', { level: 1, name: 'Community' }));
  });

  it('gives admins the "Admin Dashboard" link and page', async () => {
    const page = await visitor();
    await loginViaUi(page, 'admin', 'kochclip-demo');
    await atPath(page, '/');
    await header(page).getByRole('button', { name: /Benutzermenü/ }).click();
    await page.getByRole('menuitem', { name: 'Admin Dashboard' }).click();
    await atPath(page, '/admin');
    await visible(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
  });

  it('dismisses a toast with a swipe to the right', async () => {
    const page = await visitor();
    await loginViaUi(page, 'nobody_here', 'falsches-passwort');
    const toast = toastRegion(page).getByRole('alert');
    await visible(toast.getByText('Anmeldung fehlgeschlagen'));

    const box = await toast.boundingBox();
    expect(box).not.toBeNull();
    const y = (box?.y ?? 0) + 20;
    const x = (box?.x ?? 0) + 40;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + 30, y, { steps: 3 });
    await page.mouse.move(x + 80, y, { steps: 3 });
    await page.mouse.up();
    // Well before the 5 s auto-dismiss (which hovering pauses anyway).
    await toast.waitFor({ state: 'hidden', timeout: 1500 });
  });

  it('moves focus to the notifications with F8', async () => {
    const page = await visitor();
    const username = await registerViaApi(page);
    await page.context().clearCookies();
    await loginViaUi(page, username, PASSWORD);
    await visible(toastRegion(page).getByText('Erfolgreich angemeldet'));

    await page.keyboard.press('F8');
    const focusedInRegion = await toastRegion(page).evaluate((region) => region.contains(document.activeElement));
    expect(focusedInRegion).toBe(true);
  });
});

describe('app shell on a 375 px phone', () => {
  it('opens the drawer with all member links, and logging out from it closes it', async () => {
    const page = await visitor(MOBILE);
    await registerViaApi(page);
    await page.goto('/');

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await visible(drawer);
    for (const name of ['Startseite', 'Rezept erstellen', 'Community', 'Premium', 'Profil', 'Meine Kochbücher', 'Einstellungen']) {
      await visible(drawer.getByRole('link', { name, exact: true }));
    }
    expect(await drawer.getByRole('link', { name: 'Admin Dashboard' }).count()).toBe(0);

    await drawer.getByRole('button', { name: 'Abmelden' }).click();
    await hidden(drawer);
    await visible(toastRegion(page).getByText('Erfolgreich abgemeldet'));
  });

  it('shows visitors only Startseite and Community plus Anmelden and Registrieren', async () => {
    const page = await visitor(MOBILE);
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await visible(drawer);

    const links = (await drawer.getByRole('link').allInnerTexts()).map((text) => text.trim());
    expect(links).toEqual(['Startseite', 'Community', 'Anmelden', 'Registrieren']);
  });

  it('closes the drawer on navigation and on Escape', async () => {
    const page = await visitor(MOBILE);
    await page.goto('/');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await drawer.getByRole('link', { name: 'Community' }).click();
    await hidden(drawer);
    await atPath(page, '/community');

    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    await visible(drawer);
    await page.keyboard.press('Escape');
    await hidden(drawer);
  });
});
