import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newVisitor } from './browser';
import { FIXTURE_VIDEO_URL } from './edge-fixture-data';
import { savedFromDraft, toasts, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** A new member, signed in through the API with the page's cookie jar, on the creation page. */
async function member(): Promise<Page> {
  const { page } = await newVisitor(browser, baseUrl);
  const username = uniqueUsername();
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: 'Zwiebelkuchen!42' },
    headers: { origin: baseUrl },
  });
  expect(res.status()).toBe(200);
  await page.goto('/create');
  await visible(page.getByRole('tab', { name: 'Zutaten' }));
  return page;
}

/** The recipe the creator opened: a new one through its draft (saved as it is), a known one at once. */
const recipeIdFromUrl = (page: Page): Promise<number> => savedFromDraft(page);

describe('creating recipes without an AI key (built-in engine)', () => {
  it('finds a community recipe for the member’s ingredients and opens it', async () => {
    const page = await member();
    await page.getByRole('tab', { name: 'Zutaten' }).click();
    const input = page.getByLabel('Deine Zutaten');
    for (const name of ['Kürbis', 'Ingwer', 'Kürbis']) {
      await input.fill(name);
      await input.press('Enter');
    }
    const chips = page.getByRole('list', { name: 'Ausgewählte Zutaten' }).getByRole('button');
    expect(await chips.count()).toBe(2);
    await page.getByRole('button', { name: 'Rezept finden' }).click();
    await recipeIdFromUrl(page);
    await visible(toasts(page).getByText('Rezept gefunden!'));
    await visible(page.getByRole('heading', { level: 1, name: /Kürbis/ }));
  });

  it('answers a prompt with the best matching community recipe', async () => {
    const page = await member();
    await page.getByRole('tab', { name: 'Prompt' }).click();
    await page.getByLabel('Was möchtest du kochen?').fill('Eine klassische Lasagne für die Familie');
    await page.getByRole('button', { name: 'Rezept generieren' }).click();
    await recipeIdFromUrl(page);
    await visible(page.getByRole('heading', { level: 1, name: /Lasagne/ }));
  });

  it('shows the German failure toast when no recipe matches the ingredients', async () => {
    const page = await member();
    await page.getByRole('tab', { name: 'Zutaten' }).click();
    await page.getByLabel('Deine Zutaten').fill('Drachenfrucht-Essenz');
    await page.getByLabel('Deine Zutaten').press('Enter');
    await page.getByRole('button', { name: 'Rezept finden' }).click();
    await visible(toasts(page).getByText('Suche fehlgeschlagen'));
    expect(new URL(page.url()).pathname).toBe('/create');
  });

  it('turns a video link into a recipe from the caption the member pasted when the host is unreachable', async () => {
    const page = await member();
    await page.getByRole('tab', { name: 'Video-Link' }).click();
    await page.getByRole('textbox', { name: 'Video-Link' }).fill('https://www.youtube.com/shorts/kcE2eTest01');
    await visible(page.getByText('Video-URL erkannt'));
    await page.getByRole('textbox', { name: 'Titel' }).fill('Ofen-Feta-Nudeln');
    await page
      .getByRole('textbox', { name: 'Beschreibung' })
      .fill(
        [
          'Zutaten für 2 Personen:',
          '- 250 g Nudeln',
          '- 200 g Feta',
          '- 300 g Kirschtomaten',
          '- 2 EL Olivenöl',
          '- 1 Knoblauchzehe',
          'Zubereitung:',
          '1. Tomaten und Feta mit Öl in eine Form geben und 20 Minuten bei 200 °C backen.',
          '2. Nudeln kochen, mit dem Feta verrühren und servieren.',
        ].join('\n'),
      );
    await page.getByRole('button', { name: 'Rezept aus Video erstellen' }).click();
    const id = await recipeIdFromUrl(page);
    await visible(toasts(page).getByText('Video analysiert!'));
    await visible(page.getByRole('heading', { level: 1, name: 'Ofen-Feta-Nudeln' }));
    await visible(page.getByText('Feta', { exact: true }).first());
    const again = await page.request.post('/api/process-video', {
      data: { videoUrl: 'https://youtu.be/kcE2eTest01' },
      headers: { origin: baseUrl },
    });
    expect(again.status()).toBe(200);
    expect(((await again.json()) as { id: number }).id).toBe(id);
  });
});

describe('the landing hero for visitors', () => {
  it('sends a video link to the API and opens the login dialog on its 401', async () => {
    const { page, context } = await newVisitor(browser, baseUrl);
    await page.goto('/');
    const hero = page.getByRole('textbox').first();
    await hero.fill('https://www.tiktok.com/@omas.kueche/video/7301234567890123999');
    const request = page.waitForRequest((r) => r.url().includes('create.processVideo'), WAIT);
    await hero.press('Enter');
    await request;
    await visible(page.getByRole('dialog', { name: 'Anmeldung erforderlich' }));
    await context.close();
  });
});

describe('a video link with public metadata', () => {
  it('becomes a recipe from the TikTok caption, with the creator and the thumbnail as its image', async () => {
    const page = await member();
    await page.getByRole('tab', { name: 'Video-Link' }).click();
    await page.getByRole('textbox', { name: 'Video-Link' }).fill(FIXTURE_VIDEO_URL);
    await page.getByRole('button', { name: 'Rezept aus Video erstellen' }).click();
    const id = await recipeIdFromUrl(page);
    await visible(toasts(page).getByText('Video analysiert!'));
    await visible(page.getByText('rote Linsen').first());
    const recipe = (await (await page.request.get(`/api/recipes/${id}`)).json()) as {
      originalCreator: string | null;
      originalPlatform: string | null;
      imageUrl: string | null;
      totalIngredients: number;
    };
    expect(recipe.originalPlatform).toBe('tiktok');
    expect(recipe.originalCreator).toBe('@kochclip.fixture');
    expect(recipe.totalIngredients).toBe(6);
    expect(recipe.imageUrl).toMatch(/\.webp$/);
    const image = await page.request.get(recipe.imageUrl ?? '');
    expect(image.headers()['content-type']).toBe('image/webp');
  });
});
