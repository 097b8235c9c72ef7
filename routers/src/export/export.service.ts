import { asc, eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import type { TRecipeViewer } from '@kochclip/db/queries';
import { cookbookRecipes } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { ingredientGroupsOf, instructionGroupsOf } from '../shared/recipe-groups';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';
import { formatCountDE, recipeJsonLd } from '@kochclip/core';
import { fullRecipes } from '../shared/full-recipes';
import { MAX_RECIPES_PER_COOKBOOK, visibleCookbook } from '../shared/cookbooks';
import type { EXPORT_FORMATS, TCookbookExport, TCookbookPrint, TRecipeExport } from './export.schemas';
import { fileStem, recipeMarkdown } from './recipe-markdown';

type TFormat = (typeof EXPORT_FORMATS)[number];

export async function exportRecipe(
  db: TDb,
  params: { id: number; format: TFormat; origin: string; viewer: TRecipeViewer | null },
): Promise<TRecipeExport> {
  const recipe = (await fullRecipes(db, [params.id], params.viewer)).get(params.id);
  if (!recipe) throw notFound(RECIPE_NOT_FOUND);
  const stem = fileStem(recipe.title);
  if (params.format === 'markdown') {
    return {
      format: 'markdown',
      mediaType: 'text/markdown',
      filename: `${stem}.md`,
      content: recipeMarkdown(recipe, params.origin),
    };
  }
  return {
    format: 'jsonld',
    mediaType: 'application/ld+json',
    filename: `${stem}.jsonld`,
    content: recipeJsonLd(recipe, params.origin),
  };
}

/** A cookbook the member may see (their own, or a public one) with all its recipes in full, in its order. */
async function cookbookInFull(db: TDb, params: { id: number; viewerId: number }) {
  const cookbook = await visibleCookbook(db, { id: params.id, viewerId: params.viewerId });
  const order = await db
    .select({ recipeId: cookbookRecipes.recipeId })
    .from(cookbookRecipes)
    .where(eq(cookbookRecipes.cookbookId, cookbook.id))
    .orderBy(asc(cookbookRecipes.addedAt), asc(cookbookRecipes.recipeId))
    .limit(MAX_RECIPES_PER_COOKBOOK);
  const byId = await fullRecipes(
    db,
    order.map((row) => row.recipeId),
    { id: params.viewerId, admin: false },
  );
  const list = order.map((row) => byId.get(row.recipeId)).filter((recipe) => recipe !== undefined);
  return { cookbook, list };
}

/**
 * The cookbook's print view: its recipes with ingredient and step groups (titles included), as the recipe print
 * view prints one recipe. The JSON-LD export cannot carry ingredient groups (schema.org has none).
 */
export async function cookbookForPrint(db: TDb, params: { id: number; viewerId: number }): Promise<TCookbookPrint> {
  const { cookbook, list } = await cookbookInFull(db, params);
  return {
    name: cookbook.title,
    description: cookbook.description,
    recipes: list.map((recipe) => ({
      id: recipe.id,
      title: recipe.title,
      servings: recipe.servings,
      duration: recipe.duration,
      category: recipe.category,
      difficulty: recipe.difficulty,
      sourceUrl: recipe.sourceUrl,
      sourceSite: recipe.sourceSite,
      ingredientGroups: ingredientGroupsOf(recipe.ingredients),
      instructionGroups: instructionGroupsOf(recipe.instructions),
    })),
  };
}

export async function exportCookbook(
  db: TDb,
  params: { id: number; viewerId: number; format: TFormat; origin: string },
): Promise<TCookbookExport> {
  const { cookbook, list } = await cookbookInFull(db, params);
  const stem = fileStem(cookbook.title);
  if (params.format === 'markdown') {
    const parts = [`# ${cookbook.title.replace(/[\\`*_[\]<>#|]/g, '\\$&')}`, ''];
    if (cookbook.description) parts.push(cookbook.description, '');
    parts.push(formatCountDE(list.length, 'Rezept', 'Rezepte'), '');
    for (const recipe of list) parts.push(recipeMarkdown(recipe, params.origin, 2));
    return { format: 'markdown', mediaType: 'text/markdown', filename: `${stem}.md`, content: parts.join('\n') };
  }
  return {
    format: 'jsonld',
    mediaType: 'application/ld+json',
    filename: `${stem}.jsonld`,
    content: {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      name: cookbook.title,
      ...(cookbook.description ? { description: cookbook.description } : {}),
      url: `${params.origin}/cookbooks/${cookbook.id}`,
      numberOfItems: list.length,
      itemListElement: list.map((recipe, index) => {
        const { '@context': _context, ...item } = recipeJsonLd(recipe, params.origin);
        return { '@type': 'ListItem' as const, position: index + 1, item };
      }),
    },
  };
}
