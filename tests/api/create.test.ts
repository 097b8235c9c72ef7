import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiUsageOf, recipeCountOf, signedInMember, startEdge, thumbnailJpeg } from '../support/edge';
import { HttpClient } from '../support/http';
import { startTestServer, type TTestServer } from '../support/server';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';

const TIKTOK_CAPTION = `One-Pot-Pasta mit Kirschtomaten 🍅 für 2 Personen

Zutaten:
250 g Spaghetti
400 g Kirschtomaten
2 Knoblauchzehen
500 ml Gemüsebrühe

Zubereitung:
1. Alles in einen großen Topf geben.
2. Zugedeckt 12 Minuten köcheln lassen, dabei umrühren.
3. Mit Basilikum servieren.
#pasta #onepot`;

const INSTAGRAM_PAGE = `<!doctype html><html><head>
<meta property="og:title" content="Oma Erna on Instagram: &quot;Quarkbällchen&quot;">
<meta property="og:description" content="Quarkbällchen&#10;Zutaten:&#10;250 g Quark&#10;2 Eier&#10;100 g Zucker&#10;300 g Mehl&#10;Zubereitung:&#10;1. Alles verkneten.&#10;2. Bällchen formen und 4 Minuten bei 170 °C frittieren.">
<meta property="og:image" content="https://scontent-fra3-1.cdninstagram.com/v/quark.jpg">
</head><body></body></html>`;

const hits = { tiktokOEmbed: 0, metadata: 0 };
const edge = startEdge(
  http.get('https://www.tiktok.com/oembed', ({ request }) => {
    hits.tiktokOEmbed += 1;
    const url = new URL(request.url).searchParams.get('url') ?? '';
    if (url.includes('/video/1000000000000000002'))
      return HttpResponse.json({ title: 'Bester Tag am Strand 🌊 #urlaub', author_unique_id: 'strand' });
    return HttpResponse.json({
      title: TIKTOK_CAPTION,
      author_name: 'Koch Meister',
      author_unique_id: 'kochmeister',
      thumbnail_url: 'https://p16-sign-va.tiktokcdn.com/obj/thumb.jpeg',
    });
  }),
  http.get(
    'https://p16-sign-va.tiktokcdn.com/obj/thumb.jpeg',
    async () => new HttpResponse(await thumbnailJpeg(), { headers: { 'content-type': 'image/jpeg' } }),
  ),
  http.get(
    'https://www.instagram.com/reel/:code/',
    () => new HttpResponse(INSTAGRAM_PAGE, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  ),
  http.get(
    'https://scontent-fra3-1.cdninstagram.com/v/quark.jpg',
    async () => new HttpResponse(await thumbnailJpeg(), { headers: { 'content-type': 'image/jpeg' } }),
  ),
  http.get('https://www.youtube.com/oembed', () => HttpResponse.error()),
  http.get('https://169.254.169.254/*', () => {
    hits.metadata += 1;
    return HttpResponse.json({ secret: 'aws-keys' });
  }),
);

let database: TIsolatedDb;
let server: TTestServer;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_video');
  server = await startTestServer({ recipeCreationsPerMinute: 100 }, { database: database.handle });
});
afterEach(() => edge.resetHandlers());
afterAll(async () => {
  edge.close();
  await server.close();
  await database.drop();
});

const member = () => signedInMember(server);
const tiktok = (id: string) => `https://www.tiktok.com/@kochmeister/video/${id}`;

interface TDetail {
  id: number;
  title: string;
  imageUrl: string;
  originalVideoUrl: string;
  originalCreator: string;
  originalPlatform: string;
  category: string;
  difficulty: string;
  servings: number;
  duration: number;
  ingredients: { name: string; amount: string; unit: string }[];
  instructions: { step: string; duration?: number }[];
}

