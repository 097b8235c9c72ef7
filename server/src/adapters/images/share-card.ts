import { and, eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { illustrationSvg, SHARE_IMAGE_NAME, shareImageVersion } from '@kochclip/core';
import { isPublicRecipe } from '@kochclip/db/queries';
import { recipes } from '@kochclip/db/schema';
import { shareCardJpeg } from '../media/media-work';
import { mediaFileName, type TStorage } from '../storage';

async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * Makes the link-preview JPEG of a recipe (core/src/share-image.ts) once and keeps it in the media store;
 * later requests find the file. A name that is no recipe's current one is left alone (the store answers 404).
 */
export function createShareCards(deps: { db: TDb; storage: TStorage; log: (line: string) => void }) {
  const making = new Map<string, Promise<void>>();

  async function sourceOf(recipe: { imageUrl: string | null; title: string; category: string | null; tags: string[] }) {
    const stored = recipe.imageUrl ? mediaFileName(recipe.imageUrl) : null;
    const file = stored ? await deps.storage.open(stored) : null;
    // Without a stored picture (none yet, or one outside the store) the illustration the app shows is drawn anew.
    return file ? readAll(file) : new TextEncoder().encode(illustrationSvg(recipe));
  }

  async function make(name: string, id: number, version: string): Promise<void> {
    if (await deps.storage.has(name)) return;
    const [recipe] = await deps.db
      .select({
        id: recipes.id,
        imageUrl: recipes.imageUrl,
        title: recipes.title,
        category: recipes.category,
        tags: recipes.tags,
      })
      .from(recipes)
      // A „Nur für mich“ recipe gets no preview: nobody but its author may see its picture or title.
      .where(and(eq(recipes.id, id), isPublicRecipe))
      .limit(1);
    if (!recipe || shareImageVersion(recipe) !== version) return;
    let jpeg: Uint8Array;
    try {
      jpeg = await shareCardJpeg(await sourceOf(recipe));
    } catch (error) {
      // A photo that no longer decodes still gets a preview: the illustration.
      deps.log(`Vorschaubild aus Illustration (Rezept ${id}): ${error instanceof Error ? error.message : String(error)}`);
      jpeg = await shareCardJpeg(new TextEncoder().encode(illustrationSvg(recipe)));
    }
    await deps.storage.save(name, jpeg);
  }

  /** Resolves once `name` is stored, or at once when it names no recipe's current preview. */
  return function ensureShareCard(name: string): Promise<void> {
    const match = SHARE_IMAGE_NAME.exec(name);
    if (!match?.[1] || !match[2]) return Promise.resolve();
    const running = making.get(name);
    if (running) return running;
    const work = make(name, Number(match[1]), match[2]).finally(() => making.delete(name));
    making.set(name, work);
    return work;
  };
}
