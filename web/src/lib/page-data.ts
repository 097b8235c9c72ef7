import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PAGE_DATA_ID, PROFILE_RECIPES_PAGE } from '@kochclip/core';
import type { TPageData } from '@kochclip/routers';
import type { useTRPC } from './trpc';

export { PROFILE_RECIPES_PAGE, type TPageData };

let taken = false;

/**
 * The answers the server sent with the page it rendered (server/src/http/public-pages), once: they describe the
 * page as it was loaded, not a later one. Null on pages the server did not render, or when the block is unreadable.
 */
export function takePageData(): TPageData | null {
  if (taken) return null;
  taken = true;
  const block = document.getElementById(PAGE_DATA_ID);
  block?.remove();
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as TPageData;
  } catch {
    return null;
  }
}

/**
 * Puts the server's answers into the query cache under the keys the pages ask with, so their first render shows
 * the data. The session query still asks again at once (it is always stale), and so does the recipe's; the
 * profile follows its usual refresh.
 */
export function seedPageData(queryClient: QueryClient, trpc: ReturnType<typeof useTRPC>, data: TPageData): void {
  // Untagged like the session query's own key (features/auth/use-auth.ts), which holds null for a visitor.
  const meKey: QueryKey = trpc.auth.me.queryKey();
  queryClient.setQueryData(meKey, data.session.user);
  if (data.recipe) {
    const recipeKey = trpc.recipes.get.queryKey({ id: data.recipe.id });
    queryClient.setQueryData(recipeKey, data.recipe);
    // Shown at once, and still read again when the page mounts: that request is what the service worker keeps
    // for reading the recipe offline (features/pwa/sw-template.js).
    void queryClient.invalidateQueries({ queryKey: recipeKey, exact: true, refetchType: 'none' });
  }
  if (data.profile) {
    const { username, member, recipes } = data.profile;
    queryClient.setQueryData(trpc.social.publicProfile.queryKey({ username }), member);
    queryClient.setQueryData(
      trpc.social.memberRecipes.queryKey({ username: member.username, limit: PROFILE_RECIPES_PAGE }),
      recipes,
    );
  }
}
