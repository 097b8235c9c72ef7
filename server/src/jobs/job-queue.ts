import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { TJobQueue } from '../../../routers/src/create/job-queue';
import { RECIPE_IMAGE_QUEUE } from './recipe-image.job';

/** The routers' view of the queue. Jobs are written through the caller's drizzle transaction (pg-boss adapter). */
export function createJobQueue(boss: PgBoss, options: { recipeImages: boolean }): TJobQueue {
  return {
    async enqueueRecipeImage(recipeId, tx) {
      if (!options.recipeImages) return;
      await boss.send(RECIPE_IMAGE_QUEUE, { recipeId }, { db: fromDrizzle(tx, sql) });
    },
  };
}
