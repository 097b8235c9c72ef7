import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { ROUTE_MANIFEST, type TServerRouteId } from '@kochclip/core';
import { DESKTOP, MOBILE, useBrowser } from './browser';
import { api, signedInMember, visible } from './recipe-support';

const baseUrl = inject('baseUrl');
const visitor = useBrowser(baseUrl);

/**
 * What goes wrong when the browser takes over the server's page: React's errors (a hydration mismatch is a
 * recoverable error React reports; #418 and its kin in the production build), any console error, and whether
 * the server's heading is still the element on screen (else React threw the server's markup away and drew the
 * page anew: a flash).
 */
async function watchHydration(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const flags = window as unknown as { serverHeading: Element | null };
    flags.serverHeading = null;
    // Parsed, before any module script runs: the heading the server sent.
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') flags.serverHeading = document.querySelector('#root h1');
    });
  });
  return {
    errors,
    /** The server sent a heading, and after hydration it is still the same element (not drawn anew). */
    serverHeadingKept: () =>
      page.evaluate(() => {
        const sent = (window as unknown as { serverHeading: Element | null }).serverHeading;
        return sent !== null && sent === document.querySelector('#root h1');
      }),
  };
}

/** Resolves once React has hydrated the root (its fiber is on the server's heading). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const heading = document.querySelector('#root h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
  });

/**
 * Opens the server's page while the app's code is held back (a slow phone); the returned function lets it arrive.
 * The frame's own goto: the page's (browser.ts) waits for the hydration this holds back.
 */
async function openWithCodeHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const codeHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.mainFrame().goto(`${baseUrl}${path}`, { waitUntil: 'commit' });
  return release;
}

async function firstRecipe(): Promise<{ id: number; title: string }> {
  const { recipes } = await api<{ recipes: { id: number; title: string }[] }>(baseUrl, '/recipes?limit=1&sort=popular');
  const recipe = recipes[0];
  if (!recipe) throw new Error('Kein Demo-Rezept.');
  return recipe;
}

