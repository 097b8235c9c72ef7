/**
 * A recipe's page as a viewer reads it (the view counted in the same statement): GET /api/recipes/{id} answers with
 * it, and creating or importing a recipe answers with the saved recipe the same way.
 */
import { APP_TIME_ZONE } from '@kochclip/core';
import { eq, sql } from 'drizzle-orm';
import { flatStatement, type TDb } from '@kochclip/db';
import { canSeeRecipe, isPublicRecipe, pendingViewsOf } from '@kochclip/db/queries';
import { likes, ratings, recipes, users } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { ingredientGroupsOf, instructionGroupsOf } from './recipe-groups';
import { preparedOnce } from './prepared';
import type { TRecipeDetail } from './recipe.schemas';
import { RECIPE_NOT_FOUND, recipeCardColumns, toRecipeCard } from './recipe-cards';

/** What a visitor sees of a recipe before signing in. */
export const PREVIEW_INGREDIENTS = 3;
export const PREVIEW_INSTRUCTIONS = 2;
/** A reload by the same viewer inside this window does not count as another view. */
const VIEW_WINDOW_MINUTES = 30;

export interface TViewer {
  userId: number | null;
  /** An admin sees „Nur für mich“ recipes of others too. */
  admin?: boolean;
  /** Stable, non-reversible key for the viewer (member id or hashed address). */
  viewerKey: string;
}

/**
 * The detail statement, counting the view in the same round trip: data-modifying CTEs record the viewer, count the
 * view as pending (recipe_view_pending, folded into view_count once a minute) and in the day's count (only outside
 * the dedupe window), and the row reports the recipe's views including this one.
 * Exposed so the benchmark's baseline can run exactly the same SQL.
 */
export function buildRecipeDetailQuery(db: TDb, member: boolean) {
  const id = sql.placeholder('id');
  const seen = db.$with('seen', { one: sql<number>`one` }).as(sql`
    insert into recipe_views (recipe_id, viewer_key, viewed_at)
    select ${id}::int, ${sql.placeholder('viewerKey')}::text, now()
    where exists (select 1 from recipes where id = ${id}::int and ${isPublicRecipe})
    on conflict (recipe_id, viewer_key) do update set viewed_at = now()
      where recipe_views.viewed_at < now() - make_interval(mins => ${sql.raw(String(VIEW_WINDOW_MINUTES))})
    returning 1 as one`);
  const bumped = db.$with('bumped', { views: sql<number>`views` }).as(sql`
    insert into recipe_view_pending (recipe_id, views) select ${id}::int, 1 where exists (select 1 from seen)
    on conflict (recipe_id) do update set views = recipe_view_pending.views + 1
    returning views`);
  // The admin analytics count views per Berlin day; recipe_views keeps only each viewer's latest visit.
  const counted = db.$with('counted', { one: sql<number>`one` }).as(sql`
    insert into recipe_view_days (day, recipe_id, views)
    select (now() at time zone ${sql.raw(`'${APP_TIME_ZONE}'`)})::date, ${id}::int, 1 where exists (select 1 from bumped)
    on conflict (day, recipe_id) do update set views = recipe_view_days.views + 1
    returning 1 as one`);
  return db
    .with(seen, bumped, counted)
    .select(detailColumns(member))
    .from(recipes)
    .leftJoin(users, eq(users.id, recipes.createdById))
    .where(eq(recipes.id, id))
    .limit(1);
}

/** The fields of the detail statement: the card, the recipe's own columns, the viewer's like and the ratings. */
function detailColumns(member: boolean) {
  return {
    ...recipeCardColumns,
    // With this view counted, the pending count after it; else the pending count as it was.
    viewCount: sql<number>`${recipes.viewCount} + coalesce((select views from bumped), ${pendingViewsOf(recipes.id)})`,
    ingredients: recipes.ingredients,
    instructions: recipes.instructions,
    prepTime: recipes.prepTime,
    cookTime: recipes.cookTime,
    version: recipes.version,
    originalVideoUrl: recipes.originalVideoUrl,
    originalCreator: recipes.originalCreator,
    originalPlatform: recipes.originalPlatform,
    sourceUrl: recipes.sourceUrl,
    sourceSite: recipes.sourceSite,
    sourceAuthor: recipes.sourceAuthor,
    createdById: recipes.createdById,
    ...variantColumns,
    isLiked: member
      ? sql<boolean>`exists (select 1 from ${likes} where ${likes.recipeId} = ${recipes.id} and ${likes.userId} = ${sql.placeholder('userId')})`
      : sql<boolean>`false`,
    averageRating: sql<
      string | null
    >`(select round(avg(${ratings.rating}), 2) from ${ratings} where ${ratings.recipeId} = ${recipes.id})`,
    totalRatings: sql<number>`(select count(*)::int from ${ratings} where ${ratings.recipeId} = ${recipes.id})`,
  };
}

