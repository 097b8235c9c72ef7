import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { useTRPC } from './trpc';

type TTrpc = ReturnType<typeof useTRPC>;

/**
 * The cache the server rendered the page from, so the browser's first render is the server's (hydrateRoot).
 * Loaded only on such a page (main.tsx), beside the page's own code: the landing page's script stays small.
 */
export function hydratePageData(queryClient: QueryClient, trpc: TTrpc, queries: DehydratedState): void {
  hydrate(queryClient, queries);
  // As on a page the server did not render: the recipe is read again when the page mounts.
  void queryClient.invalidateQueries({ queryKey: trpc.recipes.get.queryKey(), refetchType: 'none' });
}

export type THydratePageData = typeof hydratePageData;
