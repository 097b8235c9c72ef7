import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { PrintedRecipe, PrintFrame } from '../features/print/print-frame';
import { RecipeNotFound } from '../features/recipes/detail/recipe-detail-states';
import { parseRecipeId, useRecipeDetail } from '../features/recipes/detail/use-recipe-detail';
import { recipeCategory, recipeServings } from '../features/recipes/recipe-defaults';
import type { TRecipeDetail } from '../features/recipes/recipe-types';
import { formatCountDE, formatDuration } from '../lib/format';
import { ingredientText } from '../lib/ingredient-words';
import { clampServings } from '../lib/portion-scaler';

/** 'Site (address)' for an imported recipe; nothing for an address that does not parse. */
function sourceText(recipe: TRecipeDetail): string | null {
  if (!recipe.sourceUrl) return null;
  try {
    return `${recipe.sourceSite ?? new URL(recipe.sourceUrl).hostname} (${recipe.sourceUrl})`;
  } catch {
    return null;
  }
}

function printed(recipe: TRecipeDetail, servings: number) {
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

/** /recipe/:id/drucken?portionen=n (members): one page, no navigation, amounts for the portions chosen on the recipe page. */
export function RecipePrintPage() {
  const id = parseRecipeId(useParams().id);
  const [params] = useSearchParams();
  const { data, notFound, isPending } = useRecipeDetail(id ?? 0);
  if (id === null || notFound) return <RecipeNotFound />;
  if (isPending || !data) return <PageSpinner />;
  const servings = clampServings(params.get('portionen') ?? '') ?? recipeServings(data.servings);
  return (
    <PrintFrame title={`${data.title} (Druckansicht)`} back={{ to: `/recipe/${data.id}`, label: 'Zurück zum Rezept' }}>
      <PrintedRecipe recipe={printed(data, servings)} />
    </PrintFrame>
  );
}
