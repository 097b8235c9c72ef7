import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe';
import { MOBILE, useBrowser } from './browser';
import { hidden, signedInMember, toasts, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PASSWORD = 'Spaetzle-mit-Soße-42';

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
/** Radix moves the focus between tabs a task later, so this waits for it. */
const focusOn = (page: Page, text: string | undefined) => expect.poll(() => focusedText(page), WAIT).toBe(text);
const hasFocus = (page: Page, name: string) =>
  page.getByRole('button', { name }).evaluate((element) => element === document.activeElement);

/**
 * Collects what a screen reader would speak from live regions: text added inside an element whose nearest aria-live
 * (or the implicit one of role status/alert) is not „off“, as „polite: …“ or „assertive: …“.
 */
async function listenToLiveRegions(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    const politeness = (start: Element | null) => {
      for (let el = start; el; el = el.parentElement) {
        const live = el.getAttribute('aria-live');
        if (live) return live;
        const role = el.getAttribute('role');
        if (role === 'alert') return 'assertive';
        if (role === 'status' || role === 'log') return 'polite';
      }
      return 'off';
    };
    new MutationObserver((records) => {
      const targets = new Set(
        records.map((record) => (record.target instanceof Element ? record.target : record.target.parentElement)),
      );
      for (const target of targets) {
        const live = politeness(target);
        const text = target?.textContent?.trim();
        if (live !== 'off' && text) heard.push(`${live}: ${text}`);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
    Object.assign(window, { heardFromLiveRegions: heard });
  });
  return () => page.evaluate(() => (window as unknown as { heardFromLiveRegions: string[] }).heardFromLiveRegions);
}

describe('UI primitives by keyboard and screen reader', () => {
  it('keeps focus in the drawer dialog, closes it on Escape and gives focus back to its button', async () => {
    const page = await visitor(MOBILE);
    await page.goto('/');
    const opener = page.getByRole('button', { name: 'Menü öffnen' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await visible(drawer);
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    // The page behind is hidden from screen readers while the dialog is open (live regions stay audible).
    expect(await opener.count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await hidden(drawer);
    expect(await hasFocus(page, 'Menü öffnen')).toBe(true);
  });

  it('moves through the account menu with the arrow keys, Home and End, and closes it on Escape and Tab', async () => {
    const page = await visitor();
    await signedInMember(page, PASSWORD);
    await page.goto('/');
    const trigger = page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ });
    const menu = page.getByRole('menu');
    // A member's / is rendered on the server: a key pressed on its header while React is still taking the page
    // over is not handled (React replays no key events), and a person who sees nothing happen presses again. A key
    // pressed between the hydration and its effects opens the menu with the focus on the list instead of its first
    // item (Radix notes the keyboard in an effect); that person presses again too.
    for (let attempt = 0; attempt < 10; attempt++) {
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const opened = await menu.waitFor({ state: 'visible', timeout: 1_500 }).then(
        () => true,
        () => false,
      );
      const onItem =
        opened &&
        (await menu.evaluate(
          (list) => document.activeElement?.getAttribute('role') === 'menuitem' && list.contains(document.activeElement),
        ));
      if (onItem) break;
      if (opened) {
        await page.keyboard.press('Escape');
        await hidden(menu);
      }
    }
    await visible(menu);
    const items = (await menu.getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
    expect(items.at(-1)).toBe('Abmelden');
    await focusOn(page, items[0]);
    await page.keyboard.press('ArrowDown');
    await focusOn(page, items[1]);
    await page.keyboard.press('End');
    await focusOn(page, 'Abmelden');
    await page.keyboard.press('ArrowDown');
    await focusOn(page, items[0]);
    await page.keyboard.press('ArrowUp');
    await focusOn(page, 'Abmelden');
    await page.keyboard.press('Home');
    await focusOn(page, items[0]);
    expect(await axeViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await hidden(menu);
    // Radix gives focus back when the menu's focus scope unmounts, a task after the menu is hidden.
    await expect.poll(() => trigger.evaluate((button) => button === document.activeElement), WAIT).toBe(true);
    await page.keyboard.press('Enter');
    await visible(menu);
    await page.keyboard.press('Tab');
    await hidden(menu);
    expect(await trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('switches tabs with the arrow keys, Home and End and shows the chosen panel', async () => {
    const page = await visitor();
    await page.goto('/auth');
    const login = page.getByRole('tab', { name: 'Anmelden' });
    const register = page.getByRole('tab', { name: 'Registrieren' });
    const panel = page.getByRole('tabpanel');
    await login.focus();
    const shown = async (name: 'Anmelden' | 'Registrieren') => {
      await focusOn(page, name);
      const tab = name === 'Anmelden' ? login : register;
      await expect.poll(() => tab.getAttribute('aria-selected'), WAIT).toBe('true');
      await expect.poll(() => panel.getAttribute('aria-labelledby'), WAIT).toBe(await tab.getAttribute('id'));
    };

    await page.keyboard.press('ArrowRight');
    await shown('Registrieren');
    await page.keyboard.press('ArrowRight');
    await shown('Anmelden');
    await page.keyboard.press('ArrowLeft');
    await shown('Registrieren');
    await page.keyboard.press('Home');
    await shown('Anmelden');
    await page.keyboard.press('End');
    await shown('Registrieren');
  });

  it('announces toasts through a live region, errors assertively and confirmations politely, once each', async () => {
    const page = await visitor();
    const username = await signedInMember(page, PASSWORD);
    await page.context().clearCookies();
    await page.goto('/auth');
    const heard = await listenToLiveRegions(page);
    await page.getByLabel('Benutzername', { exact: true }).fill(username);
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await visible(toasts(page).getByRole('alert').getByText('Anmeldung fehlgeschlagen'));
    await expect.poll(heard, WAIT).toContainEqual(expect.stringMatching(/^assertive: .*Anmeldung fehlgeschlagen/));

    await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await visible(toasts(page).getByText('Erfolgreich angemeldet'));
    await expect.poll(heard, WAIT).toContainEqual(expect.stringMatching(/^polite: .*Erfolgreich angemeldet/));
    const spoken = (await heard()).filter((line) => line.includes('Erfolgreich angemeldet'));
    expect(spoken).toHaveLength(1);

    // F8 reaches the toast, Escape on it dismisses it.
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    expect(await toasts(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(toasts(page).getByText('Erfolgreich angemeldet'));
  });
});
