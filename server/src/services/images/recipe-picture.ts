import { randomUUID } from 'node:crypto';
import type { TRecipeCategory } from '@kochclip/db/schema';
import { illustrationSvg } from '@kochclip/db/seed/illustration';
import type { TRecipeCreator } from '@kochclip/routers/create/creator';
import type { TGuardedClient } from '../http/guarded-client';
import { webpVariants } from '../media/media-work';
import type { TStorage } from '../storage';

const GRADIENTS: Partial<Record<TRecipeCategory, readonly [string, string]>> = {
  Frühstück: ['#f6d365', '#fda085'],
  Dessert: ['#f093fb', '#f5576c'],
  Getränke: ['#84fab0', '#8fd3f4'],
  Italienisch: ['#ff9a44', '#fc6076'],
  Asiatisch: ['#fddb92', '#d1fdff'],
  Mediterran: ['#4facfe', '#00f2fe'],
  Snacks: ['#fa709a', '#fee140'],
  Vegan: ['#96e6a1', '#d4fc79'],
  Vegetarisch: ['#9be15d', '#00e3ae'],
};
const DEFAULT_GRADIENT = ['#ff7e5f', '#feb47b'] as const;

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
  const id = `${prefix}-${randomUUID()}`;
  const { full, thumb } = await webpVariants(data);
  return {
    imageUrl: await storage.save(`${id}.webp`, full),
    thumbnailUrl: await storage.save(`${id}-thumb.webp`, thumb),
  };
}

/** Illustrations are the only SVGs we store: every photo is re-encoded to WebP. */
export function isIllustrationUrl(url: string): boolean {
  return url.endsWith('.svg');
}

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

/** The drawn stand-in picture (gradient by category, the title's initial): what the server can make offline. */
export async function storeIllustration(
  storage: TStorage,
  recipe: { title: string; category: TRecipeCategory | null },
): Promise<{ imageUrl: string; thumbnailUrl: string }> {
  const gradient = (recipe.category ? GRADIENTS[recipe.category] : undefined) ?? DEFAULT_GRADIENT;
  const url = await storage.save(`recipe-${randomUUID()}.svg`, illustrationSvg(recipe.title, gradient));
  return { imageUrl: url, thumbnailUrl: url };
}
