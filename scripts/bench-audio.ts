/**
 * Read-aloud speed with the built-in engine, over HTTP as the player fetches clips: for a 10-step recipe never
 * synthesised, the playlist answer, the first clip (synthesised on demand), all clips (background pass), then the
 * second playlist and clip (no synthesis). Two recipes: the first in a fresh process (eSpeak worker still
 * starting), the second with the worker warm. Uses its own database `kochclip_bench_audio` on DATABASE_URL's
 * server (default postgres://postgres@127.0.0.1:5432) and a temporary media folder.
 */
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import postgres from 'postgres';
import { createDb, type TDb, migrateDatabase } from '@kochclip/db';
import { audioClips, recipes } from '@kochclip/db/schema';
import { createPlaylist } from '@kochclip/routers/server';
import {
  audioClipRoute,
  createEspeakEngine,
  createCachedSpeech,
  type TServerSpeech,
  createDirectoryStorage,
  MEDIA_PATH,
  type TSpeechEngine,
} from '@kochclip/server';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'kochclip_bench_audio';

const INGREDIENTS = [
  'Lasagneplatten:g',
  'Rinderhack:g',
  'Olivenöl:EL',
  'Zwiebel:',
  'Knoblauch:Zehen',
  'passierte Tomaten:ml',
  'Milch:ml',
  'Butter:g',
];

/** Each recipe speaks texts of its own (amounts, sauce), so the second one is never synthesised either. */
async function insertRecipe(db: TDb, title: string, sauce: string, amounts: number[]): Promise<number> {
  const [row] = await db
    .insert(recipes)
    .values({
      title,
      source: 'prompt',
      servings: 4,
      duration: 90,
      ingredients: INGREDIENTS.map((entry, i) => {
        const [name = '', unit = ''] = entry.split(':');
        return { name, unit, amount: String(amounts[i] ?? 1) };
      }),
      instructions: Array.from({ length: 10 }, (_, i) => ({
        step: `Arbeitsschritt ${i + 1}: Die ${sauce} bei mittlerer Hitze ca. ${5 + i} Min. köcheln lassen und gelegentlich umrühren, dann bei 180 °C weiterarbeiten.`,
      })),
    })
    .returning({ id: recipes.id });
  return row?.id ?? 0;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measure(
  label: string,
  deps: { db: TDb; speech: TServerSpeech; base: string; spoken: () => number; recipeId: number },
) {
  const { db, speech, base, spoken, recipeId } = deps;
  const started = performance.now();
  const first = await createPlaylist(db, speech, { recipeId, viewer: { id: 0, admin: true } });
  const playlistMs = performance.now() - started;
  const firstUrl = first.segments[0]?.audioUrl ?? '';
  const clip = await fetch(`${base}${firstUrl}`);
  const clipBytes = (await clip.arrayBuffer()).byteLength;
  const firstClipMs = performance.now() - started;
  await speech.idle();
  const allMs = performance.now() - started;

  const before = spoken();
  let at = performance.now();
  await createPlaylist(db, speech, { recipeId, viewer: { id: 0, admin: true } });
  const secondPlaylistMs = performance.now() - at;
  at = performance.now();
  const again = await fetch(`${base}${firstUrl}`, { headers: { range: 'bytes=0-' } });
  await again.arrayBuffer();
  const secondClipMs = performance.now() - at;

  console.log(`${label}: ${first.segments.length} Segmente`);
  console.log(`  Playlist-Antwort (nichts synthetisiert):     ${playlistMs.toFixed(1)} ms`);
  console.log(
    `  erster Clip hörbereit (ab Playlist-Anfrage): ${seconds(firstClipMs)} (HTTP ${clip.status}, ${(clipBytes / 1024).toFixed(1)} KiB)`,
  );
  console.log(`  alle Clips fertig (Hintergrund):            ${seconds(allMs)}`);
  console.log(
    `  zweite Playlist / zweiter Clip-Abruf:        ${secondPlaylistMs.toFixed(1)} ms / ${secondClipMs.toFixed(1)} ms (HTTP ${again.status}), ${spoken() - before} Texte neu gesprochen`,
  );
}

async function main() {
  const admin = postgres(SERVER_URL, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`drop database if exists ${NAME}`);
  await admin.unsafe(`create database ${NAME}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${NAME}`;
  await migrateDatabase(url.toString());
  const { db, close } = createDb(url.toString());
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'kochclip-bench-audio-'));
  const espeak = createEspeakEngine();
  let texts = 0;
  const engine: TSpeechEngine = {
    ...espeak,
    synthesize: (batch) => {
      texts += batch.length;
      return espeak.synthesize(batch);
    },
  };
  const storage = createDirectoryStorage(mediaDir);
  const speech = createCachedSpeech({ db, storage, engine, log: console.log });
  const app = express();
  app.use(MEDIA_PATH, audioClipRoute(speech), storage.handler());
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    console.log('Vorlese-Playlist, 10 Schritte, eingebaute Engine (eSpeak NG, MP3 16 kHz 32 kbit/s mit LAME als WebAssembly)');
    const deps = { db, speech, base, spoken: () => texts };
    await measure('Rezept 1, frischer Prozess', {
      ...deps,
      recipeId: await insertRecipe(db, 'Lasagne al forno', 'Sauce', [250, 500, 2, 1, 2, 700, 500, 50]),
    });
    await measure('Rezept 2, Worker warm', {
      ...deps,
      recipeId: await insertRecipe(db, 'Lasagne verde', 'Tomatensauce', [300, 600, 3, 2, 3, 800, 400, 60]),
    });
    const clips = await db.select({ bytes: audioClips.bytes }).from(audioClips);
    const kb = clips.reduce((n, c) => n + (c.bytes ?? 0), 0) / 1024;
    console.log(`Audio gesamt: ${kb.toFixed(0)} KiB in ${clips.length} Dateien`);
  } finally {
    server.closeAllConnections();
    server.close();
    await espeak.close?.();
    await close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

await main();
