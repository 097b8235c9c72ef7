import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '@kochclip/core';
import { challenges, recipes, users } from '@kochclip/db/schema';
import type { TSignedUp } from '../support/members';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp } from '../support/members';
import { groupedRecipe } from '../support/grouped-recipe';
import { startTestServer, type TTestServer } from '../support/server';
import { recipeViews } from '../support/views';
import { cspNonceOf, withoutCspNonce } from '../support/app-page';

/** Vite's index.html as the build writes it: the server fills in title, description, head tags and #root. */
const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Kochclip verwandelt Kochvideos in Rezepte."
    />
    <title>Kochclip – Rezepte aus Kochvideos</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const ORIGIN = 'https://kochclip.example';
/** The web app's server entry as `npm run build` writes it: the pages are the app's own components. */
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js');
const HOSTILE = 'Würzig </script><script>alert(1)</script> & "scharf" $& $\'';

let database: TIsolatedDb;
let webDist: string;
let server: TTestServer;
let indexed: TTestServer;
let member: TSignedUp;
let recipeId: number;
let bareRecipeId: number;

beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error('web/dist-ssr fehlt: zuerst `npm run build` ausführen.');
  database = await isolatedDatabase('kochclip_public_pages');
  webDist = await mkdtemp(path.join(tmpdir(), 'kochclip-pages-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  server = await startTestServer(
    {},
    {
      database: database.handle,
      webDistDir: webDist,
      webServerEntry: SERVER_ENTRY,
      publicOrigin: ORIGIN,
      // The deadline has its own tests (server-rendering.test.ts); a loaded test machine must not hit it here.
      serverRenderTimeoutMs: 30_000,
    },
  );
  indexed = await startTestServer(
    {},
    {
      database: database.handle,
      webDistDir: webDist,
      webServerEntry: SERVER_ENTRY,
      publicOrigin: ORIGIN,
      sitemapUrlsPerFile: 2,
      serverRenderTimeoutMs: 30_000,
    },
  );
  member = await signUp(server.url, 'seitenkoch');
  await database.handle.db.update(users).set({ firstName: 'Jana', bio: 'Ich koche gern scharf.' }).where(eq(users.id, member.id));
  const [shakshuka] = await database.handle.db
    .insert(recipes)
    .values({
      title: 'Shakshuka',
      description: HOSTILE,
      source: 'prompt',
      imageUrl: '/media/recipe-shakshuka.webp',
      thumbnailUrl: '/media/recipe-shakshuka-thumb.webp',
      duration: 30,
      servings: 2,
      category: 'Frühstück',
      createdById: member.id,
      ingredients: [
        // Stored in the singular as the demo recipes have it; every surface says '4 Eier'.
        { name: 'Ei', amount: '4', unit: '' },
        { name: 'Tomaten', amount: '400', unit: 'g' },
      ],
      instructions: [
        { step: 'Tomaten einkochen.' },
        { step: 'Eier hineingleiten lassen.' },
        { step: 'Mit Petersilie servieren.' },
      ],
    })
    .returning({ id: recipes.id });
  const [bare] = await database.handle.db
    .insert(recipes)
    .values({ title: 'Brot ohne Bild', source: 'prompt', createdById: member.id })
    .returning({ id: recipes.id });
  recipeId = shakshuka?.id ?? 0;
  bareRecipeId = bare?.id ?? 0;
});
afterAll(async () => {
  await Promise.all([server?.close(), indexed?.close()]);
  await database?.drop();
  await rm(webDist, { recursive: true, force: true });
});

