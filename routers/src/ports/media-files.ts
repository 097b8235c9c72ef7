import type { TDb } from '@kochclip/db';
import { unreferencedMediaUrls, withThumbnails } from '@kochclip/db/queries';

/** Stored media as the routers see it (server/src/adapters/storage.ts implements it). */
export interface TMediaFiles {
  /** Deletes a file by its public URL; unknown URLs and missing files are ignored. */
  remove: (url: string) => Promise<void>;
}

/** The stored files of a picture (recipe or draft): the image and its thumbnail, where set. */
export const mediaUrlsOf = (picture: { imageUrl: string | null; thumbnailUrl: string | null }): string[] =>
  [picture.imageUrl, picture.thumbnailUrl].filter((url): url is string => url !== null);

/**
 * Removes the files of rows that are gone, with their thumbnails, unless another row still references them.
 * Runs after the delete committed and never fails the request: what is left behind (a failed disk operation),
 * the daily orphan cleanup removes.
 */
export async function removeUnreferencedMedia(db: TDb, files: TMediaFiles | undefined, urls: readonly string[]): Promise<void> {
  if (!files || urls.length === 0) return;
  try {
    const orphans = await unreferencedMediaUrls(db, withThumbnails(urls));
    await Promise.allSettled(orphans.map((url) => files.remove(url)));
  } catch {
    // The recipe is deleted either way; see above.
  }
}
