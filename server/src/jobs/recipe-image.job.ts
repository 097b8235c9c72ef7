import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { recipes } from '@kochclip/db/schema';
import type { TGenerateImage } from '../services/ai/openai/image-generator';
import { recipeImagePrompt } from '../services/ai/openai/image-prompt';
import { isIllustrationUrl, storeWebp } from '../services/images/recipe-picture';
import type { TStorage } from '../services/storage';
import type { TJobDefinition } from './runtime';

export const RECIPE_IMAGE_QUEUE = 'recipe-image';

export const ZRecipeImageJob = z.object({ recipeId: z.number().int().positive() });

export interface TRecipeImageJobDeps {
  db: TDb;
  storage: TStorage;
  generate: TGenerateImage;
  log: (line: string) => void;
  /** First retry delay; doubles (with jitter) for the second. Tests shorten it. */
  retryDelaySeconds?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Replaces a new recipe's illustration with a generated food photo. Idempotent: a deleted recipe, or one whose
 * picture is no longer the illustration, is left alone, and the update only lands while the illustration the
 * job started from is still in place.
 */
export function recipeImageJob(deps: TRecipeImageJobDeps): TJobDefinition {
  return {
    name: RECIPE_IMAGE_QUEUE,
    queue: { retryLimit: 2, retryDelay: deps.retryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: 600 },
    async run(data, attempt) {
      const { recipeId } = ZRecipeImageJob.parse(data);
      const [recipe] = await deps.db
        .select({
          title: recipes.title,
          description: recipes.description,
          ingredients: recipes.ingredients,
          imageUrl: recipes.imageUrl,
        })
        .from(recipes)
        .where(eq(recipes.id, recipeId))
        .limit(1);
      if (!recipe?.imageUrl || !isIllustrationUrl(recipe.imageUrl)) return;

      let picture: { imageUrl: string; thumbnailUrl: string };
      try {
        picture = await storeWebp(deps.storage, await deps.generate(recipeImagePrompt(recipe)));
      } catch (error) {
        deps.log(
          `Rezeptbild für Rezept ${recipeId} nicht erzeugt (Versuch ${attempt.number}/${attempt.of}), Illustration bleibt: ${errorText(error).replaceAll('\n', ' ')}`,
        );
        throw error;
      }
      const updated = await deps.db
        .update(recipes)
        .set(picture)
        .where(and(eq(recipes.id, recipeId), eq(recipes.imageUrl, recipe.imageUrl)))
        .returning({ id: recipes.id });
      if (updated.length === 0)
        deps.log(`Rezeptbild für Rezept ${recipeId} verworfen: Bild wurde inzwischen ersetzt oder Rezept gelöscht.`);
    },
  };
}
