import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 15_000 };
const SLOW = { timeout: 45_000 };
const visitor = useBrowser(baseUrl);

/**
 * CSP violations of a page (the browser's console errors and the page's violation events), collected from before
 * its first request, and its uncaught script errors. A visitor's 401 from /api/user is not among them.
 */
async function watched(page: Page): Promise<{ errors: string[] }> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|CSP-Verstoß/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP-Verstoß: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return { errors };
}

describe('Content-Security-Policy in a real browser', () => {
  it('loads the home page and a recipe page with its JSON-LD without any violation', async () => {
    const page = await visitor();
    const { errors } = await watched(page);
    const home = await page.goto('/');
    expect(home?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page
      .getByRole('link', { name: /Klassische Lasagne/ })
      .first()
      .waitFor(WAIT);

    await page.goto('/recipe/1');
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Recipe' });
    expect(errors).toEqual([]);
  });

  it('validates forms with the shared rules without any violation (sign-in, new password, settings)', async () => {
    const page = await visitor();
    const { errors } = await watched(page);
    await page.goto('/passwort-zuruecksetzen?token=abc');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('kurz');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.goto('/auth');
    await page.getByRole('form', { name: 'Anmelden' }).getByRole('button', { name: 'Anmelden' }).click();
    expect((await page.request.post('/api/login', { data: { username: 'max', password: 'kochclip-demo' } })).status()).toBe(200);
    await page.goto('/settings');
    await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
    expect(errors).toEqual([]);
  });

  it('locks the page behind the phone menu and a dialog without any violation (Radix UI’s style element)', async () => {
    const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);
    const phone = await visitor({ width: 375, height: 740 }, { hasTouch: true, isMobile: true });
    const onPhone = await watched(phone);
    expect((await phone.request.post('/api/login', { data: { username: 'max', password: 'kochclip-demo' } })).status()).toBe(200);
    await phone.goto('/recipes');
    await phone.getByRole('button', { name: 'Menü öffnen' }).click();
    await phone.getByRole('dialog').getByRole('navigation', { name: 'Hauptnavigation' }).waitFor(WAIT);
    expect(await bodyOverflow(phone)).toBe('hidden');
    await phone.keyboard.press('Escape');
    await phone.getByRole('dialog').waitFor({ state: 'detached', ...WAIT });
    expect(await bodyOverflow(phone)).not.toBe('hidden');
    expect(onPhone.errors).toEqual([]);

    const desktop = await visitor();
    const onDesktop = await watched(desktop);
    expect((await desktop.request.post('/api/login', { data: { username: 'max', password: 'kochclip-demo' } })).status()).toBe(
      200,
    );
    await desktop.goto('/recipe/1');
    await desktop.getByRole('button', { name: 'In den Wochenplan' }).click();
    await desktop.getByRole('dialog', { name: 'In den Wochenplan' }).waitFor(WAIT);
    expect(await bodyOverflow(desktop)).toBe('hidden');
    expect(onDesktop.errors).toEqual([]);
  });

  it('shows the Swagger UI of /api/docs without any violation', async () => {
    const page = await visitor();
    const { errors } = await watched(page);
    const docs = await page.goto('/api/docs');
    expect(docs?.headers()['content-security-policy']).toContain("script-src 'self'");
    // Swagger UI renders the whole document at once, which takes a while on a busy machine.
    await page.locator('.swagger-ui .info .title').waitFor(SLOW);
    await page.locator('.opblock').first().waitFor(SLOW);
    expect(errors).toEqual([]);
  });
});
