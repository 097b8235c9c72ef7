import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST, type TServerRouteId } from '@kochclip/core';
import { challenges, recipes, users } from '@kochclip/db/schema';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';
import { withoutCspNonce } from '../support/app-page';

/** The web app's server entry as `npm run build` writes it (`vite build --ssr`). */
const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../web/dist-ssr/entry-server.js');
const ORIGIN = 'https://kochclip.example';
const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta name="description" content="Kochclip" />
    <title>Kochclip</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

let database: TIsolatedDb;
let webDist: string;
let server: TTestServer;
let member: TSignedUp;
let recipeId: number;
let cookbookId: number;
let privateCookbookId: number;
let challengeId: number;

const rootContent = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="kochclip-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    route: string;
    queries?: { queries: { queryKey: unknown; state: { data: unknown } }[] };
  } | null;
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];
const h1Text = (root: string) =>
  /<h1[^>]*>([\s\S]*?)<\/h1>/
    .exec(root)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .trim();

/** The routes the manifest has the server render, each with a path to a page that exists and what it shows. */
const SERVER_ROUTES = ROUTE_MANIFEST.filter((route) => 'serverRender' in route);

function samplePage(id: TServerRouteId): { path: string; heading: string; title: string; canonical: string } {
  const pages: Record<TServerRouteId, () => { path: string; heading: string; title: string; canonical?: string }> = {
    home: () => ({ path: '/', heading: 'Aus Kochvideos werden Rezepte', title: 'Kochclip – Rezepte aus Kochvideos' }),
    recipes: () => ({ path: '/recipes', heading: 'Alle Rezepte', title: 'Alle Rezepte – Kochclip' }),
    community: () => ({ path: '/community', heading: 'Community', title: 'Community – Kochclip' }),
    recipe: () => ({
      path: `/recipe/${recipeId}`,
      heading: 'Käsespätzle &lt;mit&gt; Röstzwiebeln',
      title: 'Käsespätzle &lt;mit&gt; Röstzwiebeln – Kochclip',
    }),
    memberProfile: () => ({ path: `/u/${member.username}`, heading: 'Jana Koch', title: 'Jana Koch – Kochclip' }),
    memberShortcut: () => ({
      path: `/${member.username}`,
      heading: 'Jana Koch',
      title: 'Jana Koch – Kochclip',
      canonical: `/u/${member.username}`,
    }),
    cookbook: () => ({ path: `/cookbooks/${cookbookId}`, heading: 'Schwäbisches', title: 'Schwäbisches – Kochclip' }),
    challenges: () => ({ path: '/challenges', heading: 'Challenges', title: 'Challenges – Kochclip' }),
    challenge: () => ({ path: `/challenges/${challengeId}`, heading: 'Spätzle-Woche', title: 'Spätzle-Woche – Kochclip' }),
    impressum: () => ({ path: '/impressum', heading: 'Impressum', title: 'Impressum – Kochclip' }),
    datenschutz: () => ({ path: '/datenschutz', heading: 'Datenschutzerklärung', title: 'Datenschutzerklärung – Kochclip' }),
  };
  const page = pages[id]();
  return { ...page, canonical: `${ORIGIN}${page.canonical ?? page.path}` };
}

beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error('web/dist-ssr fehlt: zuerst `npm run build` ausführen.');
  database = await isolatedDatabase('kochclip_server_rendering');
  webDist = await mkdtemp(path.join(tmpdir(), 'kochclip-ssr-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  server = await startTestServer(
    {},
    {
      database: database.handle,
      webDistDir: webDist,
      webServerEntry: SERVER_ENTRY,
      publicOrigin: ORIGIN,
      // The deadline has its own tests below; a loaded test machine must not hit it in the others.
      serverRenderTimeoutMs: 30_000,
    },
  );
  member = await signUp(server.url, 'ssrkoch');
  await database.handle.db.update(users).set({ firstName: 'Jana', lastName: 'Koch' }).where(eq(users.id, member.id));
  const [row] = await database.handle.db
    .insert(recipes)
    .values({
      title: 'Käsespätzle <mit> Röstzwiebeln',
      description: 'Schwäbisch & herzhaft.',
      source: 'prompt',
      duration: 70,
      servings: 1,
      createdById: member.id,
      ingredients: [
        { name: 'Knoblauch', amount: '2', unit: 'Zehe' },
        { name: 'Bergkäse', amount: '200', unit: 'g' },
      ],
      instructions: [{ step: 'Spätzle schaben.' }, { step: 'Mit Käse schichten.' }],
    })
    .returning({ id: recipes.id });
  recipeId = row?.id ?? 0;
  const books = await Promise.all(
    [false, true].map((isPrivate) => member.http.post('/api/cookbooks', { title: 'Schwäbisches', isPrivate })),
  );
  [cookbookId, privateCookbookId] = books.map((res) => res.json.id as number) as [number, number];
  const day = 24 * 3600 * 1000;
  const [challenge] = await database.handle.db
    .insert(challenges)
    .values({
      title: 'Spätzle-Woche',
      description: 'Schab deine Spätzle selbst & zeig sie.',
      rules: 'Ein Foto pro Person.',
      tags: ['spätzle'],
      startDate: new Date(Date.now() - day),
      endDate: new Date(Date.now() + 7 * day),
      creatorId: member.id,
    })
    .returning({ id: challenges.id });
  challengeId = challenge?.id ?? 0;
});

