import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { ratings, users } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../recipes/recipes.service';
import { communityUserColumns, requireRecipe } from './community.shared';
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

/** Average and count come from the same rows the list shows, with the detail page's rounding. */
export async function listRatings(db: TDb, params: { recipeId: number }) {
  await requireRecipe(db, params.recipeId);
  const rows = await selectRatings(db)
    .where(eq(ratings.recipeId, params.recipeId))
    .orderBy(desc(ratings.updatedAt), desc(ratings.id));
  return { ratings: rows, averageRating: roundedAverage(rows.map((row) => row.rating)), totalRatings: rows.length };
}

/**
 * PostgreSQL's round(avg(rating), 2) (half away from zero) in integer arithmetic: floating point would turn
 * 161/40 = 4.025 into 4.02 where the detail page says 4.03.
 */
export function roundedAverage(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const total = values.reduce((sum, value) => sum + value, 0);
  return Math.floor((200 * total + values.length) / (2 * values.length)) / 100;
}

export async function ownRating(db: TDb, params: { recipeId: number; userId: number }): Promise<TRating | null> {
  await requireRecipe(db, params.recipeId);
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
    select id, ${params.userId}, ${params.rating}, ${comment} from recipes where id = ${params.id}
    on conflict (user_id, recipe_id) do update set rating = excluded.rating, comment = excluded.comment, updated_at = now()
    returning id`);
  if (saved.length === 0) throw notFound(RECIPE_NOT_FOUND);
  const rating = await ownRating(db, { recipeId: params.id, userId: params.userId });
  if (!rating) throw notFound(RECIPE_NOT_FOUND);
  return rating;
}

/** Idempotent: removing a rating that is not there succeeds too. */
export async function deleteRating(db: TDb, params: { recipeId: number; userId: number }): Promise<{ success: true }> {
  await requireRecipe(db, params.recipeId);
  await db.delete(ratings).where(and(eq(ratings.recipeId, params.recipeId), eq(ratings.userId, params.userId)));
  return { success: true as const };
}
