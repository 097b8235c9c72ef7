import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, useBrowser } from './browser';
import { api, atPath, hidden, toasts, uniqueUsername, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

const TABS = ['Bewertungen', 'Kommentare', 'Sammlungen', 'Challenges', 'Community-Bilder'];

/** A fresh member, signed in inside the page's browser context. */
async function member(page: Page): Promise<void> {
  const username = uniqueUsername();
  const res = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: 'Kuerbissuppe-2026' },
  });
  expect(res.status()).toBe(200);
}

async function someRecipe(): Promise<{ id: number; title: string }> {
  const { recipes } = await api<{ recipes: Array<{ id: number; title: string }> }>(baseUrl, '/recipes?limit=5&sort=recent');
  const recipe = recipes[0];
  if (!recipe) throw new Error('Keine Demo-Rezepte.');
  return recipe;
}

async function photo(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#e67e22' } })
    .jpeg()
    .toBuffer();
  return { name: 'mein-gericht.jpg', mimeType: 'image/jpeg', buffer };
}

const toast = (page: Page, text: string) => visible(toasts(page).getByText(text, { exact: true }));
/**
 * An upload's toast comes after the server re-encoded the picture: beside the whole suite on a slow 2-core machine
 * that took longer than the usual 15 s once (2026-12-07, a clean-clone run of 34 minutes), so uploads wait twice as long.
 */
const UPLOAD_WAIT = { timeout: 30_000 };
const uploadToast = (page: Page, text: string) =>
  toasts(page)
    .getByText(text, { exact: true })
    .waitFor({ state: 'visible', ...UPLOAD_WAIT });