afterAll(async () => {
  await server?.close();
  await database?.drop();
  await rm(webDist, { recursive: true, force: true });
});

describe('every page the route manifest has the server render', () => {
  it('covers the public pages of the manifest, and only public ones', () => {
    expect(SERVER_ROUTES.map((route) => route.id).sort()).toEqual(
      [
        'challenge',
        'challenges',
        'community',
        'cookbook',
        'datenschutz',
        'home',
        'impressum',
        'memberProfile',
        'memberShortcut',
        'recipe',
        'recipes',
      ].sort(),
    );
    for (const route of SERVER_ROUTES) expect(route.access).toBe('public');
  });

  it.each(SERVER_ROUTES.map((route) => route.id))(
    'renders %s with its heading, its head tags from the manifest and the cache it rendered from',
    async (id) => {
      const sample = samplePage(id);
      const res = await fetch(`${server.url}${sample.path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      const root = rootContent(html);
      expect(h1Text(root)).toBe(sample.heading);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${sample.title}</title>`);
      expect(metaContent(html, 'og:title')).toBe(sample.title);
      expect(metaContent(html, 'description')).toBeTruthy();
      expect(html).toContain(`<link rel="canonical" href="${sample.canonical}" />`);
      expect(metaContent(html, 'og:url')).toBe(sample.canonical);
      expect(metaContent(html, 'robots')).toBeUndefined();
      // Rendered whole: no Suspense fallback waiting for a script, no inline script (the CSP allows none).
      expect(root).not.toMatch(/<script>|<!--\$\?-->|<!--\$!-->/);
      const data = pageData(html);
      expect(data?.route).toBe(id);
      expect(data?.queries?.queries.length).toBeGreaterThan(0);
    },
  );
});

