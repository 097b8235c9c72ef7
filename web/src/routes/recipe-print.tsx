import { useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { PrintedRecipe, PrintFrame } from '../features/print/print-frame';
import { RecipeNotFound } from '../features/recipes/detail/recipe-detail-states';
import { parseRecipeId, useRecipeDetail } from '../features/recipes/detail/use-recipe-detail';
import { printedRecipe } from '../features/print/printed-recipe';
import { recipeServings } from '../features/recipes/recipe-defaults';
import { clampServings } from '@kochclip/core';

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
      <PrintedRecipe recipe={printedRecipe(data, servings)} />
    </PrintFrame>
  );
}
