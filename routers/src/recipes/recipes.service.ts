import { sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { isPublicRecipe, TOTAL_VIEWS } from '@kochclip/db/queries';

export interface TCommunityTotals {
  totalRecipes: number;
  totalMembers: number;
  totalLikes: number;
  totalViews: number;
  recipesThisWeek: number;
}

/**
 * The totals count whole tables (every landing and community page asks for them), so each worker keeps them for
 * ten seconds; the community page refreshes every 15 s. Concurrent requests after expiry share one count.
 */
const TOTALS_KEEP_MS = 10_000;
const keptTotals = new WeakMap<TDb, { at: number; totals: Promise<TCommunityTotals> }>();

export function communityStats(db: TDb): Promise<TCommunityTotals> {
  const kept = keptTotals.get(db);
  const now = Date.now();
  if (kept && now - kept.at < TOTALS_KEEP_MS) return kept.totals;
  const totals = countCommunity(db);
  keptTotals.set(db, { at: now, totals });
  // A failed count is not kept: the next request asks again.
  totals.catch(() => {
    if (keptTotals.get(db)?.totals === totals) keptTotals.delete(db);
  });
  return totals;
}

async function countCommunity(db: TDb): Promise<TCommunityTotals> {
  const [row] = await db.execute<{
    total_recipes: number;
    total_members: number;
    total_likes: number;
    total_views: number;
    recipes_this_week: number;
  }>(sql`
    select
      (select count(*)::int from recipes where ${isPublicRecipe}) as total_recipes,
      (select count(*)::int from users where is_active) as total_members,
      (select count(*)::int from likes) as total_likes,
      ${TOTAL_VIEWS}::int as total_views,
      (select count(*)::int from recipes where ${isPublicRecipe} and created_at > now() - interval '7 days') as recipes_this_week`);
  if (!row) throw new Error('stats query returned no row');
  return {
    totalRecipes: row.total_recipes,
    totalMembers: row.total_members,
    totalLikes: row.total_likes,
    totalViews: row.total_views,
    recipesThisWeek: row.recipes_this_week,
  };
}
