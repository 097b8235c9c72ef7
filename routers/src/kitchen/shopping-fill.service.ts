import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { visibleThroughPlan, visibleTo } from '@kochclip/db/queries';
import { cookbookRecipes, cookbooks, recipes, shoppingItems } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';
import { COOKBOOK_NOT_FOUND } from '../shared/cookbook.schemas';
import { linesFromRecipe, mergeLine, mergeLines, type TShoppingLine } from '@kochclip/core';
import { MAX_ITEMS_PER_LIST } from './kitchen-limits';
import { listForMember, listOutput, touchList } from './shopping-access';
import { LIST_FULL_MESSAGE, liveItemCount } from './shopping-items.service';
import { rememberedSections } from './shopping-sections.service';

/** What a recipe contributes: its ingredients at the servings chosen for it. */
export interface TRecipePortion {
  recipeId: number;
  servings: number;
}

const recipeColumns = {
  id: recipes.id,
  title: recipes.title,
  servings: recipes.servings,
  ingredients: recipes.ingredients,
};

/** What `userId` may put on a list: public recipes and their own (never another member's „Nur für mich“ recipe). */
const visibleToMember = (userId: number) => visibleTo({ id: userId, admin: false });

/** The recipes' lines, merged as a person would (the same ingredient of two recipes is one line). */
async function linesOf(
  tx: TDbOrTx,
  userId: number,
  portions: readonly TRecipePortion[],
  throughPlan = false,
): Promise<TShoppingLine[]> {
  const ids = [...new Set(portions.map((portion) => portion.recipeId))];
  if (ids.length === 0) return [];
  const rows = await tx
    .select(recipeColumns)
    .from(recipes)
    .where(and(inArray(recipes.id, ids), throughPlan ? visibleThroughPlan(userId) : visibleToMember(userId)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return mergeLines(
    portions.flatMap((portion) => {
      const recipe = byId.get(portion.recipeId);
      return recipe ? linesFromRecipe(recipe, portion.servings) : [];
    }),
  );
}

/**
 * Puts lines on a locked list: a line merges into the unchecked item of the same ingredient (what is already in
 * the basket stays as it is, the rest goes on a new line), in the member's own section when they moved that
 * ingredient before. All or nothing: a list that would overflow refuses the whole recipe.
 */
async function addLines(tx: TDbOrTx, params: { listId: number; userId: number; lines: readonly TShoppingLine[] }) {
  if (params.lines.length === 0) return;
  const keys = params.lines.map((line) => line.key);
  const open = await tx
    .select()
    .from(shoppingItems)
    .where(
      and(
        eq(shoppingItems.listId, params.listId),
        inArray(shoppingItems.key, keys),
        eq(shoppingItems.checked, false),
        isNull(shoppingItems.deletedAt),
      ),
    )
    .orderBy(asc(shoppingItems.createdAt));
  const openByKey = new Map(open.flatMap((item) => (item.key === null ? [] : [[item.key, item] as const])));
  const fresh = params.lines.filter((line) => !openByKey.has(line.key));
  if ((await liveItemCount(tx, params.listId)) + fresh.length > MAX_ITEMS_PER_LIST) {
    throw new AppError('BAD_REQUEST', LIST_FULL_MESSAGE);
  }
  const sections = await rememberedSections(tx, params.userId, keys);
  const now = new Date();
  for (const line of params.lines) {
    const item = openByKey.get(line.key);
    if (!item) continue;
    const merged = mergeLine(
      {
        key: line.key,
        name: item.name,
        quantities: item.quantities,
        notes: item.notes,
        section: line.section,
        staple: item.staple,
        sources: item.sources,
      },
      line,
    );
    await tx
      .update(shoppingItems)
      .set({ quantities: merged.quantities, notes: merged.notes, sources: merged.sources, staple: merged.staple, changedAt: now })
      .where(and(eq(shoppingItems.listId, params.listId), eq(shoppingItems.id, item.id)));
  }
  if (fresh.length > 0) {
    await tx.insert(shoppingItems).values(
      fresh.map((line) => ({
        listId: params.listId,
        key: line.key,
        name: line.name,
        quantities: line.quantities,
        notes: line.notes,
        sources: line.sources,
        section: sections.get(line.key) ?? line.section,
        staple: line.staple,
        changedAt: now,
      })),
    );
  }
  await touchList(tx, params.listId);
}

/**
 * Fills a list the member may edit with recipes at their servings, under the list's lock. `throughPlan`: the
 * recipes come from the member's meal plan, where a household mate's „Nur für mich“ recipe counts too.
 */
export async function fillListInTransaction(
  tx: TDbOrTx,
  params: { id: number; userId: number; portions: readonly TRecipePortion[]; throughPlan?: boolean },
): Promise<void> {
  await listForMember(tx, { listId: params.id, userId: params.userId, lock: true });
  const lines = await linesOf(tx, params.userId, params.portions, params.throughPlan);
  await addLines(tx, { listId: params.id, userId: params.userId, lines });
}

export async function fillShoppingList(db: TDb, params: { id: number; userId: number; portions: readonly TRecipePortion[] }) {
  await db.transaction((tx) => fillListInTransaction(tx, params));
  return listOutput(db, params.id, params.userId);
}

/** 'Auf die Einkaufsliste': one recipe at the servings chosen in the portion scaler (its own when none). */
export async function addRecipeToList(db: TDb, params: { id: number; userId: number; recipeId: number; servings?: number }) {
  const [recipe] = await db
    .select({ servings: recipes.servings })
    .from(recipes)
    .where(and(eq(recipes.id, params.recipeId), visibleToMember(params.userId)));
  if (!recipe) {
    // A list the member cannot see stays 404 before the recipe is looked at.
    await listForMember(db, { listId: params.id, userId: params.userId });
    throw notFound(RECIPE_NOT_FOUND);
  }
  return fillShoppingList(db, {
    id: params.id,
    userId: params.userId,
    portions: [{ recipeId: params.recipeId, servings: params.servings ?? recipe.servings }],
  });
}

/** Every recipe of a cookbook the member may read (their own, or a public one), each at its own servings. */
export async function addCookbookToList(db: TDb, params: { id: number; userId: number; cookbookId: number }) {
  await listForMember(db, { listId: params.id, userId: params.userId });
  const [cookbook] = await db
    .select({ userId: cookbooks.userId, isPrivate: cookbooks.isPrivate })
    .from(cookbooks)
    .where(eq(cookbooks.id, params.cookbookId));
  if (!cookbook || (cookbook.isPrivate && cookbook.userId !== params.userId)) throw notFound(COOKBOOK_NOT_FOUND);
  const rows = await db
    .select({ recipeId: recipes.id, servings: recipes.servings })
    .from(cookbookRecipes)
    .innerJoin(recipes, eq(recipes.id, cookbookRecipes.recipeId))
    .where(and(eq(cookbookRecipes.cookbookId, params.cookbookId), visibleToMember(params.userId)))
    .orderBy(asc(cookbookRecipes.addedAt), asc(cookbookRecipes.recipeId));
  return fillShoppingList(db, { id: params.id, userId: params.userId, portions: rows });
}
