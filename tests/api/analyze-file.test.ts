import { readdir } from 'node:fs/promises';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  aiUsageOf,
  chatCompletion,
  LLM_RECIPE,
  recipeCountOf,
  signedInMember,
  startEdge,
  TEST_LLM,
  type TMember,
} from '../support/edge';
import { minimalPdf, PANCAKE_RECIPE, recipeCardPng } from '../support/fixtures';
import { startTestServer, type TTestServer } from '../support/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

const llmBodies: string[] = [];
const edge = startEdge(
  http.post('https://llm.test/v1/chat/completions', async ({ request }) => {
    llmBodies.push(await request.text());
    return HttpResponse.json(chatCompletion(JSON.stringify(LLM_RECIPE)));
  }),
);

let database: TIsolatedDb;
let builtin: TTestServer;
let withLlm: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_upload');
  builtin = await startTestServer({ recipeCreationsPerMinute: 100 }, { database: database.handle });
  withLlm = await startTestServer(
    { recipeCreationsPerMinute: 100 },
    {
      database: database.handle,
      ai: TEST_LLM,
    },
  );
});
afterEach(() => {
  llmBodies.length = 0;
});
afterAll(async () => {
  edge.close();
  await Promise.all([builtin.close(), withLlm.close()]);
  await database.drop();
});

/** Uploads like a browser form would; the declared name and type are deliberately free to lie. */
async function upload(baseUrl: string, m: TMember | null, data: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), name);
  const token = m?.http.cookie('kc_session');
  const response = await fetch(`${baseUrl}/api/analyze-file`, {
    method: 'POST',
    body: form,
    headers: token ? { cookie: `kc_session=${token}` } : {},
  });
  const text = await response.text();
  return { status: response.status, json: JSON.parse(text) as Record<string, unknown>, text };
}

const KARTOFFELSALAT = minimalPdf([
  'Kartoffelsalat nach Omas Art',
  'Zutaten:',
  '1 kg festkochende Kartoffeln',
  '1 Zwiebel',
  '3 EL Essig',
  '4 EL Öl',
  'Zubereitung:',
  '1. Kartoffeln 20 Minuten kochen und pellen.',
  '2. In Scheiben schneiden und mit Zwiebel, Essig und Öl mischen.',
]);

