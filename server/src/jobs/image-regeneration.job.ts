import { asc, gt, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { recipeImageRequests, recipes } from '@kochclip/db/schema';
import { RECIPE_IMAGE_QUEUE } from './recipe-image.job';
import type { TJobDefinition } from './runtime';

export const IMAGE_REGENERATION_QUEUE = 'recipe-image-all';

/** Recipes marked and enqueued per step, so "regenerate all" over many recipes never holds one huge result. */
const PAGE = 500;

/** "Regenerate all": one recipe-image job per recipe (forced), page by page in id order, each page marked pending. */
export function imageRegenerationJob(deps: { db: TDb }): TJobDefinition {
  return {
    name: IMAGE_REGENERATION_QUEUE,
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 3600 },
    async run(_data, _attempt, boss) {
      if (!boss) throw new Error('Die Bildneuerzeugung braucht die laufenden Hintergrundjobs.');
      for (let afterId = 0; ;) {
        const page = await deps.db
          .select({ id: recipes.id })
          .from(recipes)
          .where(gt(recipes.id, afterId))
          .orderBy(asc(recipes.id))
          .limit(PAGE);
        if (page.length === 0) return;
        const ids = page.map((row) => row.id);
        await deps.db
          .insert(recipeImageRequests)
          .values(ids.map((recipeId) => ({ recipeId, force: true })))
          .onConflictDoUpdate({ target: recipeImageRequests.recipeId, set: { force: true, requestedAt: sql`now()` } });
        await boss.insert(
          RECIPE_IMAGE_QUEUE,
          ids.map((recipeId) => ({ data: { recipeId, force: true } })),
        );
        afterId = ids[ids.length - 1] ?? afterId;
      }
    },
  };
}
