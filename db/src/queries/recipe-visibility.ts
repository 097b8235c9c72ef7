import { sql, type SQL } from 'drizzle-orm';
import { recipes } from '../schema';
import { householdMatesSql } from './household';

/**
 * Who looks at recipes: nobody signed in (null), a member, or an admin. „Nur für mich“ (visibility 'private')
 * recipes are seen by their author and by admins only; everyone else meets them nowhere (lists, search, counts,
 * pages: 404 as for a missing recipe). Every reader of `recipes` that shows recipes to people takes its condition
 * from here, so the rule lives in one place.
 */
export interface TRecipeViewer {
  id: number;
  admin: boolean;
}

/** Recipes everybody sees: what lists, search, counts, the sitemap and others' collections show. */
export const isPublicRecipe: SQL = sql`${recipes.visibility} = 'public'`;

/** What `viewer` may see: public recipes, their own, and every recipe for an admin. */
export function visibleTo(viewer: TRecipeViewer | null): SQL {
  if (!viewer) return isPublicRecipe;
  if (viewer.admin) return sql`true`;
  return sql`(${recipes.visibility} = 'public' or ${recipes.createdById} = ${viewer.id})`;
}

/** The same rule for a row already read (its visibility and author). */
export function canSeeRecipe(viewer: TRecipeViewer | null, recipe: { visibility: string; createdById: number | null }): boolean {
  return recipe.visibility === 'public' || (viewer !== null && (viewer.admin || recipe.createdById === viewer.id));
}

/**
 * What `viewerId` sees of a recipe through their kitchen (meal plan entries and what a week puts on a list): what
 * they may see anyway, and a „Nur für mich“ recipe of a member of their household, planned into its shared plan.
 * Nowhere else: the recipe page, search and the rest stay with `visibleTo`.
 */
export function visibleThroughPlan(viewerId: number): SQL {
  return sql`(${visibleTo({ id: viewerId, admin: false })} or ${recipes.createdById} in ${householdMatesSql(viewerId)})`;
}
