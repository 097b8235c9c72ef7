import type { TIngredient } from '@kochclip/db/schema';

export interface TImagePromptRecipe {
  title: string;
  description: string | null;
  ingredients: readonly TIngredient[];
}

/** Recipes list the defining ingredients first; the rest (salt, oil) would only clutter the picture. */
const MAIN_INGREDIENTS = 6;

/**
 * A food photo in the style of German home cooking. The recipe's own words go in as data; the instructions are
 * English because image models follow them most reliably. Text in generated images is usually garbled, so it
 * is ruled out explicitly.
 */
export function recipeImagePrompt(recipe: TImagePromptRecipe): string {
  const ingredients = recipe.ingredients
    .slice(0, MAIN_INGREDIENTS)
    .map((i) => i.name.trim())
    .filter((name) => name !== '');
  return [
    `Appetizing, realistic food photograph of the finished dish "${recipe.title.slice(0, 200)}" from German home cooking.`,
    recipe.description ? `About the dish: ${recipe.description.slice(0, 400)}` : '',
    ingredients.length > 0 ? `Main ingredients: ${ingredients.join(', ')}.` : '',
    'Served on a plate or in a bowl on a rustic wooden kitchen table, soft natural daylight, shallow depth of field, 45-degree angle.',
    'No text, letters, numbers, labels, logos or watermarks anywhere in the image. No people, no hands.',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
