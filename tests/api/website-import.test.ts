import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { delay, http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageOf, recipeCountOf, signedInMember, startEdge, thumbnailJpeg } from '../support/edge';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';
import { fakeDns, fixturePage, htmlResponseInit } from '../support/web-pages';

const SESSION_COOKIE = 'kc_session';
const LECKER = 'https://www.lecker.de/haehnchen-curry-mit-kokosmilch-78123.html';
const NO_RECIPE = 'Auf dieser Seite wurde kein Rezept gefunden.';
const PAGE_TOO_COSTLY = 'Die Seite ist zu aufwendig aufgebaut, um sie zu lesen.';
const NOT_PUBLIC = 'Dieser Link kann nicht abgerufen werden: Kochclip liest nur öffentliche Webseiten.';

const hits = { lecker: 0, image: 0, metadata: 0, intern: 0 };
const edge = startEdge(
  http.get(LECKER, () => {
    hits.lecker += 1;
    return new HttpResponse(fixturePage('tuning', '02-lecker-haehnchen-curry'), htmlResponseInit());
  }),
  http.get(/^https:\/\/images\.lecker\.de\//, async () => {
    hits.image += 1;
    return new HttpResponse(await thumbnailJpeg(), { headers: { 'content-type': 'image/jpeg' } });
  }),
  http.get(
    'http://www.omas-kochbuch.de/fleisch/rinderrouladen.html',
    () => new HttpResponse(fixturePage('tuning', '15-microdata-kochbuch-rinderrouladen'), htmlResponseInit('iso-8859-1')),
  ),
  http.get('http://www.omas-kochbuch.de/bilder/rinderrouladen.jpg', () => HttpResponse.error()),
  http.get(
    'https://annas-kleine-kueche.de/spinat-lasagne-mit-ricotta/',
    () => new HttpResponse(fixturePage('tuning', '18-plain-blog-spinatlasagne'), htmlResponseInit()),
  ),
  http.get(
    'https://annas-kleine-kueche.de/wp-content/uploads/2021/02/spinat-lasagne.jpg',
    () => new HttpResponse('kein Bild', { headers: { 'content-type': 'image/jpeg' } }),
  ),
  http.get('https://169.254.169.254/*', () => {
    hits.metadata += 1;
    return HttpResponse.json({ secret: 'aws-keys' });
  }),
  http.get('http://169.254.169.254/*', () => {
    hits.metadata += 1;
    return HttpResponse.json({ secret: 'aws-keys' });
  }),
  http.get('https://intern.rezepte-test.de/*', () => {
    hits.intern += 1;
    return HttpResponse.text('intern');
  }),
);

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_website');
  server = await startTestServer({ recipeCreationsPerMinute: 100 }, { database: database.handle, resolve: fakeDns });
});
afterEach(() => edge.resetHandlers());
afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

const member = () => signedInMember(server);

/** A page served at `url` by msw for one test. */
function servePage(url: string, body: string | Buffer, init: ConstructorParameters<typeof HttpResponse>[1] = htmlResponseInit()) {
  edge.use(http.get(url, () => new HttpResponse(body, init)));
}

async function postMultipart(client: HttpClient, parts: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const cookie = client.cookie(SESSION_COOKIE);
  const response = await fetch(`${server.url}/api/import/html`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown>, text };
}

async function rawPost(client: HttpClient, contentType: string, body: string) {
  const cookie = client.cookie(SESSION_COOKIE);
  const response = await fetch(`${server.url}/api/import/html`, {
    method: 'POST',
    body,
    headers: { 'content-type': contentType, ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}) },
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown> };
}

interface TImported {
  id: number | null;
  title: string;
  extraction: string | null;
  existing: boolean;
  saved: boolean;
  imageUrl: string | null;
  servings: number;
  duration: number | null;
  sourceUrl: string | null;
  sourceSite: string | null;
  sourceAuthor: string | null;
  ingredients: { name: string; amount: string; unit: string }[];
  instructions: { step: string; duration?: number; temperature?: string }[];
  tags: string[];
  category: string;
}