describe('POST /api/analyze-file', () => {
  it('refuses visitors with 401', async () => {
    const res = await upload(builtin.url, null, KARTOFFELSALAT, 'rezept.pdf', 'application/pdf');
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      message: 'Anmeldung erforderlich',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String) as string,
    });
  });

  it('reads a PDF renamed to .png as a PDF and creates the recipe from its text layer', async () => {
    const m = await signedInMember(builtin);
    const res = await upload(builtin.url, m, KARTOFFELSALAT, 'foto.png', 'image/png');
    expect(res.status, res.text).toBe(200);
    expect(typeof res.json.id).toBe('number');
    expect(res.json).toMatchObject({ title: 'Kartoffelsalat nach Omas Art', createdById: m.id });
    expect(res.json.ingredients).toContainEqual({ name: 'Essig', amount: '3', unit: 'EL' });
    expect(res.json.imageUrl).toMatch(/\.svg$/);
    expect(await aiUsageOf(builtin.db, m.id)).toBe(0);
  });

  it('reads a photo of a recipe with German OCR (tesseract data from node_modules)', async () => {
    const m = await signedInMember(builtin);
    const res = await upload(builtin.url, m, await recipeCardPng(PANCAKE_RECIPE), 'IMG_2024.jpg', 'image/jpeg');
    expect(res.status, res.text).toBe(200);
    expect(res.json.title).toBe('Pfannkuchen');
    expect(res.json.ingredients).toContainEqual({ name: 'Mehl', amount: '250', unit: 'g' });
    expect(res.json.imageUrl).toMatch(/\.webp$/);
  });

  it('answers in German when the file holds no recipe', async () => {
    const m = await signedInMember(builtin);
    const res = await upload(
      builtin.url,
      m,
      minimalPdf(['Rechnung Nr. 4711', 'Betrag: 42,00 EUR']),
      'rechnung.pdf',
      'application/pdf',
    );
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Die Datei konnte nicht analysiert werden.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
    expect(await recipeCountOf(builtin.db, m.id)).toBe(0);
  });

  it('refuses an HTML file named .jpg with 415 and stores nothing', async () => {
    const m = await signedInMember(builtin);
    const before = await readdir(builtin.uploadDir);
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await upload(builtin.url, m, html, 'rezept.jpg', 'image/jpeg');
    expect(res.status).toBe(415);
    expect(res.json).toEqual({
      message: 'Bitte lade nur PDF, JPG, PNG oder WebP Dateien hoch.',
      code: 'UNSUPPORTED_MEDIA_TYPE',
      requestId: expect.any(String) as string,
    });
    expect(await readdir(builtin.uploadDir)).toEqual(before);
    expect(await recipeCountOf(builtin.db, m.id)).toBe(0);
  });

  it('accepts a file of exactly 10 MiB (the limit is inclusive)', async () => {
    const m = await signedInMember(builtin);
    const exact = new Uint8Array(10 * 1024 * 1024);
    exact.set(KARTOFFELSALAT);
    const res = await upload(builtin.url, m, exact, 'genau-10mb.pdf', 'application/pdf');
    expect(res.status).toBe(200);
    expect(res.json.title).toBe('Kartoffelsalat nach Omas Art');
  });

  it('refuses 10 MB + 1 byte with 413 and stores nothing', async () => {
    const m = await signedInMember(builtin);
    const before = await readdir(builtin.uploadDir);
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(KARTOFFELSALAT);
    const res = await upload(builtin.url, m, big, 'gross.pdf', 'application/pdf');
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      message: 'Die Datei darf maximal 10MB groß sein.',
      code: 'PAYLOAD_TOO_LARGE',
      requestId: expect.any(String) as string,
    });
    expect(await readdir(builtin.uploadDir)).toEqual(before);
    expect(await recipeCountOf(builtin.db, m.id)).toBe(0);
  });

  it('asks for multipart when the body is JSON', async () => {
    const m = await signedInMember(builtin);
    const res = await m.http.post('/api/analyze-file', { file: 'x' });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/multipart\/form-data/);
  });

  it('sends a photo to the vision model as a data URL and counts one generation', async () => {
    const m = await signedInMember(withLlm, { kitchenDevices: ['Airfryer'], allergies: ['Sellerie'] });
    const res = await upload(withLlm.url, m, await recipeCardPng(PANCAKE_RECIPE), 'karte.webp', 'image/webp');
    expect(res.status, res.text).toBe(200);
    const body = JSON.parse(llmBodies[0] ?? '{}') as { model: string };
    expect(body.model).toBe('test-vision');
    expect(llmBodies[0]).toContain('data:image/jpeg;base64,');
    expect(llmBodies[0]).toContain('Sellerie');
    expect(await aiUsageOf(builtin.db, m.id)).toBe(1);
  });

  it('sends a PDF to the model as its text layer', async () => {
    const m = await signedInMember(withLlm);
    const res = await upload(withLlm.url, m, KARTOFFELSALAT, 'rezept.pdf', 'application/pdf');
    expect(res.status, res.text).toBe(200);
    const body = JSON.parse(llmBodies[0] ?? '{}') as { model: string };
    expect(body.model).toBe('test-model');
    expect(llmBodies[0]).toContain('festkochende Kartoffeln');
  });

  it('sends a PDF without a text layer (a scan) to the model as a file', async () => {
    const m = await signedInMember(withLlm);
    const res = await upload(withLlm.url, m, minimalPdf([]), 'scan.pdf', 'application/pdf');
    expect(res.status, res.text).toBe(200);
    const body = JSON.parse(llmBodies[0] ?? '{}') as { model: string };
    expect(body.model).toBe('test-vision');
    expect(llmBodies[0]).toContain('data:application/pdf;base64,');
  });

  it('answers a scanned PDF without an AI engine with the German failure text', async () => {
    const m = await signedInMember(builtin);
    const res = await upload(builtin.url, m, minimalPdf([]), 'scan.pdf', 'application/pdf');
    expect(res.status).toBe(400);
    expect(res.json.message).toBe('Die Datei konnte nicht analysiert werden.');
  });
});
