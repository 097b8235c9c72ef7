import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { visibleTo, type TRecipeViewer } from '@kochclip/db/queries';
import { ratings, users } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';
import { requireRecipe } from './community.shared';
import { communityUserColumns } from '../shared/community-user';
import { beforeCursor, decodePageCursor, exactTime, pageOf } from '../shared/page-cursor';
import type { TRateInput, TRating } from './ratings.schemas';

const ratingColumns = {
  id: ratings.id,
  recipeId: ratings.recipeId,
  userId: ratings.userId,
  rating: ratings.rating,
  comment: ratings.comment,
  createdAt: ratings.createdAt,
  updatedAt: ratings.updatedAt,
  user: communityUserColumns,
};

const selectRatings = (db: TDbOrTx) => db.select(ratingColumns).from(ratings).innerJoin(users, eq(users.id, ratings.userId));

/**
 * One page of a recipe's ratings, the most recently changed first, with the average, the count and the
 * distribution over all of them (from the same rows, with the detail page's rounding).
 */
export async function listRatingPage(
  db: TDb,
  params: { recipeId: number; limit: number; cursor?: string; viewer: TRecipeViewer | null },
) {
  const position = decodePageCursor(params.cursor);
  const [rows, summary] = await Promise.all([
    db
      .select({ ...ratingColumns, cursorAt: exactTime(ratings.updatedAt), cursorId: ratings.id })
      .from(ratings)
      .innerJoin(users, eq(users.id, ratings.userId))
      .where(and(eq(ratings.recipeId, params.recipeId), beforeCursor(position, ratings.updatedAt, ratings.id)))
      .orderBy(desc(ratings.updatedAt), desc(ratings.id))
      .limit(params.limit + 1),
    db
      .select({ stars: ratings.rating, count: count() })
      .from(ratings)
      .where(eq(ratings.recipeId, params.recipeId))
      .groupBy(ratings.rating),
  ]);
  // Ratings of a recipe that went „Nur für mich“ stay; only its author (and admins) see them.
  await requireRecipe(db, params.recipeId, params.viewer);
  const { page, nextCursor } = pageOf(rows, params.limit);
  const countOf = (stars: number) => summary.find((row) => row.stars === stars)?.count ?? 0;
  const totalRatings = summary.reduce((sum, row) => sum + row.count, 0);
  const starTotal = summary.reduce((sum, row) => sum + row.stars * row.count, 0);
  return {
    ratings: page,
    averageRating: roundedAverageOf(starTotal, totalRatings),
    totalRatings,
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: countOf(stars) })),
    nextCursor,
  };
}

/**
 * PostgreSQL's round(avg(rating), 2) (half away from zero) in integer arithmetic: floating point would turn
 * 161/40 = 4.025 into 4.02 where the detail page says 4.03.
 */
export function roundedAverageOf(total: number, n: number): number | null {
  if (n === 0) return null;
  return Math.floor((200 * total + n) / (2 * n)) / 100;
}

export function roundedAverage(values: readonly number[]): number | null {
  return roundedAverageOf(
    values.reduce((sum, value) => sum + value, 0),
    values.length,
  );
}

export async function ownRating(db: TDb, params: { recipeId: number; userId: number }): Promise<TRating | null> {
  await requireRecipe(db, params.recipeId, { id: params.userId, admin: false });
  const [row] = await selectRatings(db)
    .where(and(eq(ratings.recipeId, params.recipeId), eq(ratings.userId, params.userId)))
    .limit(1);
  return row ?? null;
}

/** One statement: the unique key (user, recipe) turns concurrent posts of one member into one row. */
export async function rateRecipe(db: TDb, params: TRateInput & { userId: number }): Promise<TRating> {
  const comment = params.comment ?? null;
  const saved = await db.execute<{ id: number }>(sql`
    insert into ratings (recipe_id, user_id, rating, comment)
    select id, ${params.userId}, ${params.rating}, ${comment} from recipes
    where id = ${params.id} and ${visibleTo({ id: params.userId, admin: false })}
    on conflict (user_id, recipe_id) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
    returning id`);
  if (saved.length === 0) throw notFound(RECIPE_NOT_FOUND);
  const rating = await ownRating(db, { recipeId: params.id, userId: params.userId });
  if (!rating) throw notFound(RECIPE_NOT_FOUND);
  return rating;
}

/** Idempotent: removing a rating that is not there succeeds too. */
export async function deleteRating(db: TDb, params: { recipeId: number; userId: number }): Promise<{ success: true }> {
  await requireRecipe(db, params.recipeId, { id: params.userId, admin: false });
  await db.delete(ratings).where(and(eq(ratings.recipeId, params.recipeId), eq(ratings.userId, params.userId)));
  return { success: true as const };
}