describe("a recipe page rendered by the web app's own components", () => {
  it('sends the recipe view with its ingredients and JSON-LD, and the cache it was rendered from', async () => {
    const res = await fetch(`${server.url}/recipe/${recipeId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootContent(html);
    expect(root).toContain('Bergkäse');
    expect(root).toContain('<script type="application/ld+json">');
    expect(root).not.toContain('<mit>');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/share-recipe-${recipeId}-[0-9a-z]+\\.jpg$`));
    const keys = pageData(html)?.queries?.queries.map((query) => JSON.stringify(query.queryKey));
    expect(keys).toContain(JSON.stringify([['recipes', 'get'], { input: { id: recipeId }, type: 'query' }]));
  });

  it("renders a member's header and the full recipe for the member who is signed in", async () => {
    const res = await member.http.get(`/recipe/${recipeId}`);
    expect(res.status).toBe(200);
    const root = rootContent(res.text);
    expect(root).toContain('Käsespätzle');
    expect(root).not.toContain('Registrieren');
    expect(root).not.toMatch(/<script>|<!--\$\?-->/);
  });

  it('answers a missing recipe with 404, the not-found page, noindex and no data to hydrate', async () => {
    const res = await fetch(`${server.url}/recipe/999999999`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(rootContent(html)).toContain('>Page Not Found</h1>');
    expect(metaContent(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('rel="canonical"');
    expect(pageData(html)).toBeNull();
  });
});

describe('lists, the landing page and cookbooks rendered by the app', () => {
  it('renders /recipes with the search and filters the URL names', async () => {
    const res = await fetch(`${server.url}/recipes?search=${encodeURIComponent('Käsespätzle')}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootContent(html)).toContain(`href="/recipe/${recipeId}"`);
    const keys = pageData(html)?.queries?.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys.some((key) => key.startsWith('[["recipes","list"]') && key.includes('Käsespätzle'))).toBe(true);
  });

  it('renders /community with its numbers and recipes', async () => {
    const html = await (await fetch(`${server.url}/community`)).text();
    expect(metaContent(html, 'description')).toMatch(/\d+ Rezepte von \d+ Mitgliedern/);
    expect(rootContent(html)).toContain(`href="/recipe/${recipeId}"`);
  });

  it("renders a member's / as the creator, with the site's head and the member's session in the cache", async () => {
    const res = await member.http.get('/');
    expect(res.status).toBe(200);
    const root = rootContent(res.text);
    expect(h1Text(root)).toBe('Rezept erstellen');
    expect(root).not.toContain('Aus Kochvideos werden Rezepte');
    expect(res.text).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
    const session = pageData(res.text)?.queries?.queries.find((query) =>
      JSON.stringify(query.queryKey).startsWith('[["auth","me"]'),
    );
    expect(session?.state.data).toMatchObject({ username: member.username });
  });

  it("answers another member's private cookbook with 404, and shows it to its owner without indexing it", async () => {
    expect((await fetch(`${server.url}/cookbooks/${privateCookbookId}`)).status).toBe(404);
    const own = await member.http.get(`/cookbooks/${privateCookbookId}`);
    expect(own.status).toBe(200);
    expect(h1Text(rootContent(own.text))).toBe('Schwäbisches');
    expect(metaContent(own.text, 'robots')).toBe('noindex');
    expect(own.text).not.toContain('rel="canonical"');
  });
});

describe('challenges rendered by the app', () => {
  it('lists a running challenge on /challenges with a link to its own page, and counts it in the description', async () => {
    const html = await (await fetch(`${server.url}/challenges`)).text();
    expect(rootContent(html)).toContain(`href="/challenges/${challengeId}"`);
    expect(rootContent(html)).toContain('Laufende Challenges');
    expect(metaContent(html, 'description')).toContain('Gerade läuft eine Challenge.');
  });

  it('sends a challenge with its rules, dates in German format and the way to take part for a member', async () => {
    const visitor = await (await fetch(`${server.url}/challenges/${challengeId}`)).text();
    expect(rootContent(visitor)).toContain('Ein Foto pro Person.');
    // React separates neighbouring texts with empty comments.
    expect(rootContent(visitor).replaceAll('<!-- -->', '')).toMatch(/\d{2}\.\d{2}\.\d{4} – \d{2}\.\d{2}\.\d{4}/);
    expect(rootContent(visitor)).toContain('um mitzumachen');
    expect(metaContent(visitor, 'description')).toBe('Challenge: Schab deine Spätzle selbst &amp; zeig sie.');
    const own = await member.http.get(`/challenges/${challengeId}`);
    expect(rootContent(own.text)).toContain('So machst du mit');
  });

  it('answers a missing challenge and a malformed id with 404 and noindex', async () => {
    for (const id of ['2147483000', 'abc', '0']) {
      const res = await fetch(`${server.url}/challenges/${id}`);
      expect(res.status).toBe(404);
      expect(metaContent(await res.text(), 'robots')).toBe('noindex');
    }
  });
});

describe("Impressum and Datenschutz rendered by the web app's legal page", () => {
  for (const [path, text] of [
    ['/impressum', 'Vom Betreiber auszufüllen'],
    ['/datenschutz', 'kc_session'],
  ] as const) {
    it(`sends ${path} with its text and the legal page's answer in the cache`, async () => {
      const html = await (await fetch(`${server.url}${path}`)).text();
      expect(rootContent(html)).toContain(text);
      const keys = pageData(html)?.queries?.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys).toContain(JSON.stringify([['account', 'legalPage'], { input: { page: path.slice(1) }, type: 'query' }]));
    });
  }
});

describe('a render that fails or passes its deadline', () => {
  let fixtures: string;
  const servers: TTestServer[] = [];

  beforeAll(async () => {
    fixtures = await mkdtemp(path.join(tmpdir(), 'kochclip-ssr-entry-'));
  });
  afterAll(async () => {
    await Promise.all(servers.map((started) => started.close()));
    await rm(fixtures, { recursive: true, force: true });
  });

  /** A server whose web entry is `source` (a stand-in for a broken build), with the deadline given. */
  async function serverWith(entry: string, serverRenderTimeoutMs: number) {
    const lines: string[] = [];
    const started = await startTestServer(
      {},
      {
        database: database.handle,
        webDistDir: webDist,
        webServerEntry: entry,
        publicOrigin: ORIGIN,
        serverRenderTimeoutMs,
        log: (line) => lines.push(line),
      },
    );
    servers.push(started);
    return { url: started.url, lines };
  }

  async function entryFile(name: string, source: string) {
    const file = path.join(fixtures, name);
    await writeFile(file, source);
    return file;
  }

  it("aborts the real render at its deadline and sends the app as built with 200 and the recipe's head, logged", async () => {
    const { url, lines } = await serverWith(SERVER_ENTRY, 1);
    const res = await fetch(`${url}/recipe/${recipeId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(rootContent(html)).toBe('');
    expect(pageData(html)).toBeNull();
    expect(lines.join('\n')).toMatch(/nicht auf dem Server gerendert: .*abgebrochen|aborted/i);
    // Link previews and search engines that run no script still see the recipe.
    expect(html).toContain('<title>Käsespätzle &lt;mit&gt; Röstzwiebeln – Kochclip</title>');
    expect(metaContent(html, 'description')).toBe('Schwäbisch &amp; herzhaft.');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/media/share-recipe-${recipeId}-[0-9a-z]+\\.jpg$`));
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/recipe/${recipeId}" />`);
    const jsonLd = /<head>[\s\S]*<script type="application\/ld\+json">([\s\S]*?)<\/script>[\s\S]*<\/head>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? 'null')).toMatchObject({
      '@type': 'Recipe',
      name: 'Käsespätzle <mit> Röstzwiebeln',
      url: `${ORIGIN}/recipe/${recipeId}`,
      recipeIngredient: expect.arrayContaining([expect.stringContaining('Bergkäse')]) as unknown,
    });
    expect(jsonLd).not.toContain('<mit>');
  });

  it("keeps a public profile's and a cookbook's head when their render fails, and 404 for another member's private cookbook", async () => {
    const entry = await entryFile('throwing-heads.mjs', "export async function renderPage() { throw new Error('kaputt'); }\n");
    const { url } = await serverWith(entry, 2000);
    const profile = await (await fetch(`${url}/u/${member.username}`)).text();
    expect(profile).toContain('<title>Jana Koch – Kochclip</title>');
    expect(metaContent(profile, 'og:type')).toBe('profile');
    expect(rootContent(profile)).toBe('');
    const book = await fetch(`${url}/cookbooks/${cookbookId}`);
    expect(book.status).toBe(200);
    const bookHtml = await book.text();
    expect(bookHtml).toContain('<title>Schwäbisches – Kochclip</title>');
    expect(bookHtml).toContain(`<link rel="canonical" href="${ORIGIN}/cookbooks/${cookbookId}" />`);
    expect(bookHtml).not.toContain('application/ld+json');
    expect((await fetch(`${url}/cookbooks/${privateCookbookId}`)).status).toBe(404);
  });

  it('answers in time when the render never finishes', async () => {
    const entry = await entryFile('hanging.mjs', 'export function renderPage() { return new Promise(() => {}); }\n');
    const { url, lines } = await serverWith(entry, 100);
    const res = await fetch(`${url}/community`, { signal: AbortSignal.timeout(5000) });
    expect(res.status).toBe(200);
    expect(withoutCspNonce(await res.text())).toBe(INDEX_HTML);
    expect(lines.join('\n')).toContain('Rendern nach 100 ms abgebrochen.');
  });

  it('sends the app as built with 200 when the render throws', async () => {
    const entry = await entryFile('throwing.mjs', "export async function renderPage() { throw new Error('kaputt'); }\n");
    const { url, lines } = await serverWith(entry, 2000);
    const res = await fetch(`${url}/impressum`);
    expect(res.status).toBe(200);
    expect(withoutCspNonce(await res.text())).toBe(INDEX_HTML);
    expect(lines.join('\n')).toContain('kaputt');
  });

  it('still answers a missing recipe or challenge with 404 when the render throws (a failed render is no 200 for it)', async () => {
    const entry = await entryFile('throwing-too.mjs', "export async function renderPage() { throw new Error('kaputt'); }\n");
    const { url } = await serverWith(entry, 2000);
    const missing = await fetch(`${url}/recipe/2147483000`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('noindex');
    expect((await fetch(`${url}/challenges/2147483000`)).status).toBe(404);
    expect((await fetch(`${url}/challenges/${challengeId}`)).status).toBe(200);
    const present = await fetch(`${url}/recipe/${recipeId}`);
    expect(present.status).toBe(200);
    const html = await present.text();
    expect(rootContent(html)).toBe('');
    expect(html).toContain('<title>Käsespätzle &lt;mit&gt; Röstzwiebeln – Kochclip</title>');
  });
});