describe("public pages rendered on the server by the app's own components", () => {
  it('sends a recipe page whose content, JSON-LD and cache come from the app before any script runs', async () => {
    const recipe = await firstRecipe();
    const html = await (await fetch(`${baseUrl}/recipe/${recipe.id}`)).text();
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/<h1[^>]*>[^<]*<\/h1>/);
    expect(root).toContain('<script type="application/ld+json">');
    expect(html).toContain('"queries":');
  });

  for (const [name, viewport] of [
    ['a phone', MOBILE],
    ['a desktop', DESKTOP],
  ] as const) {
    it(`hydrates a recipe page on ${name} without a mismatch and without drawing it anew`, async () => {
      const recipe = await firstRecipe();
      const page = await visitor(viewport);
      const watched = await watchHydration(page);
      await page.goto(`/recipe/${recipe.id}`);
      await hydrated(page);
      await visible(page.getByRole('heading', { level: 1, name: recipe.title }));
      await page.waitForLoadState('networkidle');
      expect(watched.errors).toEqual([]);
      expect(await watched.serverHeadingKept()).toBe(true);
    });
  }

  /** A page of each route the manifest has the server render, with the heading it shows (null: any heading). */
  const samples: Record<TServerRouteId, () => Promise<{ path: string; heading: string | null }>> = {
    home: () => Promise.resolve({ path: '/', heading: 'Aus Kochvideos werden Rezepte' }),
    recipes: () => Promise.resolve({ path: '/recipes?sort=popular', heading: 'Alle Rezepte' }),
    community: () => Promise.resolve({ path: '/community', heading: 'Community' }),
    recipe: async () => {
      const recipe = await firstRecipe();
      return { path: `/recipe/${recipe.id}`, heading: recipe.title };
    },
    memberProfile: () => Promise.resolve({ path: '/u/anna', heading: null }),
    memberShortcut: () => Promise.resolve({ path: '/anna', heading: null }),
    cookbook: async () => {
      const owner = await visitor(DESKTOP);
      await signedInMember(owner, 'Kochbuch-fuer-alle-7');
      const created = await owner.request.post('/api/cookbooks', { data: { title: 'Sonntagsessen', isPrivate: false } });
      expect(created.status()).toBe(200);
      const { id } = (await created.json()) as { id: number };
      return { path: `/cookbooks/${id}`, heading: 'Sonntagsessen' };
    },
    challenges: () => Promise.resolve({ path: '/challenges', heading: 'Challenges' }),
    challenge: async () => {
      const running = (await (await fetch(`${baseUrl}/api/challenges?active=true`)).json()) as { id: number; title: string }[];
      const first = running[0];
      if (!first) throw new Error('Die Demodaten haben keine laufende Challenge.');
      return { path: `/challenges/${first.id}`, heading: first.title };
    },
    impressum: () => Promise.resolve({ path: '/impressum', heading: 'Impressum' }),
    datenschutz: () => Promise.resolve({ path: '/datenschutz', heading: 'Datenschutzerklärung' }),
  };

  for (const route of ROUTE_MANIFEST.filter((entry) => 'serverRender' in entry)) {
    it(`hydrates the ${route.id} page (/${route.path}) the server rendered, without a mismatch and without drawing it anew`, async () => {
      const { path, heading } = await samples[route.id]();
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const sentHeading = /<div id="root">[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '');
      expect(sentHeading).toBeTruthy();
      if (heading) expect(sentHeading).toBe(heading.replaceAll('&', '&amp;'));
      const page = await visitor(MOBILE);
      const watched = await watchHydration(page);
      await page.goto(path);
      await hydrated(page);
      if (heading) await visible(page.getByRole('heading', { level: 1, name: heading, exact: true }));
      await page.waitForLoadState('networkidle');
      expect(watched.errors).toEqual([]);
      expect(await watched.serverHeadingKept()).toBe(true);
    });
  }

  it('hydrates a recipe page for a signed-in member (header and full recipe from the server)', async () => {
    const recipe = await firstRecipe();
    const page = await visitor(DESKTOP);
    await signedInMember(page, 'Spaetzle-mit-Soße-42');
    const watched = await watchHydration(page);
    await page.goto(`/recipe/${recipe.id}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(watched.errors).toEqual([]);
    expect(await watched.serverHeadingKept()).toBe(true);
  });

  it("hydrates a member's / (the creator) on a phone, loading the creator's code and not the landing page's", async () => {
    const page = await visitor(MOBILE);
    await signedInMember(page, 'Kochfreundin-am-Abend-3');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const html = await (await page.request.get('/')).text();
    expect(/<div id="root">[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]).toBe('Rezept erstellen');
    const watched = await watchHydration(page);
    await page.goto('/');
    await hydrated(page);
    await visible(page.getByRole('heading', { level: 1, name: 'Rezept erstellen' }));
    await page.waitForLoadState('networkidle');
    expect(watched.errors).toEqual([]);
    expect(await watched.serverHeadingKept()).toBe(true);
    expect(scripts.some((script) => /\/landing-[\w-]+\.js$/.test(script))).toBe(false);
  });

  it("keeps a tap on the server's page from before the app took it over and carries it out afterwards", async () => {
    const recipe = await firstRecipe();
    const page = await visitor(MOBILE);
    const watched = await watchHydration(page);
    // A slow phone: the app's code arrives only after the cook has tapped „Gefällt mir“ on the page the server sent.
    const release = await openWithCodeHeld(page, `/recipe/${recipe.id}`);
    const like = page.getByRole('button', { name: /^Gefällt mir/ });
    await visible(like);
    await like.click();
    await like.click();
    expect(new URL(page.url()).pathname).toBe(`/recipe/${recipe.id}`);
    release();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === `/recipe/${recipe.id}`, {
      timeout: 15_000,
    });
    expect(watched.errors).toEqual([]);
  });

  it("opens a member's account menu tapped before the app took the page over (a trigger that acts on the press)", async () => {
    const page = await visitor(DESKTOP);
    await signedInMember(page, 'Kochfreundin-am-Abend-3');
    const watched = await watchHydration(page);
    const release = await openWithCodeHeld(page, '/');
    const trigger = page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ });
    await visible(trigger);
    await trigger.click();
    expect(await page.getByRole('menu').count()).toBe(0);
    release();
    await visible(page.getByRole('menu'));
    expect(await page.getByRole('menuitem', { name: 'Abmelden' }).count()).toBe(1);
    expect(watched.errors).toEqual([]);
  });

  it('hydrates a recipe page with fresh ratings on a phone whose clock is hours ahead of the server', async () => {
    const recipe = await firstRecipe();
    const page = await visitor(MOBILE);
    await signedInMember(page, 'Uhrzeit-auf-dem-Handy-7');
    expect((await page.request.post(`/api/recipes/${recipe.id}/ratings`, { data: { rating: 5 } })).status()).toBe(200);
    // The server writes „gerade eben“; the phone, three hours ahead, would write „vor 3 Stunden“.
    await page.clock.setFixedTime(new Date(Date.now() + 3 * 3600_000));
    const html = await (await page.request.get(`/recipe/${recipe.id}`)).text();
    expect(html).toContain('gerade eben');
    const watched = await watchHydration(page);
    await page.goto(`/recipe/${recipe.id}`);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(watched.errors).toEqual([]);
    expect(await watched.serverHeadingKept()).toBe(true);
  });
});