export async function getRecipe(db: TDb, params: { id: number; viewer: TViewer }): Promise<TRecipeDetail> {
  const member = params.viewer.userId !== null;
  const statement = preparedOnce(db, `recipes.get:${member}`, () =>
    flatStatement(db, detailColumns(member), buildRecipeDetailQuery(db, member), 'recipes_get'),
  );
  const [row] = await statement.execute({ id: params.id, userId: params.viewer.userId, viewerKey: params.viewer.viewerKey });
  const { userId, admin } = params.viewer;
  // Views of a „Nur für mich“ recipe are not counted (the statement checks), so a refused look leaves no trace.
  if (!row || !canSeeRecipe(userId === null ? null : { id: userId, admin: admin === true }, row)) {
    throw notFound(RECIPE_NOT_FOUND);
  }

  const { ingredients, instructions } = row;
  const isPreview = params.viewer.userId === null;
  const shownIngredients = isPreview ? ingredients.slice(0, PREVIEW_INGREDIENTS) : ingredients;
  const shownInstructions = isPreview ? instructions.slice(0, PREVIEW_INSTRUCTIONS) : instructions;
  return {
    ...toRecipeCard(row),
    ingredients: shownIngredients,
    instructions: shownInstructions,
    ingredientGroups: ingredientGroupsOf(shownIngredients),
    instructionGroups: instructionGroupsOf(shownInstructions),
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    version: row.version,
    totalIngredients: ingredients.length,
    totalInstructions: instructions.length,
    originalVideoUrl: row.originalVideoUrl,
    originalCreator: row.originalCreator,
    originalPlatform: row.originalPlatform,
    sourceUrl: row.sourceUrl,
    sourceSite: row.sourceSite,
    sourceAuthor: row.sourceAuthor,
    createdById: row.createdById,
    isPreview,
    isLiked: row.isLiked,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    totalRatings: row.totalRatings,
    variantOf: variantOfRow(row),
    variantCount: row.variantCount,
  };
}

/**
 * What the recipe page says about variants, read in the detail statement: the original (while it exists; its title,
 * and its creator while public and active) and how many public variants the recipe itself has.
 */
const variantColumns = {
  variantOfId: recipes.variantOfId,
  variantOfTitle: recipes.variantOfTitle,
  variantOriginal: sql<{
    title: string;
    visible: boolean;
    username: string | null;
    firstName: string | null;
  } | null>`(select json_build_object(
      'title', o.title, 'visible', o.visibility = 'public',
      'username', case when u.is_active then u.username end, 'firstName', case when u.is_active then u.first_name end)
    from recipes o left join users u on u.id = o.created_by_id where o.id = ${recipes.variantOfId})`,
  variantCount: sql<number>`(select count(*)::int from recipes v where v.variant_of_id = ${recipes.id} and v.visibility = 'public')`,
};

interface TVariantRow {
  variantOfId: number | null;
  variantOfTitle: string | null;
  variantOriginal: { title: string; visible: boolean; username: string | null; firstName: string | null } | null;
}

/** „Variante von <Rezept> von <Koch>“ with its link; a deleted original keeps its title, without link or cook. */
function variantOfRow(row: TVariantRow): TRecipeDetail['variantOf'] {
  if (row.variantOfTitle === null) return null;
  const original = row.variantOriginal;
  if (row.variantOfId === null || original === null) {
    return { id: null, title: row.variantOfTitle, createdBy: null, originalDeleted: true };
  }
  if (!original.visible) return { id: null, title: row.variantOfTitle, createdBy: null, originalDeleted: false };
  return {
    id: row.variantOfId,
    title: original.title,
    createdBy: original.username === null ? null : { username: original.username, firstName: original.firstName },
    originalDeleted: false,
  };
}
