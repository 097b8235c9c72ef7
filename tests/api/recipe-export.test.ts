import { http } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember, startEdge } from '../support/edge';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';
import { fakeDns, fixturePage } from '../support/web-pages';

/** Fields a recipe keeps through export and import (its picture is re-encoded, difficulty is not a schema.org property). */
const ROUND_TRIP_FIELDS = [
  'title',
  'description',
  'category',
  'servings',
  'duration',
  'tags',
  'ingredients',
  'instructions',
] as const;

const edge = startEdge(http.get(/^https:\/\//, () => new Response(null, { status: 404 })));

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_export');
  server = await startTestServer({ recipeCreationsPerMinute: 100 }, { database: database.handle, resolve: fakeDns });
});
afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

type TRecipe = Record<(typeof ROUND_TRIP_FIELDS)[number] | 'id' | 'sourceUrl', unknown>;

async function importPage(client: HttpClient, id: string, sourceUrl?: string): Promise<TRecipe> {
  const res = await client.post('/api/import/html', {
    html: fixturePage('tuning', id).toString('utf8'),
    ...(sourceUrl ? { sourceUrl } : {}),
  });
  if (res.status !== 200) throw new Error(`import failed: ${res.text}`);
  return res.json as unknown as TRecipe;
}

/** Expected texts are written with plain spaces; the product keeps number and unit together with U+00A0. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

const pick = (recipe: TRecipe) => Object.fromEntries(ROUND_TRIP_FIELDS.map((key) => [key, recipe[key]]));

describe('GET /api/recipes/{id}/export', () => {
  it('gives visitors 401 for a recipe and a cookbook: the full recipe never leaks through an export', async () => {
    const visitor = new HttpClient(server.url);
    for (const path of ['/api/recipes/1/export', '/api/recipes/1/export?format=markdown', '/api/cookbooks/1/export']) {
      const res = await visitor.get(path);
      expect(res.status, path).toBe(401);
      expect(res.json).toEqual({
        message: 'Anmeldung erforderlich',
        code: 'UNAUTHORIZED',
        requestId: expect.any(String) as string,
      });
    }
  });

  it('exports schema.org JSON-LD with the required and recommended properties the recipe has', async () => {
    const m = await signedInMember(server);
    const recipe = await importPage(
      m.http,
      '05-essen-und-trinken-apfelstrudel',
      'https://www.essen-und-trinken.de/rezepte/apfelstrudel',
    );
    await m.http.post(`/api/recipes/${String(recipe.id)}/ratings`, { rating: 4 });
    const res = await m.http.get(`/api/recipes/${String(recipe.id)}/export?format=jsonld`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      format: 'jsonld',
      mediaType: 'application/ld+json',
      filename: 'apfelstrudel-mit-vanillesosse.jsonld',
    });
    const ld = res.json.content as Record<string, unknown>;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Apfelstrudel mit Vanillesoße',
      description: expect.stringContaining('Strudelteig') as unknown,
      url: `${server.url}/recipe/${String(recipe.id)}`,
      author: { '@type': 'Person', name: 'Achim Ellmer' },
      isBasedOn: 'https://www.essen-und-trinken.de/rezepte/apfelstrudel',
      recipeCategory: 'Dessert',
      recipeYield: '8 Portionen',
      totalTime: 'PT2H15M',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, ratingCount: 1, bestRating: 5, worstRating: 1 },
    });
    for (const key of ['image', 'datePublished', 'keywords', 'recipeIngredient', 'recipeInstructions'])
      expect(ld, key).toHaveProperty(key);
    expect((ld.image as string[])[0]).toMatch(new RegExp(`^${server.url}/media/`));
    expect(ld.recipeIngredient).toContain('1 Prise Salz');
    // The page's HowToSections are kept on import and exported again, its 6 steps numbered through the recipe.
    const sections = ld.recipeInstructions as { '@type': string; name: string; itemListElement: { position: number }[] }[];
    expect(sections.map((section) => [section['@type'], section.name])).toEqual([
      ['HowToSection', 'Teig'],
      ['HowToSection', 'Füllung'],
      ['HowToSection', 'Fertigstellen'],
    ]);
    expect(sections.flatMap((section) => section.itemListElement.map((step) => step.position))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sections[0]?.itemListElement[0]).toMatchObject({ '@type': 'HowToStep', position: 1 });
  });

  it('leaves out aggregateRating and author links a recipe does not have', async () => {
    const m = await signedInMember(server);
    const recipe = await importPage(m.http, '19-plain-br-lines-pfannkuchen');
    const ld = (await m.http.get(`/api/recipes/${String(recipe.id)}/export`)).json.content as Record<string, unknown>;
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld.author).toMatchObject({ '@type': 'Person', url: expect.stringContaining('/u/') as unknown });
  });

  it('round trip: exported JSON-LD imports back as the same recipe', async () => {
    const m = await signedInMember(server);
    for (const id of [
      '01-chefkoch-kartoffelgratin',
      '13-wprm-blog-zimtschnecken',
      '15-microdata-kochbuch-rinderrouladen',
      '18-plain-blog-spinatlasagne',
    ]) {
      const original = await importPage(m.http, id);
      const exported = await m.http.get(`/api/recipes/${String(original.id)}/export?format=jsonld`);
      const html = `<!doctype html><html><head><script type="application/ld+json">${JSON.stringify(exported.json.content)}</script></head><body></body></html>`;
      const again = await m.http.post('/api/import/html', { html });
      expect(again.status, again.text).toBe(200);
      expect(again.json.extraction).toBe('jsonld');
      expect(pick(again.json as unknown as TRecipe), id).toEqual(pick(original));
    }
  });

  it('exports Markdown text with facts, source, ingredients and numbered steps', async () => {
    const m = await signedInMember(server);
    const recipe = await importPage(m.http, '02-lecker-haehnchen-curry', 'https://www.lecker.de/curry');
    const res = await m.http.get(`/api/recipes/${String(recipe.id)}/export?format=markdown`);
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      format: 'markdown',
      mediaType: 'text/markdown',
      filename: 'haehnchen-curry-mit-kokosmilch.md',
    });
    const text = plain(String(res.json.content));
    expect(text).toMatch(/^# Hähnchen-Curry mit Kokosmilch\n/);
    expect(text).toContain('Kategorie: Asiatisch · Schwierigkeit:');
    expect(text).toContain('Dauer: 30 Min. · Portionen: 4');
    expect(text).toContain('Quelle: [LECKER](<https://www.lecker.de/curry>)');
    expect(text).toContain('## Zutaten\n\n- 600 g Hähnchenfilet\n');
    expect(text).toContain('\n5. Koriander waschen');
  });

  it('writes German durations and ingredients in the number of their amount: "1 Std. 10 Min.", "2 Zehen", "4 Eier"', async () => {
    const m = await signedInMember(server);
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Knoblauch-Rührei","totalTime":"PT1H10M","recipeYield":"2","recipeIngredient":["2 Zehe Knoblauch","4 Ei","1 Zwiebel"],"recipeInstructions":"Alles braten."}</script>`;
    const created = await m.http.post('/api/import/html', { html });
    expect(created.status, created.text).toBe(200);
    const id = String(created.json.id);
    const markdown = plain(String((await m.http.get(`/api/recipes/${id}/export?format=markdown`)).json.content));
    expect(markdown).toContain('Dauer: 1 Std. 10 Min. · Portionen: 2');
    expect(markdown).toContain('## Zutaten\n\n- 2 Zehen Knoblauch\n- 4 Eier\n- 1 Zwiebel\n');
    expect(markdown).not.toMatch(/\dh|\dm\b/);
    const ld = (await m.http.get(`/api/recipes/${id}/export?format=jsonld`)).json.content as Record<string, unknown>;
    expect(ld.recipeIngredient).toEqual(['2 Zehen Knoblauch', '4 Eier', '1 Zwiebel']);
    expect(ld.recipeYield).toBe('2 Portionen');
  });

  it('escapes Markdown in recipe text', async () => {
    const m = await signedInMember(server);
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"# Böse [Link](javascript:alert(1)) *fett*","recipeIngredient":["1 <Ei>"],"recipeInstructions":"Alles _kochen_."}</script>`;
    const created = await m.http.post('/api/import/html', { html });
    expect(created.status, created.text).toBe(200);
    const text = String((await m.http.get(`/api/recipes/${String(created.json.id)}/export?format=markdown`)).json.content);
    expect(text.split('\n')[0]).toBe('# \\# Böse \\[Link\\](javascript:alert(1)) \\*fett\\*');
    expect(text).toContain('1. Alles \\_kochen\\_.');
  });

  it.each([
    ['/api/recipes/999999/export', 404],
    ['/api/recipes/abc/export', 400],
    ['/api/recipes/1/export?format=pdf', 400],
  ])('answers %s with %i', async (path, status) => {
    const res = await (await signedInMember(server)).http.get(path);
    expect(res.status).toBe(status);
    expect(typeof res.json.message).toBe('string');
  });
});

describe('GET /api/cookbooks/{id}/export', () => {
  it('exports a cookbook as one ItemList of full recipes and as one Markdown document; private ones only for their owner', async () => {
    const owner = await signedInMember(server);
    const a = await importPage(owner.http, '03-kitchenstories-aglio-olio');
    const b = await importPage(owner.http, '11-gutekueche-kaiserschmarrn');
    const cookbook = await owner.http.post('/api/cookbooks', { title: 'Schnelle Küche', description: 'Für jeden Tag' });
    for (const recipe of [a, b]) {
      const added = await owner.http.post(`/api/cookbooks/${String(cookbook.json.id)}/recipes`, { recipeId: recipe.id });
      expect(added.status, added.text).toBe(200);
    }
    const ld = await owner.http.get(`/api/cookbooks/${String(cookbook.json.id)}/export`);
    expect(ld.status, ld.text).toBe(200);
    expect(ld.json).toMatchObject({ format: 'jsonld', filename: 'schnelle-kueche.jsonld' });
    expect(ld.json.content).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: 'Schnelle Küche',
      numberOfItems: 2,
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: { '@type': 'Recipe', name: 'Spaghetti aglio e olio' } },
        { '@type': 'ListItem', position: 2, item: { '@type': 'Recipe', name: 'Kaiserschmarrn' } },
      ],
    });
    const items = (ld.json.content as { itemListElement: { item: { recipeIngredient: string[] } }[] }).itemListElement;
    expect(items[1]?.item.recipeIngredient).toHaveLength(9);

    const md = await owner.http.get(`/api/cookbooks/${String(cookbook.json.id)}/export?format=markdown`);
    expect(plain(String(md.json.content))).toMatch(
      /^# Schnelle Küche\n\nFür jeden Tag\n\n2 Rezepte\n\n## Spaghetti aglio e olio\n/,
    );
    expect(String(md.json.content)).toContain('## Kaiserschmarrn');

    const other = await signedInMember(server);
    expect((await other.http.get(`/api/cookbooks/${String(cookbook.json.id)}/export`)).status).toBe(404);
  });
});
