import { sql } from 'drizzle-orm';
import { delay, http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { usageMonth } from '@kochclip/routers/server';
import { aiUsageOf, chatCompletion, LLM_RECIPE, recipeCountOf, signedInMember, startEdge, TEST_LLM } from '../support/edge';
import { startTestServer, type TTestServer } from '../support/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

const LLM_URL = 'https://llm.test/v1/chat/completions';
const AI_UNAVAILABLE = 'Die KI ist gerade nicht erreichbar. Bitte versuche es später erneut.';
const AI_TIMEOUT = 'Die KI hat nicht rechtzeitig geantwortet. Bitte versuche es später erneut.';

interface TChatRequest {
  model: string;
  messages: { role: string; content: unknown }[];
  response_format: { type: string };
}

const llmRequests: TChatRequest[] = [];
/** Records every request and answers with the given contents in turn (the last one repeats). */
function llmAnswers(...contents: string[]) {
  return http.post(LLM_URL, async ({ request }) => {
    llmRequests.push((await request.json()) as TChatRequest);
    const content = contents[Math.min(llmRequests.length - 1, contents.length - 1)] ?? '';
    return HttpResponse.json(chatCompletion(content));
  });
}
const valid = JSON.stringify(LLM_RECIPE);

const edge = startEdge(
  llmAnswers(valid),
  http.get('https://www.tiktok.com/oembed', () =>
    HttpResponse.json({
      title: 'Kürbissuppe 🎃 Zutaten: 1 kg Hokkaido, 400 ml Kokosmilch, 20 g Ingwer. Alles 25 Minuten kochen und pürieren.',
      author_unique_id: 'suppenkasper',
    }),
  ),
);

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_llm');
  server = await startTestServer(
    { recipeCreationsPerMinute: 1000 },
    {
      database: database.handle,
      ai: TEST_LLM,
    },
  );
});
afterEach(() => {
  edge.resetHandlers();
  llmRequests.length = 0;
});
afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

const member = () => signedInMember(server, { kitchenDevices: ['Thermomix', 'Airfryer'], allergies: ['Erdnüsse', 'Laktose'] });
const wish = { type: 'prompt', prompt: 'Eine wärmende Suppe für den Herbst', saveToDatabase: true };
const textOf = (request: TChatRequest | undefined) => JSON.stringify(request?.messages ?? []);

