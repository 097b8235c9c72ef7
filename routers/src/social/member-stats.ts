import { sql, type SQL } from 'drizzle-orm';
import { pendingViewsOf } from '@kochclip/db/queries';
import { follows, recipes } from '@kochclip/db/schema';

/**
 * The five counts of a profile as correlated subqueries over `userId` (a column or a value); the recipe counts take
 * the recipes `visible` selects (visibleTo(viewer): „Nur für mich“ ones count for their author only).
 */
export function memberStatsColumns(userId: SQL | number, visible: SQL) {
  const ofMember = sql`${recipes.createdById} = ${userId} and ${visible}`;
  return {
    recipeCount: sql<number>`(select count(*)::int from ${recipes} where ${ofMember})`,
    totalLikes: sql<number>`(select coalesce(sum(${recipes.likeCount}), 0)::int from ${recipes} where ${ofMember})`,
    totalViews: sql<number>`(select coalesce(sum(${recipes.viewCount} + ${pendingViewsOf(recipes.id)}), 0)::int
      from ${recipes} where ${ofMember})`,
    followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followingId} = ${userId})`,
    followingCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${userId})`,
  };
}
