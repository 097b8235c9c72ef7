import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, useBrowser } from './browser';
import { FIXTURE_PAGE_SITE, FIXTURE_PAGE_TITLE, FIXTURE_PAGE_URL } from './edge-fixture-data';
import { atPath, savedFromDraft, toasts, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PASSWORD = 'Zwiebelkuchen!42';

/** Registers through the API with the page's cookie jar; returns the name for a later login. */
async function register(page: Page, signIn = true): Promise<string> {
  const username = uniqueUsername();
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  if (!signIn) await page.request.post('/api/logout', { headers: { origin: baseUrl } });
  return username;
}

async function member(viewport?: typeof MOBILE): Promise<Page> {
  const page = await visitor(viewport);
  await register(page);
  await page.goto('/create');
  await visible(page.getByRole('tab', { name: 'Webseite' }));
  return page;
}

describe('importing a recipe from a web page', () => {
  it('pastes a page link, opens the recipe with its source link and its stored picture', async () => {
    const page = await member();
    await page.getByRole('tab', { name: 'Webseite' }).click();
    await page.getByRole('textbox', { name: 'Link zur Rezeptseite' }).fill(FIXTURE_PAGE_URL);
    await visible(page.getByText('Webseite erkannt'));
    await page.getByRole('button', { name: 'Rezept importieren' }).click();
    await savedFromDraft(page);
    await visible(toasts(page).getByText(/^Rezept (importiert|gefunden)!$/));
    await visible(page.getByRole('heading', { level: 1, name: FIXTURE_PAGE_TITLE }));
    await expect.poll(() => page.getByTestId('ingredient').count(), WAIT).toBe(6);

    const source = page.getByRole('link', { name: new RegExp(`^${FIXTURE_PAGE_SITE}`) });
    await visible(source);
    expect(await source.getAttribute('href')).toBe(FIXTURE_PAGE_URL);
    expect(await source.getAttribute('target')).toBe('_blank');
    expect(await source.getAttribute('rel')).toBe('noopener nofollow ugc');
    await visible(page.getByText('Quelle:'));

    const picture = page.getByRole('img', { name: `Foto: ${FIXTURE_PAGE_TITLE}` });
    await visible(picture);
    expect(await picture.getAttribute('src')).toMatch(/^\/media\/recipe-[\w-]+\.webp$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), WAIT).toBe(true);
  });

  it('offers the website import when a web page link lands in the video field, and hands the link over', async () => {
    const page = await member();
    await page.getByRole('textbox', { name: 'Video-Link' }).fill(FIXTURE_PAGE_URL);
    await visible(page.getByText('Das ist kein Video, sondern eine Webseite.'));
    expect(await page.getByRole('button', { name: 'Rezept aus Video erstellen' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Als Webseite importieren' }).click();
    expect(await page.getByRole('tab', { name: 'Webseite' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Link zur Rezeptseite' }).inputValue()).toBe(FIXTURE_PAGE_URL);
    await visible(page.getByText('Webseite erkannt'));
  });

  it('imports a saved recipe page from the upload tab on a phone and names its site and author as the source', async () => {
    const title = `Gespeicherter Zwiebelkuchen ${Date.now().toString(36)}`;
    // A page saved from the browser: JSON-LD with site and author, but no canonical link and no og:url.
    const html = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${title}</title>
<meta property="og:site_name" content="Omas Backstube">
<script type="application/ld+json">${JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: title,
      author: { '@type': 'Person', name: 'Erna Beispiel' },
      recipeYield: '4',
      recipeIngredient: ['500 g Zwiebeln', '200 g Mehl', '2 Eier'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Zwiebeln schneiden und dünsten.' },
        { '@type': 'HowToStep', text: 'Teig ausrollen, belegen und backen.' },
      ],
    })}</script></head><body><h1>${title}</h1></body></html>`;
    const page = await member(MOBILE);
    await page.getByRole('tab', { name: 'Upload' }).click();
    // Sent with a generic type, as some phones do: the first bytes say it is a web page.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'zwiebelkuchen.htm', mimeType: 'application/octet-stream', buffer: Buffer.from(html) });
    await visible(page.getByText(/Gespeicherte Webseite/));
    await page.getByRole('button', { name: 'Webseite importieren' }).click();
    await savedFromDraft(page);
    await visible(toasts(page).getByText('Rezept importiert!'));
    await visible(page.getByRole('heading', { level: 1, name: title }));
    const source = page.getByText('Quelle:').locator('..');
    await visible(source);
    expect(await source.innerText()).toMatch(/Quelle:\s*Omas Backstube\s*· von Erna Beispiel/);
    expect(await source.getByRole('link').count()).toBe(0);
  });

  it('prints the recipe on one page without navigation, with the portions chosen on the recipe page', async () => {
    const page = await member();
    await page.getByRole('tab', { name: 'Webseite' }).click();
    await page.getByRole('textbox', { name: 'Link zur Rezeptseite' }).fill(FIXTURE_PAGE_URL);
    await page.getByRole('button', { name: 'Rezept importieren' }).click();
    const id = String(await savedFromDraft(page));
    await page.getByRole('button', { name: 'Eine Portion mehr' }).click();
    await page.getByRole('button', { name: 'Eine Portion mehr' }).click();
    await page.getByRole('link', { name: 'Drucken (6 Portionen)' }).click();
    await page.waitForURL(new RegExp(`/recipe/${id ?? ''}/drucken\\?portionen=6$`), WAIT);
    await visible(page.getByRole('heading', { level: 1, name: FIXTURE_PAGE_TITLE }));
    expect(await page.getByTestId('print-ingredient').first().innerText()).toBe('375 g rote Linsen');
    expect(await page.getByTestId('print-step').count()).toBe(3);
    expect(await page.getByRole('navigation').count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Drucken' }).isVisible()).toBe(false);
  });
});

describe('the share target', () => {
  it('is declared in the manifest as GET /teilen with title, text and url', async () => {
    const page = await visitor();
    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as { share_target?: unknown };
    expect(manifest.share_target).toEqual({
      action: '/teilen',
      method: 'GET',
      enctype: 'application/x-www-form-urlencoded',
      params: { title: 'title', text: 'text', url: 'url' },
    });
  });

  it('opens the creator on the website tab with a shared page link', async () => {
    const page = await member();
    await page.goto(`/teilen?${new URLSearchParams({ title: 'Linsen-Dal', url: FIXTURE_PAGE_URL })}`);
    await atPath(page, '/create');
    expect(await page.getByRole('tab', { name: 'Webseite' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Link zur Rezeptseite' }).inputValue()).toBe(FIXTURE_PAGE_URL);
  });

  it('asks a visitor to log in and comes back to the video tab with the link that an app put into the text', async () => {
    const page = await visitor();
    const username = await register(page, false);
    const video = 'https://www.tiktok.com/@kochclip.fixture/video/7301234567890000001';
    await page.goto(
      `/teilen?${new URLSearchParams({ title: 'Kochvideo', text: `Schau mal, das musst du nachkochen: ${video}` })}`,
    );
    await atPath(page, '/auth');
    await page.getByLabel('Benutzername', { exact: true }).fill(username);
    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await atPath(page, '/create');
    expect(await page.getByRole('tab', { name: 'Video-Link' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('textbox', { name: 'Video-Link' }).inputValue()).toBe(video);
    await visible(page.getByText('Video-URL erkannt'));
  });
});