/** The page as a crawler gets it: one plain GET, no script runs. */
async function page(pathname: string, base = server.url) {
  const res = await fetch(`${base}${pathname}`, { redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];
const rootContent = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
/** What a reader sees of the page's content: its text without tags and data blocks, spaces collapsed. */
const visibleText = (html: string) =>
  rootContent(html)
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&amp;', '&')
    .replace(/[\s\u00a0]+/g, ' ');

describe('a recipe page before JavaScript', () => {
  it('has the title, description, canonical URL, Open Graph and Twitter tags with the picture, and the hero preload', async () => {
    const res = await page(`/recipe/${recipeId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.html.match(/<title>/g)).toHaveLength(1);
    expect(res.html).toContain('<title>Shakshuka – Kochclip</title>');
    expect(res.html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(res.html, 'description')).toContain('Würzig');
    expect(res.html).toContain(`<link rel="canonical" href="${ORIGIN}/recipe/${recipeId}" />`);
    expect(metaContent(res.html, 'og:title')).toBe('Shakshuka – Kochclip');
    expect(metaContent(res.html, 'og:type')).toBe('article');
    expect(metaContent(res.html, 'og:url')).toBe(`${ORIGIN}/recipe/${recipeId}`);
    // The share card (tests/api/share-images.test.ts), which every link preview shows.
    const shareCard = metaContent(res.html, 'og:image');
    expect(shareCard).toMatch(new RegExp(`^${ORIGIN}/media/share-recipe-${recipeId}-[0-9a-z]+\\.jpg$`));
    expect(metaContent(res.html, 'og:image:width')).toBe('1200');
    expect(metaContent(res.html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(res.html, 'twitter:image')).toBe(shareCard);
    expect(res.html).toContain('<link rel="preload" as="image" href="/media/recipe-shakshuka.webp" fetchpriority="high" />');
    // The app's script stays, so React takes over the page.
    expect(res.html).toContain('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>');
  });

  it('shows the recipe in the first response and carries the schema.org Recipe JSON-LD', async () => {
    const { html } = await page(`/recipe/${recipeId}`);
    const root = rootContent(html);
    expect(root).toContain('>Shakshuka</h1>');
    expect(root).toMatch(/<img src="\/media\/recipe-shakshuka.webp" alt="Foto: Shakshuka" loading="eager" fetchPriority="high"/);
    const text = visibleText(html);
    expect(text).toContain(' 4 Eier ');
    expect(text).toContain(' 400 g Tomaten ');
    expect(text).toContain(' Tomaten einkochen. ');
    expect(root).toContain(`href="/${member.username}"`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Shakshuka',
      description: HOSTILE,
      url: `${ORIGIN}/recipe/${recipeId}`,
      image: [`${ORIGIN}/media/recipe-shakshuka.webp`, metaContent(html, 'og:image')],
      recipeYield: '2 Portionen',
      totalTime: 'PT30M',
      recipeIngredient: ['4 Eier', '400 g Tomaten'],
      author: { '@type': 'Person', name: 'Jana' },
    });
  });

  it('shows ingredient and step group titles, notes and „(optional)“, steps numbered through the recipe', async () => {
    const created = await member.http.post('/api/recipes', groupedRecipe());
    expect(created.status, created.text).toBe(200);
    const id = created.json.id as number;
    const res = await member.http.get(`/recipe/${id}`);
    // The sitemap tests below count this file's recipes.
    expect((await member.http.request('DELETE', `/api/recipes/${id}`)).status).toBe(200);
    const root = rootContent(res.text);
    const text = visibleText(res.text);
    expect(root).toMatch(/<h3[^>]*>Für den Teig<\/h3>/);
    expect(root).toContain('>Für den Belag</h3>');
    expect(text).toContain(' 200 g Mehl , gesiebt ');
    expect(text).toContain(' 4 Zwiebeln , in Ringen ');
    expect(text).toMatch(/ 1 TL Kümmel .*optional/);
    expect(root).toMatch(/>Teig<\/h3><ol start="1"/);
    expect(root).toMatch(/>Belag<\/h3><ol start="3"/);
    const order = ['Für den Teig', 'Mehl', 'Für den Belag', 'Kümmel', '>Teig</h3>', '>Belag</h3>', 'Bei 200'];
    const markup = root.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(order.map((part) => markup.indexOf(part))).toEqual(order.map((part) => markup.indexOf(part)).sort((a, b) => a - b));
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '{}') as {
      recipeIngredient: string[];
      recipeInstructions: { '@type': string; name?: string }[];
    };
    expect(jsonLd.recipeIngredient).toEqual([
      '200 g Mehl, gesiebt',
      '1 Würfel Hefe',
      '4 Zwiebeln, in Ringen',
      '1 TL Kümmel (optional)',
    ]);
    expect(jsonLd.recipeInstructions.map((entry) => [entry['@type'], entry.name])).toEqual([
      ['HowToSection', 'Teig'],
      ['HowToSection', 'Belag'],
    ]);
  });

  it('never lets a recipe text close a tag or run a script', async () => {
    const { html } = await page(`/recipe/${recipeId}`);
    expect(html).not.toContain('<script>alert(1)</script>');
    // The app's module, the early-taps script (core's EARLY_TAPS_SCRIPT), the page data and the JSON-LD: no other.
    expect(html.match(/<script/g)).toHaveLength(4);
    expect(html.match(/<\/script>/g)).toHaveLength(4);
    expect(html).toContain(`<script>${EARLY_TAPS_SCRIPT}</script>`);
    expect(html).toContain('Würzig &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;scharf&quot; $&amp; $&#39;');
  });

  it('shows a visitor the preview and a member the whole recipe, each as the app then shows it', async () => {
    const visitor = visibleText((await page(`/recipe/${recipeId}`)).html);
    expect(visitor).toContain(' Eier hineingleiten lassen. ');
    expect(visitor).not.toContain('Mit Petersilie servieren.');
    const res = await member.http.get(`/recipe/${recipeId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    expect(visibleText(res.text)).toContain(' Mit Petersilie servieren. ');
  });

  it('hands the app the cache it rendered from, for the reader who asked, and none on the 404 page', async () => {
    const pageData = (html: string) =>
      JSON.parse(/<script type="application\/json" id="kochclip-page-data">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null') as {
        route: string;
        queries: { queries: { queryKey: [string[], { input?: unknown }]; state: { data: unknown } }[] };
      } | null;
    const answer = (data: ReturnType<typeof pageData>, procedure: string) =>
      data?.queries.queries.find((query) => query.queryKey[0].join('.') === procedure)?.state.data;
    const forVisitor = pageData((await page(`/recipe/${recipeId}`)).html);
    expect(forVisitor?.route).toBe('recipe');
    expect(answer(forVisitor, 'auth.me')).toBeNull();
    expect(answer(forVisitor, 'recipes.get')).toMatchObject({ id: recipeId, description: HOSTILE, instructions: { length: 2 } });
    const forMember = pageData((await member.http.get(`/recipe/${recipeId}`)).text);
    expect(answer(forMember, 'auth.me')).toMatchObject({ username: member.username });
    expect(answer(forMember, 'recipes.get')).toMatchObject({ id: recipeId, instructions: { length: 3 } });
    const profile = pageData((await page(`/u/${member.username.toUpperCase()}`)).html);
    expect(profile?.route).toBe('memberProfile');
    expect(answer(profile, 'social.publicProfile')).toMatchObject({ username: member.username });
    expect(pageData((await page('/recipes')).html)?.route).toBe('recipes');
    expect(pageData((await page('/')).html)?.route).toBe('home');
    expect(pageData((await page('/recipe/999999999')).html)).toBeNull();
  });

  it("counts one view for the page and the app's request for the recipe, for visitors and members alike", async () => {
    const views = () => recipeViews(database.handle.db, bareRecipeId);
    const before = await views();
    await page(`/recipe/${bareRecipeId}`);
    await fetch(`${server.url}/api/recipes/${bareRecipeId}`);
    expect(await views()).toBe(before + 1);
    await member.http.get(`/recipe/${bareRecipeId}`);
    await member.http.get(`/api/recipes/${bareRecipeId}`);
    expect(await views()).toBe(before + 2);
  });

  it('gives a recipe without a picture the share card of its illustration and preloads nothing', async () => {
    const { status, html } = await page(`/recipe/${bareRecipeId}`);
    expect(status).toBe(200);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/share-recipe-${bareRecipeId}-[0-9a-z]+\\.jpg$`));
    expect(html).not.toContain('rel="preload"');
    expect(metaContent(html, 'description')).toBe('Brot ohne Bild: Rezept mit Zutaten und Zubereitung auf Kochclip.');
  });
});

describe('a recipe of a deactivated member', () => {
  it('names „Gesperrtes Mitglied“ without a link or the member’s name on the page, in the JSON-LD and in the API', async () => {
    const suspended = await signUp(server.url, 'gesperrt');
    await database.handle.db.update(users).set({ firstName: 'Siegfried' }).where(eq(users.id, suspended.id));
    const [row] = await database.handle.db
      .insert(recipes)
      .values({ title: 'Linsensuppe vom Gesperrten', source: 'prompt', createdById: suspended.id })
      .returning({ id: recipes.id });
    const id = row?.id ?? 0;
    await database.handle.db.update(users).set({ isActive: false }).where(eq(users.id, suspended.id));

    expect((await page(`/u/${suspended.username}`)).status).toBe(404);
    const { status, html } = await page(`/recipe/${id}`);
    expect(status).toBe(200);
    expect(rootContent(html)).toContain('von <span class="font-semibold">Gesperrtes Mitglied</span>');
    for (const leak of [suspended.username, 'Siegfried']) expect(html).not.toContain(leak);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as object;
    expect(jsonLd).not.toHaveProperty('author');

    const detail = await fetch(`${server.url}/api/recipes/${id}`);
    const body = await detail.text();
    expect(JSON.parse(body)).toMatchObject({ createdBy: null, creatorSuspended: true, creatorDeleted: false });
    const list = await (
      await fetch(`${server.url}/api/recipes?search=${encodeURIComponent('Linsensuppe vom Gesperrten')}`)
    ).text();
    expect(JSON.parse(list)).toMatchObject({ recipes: [{ id, createdBy: null, creatorSuspended: true }] });
    for (const leak of [suspended.username, 'Siegfried']) expect(body + list).not.toContain(leak);
    // The recipe of an active member is linked as before.
    expect(JSON.parse(await (await fetch(`${server.url}/api/recipes/${recipeId}`)).text())).toMatchObject({
      createdBy: { username: member.username },
      creatorSuspended: false,
    });
    // The sitemap tests count this file's recipes and members.
    await database.handle.db.delete(recipes).where(eq(recipes.id, id));
    await database.handle.db.delete(users).where(eq(users.id, suspended.id));
  });
});

describe('list pages and profiles before JavaScript', () => {
  it('answers /recipes with the newest recipes as links, the first picture fetched first', async () => {
    const { status, html } = await page('/recipes?sort=popular');
    expect(status).toBe(200);
    expect(html).toContain('<title>Alle Rezepte – Kochclip</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/recipes" />`);
    const root = rootContent(html);
    expect(root).toContain(`href="/recipe/${recipeId}"`);
    expect(root).toContain(`href="/recipe/${bareRecipeId}"`);
  });

  it('answers /community with its numbers and recipes', async () => {
    const { status, html } = await page('/community');
    expect(status).toBe(200);
    expect(html).toContain('<title>Community – Kochclip</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/community" />`);
    expect(metaContent(html, 'description')).toMatch(/\d+ Rezepte von \d+ Mitgliedern/);
    expect(rootContent(html)).toContain(`href="/recipe/${recipeId}"`);
  });

  it.each(['/u/{name}', '/{name}', '/u/{NAME}'])('answers the public profile at %s with one canonical URL', async (pattern) => {
    const pathname = pattern.replace('{name}', member.username).replace('{NAME}', member.username.toUpperCase());
    const { status, html } = await page(pathname);
    expect(status).toBe(200);
    expect(html).toContain('<title>Jana – Kochclip</title>');
    expect(metaContent(html, 'description')).toBe('Ich koche gern scharf.');
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/u/${member.username}" />`);
    expect(rootContent(html)).toContain(`href="/recipe/${recipeId}"`);
  });

  it('gives the landing page its canonical URL and the site description', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    expect(metaContent(html, 'og:title')).toBe('Kochclip – Rezepte aus Kochvideos');
  });

  it.each(['/settings', '/create', '/auth', '/premium', '/einkaufsliste/geteilt/abc', '/haushalt', '/haushalt/einladung/abc'])(
    'answers the app page %s with the app as built',
    async (pathname) => {
      const { status, html } = await page(pathname);
      expect(status).toBe(200);
      expect(withoutCspNonce(html)).toBe(INDEX_HTML);
    },
  );

  it('hands every app page a fresh style nonce, the one its Content-Security-Policy allows', async () => {
    const first = await page('/settings');
    const second = await page('/recipes');
    const nonces = [cspNonceOf(first.html), cspNonceOf(second.html)];
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonces[1]).not.toBe(nonces[0]);
    expect(first.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonces[0]}';`);
    expect(second.headers.get('content-security-policy')).toContain(`style-src 'self' 'nonce-${nonces[1]}';`);
  });
});

describe('the one not-found page', () => {
  it.each([
    ['an unknown recipe', '/recipe/999999999'],
    ['an impossible recipe id', '/recipe/abc'],
    ['a recipe id past the integer range', '/recipe/99999999999'],
    ['an unknown member under /u/', '/u/niemand_hier_x'],
    ['an unknown member at the top level', '/niemand_hier_x'],
    ['an impossible user name', '/u/%E2%9C%93%20x'],
    ['a reserved app word that is no page', '/collections'],
    ['a deep unknown path', '/gibt/es/nicht'],
  ])('answers %s with HTTP 404 and the Page Not Found page', async (_case, pathname) => {
    const { status, html } = await page(pathname);
    expect(status).toBe(404);
    expect(html).toContain('<title>Page Not Found – Kochclip</title>');
    expect(rootContent(html)).toContain('>Page Not Found</h1>');
    expect(rootContent(html)).toContain('Diese Seite gibt es leider nicht.');
    expect(rootContent(html)).toContain('>Zur Startseite</a>');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('src="/assets/index-Ab12Cd34.js"');
  });

  it('answers a path with a broken escape with 400, never 500', async () => {
    expect((await page('/u/%E0%A4%A')).status).toBe(400);
  });
});

describe('the app pages about one recipe or cookbook', () => {
  let publicCookbook: number;
  let privateCookbook: number;

  beforeAll(async () => {
    const created = await Promise.all(
      [false, true].map((isPrivate) => member.http.post('/api/cookbooks', { title: 'Scharfes', isPrivate })),
    );
    [publicCookbook, privateCookbook] = created.map((res) => {
      expect(res.status).toBe(200);
      return res.json.id as number;
    }) as [number, number];
  });

  const asVisitor = (pathname: string) => page(pathname);
  const asMember = async (pathname: string) => {
    const res = await member.http.request('GET', pathname, undefined, { accept: 'text/html' });
    return { status: res.status, html: res.text };
  };

  it('answers the cooking mode and the print views with the app when they exist', async () => {
    for (const [pathname, open] of [
      [`/recipe/${recipeId}/kochen`, asVisitor],
      [`/recipe/${recipeId}/drucken`, asMember],
      [`/cookbooks/${privateCookbook}/drucken`, asMember],
    ] as const) {
      const { status, html } = await open(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 200 });
      expect(withoutCspNonce(html)).toBe(INDEX_HTML);
    }
  });

  it('renders a public cookbook for anyone and a private one for its owner', async () => {
    for (const [pathname, open] of [
      [`/cookbooks/${publicCookbook}`, asVisitor],
      [`/cookbooks/${privateCookbook}`, asMember],
    ] as const) {
      const { status, html } = await open(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 200 });
      expect(rootContent(html)).toMatch(/<h1[^>]*>Scharfes<\/h1>/);
    }
  });

  it('answers an unknown or impossible recipe or cookbook, and another member’s private cookbook, with 404', async () => {
    for (const [pathname, open] of [
      ['/recipe/999999999/kochen', asVisitor],
      ['/recipe/abc/kochen', asVisitor],
      ['/recipe/0/drucken', asVisitor],
      ['/recipe/999999999/drucken', asMember],
      ['/cookbooks/999999999', asVisitor],
      ['/cookbooks/1e3', asVisitor],
      [`/cookbooks/${privateCookbook}`, asVisitor],
      ['/cookbooks/999999999/drucken', asMember],
    ] as const) {
      const { status, html } = await open(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 404 });
      expect(html).toContain('<title>Page Not Found – Kochclip</title>');
    }
  });

  it('leaves a visitor on a members-only print view to the app, which asks them to log in', async () => {
    for (const pathname of [`/cookbooks/${privateCookbook}/drucken`, '/recipe/999999999/drucken']) {
      const { status, html } = await asVisitor(pathname);
      expect({ pathname, status }).toEqual({ pathname, status: 200 });
      expect(withoutCspNonce(html)).toBe(INDEX_HTML);
    }
  });
});