describe('visitors', () => {
  it.each(['/api/import/url', '/api/import/html'])(
    'get 401 with the German message on %s, even without a body',
    async (route) => {
      const res = await fetch(`${server.url}${route}`, { method: 'POST' });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        message: 'Anmeldung erforderlich',
        code: 'UNAUTHORIZED',
        requestId: expect.any(String) as string,
      });
    },
  );

  it('get 401 for a multipart page upload and nothing is read', async () => {
    const res = await postMultipart(new HttpClient(server.url), { file: new Blob(['<html><body>x</body></html>']) });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      message: 'Anmeldung erforderlich',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String) as string,
    });
  });
});

describe('POST /api/import/url', () => {
  it('imports a JSON-LD recipe page with its source, a stored re-encoded picture and no AI use', async () => {
    const m = await member();
    const res = await m.http.post('/api/import/url', { url: LECKER });
    expect(res.status, res.text).toBe(200);
    const recipe = res.json as unknown as TImported;
    expect(recipe).toMatchObject({
      title: 'Hähnchen-Curry mit Kokosmilch',
      extraction: 'jsonld',
      existing: false,
      saved: true,
      servings: 4,
      duration: 30,
      sourceUrl: LECKER,
      sourceSite: 'LECKER',
      sourceAuthor: 'LECKER-Redaktion',
      category: 'Asiatisch',
    });
    expect(recipe.ingredients).toHaveLength(12);
    expect(recipe.ingredients).toContainEqual({ name: 'Kokosmilch', amount: '400', unit: 'ml' });
    expect(recipe.ingredients).toContainEqual({ name: 'Koriander', amount: '1', unit: 'Bund' });
    expect(recipe.instructions).toHaveLength(5);
    expect(recipe.instructions[3]).toMatchObject({ duration: 8 });
    expect(recipe.imageUrl).toMatch(/^\/media\/recipe-[\w-]+\.webp$/);
    const stored = await readFile(path.join(server.uploadDir, path.basename(recipe.imageUrl ?? '')));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(hits.image).toBe(1);
    expect(await aiUsageOf(server.db, m.id)).toBe(0);

    const detail = await m.http.get(`/api/recipes/${String(recipe.id)}`);
    expect(detail.json).toMatchObject({ sourceUrl: LECKER, sourceSite: 'LECKER', sourceAuthor: 'LECKER-Redaktion' });
  });

  it.each([
    `${LECKER}?utm_source=newsletter&utm_medium=email&fbclid=abc123`,
    'http://www.lecker.de/haehnchen-curry-mit-kokosmilch-78123.html',
    'https://WWW.LECKER.DE/haehnchen-curry-mit-kokosmilch-78123.html/',
    `${LECKER}#rezept`,
  ])('returns the recipe imported before for %s without fetching the page again', async (url) => {
    const first = await (await member()).http.post('/api/import/url', { url: LECKER });
    expect(first.status, first.text).toBe(200);
    const before = hits.lecker;
    const again = await (await member()).http.post('/api/import/url', { url });
    expect(again.status, again.text).toBe(200);
    expect(again.json).toMatchObject({ id: first.json.id, existing: true, extraction: null });
    expect(hits.lecker).toBe(before);
  });

  it('reads a microdata page in ISO-8859-1 over plain http; a picture that cannot be loaded becomes the illustration', async () => {
    const m = await member();
    const res = await m.http.post('/api/import/url', { url: 'http://www.omas-kochbuch.de/fleisch/rinderrouladen.html' });
    expect(res.status, res.text).toBe(200);
    const recipe = res.json as unknown as TImported;
    expect(recipe).toMatchObject({
      title: 'Rinderrouladen nach Omas Art',
      extraction: 'microdata',
      servings: 4,
      duration: 120,
      sourceAuthor: 'Oma Gerda',
      sourceSite: 'omas-kochbuch.de',
    });
    expect(recipe.ingredients).toContainEqual({ name: 'Frühstücksspeck', amount: '8', unit: 'Scheibe' });
    expect(recipe.instructions).toHaveLength(4);
    expect(recipe.imageUrl).toMatch(/\.svg$/);
  });

  it("reads a blog without structured data from its own headings ('Zutaten', 'Zubereitung')", async () => {
    const res = await (
      await member()
    ).http.post('/api/import/url', { url: 'https://annas-kleine-kueche.de/spinat-lasagne-mit-ricotta/' });
    expect(res.status, res.text).toBe(200);
    const recipe = res.json as unknown as TImported;
    expect(recipe).toMatchObject({ title: 'Spinat-Lasagne mit Ricotta', extraction: 'structure', servings: 4, duration: 65 });
    expect(recipe.ingredients).toHaveLength(12);
    expect(recipe.instructions).toHaveLength(5);
    expect(recipe.instructions.map((s) => s.step).join(' ')).not.toMatch(/Lasst es euch schmecken|Kommentare/);
    // The page's picture is not an image: the recipe gets the illustration instead.
    expect(recipe.imageUrl).toMatch(/\.svg$/);
  });

  it('reads a page with neither structured data nor headings with the caption reader', async () => {
    servePage(
      'https://notizen.example.de/quarkbaellchen',
      `<html><head><title>Quarkbällchen</title></head><body><div class="post"><h1>Quarkbällchen</h1><p>Zutaten:<br>250 g Quark<br>2 Eier<br>100 g Zucker<br>300 g Mehl</p><p>Zubereitung:</p><p>1. Alles verkneten.<br>2. Bällchen formen und 4 Minuten bei 170 °C frittieren.</p></div></body></html>`,
    );
    const res = await (await member()).http.post('/api/import/url', { url: 'https://notizen.example.de/quarkbaellchen' });
    expect(res.status, res.text).toBe(200);
    expect(['structure', 'text']).toContain(res.json.extraction);
    expect((res.json as unknown as TImported).ingredients).toContainEqual({ name: 'Quark', amount: '250', unit: 'g' });
  });

  it('answers in German when the page holds no recipe, and saves nothing', async () => {
    servePage(
      'https://blog.example.de/urlaub',
      '<!doctype html><html><body><h1>Unser Urlaub</h1><p>Es war schön am Meer.</p></body></html>',
    );
    const m = await member();
    const res = await m.http.post('/api/import/url', { url: 'https://blog.example.de/urlaub' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: NO_RECIPE, code: 'BAD_REQUEST', requestId: expect.any(String) as string });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });

  it('refuses a page over 2 MB with 413', async () => {
    servePage('https://gross.example.de/rezept', `<html><body>${'<p>Zutaten</p>'.repeat(160_000)}</body></html>`);
    const res = await (await member()).http.post('/api/import/url', { url: 'https://gross.example.de/rezept' });
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      message: 'Die Seite ist zu groß (höchstens 2 MB HTML).',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String) as string,
    });
  });

  it('refuses a link that is not a web page', async () => {
    edge.use(
      http.get(
        'https://dateien.example.de/rezept.pdf',
        () => new HttpResponse('%PDF-1.7\n…', { headers: { 'content-type': 'application/pdf' } }),
      ),
      http.get(
        'https://dateien.example.de/bild',
        async () => new HttpResponse(await thumbnailJpeg(), { headers: { 'content-type': 'image/jpeg' } }),
      ),
    );
    for (const url of ['https://dateien.example.de/rezept.pdf', 'https://dateien.example.de/bild']) {
      const res = await (await member()).http.post('/api/import/url', { url });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        message: 'Unter diesem Link liegt keine Webseite (kein HTML).',
        code: 'BAD_REQUEST',
        requestId: expect.any(String) as string,
      });
    }
  });

  it('answers 502 in German when the page cannot be reached', async () => {
    edge.use(
      http.get('https://kaputt.example.de/*', () => HttpResponse.error()),
      http.get('https://fehler.example.de/*', () => new HttpResponse('Not found', { status: 404 })),
    );
    for (const url of [
      'https://kaputt.example.de/rezept',
      'https://fehler.example.de/rezept',
      'https://gibtsnicht.invalid/rezept',
    ]) {
      const res = await (await member()).http.post('/api/import/url', { url });
      expect(res.status, url).toBe(502);
      expect(res.json).toEqual({
        message: 'Die Seite ist nicht erreichbar. Bitte prüfe den Link.',
        code: 'BAD_GATEWAY',
        requestId: expect.any(String) as string,
      });
    }
  });

  it('with saveToDatabase false returns the recipe without an id and saves nothing', async () => {
    servePage('https://vorschau.example.de/rezept', fixturePage('tuning', '17-rdfa-flammkuchen'));
    const m = await member();
    const res = await m.http.post('/api/import/url', { url: 'https://vorschau.example.de/rezept', saveToDatabase: false });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      id: null,
      saved: false,
      title: 'Flammkuchen Elsässer Art',
      extraction: 'rdfa',
      imageUrl: null,
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });

  it.each([
    ['a missing url', {}],
    ['an empty url', { url: '   ' }],
    ['a url that is too long', { url: `https://example.de/${'a'.repeat(2100)}` }],
    ['saveToDatabase as text', { url: LECKER, saveToDatabase: 'ja' }],
  ])('refuses %s with 400 and German field messages', async (_name, body) => {
    const res = await (await member()).http.post('/api/import/url', body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
    expect(res.json.fields).toBeInstanceOf(Array);
  });
});

