import type { TTx } from '@kochclip/db';
import type { TPushFanout } from '../social/push/push.schemas';

/**
 * Background work the routers may ask for. Implemented in server/ on pg-boss, so routers never depend on the
 * queue library; absent in contexts that never create recipes.
 */
export interface TJobQueue {
  /**
   * Asks for a generated photo to replace the recipe's illustration. Runs inside the recipe's insert
   * transaction, so the job exists exactly when the recipe does. Does nothing when no image model is configured.
   */
  enqueueRecipeImage: (recipeId: number, tx: TTx) => Promise<void>;
  /** Asks for a push to an audience inside the caller's transaction; does nothing where push is not set up. */
  enqueuePush: (fanout: TPushFanout, tx: TTx) => Promise<void>;
}
