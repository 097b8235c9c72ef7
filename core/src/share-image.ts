/**
 * The picture link previews show for a recipe (Open Graph, Twitter, JSON-LD): a 1200 × 630 JPEG made once from the
 * photo or the drawn illustration (server/src/http/share-images.ts), since WhatsApp, Facebook and most previews show
 * no SVG. Pure and free of runtime imports, so the web app may import it.
 */
export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/jpeg' } as const;

export interface TShareSource {
  id: number;
  imageUrl: string | null;
  title: string;
  category: string | null;
  tags?: readonly string[] | null;
}

/** FNV-1a over the text, in base 36: short, stable, the same in the browser and on the server. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** What the picture is drawn from: a new photo (or, without one, a new title) is a new file for caches and crawlers. */
export function shareImageVersion(recipe: TShareSource): string {
  return shortHash(recipe.imageUrl ?? `${recipe.title}|${recipe.category ?? ''}|${(recipe.tags ?? []).join(',')}`);
}

export const SHARE_IMAGE_NAME = /^share-recipe-([1-9][0-9]{0,9})-([0-9a-z]{1,8})\.jpg$/;

/** '/media/share-recipe-12-1x9k3a.jpg', a media file made on its first request. */
export function shareImagePath(recipe: TShareSource): string {
  return `/media/share-recipe-${recipe.id}-${shareImageVersion(recipe)}.jpg`;
}
