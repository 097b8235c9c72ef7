import type { TDb } from '@kochclip/db';
import { unreferencedMediaUrls } from '@kochclip/db/queries';
import type { TStorage, TStoredFile } from '../adapters/storage';
import type { TJobDefinition } from './runtime';

export const MEDIA_CLEANUP_QUEUE = 'media-cleanup';

/** Daily at 04:45 Berlin time, after the other cleanup. */
const MEDIA_CLEANUP_CRON = '45 4 * * *';

/** Younger files may belong to an upload whose row is not written yet. */
export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * Images the app stores for rows (recipe, community, challenge, profile and header photos, their thumbnails and
 * recipe illustrations). Other stored files, such as seed illustrations or cached audio, are never touched.
 */
const MEDIA_FILE = /^(recipe|community|challenge|avatar|header)-[a-zA-Z0-9._-]+\.(webp|svg|png|jpe?g|gif)$/;

export function orphanCandidates(files: readonly TStoredFile[], now: Date): string[] {
  return files
    .filter((file) => MEDIA_FILE.test(file.name) && now.getTime() - file.modifiedAt.getTime() > ORPHAN_MIN_AGE_MS)
    .map((file) => file.url);
}

/** Removes media files that no row references any more (see db/src/queries/media-references.ts). */
export async function removeOrphanedMedia(deps: { db: TDb; storage: TStorage }, now = new Date()): Promise<number> {
  const orphans = await unreferencedMediaUrls(deps.db, orphanCandidates(await deps.storage.list(), now));
  for (const url of orphans) await deps.storage.remove(url);
  return orphans.length;
}

export function mediaCleanupJob(deps: { db: TDb; storage: TStorage; log: (line: string) => void }): TJobDefinition {
  return {
    name: MEDIA_CLEANUP_QUEUE,
    cron: MEDIA_CLEANUP_CRON,
    // A missed night is harmless; the next run finds the same files.
    queue: { retryLimit: 1, retryDelay: 300, expireInSeconds: 900 },
    async run() {
      const removed = await removeOrphanedMedia(deps);
      deps.log(`Aufräumen: ${removed} verwaiste Mediendateien gelöscht.`);
    },
  };
}
