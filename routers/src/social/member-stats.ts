import { sql, type SQL } from 'drizzle-orm';
import { pendingViewsOf } from '@kochclip/db/queries/view-counts';
import { follows, recipes } from '@kochclip/db/schema';

/** The five counts of a profile as correlated subqueries over `userId` (a column or a value). */
export function memberStatsColumns(userId: SQL | number) {
  return {
    recipeCount: sql<number>`(select count(*)::int from ${recipes} where ${recipes.createdById} = ${userId})`,
    totalLikes: sql<number>`(select coalesce(sum(${recipes.likeCount}), 0)::int from ${recipes} where ${recipes.createdById} = ${userId})`,
    totalViews: sql<number>`(select coalesce(sum(${recipes.viewCount} + ${pendingViewsOf(recipes.id)}), 0)::int
      from ${recipes} where ${recipes.createdById} = ${userId})`,
    followerCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followingId} = ${userId})`,
    followingCount: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${userId})`,
  };
}
