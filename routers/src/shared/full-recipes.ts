import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TJsonLdSource } from '@kochclip/core';
import type { TDb } from '@kochclip/db';
import { visibleTo, type TRecipeViewer } from '@kochclip/db/queries';
import { ratings, recipes, users, type TDifficulty, type TRecipeCategory } from '@kochclip/db/schema';

/** A recipe as the exports and the cookbook's print view read it. */
export type TFullRecipe = TJsonLdSource & {
  category: TRecipeCategory | null;
  difficulty: TDifficulty;
  sourceSite: string | null;
};

/**
 * Full recipes by id, for a member's export: read without counting a view (exporting is not looking at the page).
 * Only those `viewer` may see: another member's „Nur für mich“ recipe is left out as if missing.
 */
export async function fullRecipes(db: TDb, ids: number[], viewer: TRecipeViewer | null): Promise<Map<number, TFullRecipe>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      imageUrl: recipes.imageUrl,
      createdAt: recipes.createdAt,
      category: recipes.category,
      difficulty: recipes.difficulty,
      servings: recipes.servings,
      duration: recipes.duration,
      tags: recipes.tags,
      ingredients: recipes.ingredients,
      instructions: recipes.instructions,
      sourceUrl: recipes.sourceUrl,
      sourceSite: recipes.sourceSite,
      sourceAuthor: recipes.sourceAuthor,
      originalVideoUrl: recipes.originalVideoUrl,
      creatorUsername: users.username,
      creatorFirstName: users.firstName,
      averageRating: sql<
        string | null
      >`(select round(avg(${ratings.rating}), 2) from ${ratings} where ${ratings.recipeId} = ${recipes.id})`,
      totalRatings: sql<number>`(select count(*)::int from ${ratings} where ${ratings.recipeId} = ${recipes.id})`,
    })
    .from(recipes)
    // A deactivated creator's profile answers 404: the export names no author to link.
    .leftJoin(users, and(eq(users.id, recipes.createdById), eq(users.isActive, true)))
    .where(and(inArray(recipes.id, ids), visibleTo(viewer)));
  return new Map(
    rows.map(({ creatorUsername, creatorFirstName, averageRating, ...row }) => [
      row.id,
      {
        ...row,
        averageRating: averageRating === null ? null : Number(averageRating),
        createdBy: creatorUsername === null ? null : { username: creatorUsername, firstName: creatorFirstName },
      },
    ]),
  );
}
