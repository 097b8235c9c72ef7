import { and, eq, sql } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recipeDrafts, recipes, recipeVersions, users } from '@kochclip/db/schema';
import { cleanupJob } from '@kochclip/server';
import {
  aiUsageOf,
  chatCompletion,
  LLM_RECIPE,
  recipeCountOf,
  signedInMember,
  startEdge,
  TEST_LLM,
  thumbnailJpeg,
  type TMember,
} from '../support/edge';
import { KARTOFFELSALAT_PDF } from '../support/fixtures';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { startTestServer, type TTestServer } from '../support/server';
import { fakeDns, htmlResponseInit } from '../support/web-pages';

const SESSION_COOKIE = 'kc_session';
const NOT_FOUND = { message: 'Entwurf nicht gefunden', code: 'NOT_FOUND', requestId: expect.any(String) as unknown };
const DRAFTS_FULL = 'Du hast schon 50 Entwürfe. Bitte speichere oder verwirf zuerst einen davon unter „Entwürfe“.';
const PAGE_WITHOUT_STEPS_NOTICE = 'Die Seite nennt keine Zubereitungsschritte – bitte ergänze sie.';

const jsonLdPage = (recipe: object, extra = '') =>
  `<html><head><meta property="og:site_name" content="Omas Rezepte"><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    ...recipe,
  })}</script>${extra}</head><body><h1>Rezept</h1></body></html>`;

const ROULADEN = {
  name: 'Rinderrouladen wie bei Oma',
  recipeYield: '4 Portionen',
  recipeIngredient: ['4 Rinderrouladen', '2 EL Senf', '4 Scheiben Speck', '2 Gewürzgurken'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Rouladen mit Senf bestreichen und mit Speck und Gurke belegen.' },
    { '@type': 'HowToStep', text: 'Aufrollen, anbraten und 90 Minuten schmoren.' },
  ],
  image: 'https://bilder.omas-rezepte.test/rouladen.jpg',
};
const STEPLESS = { name: 'Zitronentarte ohne Zubereitung', recipeIngredient: ['250 g Mehl', '125 g Butter', '3 Zitronen'] };

const PAGES: Record<string, string> = {
  'https://omas-rezepte.test/rouladen': jsonLdPage(ROULADEN),
  'https://omas-rezepte.test/rouladen-geteilt': jsonLdPage({ ...ROULADEN, name: 'Geteilte Rouladen' }),
  'https://omas-rezepte.test/ohne-schritte': jsonLdPage(STEPLESS),
};

const llmCalls = { count: 0 };
const edge = startEdge(
  http.get('https://omas-rezepte.test/:page', ({ request }) => {
    const page = PAGES[request.url];
    return page ? new HttpResponse(page, htmlResponseInit()) : new HttpResponse('nicht da', { status: 404 });
  }),
  http.get(
    'https://bilder.omas-rezepte.test/rouladen.jpg',
    async () => new HttpResponse(await thumbnailJpeg(), { headers: { 'content-type': 'image/jpeg' } }),
  ),
  http.post('https://llm.test/v1/chat/completions', () => {
    llmCalls.count += 1;
    return HttpResponse.json(chatCompletion(JSON.stringify(LLM_RECIPE)));
  }),
  http.get('https://www.tiktok.com/oembed', ({ request }) => {
    const url = new URL(request.url).searchParams.get('url') ?? '';
    // A caption with ingredients and no steps: the built-in reader's saved recipe points to the video instead.
    if (url.includes('/video/2000000000000000009'))
      return HttpResponse.json({
        title: 'Quarkbällchen 😍 Zutaten: 250 g Quark, 2 Eier, 100 g Zucker, 300 g Mehl, 1 Päckchen Backpulver',
        author_unique_id: 'baeckerin',
      });
    return HttpResponse.json({
      title: 'Kürbissuppe 🎃 Zutaten: 1 kg Hokkaido, 400 ml Kokosmilch, 20 g Ingwer. Alles 25 Minuten kochen und pürieren.',
      author_unique_id: 'suppenkasper',
    });
  }),
);

