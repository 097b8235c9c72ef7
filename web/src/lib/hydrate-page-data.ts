import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { useTRPC } from './trpc';

type TTrpc = ReturnType<typeof useTRPC>;

const isInfiniteData = (data: unknown): data is { pages: unknown[]; pageParams: unknown[] } =>
  typeof data === 'object' &&
  data !== null &&
  Array.isArray((data as { pages?: unknown }).pages) &&
  Array.isArray((data as { pageParams?: unknown }).pageParams);

/**
 * A list's first page param is `undefined` (no cursor), which JSON writes as null; read back as null, a refresh
 * would ask for the cursor null, which the procedure refuses. No page of ours has the cursor null.
 */
const withFirstPageParam = (data: unknown) =>
  isInfiniteData(data) ? { ...data, pageParams: data.pageParams.map((param) => param ?? undefined) } : data;

/**
 * The cache the server rendered the page from, so the browser's first render is the server's (hydrateRoot).
 * Loaded only on such a page (main.tsx), beside the page's own code.
 */
export function hydratePageData(queryClient: QueryClient, trpc: TTrpc, queries: DehydratedState): void {
  hydrate(queryClient, queries, { defaultOptions: { deserializeData: withFirstPageParam } });
  // As on a page the server did not render: the recipe is read again when the page mounts.
  void queryClient.invalidateQueries({ queryKey: trpc.recipes.get.queryKey(), refetchType: 'none' });
}

export type THydratePageData = typeof hydratePageData;