describe('recipe page community as a member', () => {
  it('rates, changes and deletes the own rating', async () => {
    const page = await visitor();
    await member(page);
    const recipe = await someRecipe();
    await page.goto(`/recipe/${recipe.id}`);

    const form = page.getByRole('form', { name: 'Rezept bewerten' });
    await visible(form);
    await visible(form.getByText('Bitte gib eine Sterne-Bewertung ab.'));
    expect(await form.getByRole('button', { name: 'Bewertung abgeben' }).isDisabled()).toBe(true);
    await form.getByRole('radio', { name: '4 Sterne' }).click();
    await form.getByLabel('Kommentar zur Bewertung (optional)').fill('Richtig gut!');
    await form.getByRole('button', { name: 'Bewertung abgeben' }).click();
    await toast(page, 'Bewertung gespeichert');

    const edit = page.getByRole('form', { name: 'Eigene Bewertung bearbeiten' });
    await visible(edit);
    const mine = page.getByRole('list', { name: 'Bewertungen' }).getByRole('listitem').filter({ hasText: 'Richtig gut!' });
    await visible(mine.getByRole('img', { name: '4 von 5 Sternen' }));
    await edit.getByRole('radio', { name: '2 Sterne' }).click();
    await edit.getByRole('button', { name: 'Bewertung aktualisieren' }).click();
    await toast(page, 'Bewertung gespeichert');
    await visible(mine.getByRole('img', { name: '2 von 5 Sternen' }));

    await edit.getByRole('button', { name: 'Bewertung löschen' }).click();
    await toast(page, 'Bewertung entfernt');
    await visible(page.getByRole('form', { name: 'Rezept bewerten' }));
    await hidden(page.getByText('Richtig gut!'));
  });

  it('comments, replies, edits the reply and deletes it', async () => {
    const page = await visitor();
    await member(page);
    const recipe = await someRecipe();
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('tab', { name: 'Kommentare' }).click();

    const text = `Toll erklärt ${Date.now()}`;
    const box = page.getByRole('form', { name: 'Schreibe einen Kommentar' });
    await box.getByRole('textbox').fill(text);
    await box.getByRole('button', { name: 'Kommentieren' }).click();
    await toast(page, 'Kommentar erstellt');
    const thread = page.getByRole('list', { name: 'Kommentare' }).getByRole('listitem').filter({ hasText: text }).first();
    await visible(thread);

    await thread.getByRole('button', { name: 'Antworten' }).first().click();
    const reply = page.getByRole('form', { name: 'Antwort schreiben' });
    await reply.getByRole('textbox').fill('Danke, probiere ich aus!');
    await reply.getByRole('button', { name: 'Antworten' }).click();
    await toast(page, 'Kommentar erstellt');
    const replies = thread.getByRole('list', { name: 'Antworten' });
    await visible(replies.getByText('Danke, probiere ich aus!'));

    await replies.getByRole('button', { name: 'Bearbeiten' }).click();
    const edit = page.getByRole('form', { name: 'Kommentar bearbeiten' });
    await edit.getByRole('textbox').fill('Danke, heute Abend gekocht!');
    await edit.getByRole('button', { name: 'Speichern' }).click();
    await toast(page, 'Kommentar aktualisiert');
    await visible(replies.getByText('Danke, heute Abend gekocht!'));

    await replies.getByRole('button', { name: 'Löschen' }).click();
    await toast(page, 'Kommentar gelöscht');
    await hidden(replies.getByText('Danke, heute Abend gekocht!'));
    await visible(thread.getByText(text));
  });

  it('uploads a photo and sees it in the gallery', async () => {
    const page = await visitor();
    await member(page);
    const recipe = await someRecipe();
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('tab', { name: 'Community-Bilder' }).click();
    const gallery = page.getByRole('list', { name: 'Community-Bilder' });
    const before = await gallery.getByRole('listitem').count();

    await page.getByRole('button', { name: 'Bild hochladen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bild hochladen' });
    await visible(dialog.getByText('JPG, PNG oder GIF, höchstens 5 MB'));
    await dialog.getByLabel('Bild', { exact: true }).setInputFiles(await photo());
    await dialog.getByLabel('Beschreibung (optional)').fill('Mein Ergebnis');
    await dialog.getByRole('button', { name: 'Hochladen' }).click();
    await uploadToast(page, 'Bild hochgeladen');
    await expect.poll(() => gallery.getByRole('listitem').count(), WAIT).toBe(before + 1);
    await visible(gallery.getByRole('img', { name: 'Mein Ergebnis' }));
  });

  it('submits an entry to an active challenge', async () => {
    const page = await visitor();
    await member(page);
    const recipe = await someRecipe();
    await page.goto(`/recipe/${recipe.id}`);
    await page.getByRole('tab', { name: 'Challenges' }).click();
    const activeList = page.getByRole('region', { name: 'Aktive Challenges' });
    await activeList.getByRole('button', { name: /Kürbis-Wochen/ }).click();
    await visible(page.getByText('Regeln', { exact: true }));

    const form = page.getByRole('form', { name: 'Beitrag einreichen' });
    await visible(form.getByText(recipe.title));
    await form.getByLabel('Bild', { exact: true }).setInputFiles(await photo());
    await form.getByLabel('Beschreibung (optional)').fill('Meine Kürbissuppe');
    await form.getByRole('button', { name: 'Einreichen' }).click();
    await uploadToast(page, 'Beitrag eingereicht');
    await visible(page.getByText('Du hast bereits einen Beitrag eingereicht.'));
    await visible(page.getByRole('list', { name: 'Einreichungen' }).getByText('Meine Kürbissuppe'));
  });
});

