import { recipes, users } from '@kochclip/db/schema';
import { activePremium } from './premium-state';
import type { TRecipeCard } from './recipe.schemas';

export const RECIPE_NOT_FOUND = 'Rezept nicht gefunden';

/** The columns of a recipe card, the one shape every recipe list shows (search, profiles, cookbooks, collections). */
export const recipeCardColumns = {
  id: recipes.id,
  title: recipes.title,
  description: recipes.description,
  imageUrl: recipes.imageUrl,
  thumbnailUrl: recipes.thumbnailUrl,
  category: recipes.category,
  difficulty: recipes.difficulty,
  duration: recipes.duration,
  servings: recipes.servings,
  viewCount: recipes.viewCount,
  likeCount: recipes.likeCount,
  tags: recipes.tags,
  createdAt: recipes.createdAt,
  creatorId: users.id,
  creatorUsername: users.username,
  creatorFirstName: users.firstName,
  creatorImage: users.profileImageUrl,
  creatorVerified: users.verified,
  creatorPremium: activePremium,
  creatorDeleted: recipes.creatorDeleted,
  creatorActive: users.isActive,
  visibility: recipes.visibility,
};

interface TCardRow extends Omit<TRecipeCard, 'createdBy' | 'creatorSuspended'> {
  creatorId: number | null;
  creatorUsername: string | null;
  creatorFirstName: string | null;
  creatorImage: string | null;
  creatorVerified: boolean | null;
  creatorPremium: boolean | null;
  creatorActive: boolean | null;
}

/** Written out field by field: object rest/spread over a result row costs more than the query's own mapping. */
export function toRecipeCard(row: TCardRow): TRecipeCard {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    imageUrl: row.imageUrl,
    thumbnailUrl: row.thumbnailUrl,
    category: row.category,
    difficulty: row.difficulty,
    duration: row.duration,
    servings: row.servings,
    viewCount: row.viewCount,
    likeCount: row.likeCount,
    tags: row.tags,
    createdAt: row.createdAt,
    createdBy:
      row.creatorId !== null && row.creatorUsername !== null && row.creatorActive !== false
        ? {
            id: row.creatorId,
            username: row.creatorUsername,
            firstName: row.creatorFirstName,
            profileImageUrl: row.creatorImage,
            verified: row.creatorVerified ?? false,
            isPremium: row.creatorPremium ?? false,
          }
        : null,
    creatorDeleted: row.creatorDeleted,
    creatorSuspended: row.creatorActive === false,
    visibility: row.visibility,
  };
}
