import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './browser';

const baseUrl = inject('baseUrl');
const WAIT = { timeout: 15_000 };
const visitor = useBrowser(baseUrl);

describe('installable app', () => {
  it('links a German web manifest with 192, 512 and maskable icons and registers /sw.js for the whole site', async () => {
    const page = await visitor();
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = (await (await page.request.get(href ?? '')).json()) as {
      name: string;
      display: string;
      theme_color: string;
      icons: { sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Kochclip – Rezepte aus Kochvideos', display: 'standalone', theme_color: '#c9410b' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);

    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    const sw = await page.request.get('/sw.js');
    expect(sw.headers()['content-type']).toContain('javascript');
    expect(sw.headers()['cache-control']).toContain('max-age=0');
    expect(await sw.text()).toMatch(/"\/assets\/index-[\w-]+\.js"/);
  });

  it('offers installation when the browser fires beforeinstallprompt, and remembers a dismissal', async () => {
    const page = await visitor();
    await page.goto('/');
    const card = page.getByRole('complementary', { name: 'Kochclip als App installieren' });
    await page.evaluate(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(event, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'dismissed' }) });
      window.dispatchEvent(event);
    });
    await card.getByRole('button', { name: 'Installieren' }).waitFor(WAIT);
    // At the bottom of the page, above the footer: below the first screen, covering none of the page's content.
    const placed = await card.evaluate((el) => ({
      top: el.getBoundingClientRect().top + window.scrollY,
      screen: window.innerHeight,
      position: getComputedStyle(el).position,
      beforeFooter: el.nextElementSibling?.tagName,
    }));
    expect(placed.position).toBe('static');
    expect(placed.top).toBeGreaterThanOrEqual(placed.screen);
    expect(placed.beforeFooter).toBe('FOOTER');
    await card.getByRole('button', { name: 'Später' }).click();
    await card.waitFor({ state: 'hidden', ...WAIT });
    expect(await page.evaluate(() => localStorage.getItem('kochclip-install-dismissed'))).toBe('1');
  });

  it('keeps an offer the browser made before the page was drawn', async () => {
    const page = await visitor();
    // DOMContentLoaded comes right after the app's script ran, before React has drawn the page: the browser may
    // offer installation that early, once.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const event = new Event('beforeinstallprompt', { cancelable: true });
        Object.assign(event, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'accepted' }) });
        window.dispatchEvent(event);
        Object.assign(window, { offerWasTaken: event.defaultPrevented });
      });
    });
    await page.goto('/');
    const card = page.getByRole('complementary', { name: 'Kochclip als App installieren' });
    expect(await page.evaluate(() => (window as Window & { offerWasTaken?: boolean }).offerWasTaken)).toBe(true);
    await card.getByRole('button', { name: 'Installieren' }).click(WAIT);
    await card.waitFor({ state: 'hidden', ...WAIT });
  });
});
