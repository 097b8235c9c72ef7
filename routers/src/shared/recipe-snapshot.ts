import { recipes, type TRecipeSnapshot } from '@kochclip/db/schema';
import type { TRecipeContent } from './recipe-content.schemas';
import { flatIngredients, flatInstructions, ingredientGroupsOf, instructionGroupsOf } from './recipe-groups';

/**
 * A recipe's version as stored (recipe_versions.snapshot): read from the recipe row, made from what a member wrote
 * (the editor, a saved draft) and turned back into the editor's groups.
 */

/** The columns a version keeps, read from the recipe row. */
export const snapshotColumns = {
  title: recipes.title,
  description: recipes.description,
  category: recipes.category,
  difficulty: recipes.difficulty,
  servings: recipes.servings,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  duration: recipes.duration,
  tags: recipes.tags,
  ingredients: recipes.ingredients,
  instructions: recipes.instructions,
};

export function snapshotOf(content: TRecipeContent): TRecipeSnapshot {
  return {
    title: content.title,
    description: content.description,
    category: content.category,
    difficulty: content.difficulty,
    servings: content.servings,
    prepTime: content.prepTime,
    cookTime: content.cookTime,
    duration: content.duration,
    tags: content.tags,
    ingredients: flatIngredients(content.ingredientGroups),
    instructions: flatInstructions(content.instructionGroups),
  };
}

/** A stored snapshot in the editor's shape (groups), as GET …/versions/{number} answers and a restore saves. */
export function snapshotContent(snapshot: TRecipeSnapshot) {
  const { ingredients, instructions, ...fields } = snapshot;
  return {
    ...fields,
    ingredientGroups: ingredientGroupsOf(ingredients),
    instructionGroups: instructionGroupsOf(instructions),
  };
}
