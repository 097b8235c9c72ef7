import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { unreferencedMediaUrls, withThumbnails } from '@kochclip/db/queries';
import { recipeImageRequests, recipes } from '@kochclip/db/schema';
import type { TGenerateImage } from '../adapters/ai/openai/image-generator';
import { recipeImagePrompt } from '../adapters/ai/openai/image-prompt';
import { isIllustrationUrl, storeIllustration, storeWebp } from '../adapters/images/recipe-picture';
import type { TStorage } from '../adapters/storage';
import type { TJobDefinition } from './runtime';

export const RECIPE_IMAGE_QUEUE = 'recipe-image';

export const ZRecipeImageJob = z.object({
  recipeId: z.number().int().positive(),
  /** An admin's "regenerate": replace whatever picture the recipe has. Otherwise only a missing one or the illustration. */
  force: z.boolean().default(false),
});

export interface TRecipeImageJobDeps {
  db: TDb;
  storage: TStorage;
  /** The image model; null: the job draws the illustration (offline), which only replaces a missing picture or, forced, any. */
  generate: TGenerateImage | null;
  log: (line: string) => void;
  /** First retry delay; doubles (with jitter) for the second. Tests shorten it. */
  retryDelaySeconds?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Whether this run should make a picture for a recipe that currently has `imageUrl`. */
function wanted(imageUrl: string | null, force: boolean, generate: TGenerateImage | null): boolean {
  if (force || imageUrl === null) return true;
  // An illustration is only worth replacing with a generated photo; redrawing it changes nothing.
  return generate !== null && isIllustrationUrl(imageUrl);
}

/**
 * Replaces a recipe's picture: a new recipe's illustration with a generated photo, or whatever an admin asked to
 * regenerate. Idempotent: a deleted recipe, or one whose picture no longer needs replacing, is left alone, and the
 * update only lands while the picture the job started from is still in place. The replaced files go once no row
 * references them. The admin's pending mark is cleared when the run succeeds or its last attempt fails.
 */
export function recipeImageJob(deps: TRecipeImageJobDeps): TJobDefinition {
  const clearRequest = (recipeId: number) =>
    deps.db.delete(recipeImageRequests).where(eq(recipeImageRequests.recipeId, recipeId));

  return {
    name: RECIPE_IMAGE_QUEUE,
    queue: { retryLimit: 2, retryDelay: deps.retryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: 600 },
    async run(data, attempt) {
      const { recipeId, force } = ZRecipeImageJob.parse(data);
      const [recipe] = await deps.db
        .select({
          title: recipes.title,
          description: recipes.description,
          category: recipes.category,
          tags: recipes.tags,
          ingredients: recipes.ingredients,
          imageUrl: recipes.imageUrl,
          thumbnailUrl: recipes.thumbnailUrl,
        })
        .from(recipes)
        .where(eq(recipes.id, recipeId))
        .limit(1);
      if (!recipe || !wanted(recipe.imageUrl, force, deps.generate)) {
        await clearRequest(recipeId);
        return;
      }

      let picture: { imageUrl: string; thumbnailUrl: string };
      try {
        picture = deps.generate
          ? await storeWebp(deps.storage, await deps.generate(recipeImagePrompt(recipe)))
          : await storeIllustration(deps.storage, recipe);
      } catch (error) {
        deps.log(
          `Rezeptbild für Rezept ${recipeId} nicht erzeugt (Versuch ${attempt.number}/${attempt.of}), bisheriges Bild bleibt: ${errorText(error).replaceAll('\n', ' ')}`,
        );
        if (attempt.number >= attempt.of) await clearRequest(recipeId);
        throw error;
      }
      const updated = await deps.db
        .update(recipes)
        .set(picture)
        .where(and(eq(recipes.id, recipeId), sql`${recipes.imageUrl} is not distinct from ${recipe.imageUrl}`))
        .returning({ id: recipes.id });
      await clearRequest(recipeId);
      if (updated.length === 0) {
        deps.log(`Rezeptbild für Rezept ${recipeId} verworfen: Bild wurde inzwischen ersetzt oder Rezept gelöscht.`);
        await Promise.allSettled([deps.storage.remove(picture.imageUrl), deps.storage.remove(picture.thumbnailUrl)]);
        return;
      }
      const previous = [recipe.imageUrl, recipe.thumbnailUrl].filter((url) => url !== null);
      const orphans = await unreferencedMediaUrls(deps.db, withThumbnails(previous));
      await Promise.allSettled(orphans.map((url) => deps.storage.remove(url)));
    },
  };
}
