import { sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { TOTAL_VIEWS } from '@kochclip/db/queries';
import type { TStats } from './admin.schemas';
import { startOfBerlinToday } from './berlin-time';

/** "Active" members: seen (a signed-in request, recorded hourly) within this many days. */
export const ACTIVE_DAYS = 30;

/**
 * The four stat cards in one statement. 'Today' starts at midnight in Berlin; each count is an index scan
 * (created_at, last_seen_at), the totals scan recipes' narrowest index (docs in docs/features.md, figures in the report).
 */
export async function adminStats(db: TDb): Promise<TStats> {
  const [row] = await db.execute<{
    total_users: number;
    new_users_today: number;
    total_recipes: number;
    new_recipes_today: number;
    active_users: number;
    total_views: string;
  }>(sql`
    select
      (select count(*) from users)::int as total_users,
      (select count(*) from users where created_at >= ${startOfBerlinToday})::int as new_users_today,
      (select count(*) from recipes)::int as total_recipes,
      (select count(*) from recipes where created_at >= ${startOfBerlinToday})::int as new_recipes_today,
      (select count(*) from users where last_seen_at >= now() - make_interval(days => ${ACTIVE_DAYS}) and is_active)::int
        as active_users,
      ${TOTAL_VIEWS}::bigint as total_views`);
  if (!row) throw new Error('stats statement returned no row');
  return {
    totalUsers: row.total_users,
    newUsersToday: row.new_users_today,
    totalRecipes: row.total_recipes,
    newRecipesToday: row.new_recipes_today,
    activeUsers: row.active_users,
    totalViews: Number(row.total_views),
  };
}
