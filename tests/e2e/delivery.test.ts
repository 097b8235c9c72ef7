import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { MOBILE, useBrowser } from './browser';
import { api, visible, WAIT } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);
const PASSWORD = 'Spaetzle-mit-Soße-42';
/**
 * A guard against regressions, not the issue's target of 100 KB: React 19's DOM renderer alone is 67 KB gzipped,
 * React Router about 15 KB, TanStack Query with the tRPC client about 20 KB, before any Kochclip code (measured
 * 127.9 KB with the German formatting, the dish illustrations and the page data; the phone drawer, the visitor's
 * login dialog, the desktop account menu and the toasts load on first use).
 */
const LANDING_JS_BUDGET = 130 * 1024;

/** Every request a page makes (also those its service worker makes), its console errors and its scripts. */
function watch(page: Page) {
  const hosts = new Set<string>();
  const errors: string[] = [];
  const scripts = new Map<string, Promise<Buffer>>();
  page.context().on('request', (request) => {
    if (!request.url().startsWith('data:')) hosts.add(new URL(request.url()).origin);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
  });
  return { hosts, errors, scripts };
}

async function firstRecipeId(): Promise<number> {
  const { recipes } = await api<{ recipes: { id: number }[] }>(baseUrl, '/recipes?limit=1&sort=popular');
  return recipes[0]?.id ?? 1;
}

describe('delivery to a visitor on a phone', () => {
  it('requests nothing from a third-party host on the landing page and a recipe page, and logs no error', async () => {
    const page = await visitor(MOBILE);
    const watched = watch(page);
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }).first());
    await page.waitForLoadState('networkidle');
    await page.goto(`/recipe/${await firstRecipeId()}`);
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    expect([...watched.hosts]).toEqual([baseUrl]);
    // A visitor is a normal state: no 401 from the session check, no Stripe.js errors.
    expect(watched.errors).toEqual([]);
  });

  it(`loads at most ${LANDING_JS_BUDGET / 1024} KB of JavaScript (gzipped) on the landing page`, async () => {
    const page = await visitor(MOBILE);
    const watched = watch(page);
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }).first());
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(
      [...watched.scripts].map(async ([url, body]) => [url, gzipSync(await body, { level: 9 }).length] as const),
    );
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    const files = sizes.map(([url, size]) => `${new URL(url).pathname} ${(size / 1024).toFixed(1)}`).join(', ');
    console.info(`Landing page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (${files})`);
    expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET);
  });

  it('fetches the recipe hero first: discoverable in the HTML, not lazy, high priority', async () => {
    const page = await visitor(MOBILE);
    const id = await firstRecipeId();
    const html = await (await page.request.get(`/recipe/${id}`)).text();
    expect(html).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high" \/>/);
    await page.goto(`/recipe/${id}`);
    const hero = page.locator('main img').first();
    await hero.waitFor(WAIT);
    expect(await hero.getAttribute('fetchpriority')).toBe('high');
    expect(await hero.getAttribute('loading')).not.toBe('lazy');
  });
});

describe("from the server's page to the app", () => {
  /** Counts the page-level spinner (the one that fills the page while a page loads) whenever it appears. */
  async function countPageSpinners(page: Page) {
    await page.addInitScript(() => {
      const seen = window as unknown as { pageSpinners: number };
      seen.pageSpinners = 0;
      new MutationObserver(() => {
        const spinner = document.querySelector('#root [role="status"][aria-label="Wird geladen"]');
        if (spinner?.parentElement?.classList.contains('min-h-[50dvh]')) seen.pageSpinners += 1;
      }).observe(document, { subtree: true, childList: true });
    });
    return () => page.evaluate(() => (window as unknown as { pageSpinners: number }).pageSpinners);
  }

  it.each([
    ['a recipe', () => firstRecipeId().then((id) => `/recipe/${id}`), null],
    ['a public profile', () => Promise.resolve('/u/anna'), 'social.publicProfile'],
    ['the recipe list', () => Promise.resolve('/recipes'), null],
    ['the community page', () => Promise.resolve('/community'), null],
  ])(
    "replaces the server's content of %s with the same page at once, without a spinner in between",
    async (_case, pathOf, notAskedAgain) => {
      const page = await visitor(MOBILE);
      const pageSpinners = await countPageSpinners(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith('/trpc/')) asked.push(...url.pathname.slice('/trpc/'.length).split(','));
      });
      const path = await pathOf();
      const html = await (await page.request.get(path)).text();
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? '';
      expect(title).not.toBe('');
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: title }));
      await page.waitForLoadState('networkidle');
      expect(await pageSpinners()).toBe(0);
      // The profile came with the page (a recipe is read again in the background, for the offline copy).
      if (notAskedAgain) expect(asked).not.toContain(notAskedAgain);
    },
  );
});

describe('the offline cache after logout', () => {
  it("never shows the previous member's view: log in, open a recipe, log out, go offline, open that recipe", async () => {
    const page = await visitor();
    const username = `offline_${Date.now().toString(36)}`;
    const registered = await page.request.post('/api/register', {
      data: { username, email: `${username}@example.de`, password: PASSWORD },
    });
    expect(registered.status()).toBe(200);
    const id = await firstRecipeId();

    await page.goto(`/recipe/${id}`);
    await page.evaluate(async () => navigator.serviceWorker.ready);
    // Controlled by the worker from here on, so the recipe's answers are kept for offline reading.
    await page.reload();
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    await visible(page.getByRole('banner').getByText(username, { exact: true }));
    expect(await page.evaluate(async () => (await (await caches.open('kochclip-recipes')).keys()).length)).toBeGreaterThan(0);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /Benutzermenü/ })
      .click();
    await page.getByRole('menuitem', { name: 'Abmelden' }).click();
    await visible(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }));

    await page.context().setOffline(true);
    try {
      await page.goto(`/recipe/${id}`);
      await visible(page.getByRole('banner').getByRole('link', { name: 'Anmelden', exact: true }));
      await page.waitForTimeout(1000);
      expect(await page.getByText(username).count()).toBe(0);
      const cached = await page.evaluate(async () => {
        const keys = await (await caches.open('kochclip-recipes')).keys();
        const bodies = await Promise.all(keys.map(async (key) => (await caches.match(key))?.text() ?? ''));
        return bodies.join('\n');
      });
      expect(cached).not.toContain(username);
    } finally {
      await page.context().setOffline(false);
    }
  });
});
