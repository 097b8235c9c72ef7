import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../db/src/schema';
import type { TSpeechEngine } from '../../server/src/services/speech/engine';
import { createEspeakEngine } from '../../server/src/services/speech/espeak-engine';
import { createCachedSpeech } from '../../server/src/services/speech/speech-cache';
import { createDirectoryStorage } from '../../server/src/services/storage';
import { signedInMember } from '../support/edge';
import { HttpClient } from '../support/http';
import { isolatedDatabase, type TIsolatedDb } from '../support/isolated-db';
import { mp3Duration } from '../support/mp3';
import { startTestServer, type TTestServer } from '../support/server';

interface TSegment {
  id: string;
  title: string;
  type: string;
  audioUrl: string;
}

const espeak = createEspeakEngine();
/** Counts what reaches the engine, to see that a second playlist costs no synthesis. */
const synthesized: string[] = [];
const counting: TSpeechEngine = {
  id: espeak.id,
  voice: espeak.voice,
  synthesize: (texts) => {
    synthesized.push(...texts);
    return espeak.synthesize(texts);
  },
};
let failing = false;
const flaky: TSpeechEngine = {
  id: 'flaky',
  voice: 'x',
  synthesize: (texts) => (failing ? Promise.reject(new Error('kaputt')) : counting.synthesize(texts)),
};

let database: TIsolatedDb;
let server: TTestServer;
let broken: TTestServer;
let recipeId: number;
beforeAll(async () => {
  database = await isolatedDatabase('kochclip_it_audio');
  const uploadDir = await mkdtemp(path.join(tmpdir(), 'kochclip-audio-'));
  const storage = createDirectoryStorage(uploadDir);
  const speech = createCachedSpeech({ db: database.handle.db, storage, engine: counting, log: () => undefined });
  server = await startTestServer({}, { database: database.handle, uploadDir, speech });
  broken = await startTestServer(
    {},
    {
      database: database.handle,
      speech: createCachedSpeech({ db: database.handle.db, storage, engine: flaky, log: () => undefined }),
    },
  );
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
  await espeak.close?.();
  await server.close();
  await broken.close();
  await database.drop();
});

describe('POST /api/recipes/{id}/audio/playlist', () => {
  it('asks visitors to sign in', async () => {
    const res = await new HttpClient(server.url).post(`/api/recipes/${recipeId}/audio/playlist`);
    expect(res.status).toBe(401);
    expect(res.json.message).toBe('Anmeldung erforderlich');
  });

  it('answers 404 for an unknown recipe and 400 for an invalid id', async () => {
    const m = await signedInMember(server);
    expect((await m.http.post('/api/recipes/999999/audio/playlist')).status).toBe(404);
    expect((await m.http.post('/api/recipes/abc/audio/playlist')).status).toBe(400);
  });

  it('reads the recipe aloud: intro, one segment per ingredient and step, outro, each a playable MP3', async () => {
    const m = await signedInMember(server);
    const res = await m.http.post(`/api/recipes/${recipeId}/audio/playlist`);
    expect(res.status, res.text).toBe(200);
    const segments = (res.json as unknown as { segments: TSegment[] }).segments;
    expect(segments.map((s) => [s.id, s.type, s.title])).toEqual([
      ['intro', 'intro', 'Einleitung'],
      ['ingredient-1', 'ingredient', 'Kartoffeln'],
      ['ingredient-2', 'ingredient', 'Olivenöl'],
      ['instruction-1', 'instruction', 'Schritt 1'],
      ['instruction-2', 'instruction', 'Schritt 2'],
      ['outro', 'outro', 'Abschluss'],
    ]);
    expect(synthesized).toContain('zwei Esslöffel Olivenöl.');
    expect(synthesized).toContain('Schritt 1. Ofen auf 200 Grad vorheizen.');

    for (const segment of segments) expect(segment.audioUrl).toMatch(/^\/media\/audio-[0-9a-f]{40}\.mp3$/);
    const audio = await fetch(`${server.url}${segments[1]?.audioUrl ?? ''}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toBe('audio/mpeg');
    expect(audio.headers.get('accept-ranges')).toBe('bytes');
    const bytes = new Uint8Array(await audio.arrayBuffer());
    expect(mp3Duration(bytes).seconds).toBeGreaterThan(0.5);

    const part = await fetch(`${server.url}${segments[1]?.audioUrl ?? ''}`, { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${bytes.length}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
  }, 60_000);

  it('costs no synthesis the second time: the same clips come from the cache', async () => {
    const m = await signedInMember(server);
    const first = await m.http.post(`/api/recipes/${recipeId}/audio/playlist`);
    const before = synthesized.length;
    const second = await m.http.post(`/api/recipes/${recipeId}/audio/playlist`);
    expect(second.status).toBe(200);
    expect(synthesized.length).toBe(before);
    expect(second.json).toEqual(first.json);
  }, 60_000);

  it('answers with the spec’s message when speech fails', async () => {
    failing = true;
    const m = await signedInMember(broken);
    const res = await m.http.post(`/api/recipes/${recipeId}/audio/playlist`);
    failing = false;
    expect(res.status).toBe(502);
    expect(res.json.message).toBe('Die personalisierte Audio-Playlist konnte nicht erstellt werden.');
  });
});
