import { randomUUID } from 'node:crypto';
import { illustrationSvg, type TIllustratedRecipe } from '@kochclip/core';
import type { TRecipeCreator } from '@kochclip/routers/ports';
import type { TGuardedClient } from '../http/guarded-client';
import { webpVariants } from '../media/media-work';
import type { TStorage } from '../storage';

/**
 * Re-encodes to WebP: the decoded pixels are all that is kept, so EXIF (location, camera) and any payload
 * hidden in the original file are dropped. Decoding and encoding run on a media worker; an image above the pixel
 * cap is refused (413) and a full pool answers 503, both as German AppErrors.
 */
export async function storeWebp(
  storage: TStorage,
  data: Uint8Array,
  prefix = 'recipe',
): Promise<{ imageUrl: string; thumbnailUrl: string }> {
  return saveWebpVariants(storage, await webpVariants(data), prefix);
}

/** Stores a photo and its thumbnail that webpVariants made (a job encodes ahead and stores what it keeps). */
export async function saveWebpVariants(
  storage: TStorage,
  { full, thumb }: { full: Uint8Array; thumb: Uint8Array },
  prefix = 'recipe',
): Promise<{ imageUrl: string; thumbnailUrl: string }> {
  const id = `${prefix}-${randomUUID()}`;
  return {
    imageUrl: await storage.save(`${id}.webp`, full),
    thumbnailUrl: await storage.save(`${id}-thumb.webp`, thumb),
  };
}

export { isIllustrationUrl } from '@kochclip/core';

export function createPictureStore(deps: {
  /** Video platforms' hosts ('remote' pictures). */
  client: TGuardedClient;
  /** Any public host ('page' pictures of imported web pages). */
  pageClient: TGuardedClient;
  storage: TStorage;
  log: (line: string) => void;
}): TRecipeCreator['storePicture'] {
  async function download(client: TGuardedClient, url: string): Promise<Uint8Array | null> {
    try {
      const response = await client.get(url, { accept: 'image/*' });
      return response.status === 200 ? response.body : null;
    } catch (error) {
      deps.log(`Vorschaubild nicht geladen (${url}): ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  return async (picture, recipe) => {
    const source =
      picture.kind === 'upload'
        ? picture.data
        : picture.kind === 'remote'
          ? await download(deps.client, picture.url)
          : picture.kind === 'page'
            ? await download(deps.pageClient, picture.url)
            : null;
    if (source) {
      try {
        return { ...(await storeWebp(deps.storage, source)), illustration: false };
      } catch (error) {
        deps.log(`Bild nicht lesbar, nehme Illustration: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return { ...(await storeIllustration(deps.storage, recipe)), illustration: true };
  };
}

/** The drawn stand-in picture (a dish motif by title, tags and category): what the server can make offline. */
export async function storeIllustration(
  storage: TStorage,
  recipe: TIllustratedRecipe,
): Promise<{ imageUrl: string; thumbnailUrl: string }> {
  const url = await storage.save(`recipe-${randomUUID()}.svg`, illustrationSvg(recipe));
  return { imageUrl: url, thumbnailUrl: url };
}
