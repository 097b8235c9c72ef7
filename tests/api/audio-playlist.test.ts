import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import type { SetupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioClips, recipes } from '@kochclip/db/schema';
import {
  createEspeakEngine,
  createOpenAiSpeechEngine,
  createCachedSpeech,
  type TServerSpeech,
  createDirectoryStorage,
  type TStorage,
  type TSpeechEngine,
} from '@kochclip/server';
import { signedInMember, startEdge } from '../support/edge';
import { groupedRecipe } from '../support/grouped-recipe';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { mp3Duration } from '../support/mp3';
import { startTestServer, type TTestServer } from '../support/server';

interface TSegment {
  id: string;
  title: string;
  type: string;
  audioUrl: string;
}

const CLIP_URL = /^\/media\/audio-([0-9a-f]{40})\.mp3$/;
const keyOf = (segment: TSegment | undefined) => CLIP_URL.exec(segment?.audioUrl ?? '')?.[1] ?? '';

/** What the playlist of the test recipe reads aloud, segment by segment. */
const SPOKEN = [
  'Ofenkartoffeln. Dieses Rezept ist für zwei Portionen. Die Zubereitung dauert etwa 50 Minuten. Los geht es mit den Zutaten.',
  '800 Gramm Kartoffeln.',
  'zwei Esslöffel Olivenöl.',
  'Schritt 1. Ofen auf 200 Grad vorheizen.',
  'Schritt 2. Kartoffeln 40 Minuten backen.',
  'Das war das Rezept „Ofenkartoffeln“. Guten Appetit!',
];

const espeak = createEspeakEngine();
/** Every call that reaches the built-in engine, as its texts: what was spoken, and in which batches. */
const spoken: string[][] = [];
const counting: TSpeechEngine = {
  ...espeak,
  synthesize: (texts) => {
    spoken.push(texts);
    return espeak.synthesize(texts);
  },
};
/** Same engine and voice, but synthesis never gets anywhere until the end of the file: nothing is spoken by it. */
let release: () => void = () => undefined;
const released = new Promise<void>((resolve) => {
  release = resolve;
});
const stalled: TSpeechEngine = {
  ...espeak,
  synthesize: () => released.then(() => Promise.reject(new Error('angehalten'))),
};
let failing = false;
const flaky: TSpeechEngine = {
  ...espeak,
  id: 'flaky',
  synthesize: (texts) => (failing ? Promise.reject(new Error('kaputt')) : counting.synthesize(texts)),
};

/** What the OpenAI-compatible speech server was asked, and the MP3 it answers with (spoken by eSpeak once). */
const ttsRequests: { model: string; voice: string; input: string; response_format: string }[] = [];
let ttsMp3 = new Uint8Array();

let database: TIsolatedDb;
let uploadDir: string;
let edge: SetupServer;
let stalledSpeech: TServerSpeech;
let speech: TServerSpeech;
let flakySpeech: TServerSpeech;
let openAiSpeech: TServerSpeech;
/** Records playlists but cannot speak: shows what the answer holds before any synthesis. */
let stalledServer: TTestServer;
/** Another server process on the same database and media, with a working engine. */
let server: TTestServer;
let broken: TTestServer;
let openAiServer: TTestServer;
let recipeId: number;

function serverWith(storage: TStorage, engine: TSpeechEngine): { speech: TServerSpeech; start: () => Promise<TTestServer> } {
  const made = createCachedSpeech({ db: database.handle.db, storage, engine, log: () => undefined });
  return { speech: made, start: () => startTestServer({}, { database: database.handle, uploadDir, speech: made }) };
}

beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_audio');
  uploadDir = await mkdtemp(path.join(tmpdir(), 'kochclip-audio-'));
  const storage = createDirectoryStorage(uploadDir);
  const [sample] = await espeak.synthesize(['Hallo aus dem Sprachserver.']);
  ttsMp3 = new Uint8Array(sample ?? []);
  // The SDK picks up fetch when the client is made, so msw listens first.
  edge = startEdge(
    http.post('https://tts.test/v1/audio/speech', async ({ request }) => {
      ttsRequests.push((await request.json()) as (typeof ttsRequests)[number]);
      return new HttpResponse(ttsMp3, { headers: { 'content-type': 'audio/mpeg' } });
    }),
  );
  const openAi = createOpenAiSpeechEngine({
    apiKey: 'sk-test',
    baseUrl: 'https://tts.test/v1',
    model: 'gpt-4o-mini-tts',
    voice: 'nova',
    timeoutMs: 5000,
  });
  const stalledSetup = serverWith(storage, stalled);
  const setup = serverWith(storage, counting);
  const flakySetup = serverWith(storage, flaky);
  const openAiSetup = serverWith(storage, openAi);
  stalledSpeech = stalledSetup.speech;
  speech = setup.speech;
  flakySpeech = flakySetup.speech;
  openAiSpeech = openAiSetup.speech;
  stalledServer = await stalledSetup.start();
  server = await setup.start();
  broken = await flakySetup.start();
  openAiServer = await openAiSetup.start();

  const [row] = await database.handle.db
    .insert(recipes)
    .values({
      title: 'Ofenkartoffeln',
      source: 'prompt',
      servings: 2,
      duration: 50,
      ingredients: [
        { name: 'Kartoffeln', amount: '800', unit: 'g' },
        { name: 'Olivenöl', amount: '2', unit: 'EL' },
      ],
      instructions: [{ step: 'Ofen auf 200 °C vorheizen.' }, { step: 'Kartoffeln 40 Min. backen.' }],
    })
    .returning({ id: recipes.id });
  recipeId = row?.id ?? 0;
}, 60_000);

afterAll(async () => {
  release();
  await stalledSpeech.idle();
  edge.close();
  for (const running of [stalledServer, server, broken, openAiServer]) await running.close();
  await espeak.close?.();
  await database.drop();
});

async function playlistOn(target: TTestServer): Promise<TSegment[]> {
  const m = await signedInMember(target);
  const res = await m.http.post(`/api/recipes/${recipeId}/audio/playlist`);
  expect(res.status, res.text).toBe(200);
  return (res.json as unknown as { segments: TSegment[] }).segments;
}

async function clipRows(keys: string[]) {
  return database.handle.db
    .select({ key: audioClips.key, spokenText: audioClips.spokenText, bytes: audioClips.bytes })
    .from(audioClips)
    .where(inArray(audioClips.key, keys));
}