describe('POST /api/generate-recipe with an OpenAI-compatible LLM', () => {
  it('asks in German for metric units, adapted to the member’s devices and allergies, and saves the recipe', async () => {
    const m = await member();
    const res = await m.http.post('/api/generate-recipe', wish);
    expect(res.status, res.text).toBe(200);
    expect(typeof res.json.id).toBe('number');
    expect(res.json).toMatchObject({ title: 'Cremige Kürbissuppe', origin: 'generated', saved: true, category: 'Hauptgericht' });
    expect(res.json.instructions).toEqual([
      { step: 'Kürbis würfeln.' },
      { step: 'Im Thermomix 25 Minuten bei 100 °C garen.', duration: 25, temperature: '100 °C' },
    ]);
    expect(res.json.imageUrl).toMatch(/^\/media\/recipe-.+\.svg$/);

    const [request] = llmRequests;
    expect(request?.model).toBe('test-model');
    expect(request?.response_format.type).toBe('json_schema');
    const text = textOf(request);
    expect(text).toContain('auf Deutsch');
    expect(text).toContain('metrische Einheiten');
    expect(text).toContain('Thermomix, Airfryer');
    expect(text).toContain('Erdnüsse, Laktose');
    expect(text).toContain('Eine wärmende Suppe für den Herbst');
    expect(await aiUsageOf(server.db, m.id)).toBe(1);
  });

  it('passes the ingredients on and returns the recipe without an id when it should not be saved', async () => {
    const m = await member();
    const res = await m.http.post('/api/generate-recipe', {
      type: 'ingredients',
      ingredients: ['Kürbis', 'Ingwer'],
      saveToDatabase: false,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({
      id: null,
      saved: false,
      origin: 'generated',
      title: 'Cremige Kürbissuppe',
      createdById: m.id,
    });
    expect(textOf(llmRequests[0])).toContain('Kürbis, Ingwer');
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
    expect(await aiUsageOf(server.db, m.id)).toBe(1);
  });

  it('retries invalid output once and then succeeds', async () => {
    edge.use(llmAnswers('{"title": "kaputt"', valid));
    const res = await (await member()).http.post('/api/generate-recipe', wish);
    expect(res.status, res.text).toBe(200);
    expect(llmRequests).toHaveLength(2);
    expect(textOf(llmRequests[1])).toContain('Deine Antwort war ungültig');
  });

  it('gives up after one retry with a German error, no quota used and nothing saved', async () => {
    edge.use(llmAnswers(JSON.stringify({ ...LLM_RECIPE, ingredients: [] })));
    const m = await member();
    const res = await m.http.post('/api/generate-recipe', wish);
    expect(res.status).toBe(502);
    expect(res.json).toEqual({
      message: 'Die KI hat kein gültiges Rezept geliefert. Bitte versuche es erneut.',
      code: 'BAD_GATEWAY',
      requestId: expect.any(String) as string,
    });
    expect(llmRequests).toHaveLength(2);
    expect(await aiUsageOf(server.db, m.id)).toBe(0);
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });

  it.each([
    ['429', () => HttpResponse.json({ error: { message: 'Rate limit', type: 'requests' } }, { status: 429 })],
    ['500', () => HttpResponse.json({ error: { message: 'Boom', type: 'server_error' } }, { status: 500 })],
    ['a timeout', async () => delay(5000).then(() => HttpResponse.json(chatCompletion(valid)))],
  ])('answers an LLM %s quickly in German, no quota used and nothing saved', async (label, respond) => {
    edge.use(http.post(LLM_URL, respond));
    const m = await member();
    const started = Date.now();
    const res = await m.http.post('/api/generate-recipe', wish);
    // An answer that never came is a gateway timeout (504), an error the service sent an unavailable one (503).
    const expected =
      label === 'a timeout'
        ? { status: 504, message: AI_TIMEOUT, code: 'GATEWAY_TIMEOUT' }
        : { status: 503, message: AI_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' };
    expect(res.status).toBe(expected.status);
    expect(res.json).toEqual({ message: expected.message, code: expected.code, requestId: expect.any(String) as string });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await aiUsageOf(server.db, m.id)).toBe(0);
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });

  it('lets exactly one of 20 concurrent requests through for a member one below the limit', async () => {
    const m = await member();
    await server.db.execute(sql`insert into ai_usage (user_id, month, count) values (${m.id}, ${usageMonth()}, 4)`);
    const responses = await Promise.all(Array.from({ length: 20 }, () => m.http.post('/api/generate-recipe', wish)));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const refused = responses.find((r) => r.status === 429);
    expect(refused?.json.message).toBe(
      'Dein monatliches KI-Kontingent ist aufgebraucht. Mit Premium erhältst du 100 KI-Rezept-Generierungen pro Monat.',
    );
    expect(llmRequests).toHaveLength(1);
    expect(await aiUsageOf(server.db, m.id)).toBe(5);
  });
});

describe('POST /api/process-video with an OpenAI-compatible LLM', () => {
  it('sends the caption and what the parser found, and returns the same recipe for the same video without another LLM call', async () => {
    const m = await member();
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@suppenkasper/video/2000000000000000001?is_from_webapp=1',
    });
    expect(res.status, res.text).toBe(200);
    const text = textOf(llmRequests[0]);
    expect(text).toContain('Video auf TikTok von @suppenkasper');
    expect(text).toContain('Kokosmilch');
    expect(text).toContain('Übernimm Mengen nur so, wie die Quelle sie angibt');
    expect(await aiUsageOf(server.db, m.id)).toBe(1);

    const again = await (
      await member()
    ).http.post('/api/process-video', { videoUrl: 'https://tiktok.com/@suppenkasper/video/2000000000000000001' });
    expect(again.json.id).toBe(res.json.id);
    expect(llmRequests).toHaveLength(1);
  });

  it('does not invent a recipe when the model finds none in the video', async () => {
    edge.use(llmAnswers(JSON.stringify({ ...LLM_RECIPE, isRecipe: false })));
    const m = await member();
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@suppenkasper/video/2000000000000000002',
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Das Video konnte nicht verarbeitet werden.');
    expect(await aiUsageOf(server.db, m.id)).toBe(0);
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });
});
