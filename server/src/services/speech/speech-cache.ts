import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { TDb } from '../../../../db/src';
import { audioClips } from '../../../../db/src/schema';
import type { TSpeech } from '../../../../routers/src/recipes/audio/speech';
import type { TStorage } from '../storage';
import type { TSpeechEngine } from './engine';

/** Media file prefix of read-aloud clips (the image sweep leaves it alone). */
export const AUDIO_PREFIX = 'audio-';

export const clipKey = (engine: TSpeechEngine, text: string) =>
  createHash('sha256').update(`${engine.id}\n${engine.voice}\n${text}`).digest('hex').slice(0, 40);

/**
 * Clips cached by engine, voice and text: known clips are looked up in one query, only the missing ones are
 * synthesised (in one batch) and stored as `audio-<hash>.mp3`, so a second playlist costs no synthesis.
 */
export function createCachedSpeech(deps: {
  db: TDb;
  storage: TStorage;
  engine: TSpeechEngine;
  log: (line: string) => void;
}): TSpeech {
  const { db, storage, engine } = deps;
  return {
    async clipUrls(texts) {
      const keys = texts.map((text) => clipKey(engine, text));
      const known = new Map<string, string>();
      const rows = await db
        .select({ key: audioClips.key, url: audioClips.url })
        .from(audioClips)
        .where(inArray(audioClips.key, keys));
      for (const row of rows) known.set(row.key, row.url);

      const missing = [...new Map(keys.flatMap((key, i) => (known.has(key) ? [] : [[key, texts[i] ?? '']]))).entries()];
      if (missing.length > 0) {
        let clips: Uint8Array[];
        try {
          clips = await engine.synthesize(missing.map(([, text]) => text));
        } catch (error) {
          deps.log(`Sprachausgabe (${engine.id}) fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
          throw error;
        }
        const stored = await Promise.all(
          missing.map(async ([key], i) => {
            const clip = clips[i] ?? new Uint8Array();
            const url = await storage.save(`${AUDIO_PREFIX}${key}.mp3`, clip);
            known.set(key, url);
            return { key, url, bytes: clip.length };
          }),
        );
        await db.insert(audioClips).values(stored).onConflictDoNothing();
      }
      return keys.map((key) => known.get(key) ?? '');
    },
  };
}
