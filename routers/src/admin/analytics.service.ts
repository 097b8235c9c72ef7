import { sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { ANALYTICS_DAYS, type TAnalytics, type TTopRecipe } from './analytics.schemas';
import { BERLIN, lastBerlinDays, startOfBerlinDay } from './berlin-time';

const TOP = 10;

type TDayRow = { day: string; count: number };

/** Every day of the period, oldest first; days without a row count 0. */
function fill(days: readonly string[], rows: readonly TDayRow[]) {
  const byDay = new Map(rows.map((row) => [row.day, Number(row.count)]));
  return days.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
}

const berlinDayOf = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${BERLIN}, 'YYYY-MM-DD')`;

/**
 * Charts of the Analytics tab: one statement per series, each reading only the period through an index
 * (users and recipes by created_at, recipe_view_days by day, likes by created_at), so the cost follows the
 * period's activity, not the size of the tables.
 */
export async function adminAnalytics(db: TDb, now = new Date()): Promise<TAnalytics> {
  const days = lastBerlinDays(ANALYTICS_DAYS, now);
  const from = startOfBerlinDay(ANALYTICS_DAYS - 1);
  const firstDay = days[0] ?? '';

  const [users, recipes, views, topViewed, topLiked] = await Promise.all([
    db.execute<TDayRow>(sql`
      select ${berlinDayOf('created_at')} as day, count(*)::int as count
      from users where created_at >= ${from} group by 1`),
    db.execute<TDayRow & { ai: number }>(sql`
      select ${berlinDayOf('created_at')} as day, count(*)::int as count, count(*) filter (where source <> 'seed')::int as ai
      from recipes where created_at >= ${from} group by 1`),
    db.execute<TDayRow>(sql`
      select to_char(day, 'YYYY-MM-DD') as day, sum(views)::int as count
      from recipe_view_days where day >= ${firstDay}::date group by day`),
    db.execute<TTopRecipe>(sql`
      select r.id, r.title, top.count from (
        select recipe_id, sum(views)::int as count from recipe_view_days
        where day >= ${firstDay}::date group by recipe_id order by count desc, recipe_id limit ${TOP}
      ) top join recipes r on r.id = top.recipe_id order by top.count desc, r.id`),
    db.execute<TTopRecipe>(sql`
      select r.id, r.title, top.count from (
        select recipe_id, count(*)::int as count from likes
        where created_at >= ${from} group by recipe_id order by count desc, recipe_id limit ${TOP}
      ) top join recipes r on r.id = top.recipe_id order by top.count desc, r.id`),
  ]);

  return {
    days: ANALYTICS_DAYS,
    newUsers: fill(days, users),
    newRecipes: fill(days, recipes),
    aiGenerations: fill(
      days,
      recipes.map((row) => ({ day: row.day, count: row.ai })),
    ),
    views: fill(days, views),
    topViewed: [...topViewed].map((row) => ({ id: row.id, title: row.title, count: Number(row.count) })),
    topLiked: [...topLiked].map((row) => ({ id: row.id, title: row.title, count: Number(row.count) })),
  };
}
