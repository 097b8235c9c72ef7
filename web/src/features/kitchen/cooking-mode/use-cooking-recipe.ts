import { useQuery } from '@tanstack/react-query';
import type { TRecipeDetail } from '../../recipes/recipe-types';

/** The service worker keeps recipes read through this address for offline reading (sw-template.js). */
const RECIPE_CACHE = 'kochclip-recipes';
const recipeUrl = (id: number) => `/api/recipes/${id}`;

export class RecipeRequestError extends Error {
  constructor(readonly status: number) {
    super(`Rezept konnte nicht geladen werden (${status}).`);
  }
}

/**
 * The page may have opened before the service worker took control (the first visit), so its answer would not be
 * kept; a copy goes into the worker's recipe cache directly, and the recipe stays readable offline.
 */
async function keepForOffline(id: number, response: Response): Promise<void> {
  if (!('caches' in window)) return;
  try {
    const cache = await caches.open(RECIPE_CACHE);
    await cache.put(recipeUrl(id), response);
  } catch {
    // No room or no Cache API (private windows): cooking works, offline reading does not.
  }
}

/**
 * Cooking mode reads the recipe over the REST address, one fixed URL per recipe, so the service worker's copy is
 * found again offline (tRPC batches vary by what else the page asks).
 */
export function useCookingRecipe(id: number) {
  return useQuery({
    queryKey: ['kochmodus', 'rezept', id],
    queryFn: async ({ signal }): Promise<TRecipeDetail> => {
      const response = await fetch(recipeUrl(id), { credentials: 'include', signal });
      if (!response.ok) throw new RecipeRequestError(response.status);
      void keepForOffline(id, response.clone());
      return (await response.json()) as TRecipeDetail;
    },
    retry: (failures, error) => !(error instanceof RecipeRequestError && error.status === 404) && failures < 1,
    staleTime: Infinity,
  });
}
