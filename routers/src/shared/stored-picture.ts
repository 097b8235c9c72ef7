import type { TMediaFiles } from '../ports/media-files';

/**
 * Files of a stored photo (a member's photo of a recipe, a challenge entry); the caller removes them from the media
 * storage once the row is gone.
 */
export interface TStoredPicture {
  imageUrl: string;
  thumbnailUrl: string | null;
}

/** After the row is gone: a file that cannot be removed is left behind rather than failing the delete. */
export async function removePicture(media: TMediaFiles | undefined, picture: TStoredPicture): Promise<void> {
  if (!media) return;
  const urls = [picture.imageUrl, picture.thumbnailUrl].filter((url): url is string => url !== null);
  await Promise.allSettled(urls.map((url) => media.remove(url)));
}