describe('website links and server-side request forgery', () => {
  it.each([
    'javascript:alert(1)',
    'file:///etc/passwd',
    'ftp://example.de/rezept.html',
    'data:text/html,<h1>Zutaten</h1>',
    'https://koch:geheim@www.lecker.de/rezept',
    'www.lecker.de/rezept',
  ])('refuses %s as an invalid link', async (url) => {
    const res = await (await member()).http.post('/api/import/url', { url });
    expect(res.status).toBe(400);
    expect(String(res.json.message)).toMatch(/^Ungültiger Link/);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://127.0.0.1/rezept',
    'http://[::1]/rezept',
    'http://2130706433/rezept',
    'http://0x7f.0.0.1/rezept',
    'http://localhost/rezept',
    'https://www.lecker.de:8443/rezept',
    'https://intern.rezepte-test.de/rezept',
    'https://metadaten.rezepte-test.de/latest/meta-data/',
    'https://lokal.rezepte-test.de/',
    'https://v6lokal.rezepte-test.de/',
    'https://gemappt.rezepte-test.de/',
    'https://gemischt.rezepte-test.de/',
  ])('refuses %s before any request: only public addresses', async (url) => {
    const res = await (await member()).http.post('/api/import/url', { url });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: NOT_PUBLIC, code: 'BAD_REQUEST', requestId: expect.any(String) as string });
    expect(hits.metadata).toBe(0);
    expect(hits.intern).toBe(0);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'https://169.254.169.254/latest/meta-data/',
    'https://intern.rezepte-test.de/admin',
    'https://metadaten.rezepte-test.de/latest/meta-data/',
  ])('refuses a redirect to %s and never contacts it', async (target) => {
    servePage('https://umleitung.example.de/rezept', '', { status: 302, headers: { location: target } });
    const res = await (await member()).http.post('/api/import/url', { url: 'https://umleitung.example.de/rezept' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: NOT_PUBLIC, code: 'BAD_REQUEST', requestId: expect.any(String) as string });
    expect(hits.metadata).toBe(0);
    expect(hits.intern).toBe(0);
  });

  it('follows three redirects and stops at the fourth', async () => {
    let count = 0;
    edge.use(
      http.get('https://springen.example.de/*', () => {
        count += 1;
        return new HttpResponse(null, { status: 301, headers: { location: `https://springen.example.de/hop-${count}` } });
      }),
    );
    const res = await (await member()).http.post('/api/import/url', { url: 'https://springen.example.de/start' });
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      message: 'Die Seite leitet zu oft weiter (höchstens 3 Weiterleitungen).',
      code: 'BAD_GATEWAY',
      requestId: expect.any(String) as string,
    });
    expect(count).toBe(4);
  });

  it('answers a page that never finishes with the German 504 after the fetch deadline, not a closed connection', async () => {
    edge.use(http.get('https://traege.example.de/*', () => delay('infinite')));
    const m = await member();
    const res = await m.http.post('/api/import/url', { url: 'https://traege.example.de/rezept' });
    expect(res.status).toBe(504);
    expect(res.json).toEqual({
      message: 'Die Seite hat nicht rechtzeitig geantwortet. Bitte versuche es später erneut.',
      code: 'GATEWAY_TIMEOUT',
      requestId: expect.any(String) as string,
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  }, 30_000);

  it('keeps the address after redirects as the source and finds the recipe there next time', async () => {
    servePage('https://kurz.example.de/r/1', '', {
      status: 301,
      headers: { location: 'https://ziel.example.de/rezepte/flammkuchen' },
    });
    servePage('https://ziel.example.de/rezepte/flammkuchen', fixturePage('tuning', '17-rdfa-flammkuchen'));
    const first = await (await member()).http.post('/api/import/url', { url: 'https://kurz.example.de/r/1' });
    expect(first.status, first.text).toBe(200);
    expect(first.json.sourceUrl).toBe('https://ziel.example.de/rezepte/flammkuchen');
    const direct = await (await member()).http.post('/api/import/url', { url: 'https://ziel.example.de/rezepte/flammkuchen/' });
    expect(direct.json).toMatchObject({ id: first.json.id, existing: true });
    const viaShortLink = await (await member()).http.post('/api/import/url', { url: 'https://kurz.example.de/r/1' });
    expect(viaShortLink.json).toMatchObject({ id: first.json.id, existing: true });
  });

  it('never fetches the picture of a page from a private address', async () => {
    servePage(
      'https://bild-intern.example.de/rezept',
      `<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Toast","image":"http://169.254.169.254/latest/meta-data/bild.jpg","recipeIngredient":["2 Scheiben Toastbrot","1 EL Butter"],"recipeInstructions":"Toasten und mit Butter bestreichen."}</script></head><body></body></html>`,
    );
    const res = await (await member()).http.post('/api/import/url', { url: 'https://bild-intern.example.de/rezept' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.imageUrl).toMatch(/\.svg$/);
    expect(hits.metadata).toBe(0);
  });
});

describe('POST /api/import/html', () => {
  it('reads a saved page sent as multipart `file`, with the source address given beside it', async () => {
    const m = await member();
    const res = await postMultipart(m.http, {
      file: new Blob([new Uint8Array(fixturePage('tuning', '13-wprm-blog-zimtschnecken'))], { type: 'text/html' }),
      sourceUrl: 'https://zimtundzucker-blog.de/zimtschnecken/',
    });
    expect(res.status, res.text).toBe(200);
    const recipe = res.json as unknown as TImported;
    expect(recipe).toMatchObject({
      title: 'Zimtschnecken',
      extraction: 'jsonld',
      sourceUrl: 'https://zimtundzucker-blog.de/zimtschnecken/',
      sourceSite: 'Zimt und Zucker',
      sourceAuthor: 'Julia',
      duration: 145,
    });
    expect(recipe.instructions).toHaveLength(6);
    expect(recipe.ingredients).toContainEqual({ name: 'Salz', amount: '1/2', unit: 'TL' });
  });

  it('saves the groups the page shows, notes after commas and step sections, and never invents a step', async () => {
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Zitronentarte',
      recipeIngredient: ['250 g Mehl', '125 g Butter, kalt', '3 Zitronen', '150 g Zucker'],
      recipeInstructions: [
        {
          '@type': 'HowToSection',
          name: 'Teig',
          itemListElement: [{ '@type': 'HowToStep', text: 'Mehl und Butter verkneten.' }],
        },
        {
          '@type': 'HowToSection',
          name: 'Füllung',
          itemListElement: [{ '@type': 'HowToStep', text: 'Zitronen auspressen und mit Zucker aufkochen.' }],
        },
      ],
    };
    const body = `<h1>Zitronentarte</h1><h3>Für den Teig</h3><ul><li>250 g Mehl</li><li>125 g Butter, kalt</li></ul>
      <h3>Für die Füllung</h3><ul><li>3 Zitronen</li><li>150 g Zucker</li></ul>`;
    const pageOf = (data: object) =>
      `<html><head><script type="application/ld+json">${JSON.stringify(data)}</script></head><body>${body}</body></html>`;
    const html = pageOf(recipe);
    const m = await member();
    const res = await m.http.post('/api/import/html', { html });
    expect(res.status, res.text).toBe(200);
    const detail = await m.http.get(`/api/recipes/${String((res.json as unknown as TImported).id)}`);
    expect(detail.json).toMatchObject({
      ingredientGroups: [
        {
          title: 'Für den Teig',
          ingredients: [
            { amount: '250', unit: 'g', name: 'Mehl', note: null, optional: false },
            { amount: '125', unit: 'g', name: 'Butter', note: 'kalt', optional: false },
          ],
        },
        { title: 'Für die Füllung', ingredients: [{ name: 'Zitronen' }, { name: 'Zucker' }] },
      ],
      instructionGroups: [
        { title: 'Teig', steps: [{ step: 'Mehl und Butter verkneten.' }] },
        { title: 'Füllung', steps: [{ step: 'Zitronen auspressen und mit Zucker aufkochen.' }] },
      ],
    });

    const withoutSteps = pageOf({ ...recipe, name: 'Zitronentarte ohne Zubereitung', recipeInstructions: [] });
    const before = await recipeCountOf(server.db, m.id);
    const refused = await m.http.post('/api/import/html', { html: withoutSteps });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message:
        'Auf dieser Seite stehen Zutaten, aber keine Zubereitungsschritte. Ohne Zubereitung kann das Rezept nicht übernommen werden.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(before);
  });

  it('reads HTML sent as JSON and takes the page its canonical link names as the source', async () => {
    const html = fixturePage('tuning', '01-chefkoch-kartoffelgratin').toString('utf8');
    const res = await (await member()).http.post('/api/import/html', { html });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Kartoffelgratin klassisch',
      servings: 4,
      duration: 75,
      sourceUrl: 'https://www.chefkoch.de/rezepte/1127571219053290/Kartoffelgratin-klassisch.html',
      sourceSite: 'Chefkoch.de',
      sourceAuthor: 'Backfee1961',
    });
  });

  it('does not let sent HTML claim a page: importing that page by link reads the page itself', async () => {
    servePage('https://echt.example.de/flammkuchen', fixturePage('tuning', '17-rdfa-flammkuchen'));
    const forged = await (
      await member()
    ).http.post('/api/import/html', {
      html: '<html><body><h1>Gefälschter Flammkuchen</h1><h2>Zutaten</h2><ul><li>1 kg Salz</li><li>2 l Essig</li></ul><h2>Zubereitung</h2><ol><li>Alles verrühren.</li></ol></body></html>',
      sourceUrl: 'https://echt.example.de/flammkuchen',
    });
    expect(forged.status, forged.text).toBe(200);
    const real = await (await member()).http.post('/api/import/url', { url: 'https://echt.example.de/flammkuchen' });
    expect(real.status, real.text).toBe(200);
    expect(real.json).toMatchObject({ title: 'Flammkuchen Elsässer Art', existing: false });
    expect(real.json.id).not.toBe(forged.json.id);
  });

  it.each([
    ['JSON-LD in an array with a breadcrumb', '03-kitchenstories-aglio-olio', 'jsonld', 'Spaghetti aglio e olio'],
    ['JSON-LD under a WebPage as mainEntity', '22-mainentity-bananenbrot', 'jsonld', 'Veganes Bananenbrot'],
    [
      'JSON-LD with line breaks and trailing commas',
      '21-jsonld-broken-zucchinipuffer',
      'jsonld',
      'Zucchini-Puffer mit Kräuterquark',
    ],
    [
      'microdata beside JSON-LD without a recipe',
      '23-jsonld-without-recipe-microdata-gulaschsuppe',
      'microdata',
      'Gulaschsuppe wie vom Metzger',
    ],
    ['RDFa', '17-rdfa-flammkuchen', 'rdfa', 'Flammkuchen Elsässer Art'],
    ['a plain page with a table', '20-plain-table-bratkartoffeln', 'structure', 'Bratkartoffeln mit Speck und Zwiebeln'],
  ])('reads %s', async (_shape, id, extraction, title) => {
    const res = await (
      await member()
    ).http.post('/api/import/html', { html: fixturePage('tuning', id).toString('utf8'), saveToDatabase: false });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ extraction, title, id: null });
  });

  it('keeps entities and tags out of every text', async () => {
    const html = `<html><head><script type="application/ld+json">{"@type":"Recipe","name":"Tomaten &amp; Mozzarella &lt;b&gt;Caprese&lt;/b&gt;","description":"<p>Sommer &#8211; pur<script>alert(1)<\\/script></p>","recipeIngredient":["<strong>4</strong> Tomaten &amp;nbsp;","125 g Mozzarella<img src=x onerror=alert(1)>","&frac12; Bund Basilikum"],"recipeInstructions":[{"@type":"HowToStep","text":"<ol><li>Tomaten &amp; Mozzarella in Scheiben schneiden.</li></ol>"},{"@type":"HowToStep","text":"Mit Basilikum belegen &ndash; fertig.<br/>"}]}</script></head><body></body></html>`;
    const res = await (await member()).http.post('/api/import/html', { html });
    expect(res.status, res.text).toBe(200);
    const recipe = res.json as unknown as TImported & { description: string };
    const texts = [
      recipe.title,
      recipe.description,
      ...recipe.ingredients.map((i) => i.name),
      ...recipe.instructions.map((s) => s.step),
    ];
    for (const text of texts) expect(text).not.toMatch(/[<>]|&[#\w]+;/);
    expect(recipe.title).toBe('Tomaten & Mozzarella Caprese');
    expect(recipe.ingredients).toContainEqual({ name: 'Basilikum', amount: '1/2', unit: 'Bund' });
    expect(recipe.instructions[1]?.step).toBe('Mit Basilikum belegen – fertig.');
  });

  it('survives hostile HTML (deep nesting, a flood of nodes, deep JSON-LD) and keeps answering', async () => {
    const deep = `<html><body>${'<div>'.repeat(50_000)}Zutaten${'</div>'.repeat(10)}</body></html>`;
    const flood = `<html><body>${'<i></i>'.repeat(250_000)}</body></html>`;
    const deepJson = `<html><head><script type="application/ld+json">${'['.repeat(100_000)}</script></head><body><p>nichts</p></body></html>`;
    const m = await member();
    for (const [html, message] of [
      [deep, PAGE_TOO_COSTLY],
      [flood, NO_RECIPE],
      [deepJson, NO_RECIPE],
    ]) {
      const res = await m.http.post('/api/import/html', { html });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message, code: 'BAD_REQUEST', requestId: expect.any(String) as string });
    }
    expect((await m.http.get('/api/health/live')).status).toBe(200);
  });

  it.each([
    ['unclosed elements', '<div>'],
    ['unclosed elements of many kinds', '<div><span><b><table><tr><td>'],
    ['nested sections and lists', '<section><ul><li><div>'],
    ['a flood of paragraphs', '<p>a'],
  ])('refuses 2 MB of %s with the German 400 (too costly to read)', async (_case, unit) => {
    const m = await member();
    const html = unit.repeat(Math.floor((2 * 1024 * 1024 - 100) / unit.length));
    const file = new Blob([html], { type: 'text/html' });
    const res = await postMultipart(m.http, { file, saveToDatabase: 'false' });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: PAGE_TOO_COSTLY, code: 'BAD_REQUEST', requestId: expect.any(String) as string });
  });

  it('refuses HTML over 2 MB as JSON and as a file with 413', async () => {
    const html = `<html><body>${'ä'.repeat(1_100_000)}</body></html>`;
    const m = await member();
    const asJson = await m.http.post('/api/import/html', { html });
    expect(asJson.status).toBe(413);
    expect(asJson.json).toEqual({
      message: 'Die Seite ist zu groß (höchstens 2 MB HTML).',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String) as string,
    });
    const asFile = await postMultipart(m.http, { file: new Blob([html], { type: 'text/html' }) });
    expect(asFile.status).toBe(413);
    expect(asFile.json.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a file that is not a web page, and a body that is neither JSON nor multipart, with 415', async () => {
    const m = await member();
    const jpeg = await postMultipart(m.http, { file: new Blob([new Uint8Array(await thumbnailJpeg())], { type: 'text/html' }) });
    expect(jpeg.status).toBe(415);
    expect(jpeg.json).toEqual({
      message: 'Bitte lade eine gespeicherte Webseite hoch (.html).',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      requestId: expect.any(String) as string,
    });
    const text = await rawPost(m.http, 'text/plain', '<html><h1>Zutaten</h1></html>');
    expect(text.status).toBe(415);
    expect(text.json.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['no html', {}],
    ['empty html', { html: '' }],
    ['html as a number', { html: 42 }],
    ['an invalid source address', { html: '<p>x</p>', sourceUrl: 'javascript:alert(1)' }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await (await member()).http.post('/api/import/html', body);
    expect(res.status).toBe(400);
    expect(res.json.code).toBe('BAD_REQUEST');
  });

  it('answers broken JSON with the German 400', async () => {
    const res = await rawPost((await member()).http, 'application/json', '{"html": "<p>');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Der Anfrageinhalt ist kein gültiges JSON.',
      code: 'PARSE_ERROR',
      requestId: expect.any(String) as string,
    });
  });
});
