import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { audioClips } from '@kochclip/db/schema';
import { databaseUnavailableError } from '@kochclip/routers/server';
import { AppError } from '@kochclip/routers/errors';
import type { TSpeech } from '@kochclip/routers/ports';
import { MEDIA_PATH, type TStorage } from '../storage';
import { createClipQueue, QueueFullError, type TClipJob } from './clip-queue';
import type { TSpeechEngine } from './engine';

/** Media file prefix of read-aloud clips (the image sweep and the service worker leave it alone). */
export const AUDIO_PREFIX = 'audio-';

export const clipKey = (engine: TSpeechEngine, text: string) =>
  createHash('sha256').update(`${engine.id}\n${engine.voice}\n${text}`).digest('hex').slice(0, 40);

const clipFile = (key: string) => `${AUDIO_PREFIX}${key}.mp3`;

export const CLIP_NOT_FOUND = 'Dieser Audio-Clip ist nicht bekannt. Bitte erstelle die Playlist neu.';
export const CLIP_FAILED = 'Die Sprachausgabe für diesen Abschnitt ist fehlgeschlagen. Bitte versuche es später erneut.';
export const CLIP_BUSY = 'Die Sprachausgabe ist gerade ausgelastet. Bitte versuche es gleich noch einmal.';

/** Clips a flood of playlists may queue before further ones are only made when fetched (80 segments a playlist). */
const MAX_WAITING = 400;

export interface TServerSpeech extends TSpeech {
  /**
   * Makes sure the clip behind `audio-<key>.mp3` exists: returns at once for a stored clip, synthesises one the
   * server recorded but has not spoken yet (single-flight), throws AppError NOT_FOUND for a key it never issued,
   * BAD_GATEWAY when the engine fails and SERVICE_UNAVAILABLE when too many clips are waiting.
   */
  ensureClip: (key: string) => Promise<void>;
  /** Resolves once no clip is waiting or being synthesised. */
  idle: () => Promise<void>;
}

/**
 * Clips cached by engine, voice and text in `audio_clips` and the media folder (`audio-<hash>.mp3`). A playlist
 * only records the clips it needs; synthesis happens when a clip is first fetched or in the background pass the
 * playlist starts, so a member never waits for the whole recipe, and a clip spoken once is never spoken again.
 */
export function createCachedSpeech(deps: {
  db: TDb;
  storage: TStorage;
  engine: TSpeechEngine;
  log: (line: string) => void;
}): TServerSpeech {
  const { db, storage, engine, log } = deps;

  async function readyKeys(keys: string[]): Promise<Set<string>> {
    const rows = await db
      .select({ key: audioClips.key })
      .from(audioClips)
      .where(and(inArray(audioClips.key, keys), isNotNull(audioClips.bytes)));
    return new Set(rows.map((row) => row.key));
  }

  /** Checks again before speaking: the clip may have been stored since it was queued (by another server process, say). */
  async function synthesizeAndStore(jobs: TClipJob[]): Promise<void> {
    const ready = await readyKeys(jobs.map((job) => job.key));
    const todo = jobs.filter((job) => !ready.has(job.key));
    if (todo.length === 0) return;
    let clips: Uint8Array[];
    try {
      clips = await engine.synthesize(todo.map((job) => job.text));
      if (clips.length !== todo.length || clips.some((clip) => clip.length === 0)) {
        throw new Error('keine Audiodaten erhalten');
      }
    } catch (error) {
      log(`Sprachausgabe (${engine.id}) fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
    await Promise.all(
      todo.map(async (job, index) => {
        const clip = clips[index] ?? new Uint8Array();
        await storage.save(clipFile(job.key), clip);
        await db.update(audioClips).set({ bytes: clip.length }).where(eq(audioClips.key, job.key));
      }),
    );
  }

  const queue = createClipQueue({
    concurrency: engine.concurrency,
    batchSize: engine.batchSize,
    maxWaiting: MAX_WAITING,
    run: synthesizeAndStore,
    log,
  });

  return {
    async prepareClips(texts) {
      const jobs = texts.map((text) => ({ key: clipKey(engine, text), text }));
      const unique = [...new Map(jobs.map((job) => [job.key, job])).values()];
      const ready = await readyKeys(unique.map((job) => job.key));
      const pending = unique.filter((job) => !ready.has(job.key));
      if (pending.length > 0) {
        await db
          .insert(audioClips)
          .values(pending.map((job) => ({ key: job.key, url: `${MEDIA_PATH}/${clipFile(job.key)}`, spokenText: job.text })))
          .onConflictDoNothing();
        queue.prefetch(pending);
      }
      return jobs.map((job) => `${MEDIA_PATH}/${clipFile(job.key)}`);
    },

    async ensureClip(key) {
      const [row] = await db
        .select({ bytes: audioClips.bytes, spokenText: audioClips.spokenText })
        .from(audioClips)
        .where(eq(audioClips.key, key))
        .limit(1);
      if (row?.bytes != null) return;
      // Only a text this engine and voice would file under this key is spoken: never one from another configuration.
      if (row?.spokenText == null || clipKey(engine, row.spokenText) !== key) {
        throw new AppError('NOT_FOUND', CLIP_NOT_FOUND);
      }
      try {
        await queue.demand({ key, text: row.spokenText });
      } catch (error) {
        if (error instanceof QueueFullError) throw new AppError('SERVICE_UNAVAILABLE', CLIP_BUSY, undefined, 5);
        throw databaseUnavailableError(error) ?? new AppError('BAD_GATEWAY', CLIP_FAILED);
      }
    },

    idle: () => queue.idle(),
  };
}