describe('running challenges outside the recipe page', () => {
  it('lists a running challenge on /community with its end date, with a teaser on / for visitors and members', async () => {
    const admin = await visitor();
    const login = await admin.request.post('/api/login', { data: { username: 'admin', password: 'kochclip-demo' } });
    expect(login.status()).toBe(200);
    const title = `Sommerküche ${Date.now().toString(36)}`;
    const end = new Date(Date.now() + 12 * 24 * 60 * 60 * 1000);
    const created = await admin.request.post('/api/admin/challenges', {
      data: {
        title,
        description: 'Leichte Gerichte.',
        startDate: new Date(Date.now() - 60_000).toISOString(),
        endDate: end.toISOString(),
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const endDay = new Intl.DateTimeFormat('de-DE', {
      timeZone: 'Europe/Berlin',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });

    const guest = await visitor();
    await guest.goto('/');
    const teaser = guest.getByRole('complementary', { name: 'Laufende Challenge' });
    await teaser.getByRole('link', { name: 'Jetzt mitmachen' }).click();
    await atPath(guest, '/community');
    const section = guest.getByRole('region', { name: 'Laufende Challenges' });
    const card = section.getByRole('listitem').filter({ hasText: title });
    await visible(card.getByText(`Läuft bis ${endDay.format(end)}`, { exact: false }));
    expect(await card.getByRole('link', { name: 'Rezept wählen und mitmachen' }).getAttribute('href')).toBe('/recipes');

    const cook = await visitor();
    await member(cook);
    await cook.goto('/');
    await visible(cook.getByRole('complementary', { name: 'Laufende Challenge' }).getByRole('link', { name: 'Jetzt mitmachen' }));
    await visible(cook.getByRole('heading', { level: 1, name: 'Rezept erstellen' }));
  });
});

describe("a challenge's own page", () => {
  it('opens a running challenge from /community on a phone, shows its rules and entries, and leads back to every challenge', async () => {
    const guest = await visitor(MOBILE);
    await guest.goto('/community');
    const section = guest.getByRole('region', { name: 'Laufende Challenges' });
    await section.getByRole('link', { name: 'Kürbis-Wochen', exact: true }).click();
    await guest.waitForURL((url) => /^\/challenges\/\d+$/.test(url.pathname), WAIT);
    await visible(guest.getByRole('heading', { level: 1, name: 'Kürbis-Wochen' }));
    await visible(guest.getByText('Regeln', { exact: true }));
    await visible(guest.getByRole('link', { name: 'Melde dich an' }));
    expect(await guest.title()).toBe('Kürbis-Wochen – Kochclip');

    await guest.getByRole('link', { name: 'Alle Challenges' }).click();
    await atPath(guest, '/challenges');
    for (const [name, badge] of [
      ['Laufende Challenges', 'Aktiv'],
      ['Kommende Challenges', 'Bald verfügbar'],
      ['Beendete Challenges', 'Beendet'],
    ] as const) {
      await visible(guest.getByRole('list', { name }).getByText(badge, { exact: true }).first());
    }
    const width = await guest.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(MOBILE.width);

    const cook = await visitor(MOBILE);
    await member(cook);
    await cook.goto('/challenges');
    await cook.getByRole('link', { name: 'Kürbis-Wochen', exact: true }).click();
    const takePart = cook.getByRole('link', { name: 'Rezept wählen und mitmachen' });
    await visible(takePart);
    expect(await takePart.getAttribute('href')).toBe('/recipes');
  });
});

describe('recipe page community as a visitor', () => {
  it('shows ratings, comments, challenges and images without any form', async () => {
    const page = await visitor();
    const recipe = await someRecipe();
    await page.goto(`/recipe/${recipe.id}`);
    await visible(page.getByRole('tab', { name: 'Bewertungen', selected: true }));
    await visible(
      page
        .getByRole('tabpanel')
        .getByText(/Bewertung/)
        .first(),
    );
    expect(await page.getByRole('form', { name: 'Rezept bewerten' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Kommentare' }).click();
    await visible(page.getByText('Melde dich an, um zu kommentieren.'));
    expect(await page.getByRole('form', { name: 'Schreibe einen Kommentar' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Antworten' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Challenges' }).click();
    await visible(page.getByRole('region', { name: 'Aktive Challenges' }).getByText('Aktiv', { exact: true }).first());
    await visible(page.getByRole('region', { name: 'Kommende Challenges' }).getByText('Bald verfügbar', { exact: true }).first());
    await page.getByRole('button', { name: /Kürbis-Wochen/ }).click();
    await visible(page.getByText('Regeln', { exact: true }));
    expect(await page.getByRole('form', { name: 'Beitrag einreichen' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Community-Bilder' }).click();
    await visible(page.getByRole('list', { name: 'Community-Bilder' }));
    expect(await page.getByRole('button', { name: 'Bild hochladen' }).count()).toBe(0);
  });
});

describe('recipe page tabs on a 375 px phone', () => {
  it('reaches every tab through the scrollable strip with its swipe hint', async () => {
    const page = await visitor(MOBILE);
    const recipe = await someRecipe();
    await page.goto(`/recipe/${recipe.id}`);
    await visible(page.getByText('Wischen für mehr Bereiche →'));
    for (const name of TABS) {
      const tab = page.getByRole('tab', { name });
      // Swiping the strip: the tab scrolls fully into the 375 px screen (give or take sub-pixel layout) and takes the tap there.
      await tab.scrollIntoViewIfNeeded();
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= MOBILE.width + 1, `${name} ${JSON.stringify(box)}`).toBe(true);
      await tab.click();
      await visible(page.getByRole('tab', { name, selected: true }));
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