describe('visitors', () => {
  it.each([
    ['/api/process-video', { videoUrl: tiktok('1000000000000000001') }],
    ['/api/generate-recipe', { type: 'prompt', prompt: 'Carbonara', saveToDatabase: true }],
    ['/api/analyze-file', {}],
  ])('get 401 with a German message on %s', async (path, body) => {
    const res = await new HttpClient(server.url).post(path, body);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({
      message: 'Anmeldung erforderlich',
      code: 'UNAUTHORIZED',
      requestId: expect.any(String) as string,
    });
  });
});

describe('POST /api/process-video with the built-in engine', () => {
  it('turns a TikTok caption into a German recipe with original video data and a re-encoded thumbnail', async () => {
    const m = await member();
    const res = await m.http.post('/api/process-video', {
      videoUrl: `${tiktok('1000000000000000001')}?is_from_webapp=1&sender_device=pc`,
    });
    expect(res.status, res.text).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['id', 'title']);
    expect(typeof res.json.id).toBe('number');
    expect(res.json.title).toBe('One-Pot-Pasta mit Kirschtomaten für 2 Personen');

    const detail = (await m.http.get(`/api/recipes/${String(res.json.id)}`)).json as unknown as TDetail;
    expect(detail).toMatchObject({
      originalVideoUrl: tiktok('1000000000000000001'),
      originalCreator: '@kochmeister',
      originalPlatform: 'tiktok',
      category: 'Italienisch',
      servings: 2,
      duration: 12,
    });
    expect(['einfach', 'mittel', 'schwer']).toContain(detail.difficulty);
    expect(detail.ingredients).toContainEqual({ name: 'Spaghetti', amount: '250', unit: 'g' });
    expect(detail.instructions[1]).toMatchObject({ duration: 12 });
    expect(detail.imageUrl).toMatch(/^\/media\/recipe-[\w-]+\.webp$/);
    const stored = await readFile(path.join(server.uploadDir, path.basename(detail.imageUrl)));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    expect(await aiUsageOf(server.db, m.id)).toBe(0);
  });

  it('returns the recipe already made from the same video without fetching it again', async () => {
    const m = await member();
    const first = await m.http.post('/api/process-video', { videoUrl: tiktok('1000000000000000003') });
    expect(first.status, first.text).toBe(200);
    const before = hits.tiktokOEmbed;
    const again = await (
      await member()
    ).http.post('/api/process-video', { videoUrl: `https://tiktok.com/@KochMeister/video/1000000000000000003?lang=de` });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.json.id);
    expect(hits.tiktokOEmbed).toBe(before);
  });

  it('makes a member their own recipe of a video whose recipe another member keeps „Nur für mich“', async () => {
    const author = await member();
    const first = await author.http.post('/api/process-video', { videoUrl: tiktok('1000000000000000004') });
    expect(first.status, first.text).toBe(200);
    const id = first.json.id as number;
    const stored = (await author.http.get(`/api/recipes/${id}`)).json;
    const hidden = await author.http.request('PUT', `/api/recipes/${id}`, {
      title: stored.title,
      servings: stored.servings,
      ingredientGroups: stored.ingredientGroups,
      instructionGroups: stored.instructionGroups,
      version: stored.version,
      visibility: 'private',
    });
    expect(hidden.status, hidden.text).toBe(200);

    const other = await member();
    const own = await other.http.post('/api/process-video', { videoUrl: tiktok('1000000000000000004') });
    expect(own.status, own.text).toBe(200);
    expect(own.json.id).not.toBe(id);
    expect((await other.http.get(`/api/recipes/${String(own.json.id)}`)).status).toBe(200);
    expect((await other.http.get(`/api/recipes/${id}`)).status).toBe(404);
    // The author still gets their own recipe for the same video.
    expect((await author.http.post('/api/process-video', { videoUrl: tiktok('1000000000000000004') })).json.id).toBe(id);
  });

  it('reads an Instagram reel from the Open Graph tags of its public page', async () => {
    const m = await member();
    const res = await m.http.post('/api/process-video', { videoUrl: 'https://www.instagram.com/reel/Cq1w2e3r4t5/?igsh=abc' });
    expect(res.status, res.text).toBe(200);
    const detail = (await m.http.get(`/api/recipes/${String(res.json.id)}`)).json as unknown as TDetail;
    expect(detail).toMatchObject({
      title: 'Quarkbällchen',
      originalPlatform: 'instagram',
      originalCreator: 'Oma Erna',
      category: 'Hauptgericht',
    });
    expect(detail.ingredients).toContainEqual({ name: 'Quark', amount: '250', unit: 'g' });
    expect(detail.imageUrl).toMatch(/\.webp$/);
  });

  it.each([
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'http://169.254.169.254/latest/meta-data/',
    'javascript:alert(1)',
    'https://vimeo.com/123456',
  ])('refuses %s with 400 and a German message', async (videoUrl) => {
    const res = await (await member()).http.post('/api/process-video', { videoUrl });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^Ungültiger Video-Link/);
  });

  it('answers with the German failure text when the video holds no recipe, and saves nothing', async () => {
    const m = await member();
    const res = await m.http.post('/api/process-video', { videoUrl: tiktok('1000000000000000002') });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'Das Video konnte nicht verarbeitet werden.',
      code: 'BAD_REQUEST',
      requestId: expect.any(String) as string,
    });
    expect(await recipeCountOf(server.db, m.id)).toBe(0);
  });

  it('fails in German when the host is unreachable and nothing was typed', async () => {
    const res = await (await member()).http.post('/api/process-video', { videoUrl: 'https://youtu.be/aaaaaaaaaa1' });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe('Das Video konnte nicht verarbeitet werden.');
  });

  it('still uses a typed title and description when the host is unreachable', async () => {
    const m = await member();
    const res = await m.http.post('/api/process-video', {
      videoUrl: 'https://www.youtube.com/shorts/aaaaaaaaaa2',
      videoTitle: 'Schnelles Porridge',
      videoDescription:
        'Zutaten:\n80 g Haferflocken\n250 ml Milch\n1 Banane\nZubereitung:\n1. Haferflocken mit Milch 5 Minuten köcheln.\n2. Mit Banane servieren.',
    });
    expect(res.status, res.text).toBe(200);
    const detail = (await m.http.get(`/api/recipes/${String(res.json.id)}`)).json as unknown as TDetail;
    expect(detail).toMatchObject({
      title: 'Schnelles Porridge',
      category: 'Frühstück',
      originalPlatform: 'youtube',
      originalCreator: null,
    });
    expect(detail.originalVideoUrl).toBe('https://www.youtube.com/shorts/aaaaaaaaaa2');
    expect(detail.imageUrl).toMatch(/\.svg$/);
  });

  it('refuses a redirect to a private address and never contacts it', async () => {
    edge.use(
      http.get(
        'https://www.tiktok.com/oembed',
        () => new HttpResponse(null, { status: 302, headers: { location: 'https://169.254.169.254/latest/meta-data/' } }),
      ),
    );
    const res = await (await member()).http.post('/api/process-video', { videoUrl: tiktok('1000000000000000004') });
    expect(res.status).toBe(502);
    expect(res.json.message).toBe('Das Video konnte nicht verarbeitet werden.');
    expect(hits.metadata).toBe(0);
  });

  it('stops after three redirects', async () => {
    let count = 0;
    edge.use(
      http.get('https://www.tiktok.com/oembed', () => {
        count += 1;
        return new HttpResponse(null, { status: 302, headers: { location: `https://www.tiktok.com/oembed?hop=${count}` } });
      }),
    );
    const res = await (await member()).http.post('/api/process-video', { videoUrl: tiktok('1000000000000000005') });
    expect(res.status).toBe(502);
    expect(count).toBe(4);
  });
});

it('leaves only WebP and SVG files in the media directory', async () => {
  const files = await readdir(server.uploadDir);
  expect(files.every((f) => /\.(webp|svg)$/.test(f))).toBe(true);
});
