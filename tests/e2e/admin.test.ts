import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, useBrowser } from './browser';

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
const toastRegion = (page: Page) => page.getByRole('region', { name: 'Benachrichtigungen (F8)' });
const atPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path, WAIT);

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
    await editDialog.getByRole('button', { name: 'Deaktivieren' }).click();
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

    // Analytics: charts per day and the top lists.
    await admin.getByRole('tab', { name: 'Analytics' }).click();
    await visible(admin.getByRole('img', { name: 'Neue Mitglieder je Tag' }));
    await visible(admin.getByRole('img', { name: 'Aufrufe je Tag' }));
    await visible(admin.getByRole('region', { name: 'Meistgesehene Rezepte' }));
    await visible(admin.getByRole('region', { name: 'Meistgelikte Rezepte' }));

    // KI-Bilder: statistics, the first ten recipes, migration and a backup.
    await admin.getByRole('tab', { name: 'KI-Bilder' }).click();
    await visible(admin.getByText('Kein Bildmodell eingerichtet', { exact: false }));
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
    await admin.getByLabel('Ende').fill('2099-12-31');
    await admin.getByRole('button', { name: 'Challenge anlegen' }).click();
    await visible(toastRegion(admin).getByText('Challenge angelegt'));
    const challenge = admin.getByRole('list', { name: 'Challenges' }).getByRole('listitem').filter({ hasText: challengeTitle });
    await visible(challenge.getByText('Aktiv'));
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
    await item.getByRole('button', { name: 'Inhalt löschen' }).click();
    await visible(toastRegion(admin).getByText('Inhalt gelöscht.'));

    await admin.goto(`/recipe/${recipeId}`);
    await admin.getByRole('tab', { name: 'Kommentare' }).click();
    const other = admin.getByTestId(`comment-${((await second.json()) as { id: number }).id}`);
    await visible(other.getByText('Noch ein Kommentar'));
    expect(await admin.getByText('Gemeiner Kommentar').count()).toBe(0);
    await other.getByRole('button', { name: 'Löschen' }).click();
    await visible(toastRegion(admin).getByText(/Kommentar gelöscht/));
    await admin.getByText('Noch ein Kommentar').waitFor({ state: 'detached', ...WAIT });
  });

  it('is usable at 375 px: the page never scrolls sideways, tables scroll inside', async () => {
    const admin = await visitor(MOBILE);
    await signedInAdmin(admin);
    await admin.goto('/admin');
    await visible(admin.getByRole('heading', { level: 1, name: 'Admin Dashboard' }));
    await visible(admin.getByRole('table', { name: 'Benutzer' }));
    const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await admin.getByRole('tab', { name: 'System' }).click();
    await visible(admin.getByRole('list', { name: 'Dienste' }).getByText('Online'));
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
