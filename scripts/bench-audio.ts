/**
 * Read-aloud speed with the built-in engine: the first playlist of a 10-step recipe (every clip synthesised)
 * and the second call (all clips from the cache). Uses its own database `kochclip_bench_audio` on DATABASE_URL's
 * server (default postgres://postgres@127.0.0.1:5432) and a temporary media folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createDb } from '../db/src';
import { migrateDatabase } from '../db/src/migrate';
import { audioClips, recipes } from '../db/src/schema';
import { createPlaylist } from '../routers/src/recipes/audio/audio.service';
import { createEspeakEngine } from '../server/src/services/speech/espeak-engine';
import { createCachedSpeech } from '../server/src/services/speech/speech-cache';
import { createDirectoryStorage } from '../server/src/services/storage';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'kochclip_bench_audio';

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
  const engine = createEspeakEngine();
  try {
    const [row] = await db
      .insert(recipes)
      .values({
        title: 'Lasagne al forno',
        source: 'prompt',
        servings: 4,
        duration: 90,
        ingredients: [
          { name: 'Lasagneplatten', amount: '250', unit: 'g' },
          { name: 'Rinderhack', amount: '500', unit: 'g' },
          { name: 'Olivenöl', amount: '2', unit: 'EL' },
          { name: 'Zwiebel', amount: '1', unit: '' },
          { name: 'Knoblauch', amount: '2', unit: 'Zehen' },
          { name: 'passierte Tomaten', amount: '700', unit: 'ml' },
          { name: 'Milch', amount: '500', unit: 'ml' },
          { name: 'Butter', amount: '50', unit: 'g' },
        ],
        instructions: Array.from({ length: 10 }, (_, i) => ({
          step: `Arbeitsschritt ${i + 1}: Die Sauce bei mittlerer Hitze ca. ${5 + i} Min. köcheln lassen und gelegentlich umrühren, dann bei 180 °C weiterarbeiten.`,
        })),
      })
      .returning({ id: recipes.id });
    const recipeId = row?.id ?? 0;
    const speech = createCachedSpeech({ db, storage: createDirectoryStorage(mediaDir), engine, log: console.log });

    let started = performance.now();
    const first = await createPlaylist(db, speech, recipeId);
    const firstMs = performance.now() - started;
    started = performance.now();
    await createPlaylist(db, speech, recipeId);
    const secondMs = performance.now() - started;
    const clips = await db.select({ bytes: audioClips.bytes }).from(audioClips);
    const kb = clips.reduce((n, c) => n + c.bytes, 0) / 1024;

    console.log(
      `Vorlese-Playlist, 10 Schritte, ${first.segments.length} Segmente, eingebaute Engine (eSpeak NG, MP3 16 kHz 32 kbit/s)`,
    );
    console.log(
      `  erster Aufruf (alles synthetisiert): ${(firstMs / 1000).toFixed(2)} s (${(firstMs / first.segments.length).toFixed(0)} ms je Segment)`,
    );
    console.log(`  zweiter Aufruf (aus dem Cache):      ${secondMs.toFixed(1)} ms`);
    console.log(`  Audio gesamt: ${kb.toFixed(0)} KiB in ${clips.length} Dateien`);
  } finally {
    await engine.close?.();
    await close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

await main();
