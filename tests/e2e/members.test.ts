import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Spaetzle-mit-Soße-42';
const WAIT = { timeout: 15_000 };

const visitor = useBrowser(baseUrl);

let counter = 0;
function uniqueUsername(): string {
  counter += 1;
  return `mb_${Date.now().toString(36)}_${counter}`;
}

const visible = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });

/** Registers through the REST API inside the page's context, so the browser holds the session cookie. */
async function signedIn(page: Page): Promise<string> {
  const username = uniqueUsername();
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return username;
}

async function firstRecipeId(page: Page): Promise<number> {
  const response = await page.request.get('/api/recipes?limit=1');
  const body = (await response.json()) as { recipes: { id: number }[] };
  const id = body.recipes[0]?.id;
  if (id === undefined) throw new Error('keine Demo-Rezepte');
  return id;
}

describe("members' space", () => {
  it('edits the own profile and shows it on the public profile', async () => {
    const page = await visitor();
    const username = await signedIn(page);
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Einstellungen' }).click();
    await page.getByLabel('Vorname').fill('Jana');
    await page.getByLabel('Nachname').fill('Koch');
    await page.getByLabel('Bio').fill('Ich backe jeden Sonntag Brot.');
    await visible(page.getByText('29/500'));
    await page.getByRole('button', { name: 'Profil speichern' }).click();
    await visible(toastRegion(page).getByText('Profil aktualisiert'));

    await page.goto(`/u/${username}`);
    await visible(page.getByRole('heading', { name: 'Jana Koch' }));
    await visible(page.getByText('Ich backe jeden Sonntag Brot.'));
    await visible(page.getByText(/Mitglied seit \p{L}+ \d{4}/u));
    await page.goto(`/${username}`);
    await visible(page.getByRole('heading', { name: 'Jana Koch' }));
    expect(await page.getByRole('button', { name: 'Folgen' }).count()).toBe(0);
  });

  it('follows and unfollows another member with the follower count changing', async () => {
    const cookPage = await visitor();
    const cook = await signedIn(cookPage);
    const page = await visitor();
    await signedIn(page);
    await page.goto(`/u/${cook}`);
    const followers = page.getByTestId('stat-followerCount');
    await visible(followers.getByText('0', { exact: true }));
    await page.getByRole('button', { name: 'Folgen', exact: true }).click();
    await visible(page.getByRole('button', { name: 'Entfolgen' }));
    await visible(followers.getByText('1', { exact: true }));
    await page.getByRole('button', { name: 'Entfolgen' }).click();
    await visible(page.getByRole('button', { name: 'Folgen', exact: true }));
    await visible(followers.getByText('0', { exact: true }));
  });

  it('creates a collection from the recipe page and removes and adds the recipe again', async () => {
    const page = await visitor();
    await signedIn(page);
    const recipeId = await firstRecipeId(page);
    await page.goto(`/recipe/${recipeId}`);
    await page.getByRole('tab', { name: 'Sammlungen' }).click();
    await page.getByRole('button', { name: 'Sammlung erstellen' }).click();
    await visible(page.getByText(/Name erforderlich/));
    await page.getByRole('textbox', { name: 'Neue Sammlung' }).fill('Wochenplan');
    await page.getByRole('button', { name: 'Sammlung erstellen' }).click();
    const mine = page.getByRole('list', { name: 'Meine Sammlungen' });
    await visible(mine.getByText('Wochenplan'));
    await visible(mine.getByRole('button', { name: 'Aus „Wochenplan“ entfernen' }));
    await mine.getByRole('button', { name: 'Aus „Wochenplan“ entfernen' }).click();
    await visible(mine.getByRole('button', { name: 'Zu „Wochenplan“ hinzufügen' }));
    await mine.getByRole('button', { name: 'Zu „Wochenplan“ hinzufügen' }).click();
    await visible(mine.getByRole('button', { name: 'Aus „Wochenplan“ entfernen' }));
  });

  it('creates a cookbook through the dialog', async () => {
    const page = await visitor();
    await signedIn(page);
    await page.goto('/cookbooks');
    await page.getByRole('button', { name: 'Neues Kochbuch' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Kochbuch' });
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await visible(dialog.getByText('Bitte gib einen Titel für das Kochbuch ein'));
    await dialog.getByLabel('Titel').fill('Feierabendküche');
    await dialog.getByRole('button', { name: 'Erstellen' }).click();
    await visible(toastRegion(page).getByText('Kochbuch erstellt'));
    await page
      .getByRole('list', { name: 'Kochbücher' })
      .getByRole('link', { name: /Feierabendküche/ })
      .click();
    await visible(page.getByRole('heading', { name: 'Feierabendküche' }));
    await visible(page.getByRole('button', { name: 'Drucken' }));
  });

  it('shows the one 404 page for /collections and for /u/unknown', async () => {
    const page = await visitor();
    await page.goto('/collections');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
    await page.goto('/u/unknown');
    await visible(page.getByRole('heading', { name: 'Page Not Found' }));
  });

  it('tells a visitor on /profile they are logged out and sends them to sign in', async () => {
    const page = await visitor();
    // The notice stands for half a second (spec), which a loaded machine can let pass between two looks of a
    // locator: the page notes each status it shows, and the move to /auth happens in the same document.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { shownStatuses: seen });
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]')) {
          const text = status.textContent ?? '';
          if (text && !seen.includes(text)) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/profile', WAIT);
    const shown = await page.evaluate(() => (window as unknown as { shownStatuses: string[] }).shownStatuses);
    expect(shown).toContain('Du bist nicht angemeldet. Du wirst zur Anmeldung weitergeleitet …');
  });
});
