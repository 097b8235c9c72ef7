import { formatCountDE, formatDuration } from '../../lib/format';
import { ingredientText } from '@kochclip/core';
import { recipeCategory, recipeServings } from '../recipes/recipe-defaults';
import type { TRecipeDetail } from '../recipes/recipe-types';

export interface TPrintedIngredient {
  amount: string;
  name: string;
  note?: string | null;
  optional?: boolean;
}

/** A recipe as paper shows it; a titled group („Für den Teig“) is printed under its sub-heading. */
export interface TPrintedRecipe {
  title: string;
  facts: string[];
  source: string | null;
  ingredientGroups: { title: string | null; ingredients: TPrintedIngredient[] }[];
  stepGroups: { title: string | null; steps: string[] }[];
}

type TPrintSource = Pick<
  TRecipeDetail,
  | 'title'
  | 'servings'
  | 'duration'
  | 'category'
  | 'difficulty'
  | 'sourceUrl'
  | 'sourceSite'
  | 'ingredientGroups'
  | 'instructionGroups'
>;

/** 'Site (address)' for an imported recipe; nothing for an address that does not parse. */
function sourceText(recipe: TPrintSource): string | null {
  if (!recipe.sourceUrl) return null;
  try {
    return `${recipe.sourceSite ?? new URL(recipe.sourceUrl).hostname} (${recipe.sourceUrl})`;
  } catch {
    return null;
  }
}

/** The recipe page's recipe on paper, amounts for the chosen servings. */
export function printedRecipe(recipe: TPrintSource, servings: number): TPrintedRecipe {
  const base = recipeServings(recipe.servings);
  return {
    title: recipe.title,
    facts: [
      formatCountDE(servings, 'Portion', 'Portionen'),
      formatDuration(recipe.duration),
      recipeCategory(recipe.category),
      recipe.difficulty,
    ],
    source: sourceText(recipe),
    ingredientGroups: recipe.ingredientGroups.map((group) => ({
      title: group.title,
      ingredients: group.ingredients.map((i) => ({ ...ingredientText(i, base, servings), note: i.note, optional: i.optional })),
    })),
    stepGroups: recipe.instructionGroups.map((group) => ({ title: group.title, steps: group.steps.map((s) => s.step) })),
  };
}
