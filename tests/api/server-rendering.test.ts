import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '@kochclip/db/schema';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { signUp, type TSignedUp } from '../support/members';
import { startTestServer, type TTestServer } from '../support/server';

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

const rootContent = (html: string) => /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';
const pageData = (html: string) =>
  JSON.parse(/<script type="application\/json" id="kochclip-page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
    page: string;
    queries?: { queries: { queryKey: unknown; state: { data: unknown } }[] };
    recipe?: unknown;
  } | null;

beforeAll(async () => {
  if (!existsSync(SERVER_ENTRY)) throw new Error('web/dist-ssr fehlt: zuerst `npm run build` ausführen.');
  database = await isolatedDatabase('kochclip_server_rendering');
  webDist = await mkdtemp(path.join(tmpdir(), 'kochclip-ssr-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  server = await startTestServer(
    {},
    { database: database.handle, webDistDir: webDist, webServerEntry: SERVER_ENTRY, publicOrigin: ORIGIN },
  );
  member = await signUp(server.url, 'ssrkoch');
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
});

afterAll(async () => {
  await server.close();
  await database.drop();
  await rm(webDist, { recursive: true, force: true });
});

describe("a recipe page rendered by the web app's own components", () => {
  it('sends the recipe view with its heading, ingredients and JSON-LD, and the cache it was rendered from', async () => {
    const res = await fetch(`${server.url}/recipe/${recipeId}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const root = rootContent(html);
    expect(root).toMatch(/<h1[^>]*>Käsespätzle &lt;mit&gt; Röstzwiebeln<\/h1>/);
    expect(root).toContain('Bergkäse');
    expect(root).toContain('<script type="application/ld+json">');
    expect(root).not.toContain('<mit>');
    const data = pageData(html);
    expect(data?.page).toBe('recipe');
    // The answers travel once, inside the dehydrated cache.
    expect(data?.recipe).toBeUndefined();
    const keys = data?.queries?.queries.map((query) => JSON.stringify(query.queryKey));
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

  it('answers a missing recipe with 404 and the not-found page', async () => {
    const res = await fetch(`${server.url}/recipe/999999999`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Page Not Found');
  });
});

describe("Impressum and Datenschutz rendered by the web app's legal page", () => {
  for (const [path, title, text] of [
    ['/impressum', 'Impressum', 'Vom Betreiber auszufüllen'],
    ['/datenschutz', 'Datenschutzerklärung', 'kc_session'],
  ] as const) {
    it(`sends ${path} with its heading, its text and the cache it was rendered from`, async () => {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title} – Kochclip</title>`);
      const root = rootContent(html);
      expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(root).toContain(text);
      const data = pageData(html);
      expect(data?.page).toBe(path.slice(1));
      const keys = data?.queries?.queries.map((query) => JSON.stringify(query.queryKey));
      expect(keys).toContain(JSON.stringify([['account', 'legalPage'], { input: { page: path.slice(1) }, type: 'query' }]));
    });
  }
});
