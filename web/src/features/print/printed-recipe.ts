import { minutesOfIsoDuration, type TJsonLdRecipe } from '@kochclip/routers/recipe-json-ld';
import { formatCountDE, formatDuration } from '../../lib/format';
import { ingredientText } from '../../lib/ingredient-words';
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

const minutes = (iso: string | undefined) => {
  const total = minutesOfIsoDuration(iso);
  return total === null ? null : formatDuration(total);
};

/**
 * A recipe of a cookbook's JSON-LD list on paper. Its ingredients are lines of text there, notes and „(optional)“
 * included; schema.org has no ingredient sections, so they print as one list. A titled step group is a
 * HowToSection and prints under its title, untitled steps between them as groups without a title.
 */
export function printedListRecipe(recipe: Omit<TJsonLdRecipe, '@context'>): TPrintedRecipe {
  const stepGroups: TPrintedRecipe['stepGroups'] = [];
  for (const entry of recipe.recipeInstructions) {
    if (entry['@type'] === 'HowToSection')
      stepGroups.push({ title: entry.name, steps: entry.itemListElement.map((step) => step.text) });
    else {
      const last = stepGroups.at(-1);
      if (last && last.title === null) last.steps.push(entry.text);
      else stepGroups.push({ title: null, steps: [entry.text] });
    }
  }
  return {
    title: recipe.name,
    facts: [recipe.recipeYield, minutes(recipe.totalTime), recipe.recipeCategory].filter((f): f is string => Boolean(f)),
    source: recipe.isBasedOn ?? null,
    ingredientGroups: [{ title: null, ingredients: recipe.recipeIngredient.map((line) => ({ amount: '', name: line })) }],
    stepGroups,
  };
}
