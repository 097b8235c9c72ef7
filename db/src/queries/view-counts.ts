import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDbOrTx } from '../client';
import { pgErrorCode } from '../pg-errors';

/**
 * A recipe's views not yet folded into its view_count (0 if none): its views are view_count plus these. One
 * fragment for every reader that must show a view at once (the recipe page, profiles, totals).
 */
export const pendingViewsOf = (recipeId: AnyPgColumn | SQL) =>
  sql<number>`coalesce((select views from recipe_view_pending where recipe_id = ${recipeId}), 0)`;

/**
 * Adds the views counted since the last fold (recipe_view_pending) to recipes.view_count, in one statement: the
 * rows are removed and added in the same transaction, so a view counted meanwhile stays pending for the next fold
 * and none is counted twice or lost; rows of recipes deleted meanwhile are dropped. Returns how many recipes changed.
 */
export async function foldPendingViews(db: TDbOrTx): Promise<number> {
  const folded = await db.execute(sql`
    with moved as (delete from recipe_view_pending returning recipe_id, views)
    update recipes set view_count = recipes.view_count + moved.views
    from moved where recipes.id = moved.recipe_id`);
  return folded.count;
}

/**
 * Every update of a recipe row (the fold above, likes) adds the row's entries to the pending lists of the recipes'
 * GIN indexes, and every search reads those lists whole until they are merged. Merged here, after each fold, the
 * lists hold at most a minute of likes instead of several thousand rows (docs/performance.md).
 */
const RECIPE_GIN_INDEXES = [
  'recipes_search_vector_idx',
  'recipes_title_vector_idx',
  'recipes_tags_idx',
  'recipes_title_trgm_idx',
];

/**
 * Merges the lists; false when the connection's role may not (only the indexes' owner may, PostgreSQL's 42501):
 * then autovacuum merges them as before, which only costs searches time.
 */
export async function mergeRecipeIndexPendingLists(db: TDbOrTx): Promise<boolean> {
  try {
    await db.execute(
      sql`select gin_clean_pending_list(i::regclass) from unnest(${`{${RECIPE_GIN_INDEXES.join(',')}}`}::text[]) as i`,
    );
    return true;
  } catch (error) {
    if (pgErrorCode(error) === '42501') return false;
    throw error;
  }
}

/** All views of the community: the folded counters and the pending ones. */
export const TOTAL_VIEWS = sql`((select coalesce(sum(view_count), 0) from recipes)
  + (select coalesce(sum(p.views), 0) from recipe_view_pending p join recipes r on r.id = p.recipe_id))`;
