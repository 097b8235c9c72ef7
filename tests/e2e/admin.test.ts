import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const PASSWORD = 'Spaetzle-mit-Soße-42';
const WAIT = { timeout: 20_000 };

const visitor = useBrowser(baseUrl);

let counter = 0;
function uniqueUsername(prefix: string): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}_${counter}`;
}

const visible = (locator: Locator) => locator.waitFor({ state: 'visible', ...WAIT });
const hidden = (locator: Locator) => locator.waitFor({ state: 'hidden', ...WAIT });
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });
const atPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, WAIT);

const PHONE = { width: 390, height: 844 } as const;
const daysFromNow = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

async function jpeg(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 90, channels: 3, background: '#c0392b' } })
    .jpeg()
    .toBuffer();
}

async function signedIn(page: Page, prefix = 'adm'): Promise<string> {
  const username = uniqueUsername(prefix);
  const response = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.de`, password: PASSWORD },
  });
  expect(response.status()).toBe(200);
  return username;
}

async function signedInAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username: 'admin', password: 'kochclip-demo' } });
  expect(response.status()).toBe(200);
}

/** A recipe of the member's own: a video link whose host is offline, with the caption typed in. */
async function createRecipe(page: Page, title: string): Promise<number> {
  const response = await page.request.post('/api/process-video', {
    data: {
      videoUrl: `https://youtu.be/adm${Date.now().toString(36)}`,
      videoTitle: title,
      videoDescription: [
        'Zutaten für 2 Personen:',
        '- 300 g Kartoffeln',
        '- 100 g Käse',
        'Zubereitung:',
        '1. Kartoffeln in Scheiben schneiden.',
        '2. Mit Käse 30 Minuten bei 200 °C backen.',
      ].join('\n'),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

describe('the admin dashboard', () => {
  it('sends a member who opens /admin to /', async () => {
    const page = await visitor();
    await signedIn(page, 'nichtadmin');
    await page.goto('/admin');
    await atPath(page, '/');
    expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
  });

  it('takes an admin through every tab: members, recipes, analytics, pictures, push, system and reports', async () => {
    const member = await visitor();
    const memberName = await signedIn(member, 'mitglied');
    const recipeTitle = `Admin-Auflauf ${Date.now().toString(36)}`;
    const recipeId = await createRecipe(member, recipeTitle);
    const commenter = await visitor();
    await signedIn(commenter, 'kommentar');
    const comment = await commenter.request.post(`/api/recipes/${recipeId}/comments`, {
      data: { content: 'Kauft alle bei meinem Shop ein!' },
    });
    expect(comment.status()).toBe(200);

    // A member reports the comment from the recipe page.
    await member.goto(`/recipe/${recipeId}`);
    await member.getByRole('tab', { name: 'Kommentare' }).click();
    await member.getByRole('button', { name: 'Kommentar melden' }).click();
    const reportDialog = member.getByRole('dialog', { name: 'Kommentar melden' });
    await reportDialog.getByLabel('Grund').selectOption('Spam');
    await reportDialog.getByRole('button', { name: 'Melden', exact: true }).click();
    await visible(toastRegion(member).getByText('Danke für deine Meldung!'));

    const admin = await visitor();
    await signedInAdmin(admin);
    await admin.goto('/admin');
    await visible(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    const cards = admin.getByRole('region', { name: 'Kennzahlen' });
    await visible(cards.getByText('Benutzer gesamt'));
    await visible(cards.getByText(/^\+\d+ heute$/).first());
    await visible(admin.getByRole('tab', { name: /^Benutzer \(\d+\)$/ }));
    await visible(admin.getByRole('tab', { name: /^Rezepte \(\d+\)$/ }));

    // Benutzer: search, badges, edit dialog.
    await admin.getByRole('searchbox', { name: /Benutzer suchen/ }).fill(memberName.toUpperCase());
    await visible(admin.getByText('1 Eintrag · Seite 1 von 1'));
    const row = admin.getByRole('row').filter({ hasText: memberName });
    await visible(row.getByText('Nicht verifiziert'));
    await visible(row.getByText('Aktiv', { exact: true }));
    await visible(row.getByText('Benutzer', { exact: true }));
    await row.getByRole('button', { name: `${memberName} bearbeiten` }).click();
    const editDialog = admin.getByRole('dialog', { name: `${memberName} bearbeiten` });
    await editDialog.getByRole('button', { name: 'Verifizieren' }).click();
    await visible(toastRegion(admin).getByText('Verifizierung geändert'));
    await visible(editDialog.getByRole('button', { name: 'Verifizierung entfernen' }));
    // Deactivating asks first; cancelling leaves the member signed in.
    await editDialog.getByRole('button', { name: 'Deaktivieren' }).click();
    const confirmDeactivate = admin.getByRole('dialog', { name: `${memberName} deaktivieren?` });
    await visible(confirmDeactivate.getByText('wird sofort auf allen Geräten abgemeldet', { exact: false }));
    await confirmDeactivate.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(confirmDeactivate);
    expect((await member.request.get('/api/user')).status()).toBe(200);
    await editDialog.getByRole('button', { name: 'Deaktivieren' }).click();
    await confirmDeactivate.getByRole('button', { name: 'Deaktivieren' }).click();
    await visible(toastRegion(admin).getByText('Status geändert'));
    await visible(editDialog.getByRole('button', { name: 'Aktivieren' }));
    await editDialog.getByRole('button', { name: 'Schließen', exact: true }).first().click();
    await visible(row.getByText('Verifiziert', { exact: true }));
    await visible(row.getByText('Inaktiv'));
    expect((await member.request.get('/api/user')).status()).toBe(401);

    // Rezepte: search by title, open in a new tab, refresh the picture, delete with the dialog.
    await admin.getByRole('tab', { name: /^Rezepte/ }).click();
    await admin.getByRole('searchbox', { name: /Rezepte suchen/ }).fill(recipeTitle);
    const recipeRow = admin.getByRole('row').filter({ hasText: recipeTitle });
    await visible(recipeRow.getByText(memberName));
    const open = recipeRow.getByRole('link', { name: `${recipeTitle} in neuem Tab öffnen` });
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('href')).toBe(`/recipe/${recipeId}`);
    await recipeRow.getByRole('button', { name: `Bild von ${recipeTitle} neu erzeugen` }).click();
    await visible(toastRegion(admin).getByText('Bild wird erzeugt'));
    await recipeRow.getByRole('button', { name: `${recipeTitle} löschen` }).click();
    const deleteDialog = admin.getByRole('dialog', { name: 'Rezept löschen' });
    await visible(deleteDialog.getByText('kann nicht rückgängig gemacht werden'));
    await deleteDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await recipeRow.getByRole('button', { name: `${recipeTitle} löschen` }).click();
    await deleteDialog.getByRole('button', { name: 'Löschen', exact: true }).click();
    await visible(toastRegion(admin).getByText('Rezept gelöscht'));
    await visible(admin.getByText('Keine Rezepte gefunden.'));

    // Analytics: charts per day and the top lists. A recipe seen once reads „1 Aufruf“: the answer gets such an entry.
    await admin.route(/\/trpc\/[^?]*admin\.analytics/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Array<{ result?: { data?: { topViewed?: unknown[] } } }>;
      for (const part of body) {
        const data = part.result?.data;
        if (data?.topViewed) data.topViewed = [{ id: recipeId, title: 'Einmal angesehen', count: 1 }];
      }
      await route.fulfill({ response, json: body });
    });
    await admin.getByRole('tab', { name: 'Analytics' }).click();
    const seenOnce = admin.getByRole('region', { name: 'Meistgesehene Rezepte' }).getByRole('listitem');
    await visible(seenOnce.getByText(/^1\sAufruf$/));
    await visible(admin.getByRole('img', { name: 'Neue Mitglieder je Tag' }));
    await visible(admin.getByRole('img', { name: 'Aufrufe je Tag' }));
    await visible(admin.getByRole('region', { name: 'Meistgesehene Rezepte' }));
    await visible(admin.getByRole('region', { name: 'Meistgelikte Rezepte' }));

    // KI-Bilder: statistics, the first ten recipes, migration and a backup.
    await admin.getByRole('tab', { name: 'KI-Bilder' }).click();
    await visible(admin.getByText('Kein Bildmodell eingerichtet', { exact: false }));
    // Photos, illustrations and recipes without any picture are counted apart, as the server counts them.
    const imageStats = (await (await admin.request.get('/api/admin/image-stats')).json()) as Record<string, number>;
    const statistics = admin.getByRole('region', { name: 'Bildstatistik' });
    const tile = (label: string) => statistics.getByText(label, { exact: true }).locator('..');
    await visible(tile('Mit Illustration').getByText(String(imageStats.withIllustrations), { exact: true }));
    const bare = (imageStats.totalRecipes ?? 0) - (imageStats.withImages ?? 0) - (imageStats.withIllustrations ?? 0);
    await visible(tile('Ohne Bild').getByText(String(bare), { exact: true }));
    await visible(tile('Mit Foto'));
    const list = admin.getByRole('list', { name: 'Rezeptbilder' });
    await visible(list.getByRole('listitem').first());
    expect(await list.getByRole('listitem').count()).toBe(10);
    await visible(admin.getByText(/^\.\.\. und \d+ weitere Rezepte$/));
    await admin.getByRole('button', { name: 'Bilder migrieren' }).click();
    await visible(toastRegion(admin).getByText('Bildmigration abgeschlossen'));
    await visible(toastRegion(admin).getByText(/^\d+ von \d+ Blob-URLs erfolgreich migriert\.$/));
    await admin.getByRole('button', { name: 'Bilder sichern' }).click();
    await visible(admin.getByRole('list', { name: 'Sicherungen' }).getByText('Fertig'));

    // Push: the spec's validation, then a send with the number of devices.
    await admin.getByRole('tab', { name: 'Push-Benachrichtigungen' }).click();
    await admin.getByRole('button', { name: 'Senden' }).click();
    await visible(admin.getByRole('alert').getByText('Titel und Nachricht sind erforderlich'));
    await admin.getByRole('textbox', { name: 'Titel' }).fill('Neue Rezepte');
    await admin.getByRole('textbox', { name: 'Nachricht' }).fill('Schau dir die Herbstsuppen an!');
    await admin.getByRole('button', { name: 'Senden' }).click();
    await visible(
      admin
        .getByRole('region', { name: 'Push-Benachrichtigung senden' })
        .getByRole('status')
        .getByText(/^Push-Benachrichtigung an \d+ Geräte? gesendet\.$/),
    );

    // System: a real database check, the services, the image-model test, the log and challenges.
    await admin.getByRole('tab', { name: 'System' }).click();
    const services = admin.getByRole('list', { name: 'Dienste' });
    await visible(services.getByText('Online'));
    await visible(services.getByText(/^PostgreSQL \d+/));
    await visible(services.getByText('KI-Textdienst'));
    await visible(services.getByText('KI-Sprachdienst'));
    await admin.getByRole('button', { name: 'Testen' }).click();
    await visible(toastRegion(admin).getByText('Modell nicht verfügbar für diesen API-Key'));
    const log = admin.getByRole('list', { name: 'Protokoll' });
    await visible(log.getByText('Rezept gelöscht').first());
    await visible(log.getByText('Konto deaktiviert').first());
    await admin.getByRole('button', { name: 'Neue Challenge' }).click();
    const challengeTitle = `Herbstsuppen ${Date.now().toString(36)}`;
    await admin.getByLabel('Titel', { exact: true }).fill(challengeTitle);
    await admin.getByLabel('Beschreibung').fill('Zeig uns deine beste Suppe.');
    await admin.getByLabel('Beginn').fill('2020-01-01');
    await admin.getByLabel('Ende', { exact: true }).fill('2099-12-31');
    await admin.getByRole('button', { name: 'Challenge anlegen' }).click();
    await visible(toastRegion(admin).getByText('Challenge angelegt'));
    const challenge = admin.getByRole('list', { name: 'Challenges' }).getByRole('listitem').filter({ hasText: challengeTitle });
    await visible(challenge.getByText('Aktiv'));
    const statusOf = async () => {
      const all = (await (await admin.request.get('/api/challenges')).json()) as { title: string; status: string }[];
      return all.find((c) => c.title === challengeTitle)?.status;
    };
    // Ending it now asks first; cancelling leaves it running.
    await challenge.getByRole('button', { name: `${challengeTitle} jetzt beenden` }).click();
    const endDialog = admin.getByRole('dialog', { name: 'Challenge jetzt beenden?' });
    await visible(endDialog.getByText('endet sofort statt am 31.12.2099', { exact: false }));
    await endDialog.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(endDialog);
    expect(await statusOf()).toBe('Aktiv');
    await challenge.getByRole('button', { name: `${challengeTitle} jetzt beenden` }).click();
    await endDialog.getByRole('button', { name: 'Jetzt beenden' }).click();
    await visible(toastRegion(admin).getByText('Challenge beendet'));
    await visible(challenge.getByText('Beendet'));
    expect(await statusOf()).toBe('Beendet');
    await visible(log.getByText('Challenge beendet').first());
    await challenge.getByRole('button', { name: `${challengeTitle} löschen` }).click();
    await admin.getByRole('dialog', { name: 'Challenge löschen' }).getByRole('button', { name: 'Löschen' }).click();
    await visible(toastRegion(admin).getByText('Challenge gelöscht'));

    // Meldungen: the reported comment vanished with its recipe, so nothing is open.
    await admin.getByRole('tab', { name: /^Meldungen/ }).click();
    await visible(admin.getByText('Keine offenen Meldungen.'));
  });

  it('lets an admin work through reports and delete any comment on the recipe page', async () => {
    const author = await visitor();
    await signedIn(author, 'autor');
    const recipeId = await createRecipe(author, `Meldekuchen ${Date.now().toString(36)}`);
    const first = await author.request.post(`/api/recipes/${recipeId}/comments`, { data: { content: 'Gemeiner Kommentar' } });
    const second = await author.request.post(`/api/recipes/${recipeId}/comments`, { data: { content: 'Noch ein Kommentar' } });
    const reporter = await visitor();
    await signedIn(reporter, 'melder');
    const reported = await reporter.request.post('/api/reports', {
      data: {
        type: 'comment',
        id: ((await first.json()) as { id: number }).id,
        reason: 'Beleidigung oder Hass',
        details: 'Bitte prüfen',
      },
    });
    expect(reported.status()).toBe(200);

    const admin = await visitor();
    await signedInAdmin(admin);
    await admin.goto('/admin');
    await admin.getByRole('tab', { name: /^Meldungen \(\d+\)$/ }).click();
    const item = admin.getByRole('listitem').filter({ hasText: 'Gemeiner Kommentar' });
    await visible(item.getByText('Beleidigung oder Hass'));
    await visible(item.getByText('Bitte prüfen', { exact: false }));
    const firstId = ((await first.json()) as { id: number }).id;
    const commentIds = async () => {
      const res = await admin.request.get(`/api/recipes/${recipeId}/comments`);
      return ((await res.json()) as { id: number }[]).map((c) => c.id);
    };
    // „Inhalt löschen“ asks first; cancelling keeps the comment and its report.
    await item.getByRole('button', { name: 'Inhalt löschen' }).click();
    const confirmReport = admin.getByRole('dialog', { name: 'Kommentar endgültig löschen?' });
    await visible(confirmReport.getByText('Antworten darauf bleiben stehen', { exact: false }));
    await confirmReport.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(confirmReport);
    expect(await commentIds()).toContain(firstId);
    await visible(item.getByRole('button', { name: 'Inhalt löschen' }));
    await item.getByRole('button', { name: 'Inhalt löschen' }).click();
    await confirmReport.getByRole('button', { name: 'Endgültig löschen' }).click();
    await visible(toastRegion(admin).getByText('Inhalt gelöscht.'));
    expect(await commentIds()).not.toContain(firstId);

    await admin.goto(`/recipe/${recipeId}`);
    await admin.getByRole('tab', { name: 'Kommentare' }).click();
    const secondId = ((await second.json()) as { id: number }).id;
    const other = admin.getByTestId(`comment-${secondId}`);
    await visible(other.getByText('Noch ein Kommentar'));
    expect(await admin.getByText('Gemeiner Kommentar').count()).toBe(0);
    await other.getByRole('button', { name: 'Löschen' }).click();
    const confirmComment = admin.getByRole('dialog', { name: 'Kommentar endgültig löschen?' });
    await confirmComment.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(confirmComment);
    expect(await commentIds()).toContain(secondId);
    await other.getByRole('button', { name: 'Löschen' }).click();
    await confirmComment.getByRole('button', { name: 'Endgültig löschen' }).click();
    await visible(toastRegion(admin).getByText(/Kommentar gelöscht/));
    await admin.getByText('Noch ein Kommentar').waitFor({ state: 'detached', ...WAIT });
  });

  it('asks before an admin deletes someone else’s photo or challenge entry; cancel keeps it', async () => {
    const author = await visitor();
    await signedIn(author, 'fotograf');
    const recipeId = await createRecipe(author, `Fotokuchen ${Date.now().toString(36)}`);
    const image = { name: 'kuchen.jpg', mimeType: 'image/jpeg', buffer: await jpeg() };
    const uploaded = await author.request.post(`/api/recipes/${recipeId}/user-images`, { multipart: { image } });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
    const photoId = ((await uploaded.json()) as { id: number }).id;
    const admin = await visitor();
    await signedInAdmin(admin);
    const challengeTitle = `Kuchenfotos ${Date.now().toString(36)}`;
    const created = await admin.request.post('/api/admin/challenges', {
      data: { title: challengeTitle, description: 'Zeig deinen Kuchen.', startDate: daysFromNow(-1), endDate: daysFromNow(7) },
    });
    const challengeId = ((await created.json()) as { id: number }).id;
    const entry = await author.request.post(`/api/challenges/${challengeId}/submit`, {
      multipart: { recipeId: String(recipeId), image },
    });
    expect(entry.status(), await entry.text()).toBe(200);
    const photoIds = async () => {
      const res = await admin.request.get(`/api/recipes/${recipeId}/user-images`);
      return ((await res.json()) as { id: number }[]).map((p) => p.id);
    };
    const entryCount = async () => {
      const res = await admin.request.get(`/api/challenges/${challengeId}`);
      return ((await res.json()) as { submissions: unknown[] }).submissions.length;
    };

    await admin.goto(`/recipe/${recipeId}`);
    await admin.getByRole('tab', { name: 'Community-Bilder' }).click();
    const gallery = admin.getByRole('list', { name: 'Community-Bilder' });
    await gallery.getByRole('button', { name: 'Löschen' }).click();
    const confirmPhoto = admin.getByRole('dialog', { name: 'Foto endgültig löschen?' });
    await confirmPhoto.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(confirmPhoto);
    expect(await photoIds()).toContain(photoId);
    await gallery.getByRole('button', { name: 'Löschen' }).click();
    await confirmPhoto.getByRole('button', { name: 'Endgültig löschen' }).click();
    await visible(toastRegion(admin).getByText('Bild gelöscht'));
    expect(await photoIds()).not.toContain(photoId);

    await admin.getByRole('tab', { name: 'Challenges' }).click();
    await admin.getByRole('button', { name: new RegExp(challengeTitle) }).click();
    const entries = admin.getByRole('list', { name: 'Einreichungen' });
    await entries.getByRole('button', { name: 'Löschen' }).click();
    const confirmEntry = admin.getByRole('dialog', { name: 'Challenge-Beitrag endgültig löschen?' });
    await confirmEntry.getByRole('button', { name: 'Abbrechen' }).click();
    await hidden(confirmEntry);
    expect(await entryCount()).toBe(1);
    await entries.getByRole('button', { name: 'Löschen' }).click();
    await confirmEntry.getByRole('button', { name: 'Endgültig löschen' }).click();
    await visible(toastRegion(admin).getByText('Beitrag gelöscht'));
    expect(await entryCount()).toBe(0);
  });

  it('shows every tab inside the window at 1280 px, each one clickable', async () => {
    const admin = await visitor();
    await signedInAdmin(admin);
    await admin.goto('/admin');
    const tabs = admin.getByRole('tablist', { name: 'Bereiche' }).getByRole('tab');
    await visible(admin.getByRole('tab', { name: /^Meldungen \(\d+\)$/ }));
    expect(await tabs.count()).toBe(7);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 1280, await tab.innerText()).toBe(true);
      await tab.click({ trial: true, timeout: 2000 });
      await tab.click();
      expect(await tab.getAttribute('aria-selected')).toBe('true');
    }
  });

  it('fits a 390 px phone on every tab: no sideways page, table rows as cards, badges beside titles', async () => {
    const admin = await visitor(PHONE);
    await signedInAdmin(admin);
    const longTitle = `Weihnachtsbäckerei mit Zimtsternen ${Date.now().toString(36)}`;
    const upcoming = await admin.request.post('/api/admin/challenges', {
      data: { title: longTitle, description: 'Bald geht es los.', startDate: daysFromNow(20), endDate: daysFromNow(40) },
    });
    expect(upcoming.status(), await upcoming.text()).toBe(200);
    await admin.goto('/admin');
    await visible(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    const pageOverflow = () => admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    /** Every action of the table is on screen, and nothing in it scrolls sideways. */
    const reachable = async (table: Locator) => {
      await visible(table.getByRole('button').first());
      for (const button of await table.getByRole('button').all()) {
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, await button.innerText()).toBe(true);
      }
      const sideways = await table.evaluate((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          if (node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflowX !== 'visible') return true;
        }
        return false;
      });
      expect(sideways).toBe(false);
    };
    /** The status badge sits beside or below the challenge's title, never on it. */
    const badgeBesideTitle = async () => {
      const item = admin.getByRole('list', { name: 'Challenges' }).getByRole('listitem').filter({ hasText: longTitle });
      const title = await item.getByText(longTitle, { exact: true }).boundingBox();
      const badge = await item.getByText('Bald verfügbar', { exact: true }).boundingBox();
      if (!title || !badge) throw new Error('Titel oder Status nicht sichtbar');
      const overlaps =
        badge.x < title.x + title.width &&
        title.x < badge.x + badge.width &&
        badge.y < title.y + title.height &&
        title.y < badge.y + badge.height;
      expect(overlaps).toBe(false);
      expect(title.x + title.width).toBeLessThanOrEqual(PHONE.width);
    };
    const tabs: Array<[RegExp, Locator]> = [
      [/^Benutzer/, admin.getByRole('table', { name: 'Benutzer' })],
      [/^Rezepte/, admin.getByRole('table', { name: 'Rezepte' })],
      [/^Analytics$/, admin.getByRole('region', { name: 'Meistgelikte Rezepte' })],
      [/^KI-Bilder$/, admin.getByRole('list', { name: 'Rezeptbilder' }).getByRole('listitem').first()],
      [/^Push-Benachrichtigungen$/, admin.getByRole('region', { name: 'Push-Benachrichtigung senden' })],
      [/^System$/, admin.getByRole('list', { name: 'Challenges' }).getByText(longTitle)],
      [/^Meldungen/, admin.getByText('Keine offenen Meldungen.').or(admin.getByRole('list', { name: 'Meldungen' }))],
    ];
    for (const [name, shown] of tabs) {
      await admin.getByRole('tab', { name }).click();
      await visible(shown);
      expect(await pageOverflow(), String(name)).toBeLessThanOrEqual(0);
      if (String(name).includes('Benutzer')) await reachable(admin.getByRole('table', { name: 'Benutzer' }));
      if (String(name).includes('Rezepte')) await reachable(admin.getByRole('table', { name: 'Rezepte' }));
      if (String(name).includes('System')) await badgeBesideTitle();
    }
  });
});
