import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import { PAGE_DATA_ID, PROFILE_RECIPES_PAGE } from '@kochclip/core';
import type { TPageData as TServerPageData } from '@kochclip/routers';
import type { useTRPC } from './trpc';

export { PROFILE_RECIPES_PAGE };

/**
 * The page data block: the server's answers for the page (`TPageData` of the routers), and on a page the server
 * rendered with React (entry-server.tsx) the query cache it rendered from, dehydrated, instead of the answers.
 */
export type TPageData = Omit<TServerPageData, 'queries'> & { queries?: DehydratedState };

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

export type TTrpc = ReturnType<typeof useTRPC>;

/**
 * The recipe is shown at once, and still read again when the page mounts: that request is what the service worker
 * keeps for reading the recipe offline (features/pwa/sw-template.js).
 */
function readRecipeAgain(queryClient: QueryClient, trpc: TTrpc, id: number): void {
  void queryClient.invalidateQueries({ queryKey: trpc.recipes.get.queryKey({ id }), exact: true, refetchType: 'none' });
}

/**
 * Puts the server's answers into the query cache under the keys the pages ask with, so their first render shows
 * the data: in the browser, and on the server before it renders the page. The session query still asks again at
 * once (it is always stale), and so does the recipe's; the profile follows its usual refresh.
 */
export function seedPageData(queryClient: QueryClient, trpc: TTrpc, data: TPageData): void {
  // Untagged like the session query's own key (features/auth/use-auth.ts), which holds null for a visitor.
  const meKey: QueryKey = trpc.auth.me.queryKey();
  queryClient.setQueryData(meKey, data.session.user);
  if (data.recipe) {
    queryClient.setQueryData(trpc.recipes.get.queryKey({ id: data.recipe.id }), data.recipe);
    readRecipeAgain(queryClient, trpc, data.recipe.id);
  }
  if (data.profile) {
    const { username, member, recipes } = data.profile;
    queryClient.setQueryData(trpc.social.publicProfile.queryKey({ username }), member);
    queryClient.setQueryData(
      trpc.social.memberRecipes.queryKey({ username: member.username, limit: PROFILE_RECIPES_PAGE }),
      recipes,
    );
  }
  if (data.legal) queryClient.setQueryData(trpc.account.legalPage.queryKey({ page: data.legal.page }), data.legal);
}