describe('robots.txt and the sitemap', () => {
  let challengeId: number;
  beforeAll(async () => {
    const [row] = await database.handle.db
      .insert(challenges)
      .values({
        title: 'Sitemap-Challenge',
        description: 'Eine Challenge für die Sitemap.',
        startDate: new Date(Date.now() + 24 * 3600 * 1000),
        endDate: new Date(Date.now() + 48 * 3600 * 1000),
      })
      .returning({ id: challenges.id });
    challengeId = row?.id ?? 0;
  });

  it('names the sitemap in robots.txt and keeps crawlers out of the API', async () => {
    const res = await page('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.html).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(res.html).toContain('Disallow: /api/');
  });

  it('lists the public pages, every challenge, every recipe and the profiles in /sitemap.xml', async () => {
    const res = await page('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.html).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const loc of [
      '/',
      '/recipes',
      '/community',
      '/challenges',
      `/challenges/${challengeId}`,
      `/recipe/${recipeId}`,
      `/recipe/${bareRecipeId}`,
      `/u/${member.username}`,
    ]) {
      expect(res.html).toContain(`<loc>${ORIGIN}${loc}</loc>`);
    }
    expect(res.html).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
  });

  it('becomes an index of files past the URLs one file may hold, each listed file answering', async () => {
    const index = await page('/sitemap.xml', indexed.url);
    expect(index.html).toContain('<sitemapindex');
    const files = [...index.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? '').replace(ORIGIN, ''));
    expect(files).toEqual(['/sitemap-pages.xml', '/sitemap-recipes-1.xml', '/sitemap-members-1.xml']);
    const locs: string[] = [];
    for (const file of files) {
      const res = await page(file, indexed.url);
      expect(res.status).toBe(200);
      expect(res.html).toContain('<urlset');
      locs.push(...[...res.html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
    }
    expect(locs).toContain(`${ORIGIN}/challenges/${challengeId}`);
    expect(locs).toContain(`${ORIGIN}/recipe/${bareRecipeId}`);
    expect(locs).toContain(`${ORIGIN}/u/${member.username}`);
    expect((await page('/sitemap-recipes-9.xml', indexed.url)).status).toBe(404);
    expect((await page('/sitemap-recipes-0.xml', indexed.url)).status).toBe(404);
  });
});

describe('German words on a recipe page before JavaScript', () => {
  it('writes the time as "1 Std. 10 Min.", "1 Portion" and units in the number of the amount: "2 Zehen Knoblauch"', async () => {
    const [soup] = await database.handle.db
      .insert(recipes)
      .values({
        title: 'Knoblauchsuppe',
        source: 'prompt',
        duration: 70,
        servings: 1,
        createdById: member.id,
        ingredients: [
          { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
          { name: 'Ei', amount: '1', unit: '' },
        ],
        instructions: [{ step: 'Knoblauch anschwitzen.' }, { step: 'Ei einrühren.' }],
      })
      .returning({ id: recipes.id });
    const res = await member.http.get(`/recipe/${soup?.id ?? 0}`);
    expect(res.status).toBe(200);
    const text = visibleText(res.text);
    expect(text).toContain(' 1 Std. 10 Min. ');
    expect(text).toContain(' 2 Zehen Knoblauch ');
    expect(text).toContain(' 1 Ei ');
    expect(text).not.toMatch(/\dh \d+m|70 Min/);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.text)?.[1] ?? '{}') as object;
    expect(jsonLd).toMatchObject({ recipeYield: '1 Portion' });
  });
});
