import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { useBrowser } from './browser';
import { api, atPath, hidden, signedInMember, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PASSWORD = 'Pfannkuchen-mit-Zimt-7';
const PHONE = { width: 390, height: 844 };

interface TApiList {
  id: number;
  items: { name: string; checked: boolean }[];
}

const signedIn = (page: Page) => signedInMember(page, PASSWORD);

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('household', () => {
  it('two members on 390 px phones share one shopping list and see each other’s check-off, offline and online', async () => {
    const anna = await visitor(PHONE, { hasTouch: true, isMobile: true });
    const ben = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(anna);
    const benName = await signedIn(ben);

    // Anna founds the household on /haushalt and invites Ben by username.
    await anna.goto('/haushalt');
    await anna.getByLabel('Name').fill('<b>Familie</b> Berger');
    await anna.getByRole('button', { name: 'Haushalt gründen' }).click();
    await visible(anna.getByTestId('household-name').getByText('<b>Familie</b> Berger'));
    await anna.getByPlaceholder('Benutzername').fill(benName);
    await anna.getByRole('button', { name: 'Einladen', exact: true }).click();
    await visible(anna.getByRole('list', { name: 'Offene Einladungen' }).getByText(benName));
    expect(await fitsWidth(anna)).toBe(true);
    expect(await axeViolations(anna)).toEqual([]);

    // Ben accepts from the user menu's page, bringing nothing of his own.
    await ben.goto('/haushalt');
    await ben.getByLabel(/Meinen Wochenplan, meine Einkaufslisten/).uncheck();
    await ben.getByRole('button', { name: 'Beitreten' }).click();
    await visible(ben.getByTestId('household-name'));
    await visible(ben.getByRole('heading', { name: /Mitglieder \(2 von 2\)/ }));
    expect(await fitsWidth(ben)).toBe(true);
    expect(await axeViolations(ben)).toEqual([]);

    // Anna's list is the household's: Ben's list page opens it, as it opens a member's only list.
    const { recipes } = await api<{ recipes: { id: number; title: string }[] }>(baseUrl, '/recipes?search=Pfannkuchen&limit=10');
    const pancakes = recipes.find((r) => r.title === 'Pfannkuchen');
    if (!pancakes) throw new Error('Demo-Rezept „Pfannkuchen“ fehlt.');
    const list = (await (
      await anna.request.post('/api/shopping-lists', { data: { title: 'Wocheneinkauf' } })
    ).json()) as TApiList;
    await anna.request.post(`/api/shopping-lists/${list.id}/recipes`, { data: { recipeId: pancakes.id } });
    await ben.goto('/einkaufsliste');
    await atPath(ben, `/einkaufsliste/${list.id}`);
    await anna.goto(`/einkaufsliste/${list.id}`);
    const benMilk = ben.getByRole('checkbox', { name: '500 ml Milch' });
    const annaMilk = anna.getByRole('checkbox', { name: '500 ml Milch' });
    await visible(benMilk);
    await visible(annaMilk);
    await ben.evaluate(async () => navigator.serviceWorker.ready);

    // Ben ticks off offline in the shop; Anna sees it once he is back online.
    await ben.context().setOffline(true);
    await benMilk.check();
    await visible(ben.getByTestId('sync-status').getByText('Offline – 1 Änderung wartet auf die Verbindung'));
    const before = (await (await anna.request.get(`/api/shopping-lists/${list.id}`)).json()) as TApiList;
    expect(before.items.find((i) => i.name === 'Milch')?.checked).toBe(false);
    await ben.context().setOffline(false);
    await visible(ben.getByTestId('sync-status').getByText('Alles gespeichert'));
    await annaMilk.and(anna.locator(':checked')).waitFor(WAIT);

    // And the other way round, online.
    await anna.getByRole('checkbox', { name: '1 EL Zucker' }).check();
    await ben.getByRole('checkbox', { name: '1 EL Zucker' }).and(ben.locator(':checked')).waitFor(WAIT);
    expect(await fitsWidth(ben)).toBe(true);
  });

  it('joins by a link on a 390 px phone, bringing the own list in, and says so in German when the link is revoked', async () => {
    const anna = await visitor(PHONE, { hasTouch: true, isMobile: true });
    const ben = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(anna);
    await signedIn(ben);
    const bens = (await (await ben.request.post('/api/shopping-lists', { data: { title: 'Bens Vorräte' } })).json()) as TApiList;

    await anna.goto('/haushalt');
    await anna.getByLabel('Name').fill('WG Sonnenallee');
    await anna.getByRole('button', { name: 'Haushalt gründen' }).click();
    await anna.getByRole('button', { name: 'Einladungslink erzeugen' }).click();
    const link = await anna.getByTestId('household-link').textContent();
    if (!link) throw new Error('kein Link');
    expect(await fitsWidth(anna)).toBe(true);

    // A second link, revoked at once: the page says why.
    await anna.getByRole('button', { name: 'Einladungslink erzeugen' }).click();
    await anna
      .getByTestId('household-link')
      .getByText(link)
      .waitFor({ state: 'detached', ...WAIT });
    const revoked = await anna.getByTestId('household-link').textContent();
    const open = anna.getByRole('list', { name: 'Offene Einladungen' }).getByRole('button', { name: 'Zurückziehen' });
    await visible(open.nth(1));
    await open.nth(1).click();
    await hidden(open.nth(1));
    const carl = await visitor(PHONE, { hasTouch: true, isMobile: true });
    await signedIn(carl);
    await carl.goto(new URL(revoked ?? '').pathname);
    await visible(carl.getByRole('alert').getByText('Diese Einladung wurde zurückgezogen. Bitte um eine neue.'));

    await ben.goto(new URL(link).pathname);
    await visible(ben.getByRole('heading', { name: 'Einladung in „WG Sonnenallee“' }));
    expect(await ben.getByLabel(/Meinen Wochenplan, meine Einkaufslisten/).isChecked()).toBe(true);
    expect(await fitsWidth(ben)).toBe(true);
    await ben.getByRole('button', { name: 'Beitreten' }).click();
    await atPath(ben, '/haushalt');
    await visible(ben.getByTestId('household-name').getByText('WG Sonnenallee'));
    // Ben's list is the household's now.
    expect((await anna.request.get(`/api/shopping-lists/${bens.id}`)).status()).toBe(200);
  });
});
