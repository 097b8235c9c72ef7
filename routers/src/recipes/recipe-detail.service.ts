import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { recipes, userImages } from '@kochclip/db/schema';
import { forbidden, notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';

/**
 * Idempotent; the counter moves in the same statement as the like row, so it always equals the row count. Another
 * member's „Nur für mich“ recipe answers 404 like a missing one.
 */
export async function setLike(db: TDb, params: { recipeId: number; userId: number; liked: boolean }) {
  const visible = visibleTo({ id: params.userId, admin: false });
  const rows = params.liked
    ? await db.execute<{ like_count: number }>(sql`
        with changed as (
          insert into likes (user_id, recipe_id) select ${params.userId}, id from recipes
          where id = ${params.recipeId} and ${visible}
          on conflict do nothing returning 1
        )
        update recipes set like_count = like_count + (select count(*) from changed)::int
        where id = ${params.recipeId} and ${visible} returning like_count`)
    : await db.execute<{ like_count: number }>(sql`
        with changed as (
          delete from likes where user_id = ${params.userId} and recipe_id = ${params.recipeId}
            and exists (select 1 from recipes where id = ${params.recipeId} and ${visible})
          returning 1
        )
        update recipes set like_count = like_count - (select count(*) from changed)::int
        where id = ${params.recipeId} and ${visible} returning like_count`);
  const row = rows[0];
  if (!row) throw notFound(RECIPE_NOT_FOUND);
  return { liked: params.liked, likeCount: row.like_count };
}

/**
 * Only the creator may delete; likes, ratings, comments, views, community photos and collection entries go with it
 * (FK cascades). Returns the media URLs the deleted rows held, for removing the files once the delete committed.
 */
export async function deleteOwnRecipe(db: TDb, params: { recipeId: number; userId: number }) {
  return db.transaction(async (tx) => {
    const [recipe] = await tx
      .select({ createdById: recipes.createdById, imageUrl: recipes.imageUrl, thumbnailUrl: recipes.thumbnailUrl })
      .from(recipes)
      .where(eq(recipes.id, params.recipeId))
      .for('update');
    if (!recipe) throw notFound(RECIPE_NOT_FOUND);
    if (recipe.createdById !== params.userId) throw forbidden('Nur der Ersteller kann dieses Rezept löschen.');
    const photos = await tx.select({ url: userImages.imageUrl }).from(userImages).where(eq(userImages.recipeId, params.recipeId));
    await tx.delete(recipes).where(and(eq(recipes.id, params.recipeId), eq(recipes.createdById, params.userId)));
    const mediaUrls = [recipe.imageUrl, recipe.thumbnailUrl, ...photos.map((photo) => photo.url)];
    return { success: true as const, mediaUrls: mediaUrls.filter((url) => url !== null) };
  });
}
