import { useParams } from 'react-router';
import { usePrefetchRatings } from '../features/community-tabs/use-ratings';
import { RecipeDetailSkeleton, RecipeLoadError, RecipeNotFound } from '../features/recipes/detail/recipe-detail-states';
import { RecipeDetailView } from '../features/recipes/detail/recipe-detail-view';
import { parseRecipeId, useRecipeDetail } from '../features/recipes/detail/use-recipe-detail';

/** /recipe/:id for visitors (preview) and members (full recipe). */
export function RecipeDetailPage() {
  const { id } = useParams();
  const recipeId = parseRecipeId(id);
  if (recipeId === null) return <RecipeNotFound />;
  return <RecipeDetailLoader key={recipeId} id={recipeId} />;
}

function RecipeDetailLoader({ id }: { id: number }) {
  const { data, isPending, notFound, refetch } = useRecipeDetail(id);
  // The ratings tab is open first: its read goes with the recipe's.
  usePrefetchRatings(id);
  if (data) return <RecipeDetailView recipe={data} />;
  if (isPending) return <RecipeDetailSkeleton />;
  if (notFound) return <RecipeNotFound />;
  return <RecipeLoadError onRetry={() => void refetch()} />;
}
