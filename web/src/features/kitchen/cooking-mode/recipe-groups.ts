import type { TRecipeDetail } from '../../recipes/recipe-types';

type TGroupedRecipe = Pick<TRecipeDetail, 'ingredients' | 'ingredientGroups' | 'instructionGroups'>;
type TIngredientLine = TRecipeDetail['ingredientGroups'][number]['ingredients'][number];

/**
 * The ingredients in recipe order with their notes. A copy kept offline from before the groups existed has only
 * the flat list; it still cooks.
 */
export function ingredientLines(recipe: TGroupedRecipe): TIngredientLine[] {
  const groups = (recipe.ingredientGroups as TGroupedRecipe['ingredientGroups'] | undefined) ?? [];
  return groups.length > 0
    ? groups.flatMap((group) => group.ingredients)
    : recipe.ingredients.map((ingredient) => ({ ...ingredient, note: null, optional: false }));
}

/** The title of the step group that starts at this step (counted through the recipe), else null. */
export function groupTitleAt(recipe: TGroupedRecipe, stepIndex: number): string | null {
  let first = 0;
  for (const group of (recipe.instructionGroups as TGroupedRecipe['instructionGroups'] | undefined) ?? []) {
    if (first === stepIndex) return group.title;
    first += group.steps.length;
    if (first > stepIndex) return null;
  }
  return null;
}