let database: TIsolatedDb;
let server: TTestServer;
let builtin: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_drafts');
  server = await startTestServer(
    { recipeCreationsPerMinute: 1000 },
    { database: database.handle, ai: TEST_LLM, resolve: fakeDns },
  );
  builtin = await startTestServer({ recipeCreationsPerMinute: 1000 }, { database: database.handle, resolve: fakeDns });
});
afterEach(() => {
  edge.resetHandlers();
  llmCalls.count = 0;
});
afterAll(async () => {
  edge.close();
  await Promise.all([server.close(), builtin.close()]);
  await database.drop();
});

interface TCreatedDraft {
  draft: true;
  draftId: number;
  title: string;
  origin: string;
}

async function draftCountOf(userId: number): Promise<number> {
  const rows = await server.db.select({ id: recipeDrafts.id }).from(recipeDrafts).where(eq(recipeDrafts.userId, userId));
  return rows.length;
}

async function postForm(base: string, m: TMember, path: string, parts: Record<string, string | Blob>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) form.append(name, value);
  const cookie = m.http.cookie(SESSION_COOKIE);
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    body: form,
    headers: cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {},
  });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as Record<string, unknown>, text };
}

const PDF = KARTOFFELSALAT_PDF;

/** A draft the member saves by hand over the API (what the web app's /rezept/neu does once something is typed). */
async function manualDraft(m: TMember, title = 'Omas Apfelkuchen') {
  const res = await m.http.post('/api/drafts', {
    content: {
      title,
      ingredientGroups: [{ title: null, ingredients: [{ amount: '500', unit: 'g', name: 'Äpfel' }] }],
      instructionGroups: [{ title: null, steps: [{ step: 'Äpfel schälen und backen.' }] }],
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.json as unknown as { id: number; origin: string; content: { title: string } };
}

describe('the draft flag on every creation path', () => {
  it('POST /api/process-video with draft: true stores a draft, no recipe, and still counts the AI generation', async () => {
    const m = await signedInMember(server);
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@suppenkasper/video/2000000000000000001',
      draft: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      draft: true,
      draftId: expect.any(Number) as unknown,
      title: 'Cremige Kürbissuppe',
      origin: 'video',
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
    expect(await aiUsageOf(server.db, m.id)).toBe(1);
    const draft = await m.http.get(`/api/drafts/${String((res.json as unknown as TCreatedDraft).draftId)}`);
    expect(draft.status).toBe(200);
    expect(draft.json).toMatchObject({
      origin: 'video',
      originalVideoUrl: 'https://www.tiktok.com/@suppenkasper/video/2000000000000000001',
      notice: null,
      content: {
        title: 'Cremige Kürbissuppe',
        ingredientGroups: [{ title: null, ingredients: [{ name: 'Hokkaido-Kürbis', amount: '1', unit: 'kg' }, {}, {}] }],
        instructionGroups: [{ steps: [{ step: 'Kürbis würfeln.' }, { step: 'Im Thermomix 25 Minuten bei 100 °C garen.' }] }],
      },
    });
  });

  it('without the flag POST /api/process-video saves and answers the recipe id as before', async () => {
    const m = await signedInMember(server);
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@suppenkasper/video/2000000000000000002',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({ id: expect.any(Number) as unknown, title: 'Cremige Kürbissuppe' });
    expect(await recipeCountOf(server.db, m.id)).toBe(1);
    expect(await draftCountOf(m.id)).toBe(0);
  });

  it('a shared video link with draft: true becomes a draft of origin „share“', async () => {
    const m = await signedInMember(server);
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@suppenkasper/video/2000000000000000003',
      draft: true,
      shared: true,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toMatchObject({ draft: true, origin: 'share' });
  });

  it('POST /api/generate-recipe (ingredients and prompt) with draft: true stores drafts, no recipes', async () => {
    const m = await signedInMember(server);
    const byIngredients = await m.http.post('/api/generate-recipe', {
      type: 'ingredients',
      ingredients: ['Kürbis'],
      draft: true,
    });
    const byPrompt = await m.http.post('/api/generate-recipe', {
      type: 'prompt',
      prompt: 'Eine wärmende Herbstsuppe',
      draft: true,
    });
    expect(byIngredients.status, byIngredients.text).toBe(200);
    expect(byIngredients.json).toEqual({
      draft: true,
      draftId: expect.any(Number) as unknown,
      title: 'Cremige Kürbissuppe',
      origin: 'ingredients',
    });
    expect(byPrompt.json).toMatchObject({ draft: true, origin: 'prompt' });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
    expect(await draftCountOf(m.id)).toBe(2);

    const saved = await m.http.post('/api/generate-recipe', { type: 'prompt', prompt: 'Eine wärmende Herbstsuppe' });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ id: expect.any(Number) as unknown, saved: true, origin: 'generated' });
    expect(saved.json).not.toHaveProperty('draftId');
  });

  it('POST /api/analyze-file takes draft as a form field; without it the file is saved as before', async () => {
    const m = await signedInMember(builtin);
    const file = () => new Blob([new Uint8Array(PDF)], { type: 'application/pdf' });
    const asDraft = await postForm(builtin.url, m, '/api/analyze-file', { file: file(), draft: 'true' });
    expect(asDraft.status, asDraft.text).toBe(200);
    expect(asDraft.json).toEqual({
      draft: true,
      draftId: expect.any(Number) as unknown,
      title: 'Kartoffelsalat nach Omas Art',
      origin: 'file',
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);

    const saved = await postForm(builtin.url, m, '/api/analyze-file', { file: file() });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toMatchObject({ id: expect.any(Number) as unknown, title: 'Kartoffelsalat nach Omas Art' });
    expect(await recipeCountOf(server.db, m.id)).toBe(1);

    const wrong = await postForm(builtin.url, m, '/api/analyze-file', { file: file(), draft: 'ja' });
    expect(wrong.status).toBe(400);
    expect(wrong.json).toEqual({
      message: 'Das Feld „draft“ muss „true“ oder „false“ sein.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as unknown,
    });
  });

  it('POST /api/import/url with draft: true keeps the page, its source and picture in the draft', async () => {
    const m = await signedInMember(server);
    const res = await m.http.post('/api/import/url', { url: 'https://omas-rezepte.test/rouladen', draft: true });
    expect(res.status, res.text).toBe(200);
    expect(res.json).toEqual({
      draft: true,
      draftId: expect.any(Number) as unknown,
      title: 'Rinderrouladen wie bei Oma',
      origin: 'website',
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
    const draft = await m.http.get(`/api/drafts/${String((res.json as unknown as TCreatedDraft).draftId)}`);
    expect(draft.json).toMatchObject({
      sourceUrl: 'https://omas-rezepte.test/rouladen',
      sourceSite: 'Omas Rezepte',
      imageUrl: expect.stringMatching(/^\/media\//) as unknown,
      content: { servings: 4, ingredientGroups: [{ ingredients: [{ amount: '4', name: 'Rinderrouladen' }, {}, {}, {}] }] },
    });
  });

  it('a shared page link becomes a draft of origin „share“ and saves as a website recipe', async () => {
    const m = await signedInMember(server);
    const res = await m.http.post('/api/import/url', {
      url: 'https://omas-rezepte.test/rouladen-geteilt',
      draft: true,
      shared: true,
    });
    expect(res.json).toMatchObject({ draft: true, origin: 'share' });
    const id = (res.json as unknown as TCreatedDraft).draftId;
    const saved = await m.http.post(`/api/drafts/${String(id)}/save`, {});
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ id: expect.any(Number) as unknown, title: 'Geteilte Rouladen', version: 1, origin: 'share' });
    const [row] = await server.db
      .select({ source: recipes.source, sourceUrl: recipes.sourceUrl })
      .from(recipes)
      .where(eq(recipes.id, (saved.json as unknown as { id: number }).id));
    expect(row).toEqual({ source: 'website', sourceUrl: 'https://omas-rezepte.test/rouladen-geteilt' });
  });

  it('POST /api/import/html takes draft in JSON and as a form field', async () => {
    const m = await signedInMember(server);
    const html = jsonLdPage({ ...ROULADEN, name: 'Rouladen aus dem Speicher', image: undefined });
    const json = await m.http.post('/api/import/html', { html, draft: true });
    expect(json.status, json.text).toBe(200);
    expect(json.json).toMatchObject({ draft: true, origin: 'website', title: 'Rouladen aus dem Speicher' });
    const form = await postForm(server.url, m, '/api/import/html', {
      file: new Blob([html], { type: 'text/html' }),
      draft: 'true',
    });
    expect(form.status, form.text).toBe(200);
    expect(form.json).toMatchObject({ draft: true, origin: 'website' });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
    expect(await draftCountOf(m.id)).toBe(2);
  });

  it('a page imported before is answered as its recipe, also when a draft is asked for', async () => {
    const m = await signedInMember(server);
    const first = await m.http.post('/api/import/url', { url: 'https://omas-rezepte.test/rouladen' });
    expect(first.json).toMatchObject({ id: expect.any(Number) as unknown, saved: true });
    const again = await m.http.post('/api/import/url', { url: 'https://omas-rezepte.test/rouladen', draft: true });
    expect(again.json).toMatchObject({ id: (first.json as unknown as { id: number }).id, existing: true });
    expect(await draftCountOf(m.id)).toBe(0);
  });
});

describe('steps are never invented in a draft', () => {
  it('a page without steps becomes a draft without steps that says so; without the flag it is still refused', async () => {
    const m = await signedInMember(builtin);
    const res = await m.http.post('/api/import/url', { url: 'https://omas-rezepte.test/ohne-schritte', draft: true });
    expect(res.status, res.text).toBe(200);
    const draft = await m.http.get(`/api/drafts/${String((res.json as unknown as TCreatedDraft).draftId)}`);
    expect(draft.json).toMatchObject({
      notice: PAGE_WITHOUT_STEPS_NOTICE,
      content: {
        instructionGroups: [],
        ingredientGroups: [{ ingredients: [{ name: 'Mehl' }, { name: 'Butter' }, { name: 'Zitronen' }] }],
      },
    });
    expect(JSON.stringify(draft.json)).not.toContain('Originalseite');

    const refused = await m.http.post('/api/import/url', { url: 'https://omas-rezepte.test/ohne-schritte' });
    expect(refused.status).toBe(400);
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });

  it('a video caption without steps gives a draft without the stand-in step the saved recipe would carry', async () => {
    const m = await signedInMember(builtin);
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.tiktok.com/@baeckerin/video/2000000000000000009',
      draft: true,
    });
    expect(res.status, res.text).toBe(200);
    const draft = await m.http.get(`/api/drafts/${String((res.json as unknown as TCreatedDraft).draftId)}`);
    expect(draft.json).toMatchObject({
      notice: 'Das Video nennt keine Zubereitungsschritte – bitte ergänze sie.',
      content: { instructionGroups: [] },
    });
    expect(JSON.stringify(draft.json)).not.toContain('Originalvideo');

    // Saving it as it is names the missing field, in German, and writes nothing.
    const id = (res.json as unknown as TCreatedDraft).draftId;
    const save = await m.http.post(`/api/drafts/${String(id)}/save`, {});
    expect(save.status).toBe(400);
    expect(save.json).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Zubereitung: Ein Rezept braucht mindestens einen Zubereitungsschritt.') as unknown,
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
    expect((await m.http.get(`/api/drafts/${String(id)}`)).status).toBe(200);
  });
});

describe('/api/drafts', () => {
  it('lists, gets, autosaves, saves as a recipe and deletes the draft', async () => {
    const m = await signedInMember(server);
    const created = await manualDraft(m);
    expect(created).toMatchObject({ origin: 'manual', content: { title: 'Omas Apfelkuchen', servings: 4 } });

    const list = await m.http.get('/api/drafts');
    expect(list.status).toBe(200);
    expect(list.json).toMatchObject({
      max: 50,
      drafts: [{ id: created.id, title: 'Omas Apfelkuchen', ingredientCount: 1, stepCount: 1 }],
    });

    const [before] = await server.db.select().from(recipeDrafts).where(eq(recipeDrafts.id, created.id));
    const update = await m.http.request('PUT', `/api/drafts/${String(created.id)}`, {
      content: {
        title: 'Omas Apfelkuchen mit Zimt',
        servings: 12,
        ingredientGroups: [
          { title: 'Teig', ingredients: [{ amount: '250', unit: 'g', name: 'Mehl' }] },
          { title: 'Belag', ingredients: [{ amount: '1', unit: 'kg', name: 'Äpfel', note: 'säuerlich' }, { name: '' }] },
        ],
        instructionGroups: [
          {
            title: null,
            steps: [{ step: 'Teig kneten.' }, { step: '' }, { step: 'Belegen und 45 Minuten backen.', duration: 45 }],
          },
        ],
      },
    });
    expect(update.status, update.text).toBe(200);
    const [after] = await server.db.select().from(recipeDrafts).where(eq(recipeDrafts.id, created.id));
    expect(after && before && after.expiresAt.getTime() >= before.expiresAt.getTime()).toBe(true);

    const loaded = await m.http.get(`/api/drafts/${String(created.id)}`);
    expect(loaded.json).toMatchObject({ content: { title: 'Omas Apfelkuchen mit Zimt', servings: 12 } });

    const saved = await m.http.post(`/api/drafts/${String(created.id)}/save`, {});
    expect(saved.status, saved.text).toBe(200);
    const recipeId = (saved.json as unknown as { id: number }).id;
    expect(saved.json).toEqual({ id: recipeId, title: 'Omas Apfelkuchen mit Zimt', version: 1, origin: 'manual' });
    const recipe = await m.http.get(`/api/recipes/${String(recipeId)}`);
    expect(recipe.json).toMatchObject({
      servings: 12,
      version: 1,
      ingredientGroups: [
        { title: 'Teig', ingredients: [{ name: 'Mehl' }] },
        { title: 'Belag', ingredients: [{ name: 'Äpfel', note: 'säuerlich' }] },
      ],
      instructionGroups: [{ steps: [{ step: 'Teig kneten.' }, { step: 'Belegen und 45 Minuten backen.', duration: 45 }] }],
    });
    const versions = await server.db.select().from(recipeVersions).where(eq(recipeVersions.recipeId, recipeId));
    expect(versions).toHaveLength(1);
    expect((await m.http.get(`/api/drafts/${String(created.id)}`)).status).toBe(404);
    expect((await m.http.post(`/api/drafts/${String(created.id)}/save`, {})).status).toBe(404);

    const other = await manualDraft(m, 'Wird verworfen');
    const removed = await m.http.delete(`/api/drafts/${String(other.id)}`);
    expect(removed.status).toBe(200);
    expect(removed.json).toEqual({ id: other.id, deleted: true });
    expect((await m.http.get('/api/drafts')).json).toMatchObject({ drafts: [] });
  });

  it('saves what the editor sends as content, through the same checks as POST /api/recipes', async () => {
    const m = await signedInMember(server);
    const draft = await manualDraft(m);
    const before = await recipeCountOf(server.db, m.id);
    const invalid = await m.http.post(`/api/drafts/${String(draft.id)}/save`, {
      content: {
        title: '🎂🎂',
        ingredientGroups: [{ title: null, ingredients: [{ name: 'Mehl' }] }],
        instructionGroups: [{ title: null, steps: [{ step: 'Backen.' }] }],
      },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Der Titel braucht Buchstaben oder Ziffern.') as unknown,
    });
    const noIngredients = await m.http.post(`/api/drafts/${String(draft.id)}/save`, {
      content: { title: 'Leer', ingredientGroups: [], instructionGroups: [{ title: null, steps: [{ step: 'Backen.' }] }] },
    });
    expect(noIngredients.status).toBe(400);
    expect(noIngredients.json).toMatchObject({
      message: expect.stringContaining('Zutaten: Ein Rezept braucht mindestens eine Zutat.') as unknown,
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(before);
    expect((await m.http.get(`/api/drafts/${String(draft.id)}`)).json).toMatchObject({ content: { title: 'Omas Apfelkuchen' } });

    const tooLong = await m.http.request('PUT', `/api/drafts/${String(draft.id)}`, { content: { title: 'x'.repeat(201) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringContaining('Höchstens 200 Zeichen') as unknown,
    });
  });

  it('answers another member, and visitors, as for a draft that does not exist', async () => {
    const owner = await signedInMember(server);
    const other = await signedInMember(server);
    const draft = await manualDraft(owner);
    const path = `/api/drafts/${String(draft.id)}`;
    expect((await other.http.get(path)).json).toEqual(NOT_FOUND);
    expect((await other.http.request('PUT', path, { content: { title: 'Übernommen' } })).json).toEqual(NOT_FOUND);
    expect((await other.http.post(`${path}/save`, {})).json).toEqual(NOT_FOUND);
    expect((await other.http.delete(path)).json).toEqual(NOT_FOUND);
    expect((await other.http.get('/api/drafts')).json).toMatchObject({ drafts: [] });
    const photo = await postForm(server.url, other, `${path}/image`, {
      image: new Blob([new Uint8Array(await thumbnailJpeg())], { type: 'image/jpeg' }),
    });
    expect(photo.status).toBe(404);
    const visitor = await fetch(`${server.url}${path}`);
    expect(visitor.status).toBe(401);
    expect((await owner.http.get(path)).json).toMatchObject({ content: { title: 'Omas Apfelkuchen' } });
  });

  it('keeps the photo uploaded in the draft editor on the saved recipe', async () => {
    const m = await signedInMember(server);
    const draft = await manualDraft(m, 'Kuchen mit Foto');
    const photo = await postForm(server.url, m, `/api/drafts/${String(draft.id)}/image`, {
      image: new Blob([new Uint8Array(await thumbnailJpeg())], { type: 'image/jpeg' }),
    });
    expect(photo.status, photo.text).toBe(200);
    const picture = photo.json as { imageUrl: string; thumbnailUrl: string };
    const saved = await m.http.post(`/api/drafts/${String(draft.id)}/save`, {});
    const recipe = await m.http.get(`/api/recipes/${String((saved.json as unknown as { id: number }).id)}`);
    expect(recipe.json).toMatchObject({ imageUrl: picture.imageUrl, thumbnailUrl: picture.thumbnailUrl });
  });

  it('never shows a draft in search or on the profile', async () => {
    const m = await signedInMember(server);
    await manualDraft(m, 'Geheimnisvoller Zwetschgendatschi');
    const search = await m.http.get(`/api/recipes?search=${encodeURIComponent('Zwetschgendatschi')}&limit=50`);
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.json)).not.toContain('Geheimnisvoller');
    const [profile] = await server.db.select({ username: users.username }).from(users).where(eq(users.id, m.id));
    const own = await m.http.get(`/api/users/username/${profile?.username ?? ''}/recipes?limit=50`);
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.json)).not.toContain('Geheimnisvoller');
  });

  it('refuses the 51st draft in German, before any AI work', async () => {
    const m = await signedInMember(server);
    await server.db.insert(recipeDrafts).values(
      Array.from({ length: 50 }, (_, i) => ({
        userId: m.id,
        origin: 'manual' as const,
        data: { content: { title: `Entwurf ${String(i)}` }, source: { recipeSource: 'manual' }, notice: null },
        expiresAt: new Date(Date.now() + 86_400_000),
      })),
    );
    const manual = await m.http.post('/api/drafts', { content: { title: 'Noch einer' } });
    expect(manual.status).toBe(409);
    expect(manual.json).toEqual({ message: DRAFTS_FULL, code: 'CONFLICT', requestId: expect.any(String) as unknown });
    const video = await m.http.post('/api/generate-recipe', { type: 'prompt', prompt: 'Noch eine Suppe', draft: true });
    expect(video.status).toBe(409);
    expect(video.json).toEqual({ message: DRAFTS_FULL, code: 'CONFLICT', requestId: expect.any(String) as unknown });
    expect(llmCalls.count).toBe(0);
    expect(await aiUsageOf(server.db, m.id)).toBe(0);
    expect(await draftCountOf(m.id)).toBe(50);
  });

  it('drafts expire 30 days after their last change and the daily cleanup deletes them', async () => {
    const m = await signedInMember(server);
    const fresh = await manualDraft(m, 'Frischer Entwurf');
    const [row] = await server.db.select().from(recipeDrafts).where(eq(recipeDrafts.id, fresh.id));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const old = await manualDraft(m, 'Vergessener Entwurf');
    await server.db
      .update(recipeDrafts)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(recipeDrafts.id, old.id));
    expect((await m.http.get(`/api/drafts/${String(old.id)}`)).status).toBe(404);
    expect((await m.http.get('/api/drafts')).json).toMatchObject({ drafts: [{ id: fresh.id }] });

    await cleanupJob({ db: server.db, log: () => undefined }).run({}, { number: 1, of: 2 });
    const left = await server.db
      .select({ id: recipeDrafts.id })
      .from(recipeDrafts)
      .where(and(eq(recipeDrafts.userId, m.id)));
    expect(left).toEqual([{ id: fresh.id }]);
  });
});