describe('POST /api/recipes/{id}/audio/playlist and its clips', () => {
  let segments: TSegment[] = [];

  it('asks visitors to sign in', async () => {
    const m = await signedInMember(server);
    const res = await fetch(`${server.url}/api/recipes/${recipeId}/audio/playlist`, { method: 'POST' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe('Anmeldung erforderlich');
    expect((await m.http.post('/api/recipes/999999/audio/playlist')).status).toBe(404);
    expect((await m.http.post('/api/recipes/abc/audio/playlist')).status).toBe(400);
  });

  it('answers before anything is spoken: intro, one segment per ingredient and step, outro, each with a clip URL', async () => {
    // The stalled engine never finishes a clip, so this answer cannot have waited for one.
    segments = await playlistOn(stalledServer);
    expect(segments.map((s) => [s.id, s.type, s.title])).toEqual([
      ['intro', 'intro', 'Einleitung'],
      ['ingredient-1', 'ingredient', 'Kartoffeln'],
      ['ingredient-2', 'ingredient', 'Olivenöl'],
      ['instruction-1', 'instruction', 'Schritt 1'],
      ['instruction-2', 'instruction', 'Schritt 2'],
      ['outro', 'outro', 'Abschluss'],
    ]);
    for (const segment of segments) expect(segment.audioUrl).toMatch(CLIP_URL);
    const keys = segments.map(keyOf);
    expect(new Set(keys).size).toBe(segments.length);

    const rows = await clipRows(keys);
    expect(rows.map((r) => [r.key, r.spokenText, r.bytes]).sort()).toEqual(keys.map((key, i) => [key, SPOKEN[i], null]).sort());
    for (const key of keys) expect(existsSync(path.join(uploadDir, `audio-${key}.mp3`))).toBe(false);
  });

  it('speaks a clip nobody has spoken yet when it is fetched, and serves it as MP3 with range requests', async () => {
    // `server` never saw this playlist (think of a restart in between): only the fetch can make it speak.
    const url = segments[2]?.audioUrl ?? '';
    const audio = await fetch(`${server.url}${url}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(0);
    expect(mp3Duration(bytes).seconds).toBeGreaterThan(0.5);
    expect(spoken).toEqual([['zwei Esslöffel Olivenöl.']]);
    expect((await clipRows([keyOf(segments[2])]))[0]?.bytes).toBe(bytes.length);

    const part = await fetch(`${server.url}${url}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    expect(spoken).toHaveLength(1);
  }, 60_000);

  it('speaks a clip once however many fetch it at the same time', async () => {
    const url = `${server.url}${segments[3]?.audioUrl ?? ''}`;
    const answers = await Promise.all([fetch(url), fetch(url, { headers: { range: 'bytes=0-' } }), fetch(url)]);
    const bodies = await Promise.all(answers.map(async (a) => Array.from(new Uint8Array(await a.arrayBuffer()))));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 206]);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
    expect(spoken.flat().filter((text) => text === SPOKEN[3])).toHaveLength(1);
  }, 60_000);

  it('speaks the remaining clips in the background after the playlist call, the first one on its own', async () => {
    const before = spoken.length;
    expect(await playlistOn(server)).toEqual(segments);
    await speech.idle();
    const background = spoken.slice(before);
    expect(background[0]).toEqual([SPOKEN[0]]);
    expect(background.flat()).toEqual([SPOKEN[0], SPOKEN[1], SPOKEN[4], SPOKEN[5]]);
    const rows = await clipRows(segments.map(keyOf));
    expect(rows.every((row) => (row.bytes ?? 0) > 0)).toBe(true);
  }, 60_000);

  it('costs no synthesis the second time: the same playlist, every clip a plain file', async () => {
    const before = spoken.flat().length;
    expect(await playlistOn(server)).toEqual(segments);
    for (const segment of segments) {
      const audio = await fetch(`${server.url}${segment.audioUrl}`);
      expect(audio.status).toBe(200);
      expect(mp3Duration(new Uint8Array(await audio.arrayBuffer())).seconds).toBeGreaterThan(0.5);
    }
    await speech.idle();
    expect(spoken.flat()).toHaveLength(before);
  }, 60_000);

  it('answers 404 in German for a clip the server never issued, and speaks nothing for it', async () => {
    const before = spoken.length;
    const unknown = await fetch(`${server.url}/media/audio-${'0'.repeat(40)}.mp3`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      message: 'Dieser Audio-Clip ist nicht bekannt. Bitte erstelle die Playlist neu.',
      code: 'NOT_FOUND',
      requestId: expect.any(String) as string,
    });
    expect((await fetch(`${server.url}/media/audio-nichtda.mp3`)).status).toBe(404);
    // A clip recorded for one engine is never spoken by another under its key.
    const [stalledOnly] = await playlistOnFreshText();
    const other = await fetch(`${broken.url}${stalledOnly?.audioUrl ?? ''}`);
    expect(other.status).toBe(404);
    expect(spoken).toHaveLength(before);
  });

  it('answers 502 in German when speech fails, and speaks the clip once it works again', async () => {
    failing = true;
    const playlist = await playlistOn(broken);
    await flakySpeech.idle();
    const url = `${broken.url}${playlist[1]?.audioUrl ?? ''}`;
    const failed = await fetch(url);
    failing = false;
    expect(failed.status).toBe(502);
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(await failed.json()).toEqual({
      message: 'Die Sprachausgabe für diesen Abschnitt ist fehlgeschlagen. Bitte versuche es später erneut.',
      code: 'BAD_GATEWAY',
      requestId: expect.any(String) as string,
    });
    const retried = await fetch(url);
    expect(retried.status).toBe(200);
    expect(mp3Duration(new Uint8Array(await retried.arrayBuffer())).seconds).toBeGreaterThan(0.5);
  }, 60_000);

  it('reads through an OpenAI-compatible speech server: one request per clip, the server’s MP3 served as is', async () => {
    const playlist = await playlistOn(openAiServer);
    await openAiSpeech.idle();
    expect(ttsRequests.map((r) => r.input).sort()).toEqual([...SPOKEN].sort());
    expect(ttsRequests[0]).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'nova', response_format: 'mp3' });
    const audio = await fetch(`${openAiServer.url}${playlist[5]?.audioUrl ?? ''}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(Array.from(new Uint8Array(await audio.arrayBuffer()))).toEqual(Array.from(ttsMp3));

    expect(await playlistOn(openAiServer)).toEqual(playlist);
    await openAiSpeech.idle();
    expect(ttsRequests).toHaveLength(SPOKEN.length);
  }, 60_000);
});

/** A playlist recorded only by the stalled server, for a recipe of its own. */
async function playlistOnFreshText(): Promise<TSegment[]> {
  const [row] = await database.handle.db
    .insert(recipes)
    .values({ title: 'Nur angelegt', source: 'prompt', servings: 1, ingredients: [], instructions: [] })
    .returning({ id: recipes.id });
  const m = await signedInMember(stalledServer);
  const res = await m.http.post(`/api/recipes/${row?.id ?? 0}/audio/playlist`);
  expect(res.status).toBe(200);
  return (res.json as unknown as { segments: TSegment[] }).segments;
}

describe('a recipe with titled groups, read aloud', () => {
  it('reads each group title before its ingredients or steps, and the notes after the names', async () => {
    // The stalled server records the playlist and its texts without speaking, so nothing else here is disturbed.
    const m = await signedInMember(stalledServer);
    const created = await m.http.post('/api/recipes', groupedRecipe());
    expect(created.status, created.text).toBe(200);
    const res = await m.http.post(`/api/recipes/${created.json.id as number}/audio/playlist`);
    expect(res.status, res.text).toBe(200);
    const grouped = (res.json as unknown as { segments: TSegment[] }).segments;
    expect(grouped.map((s) => [s.id, s.type, s.title])).toEqual([
      ['intro', 'intro', 'Einleitung'],
      ['ingredient-group-1', 'ingredient', 'Für den Teig'],
      ['ingredient-1', 'ingredient', 'Mehl'],
      ['ingredient-2', 'ingredient', 'Hefe'],
      ['ingredient-group-2', 'ingredient', 'Für den Belag'],
      ['ingredient-3', 'ingredient', 'Zwiebeln'],
      ['ingredient-4', 'ingredient', 'Kümmel'],
      ['instruction-group-1', 'instruction', 'Teig'],
      ['instruction-1', 'instruction', 'Schritt 1'],
      ['instruction-2', 'instruction', 'Schritt 2'],
      ['instruction-group-2', 'instruction', 'Belag'],
      ['instruction-3', 'instruction', 'Schritt 3'],
      ['instruction-4', 'instruction', 'Schritt 4'],
      ['outro', 'outro', 'Abschluss'],
    ]);
    const spokenByKey = new Map((await clipRows(grouped.map(keyOf))).map((row) => [row.key, row.spokenText]));
    const spokenOf = (id: string) => spokenByKey.get(keyOf(grouped.find((s) => s.id === id)));
    expect(spokenOf('ingredient-group-1')).toBe('Für den Teig:');
    expect(spokenOf('ingredient-1')).toBe('200 Gramm Mehl, gesiebt.');
    expect(spokenOf('ingredient-3')).toBe('vier Zwiebeln, in Ringen.');
    expect(spokenOf('ingredient-4')).toBe('ein Teelöffel Kümmel, optional.');
    expect(spokenOf('instruction-group-2')).toBe('Belag:');
    expect(spokenOf('instruction-4')).toBe('Schritt 4. Bei 200 Grad 40 Minuten backen.');
  });
});
