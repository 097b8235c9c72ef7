import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageOf, chatCompletion, LLM_RECIPE, recipeCountOf, signedInMember, startEdge, TEST_LLM } from '../support/edge';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';
import { fakeDns, fixturePage, htmlResponseInit } from '../support/web-pages';

/** A page whose recipe is only prose: no structured data, no headings, nothing the caption reader accepts. */
const PROSE_PAGE = `<!doctype html><html><head><title>Omas Kürbissuppe</title></head><body><h1>Omas Kürbissuppe</h1>
<p>Für die Suppe nehme ich immer einen Hokkaido, etwas Kokosmilch und ein Stück Ingwer, koche alles weich und püriere es.</p></body></html>`;

let llmCalls = 0;
const edge = startEdge(
  http.post('https://llm.test/v1/chat/completions', () => {
    llmCalls += 1;
    return HttpResponse.json(chatCompletion(JSON.stringify(LLM_RECIPE)));
  }),
  http.get('https://prosa.example.de/kuerbissuppe', () => new HttpResponse(PROSE_PAGE, htmlResponseInit())),
  http.get(
    'https://strukturiert.example.de/curry',
    () => new HttpResponse(fixturePage('tuning', '02-lecker-haehnchen-curry'), htmlResponseInit()),
  ),
  http.get(/^https:\/\/images\.lecker\.de\//, () => HttpResponse.error()),
);

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_website_llm');
  server = await startTestServer(
    { recipeCreationsPerMinute: 2, freeAiGenerationsPerMonth: 5 },
    { database: database.handle, resolve: fakeDns, ai: TEST_LLM },
  );
});
afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

describe('website import with an LLM configured', () => {
  it('asks the LLM only when nothing else found a recipe, and only then counts a generation', async () => {
    const m = await signedInMember(server);
    const structured = await m.http.post('/api/import/url', { url: 'https://strukturiert.example.de/curry' });
    expect(structured.status, structured.text).toBe(200);
    expect(structured.json.extraction).toBe('jsonld');
    expect(llmCalls).toBe(0);
    expect(await aiUsageOf(server.db, m.id)).toBe(0);

    const prose = await m.http.post('/api/import/url', { url: 'https://prosa.example.de/kuerbissuppe' });
    expect(prose.status, prose.text).toBe(200);
    expect(prose.json).toMatchObject({
      extraction: 'llm',
      title: LLM_RECIPE.title,
      sourceUrl: 'https://prosa.example.de/kuerbissuppe',
    });
    expect(llmCalls).toBe(1);
    expect(await aiUsageOf(server.db, m.id)).toBe(1);
  });

  it('counts website imports against the per-minute creation limit, with Retry-After', async () => {
    const m = await signedInMember(server);
    const html = fixturePage('tuning', '17-rdfa-flammkuchen').toString('utf8');
    for (let i = 0; i < 2; i += 1) expect((await m.http.post('/api/import/html', { html })).status).toBe(200);
    const third = await m.http.post('/api/import/html', { html });
    expect(third.status).toBe(429);
    expect(third.json.code).toBe('TOO_MANY_REQUESTS');
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await recipeCountOf(server.db, m.id)).toBe(2);
  });
});
