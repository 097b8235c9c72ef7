import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTRPC } from '../../lib/trpc';
import { toListInput, type TRecipeFilters } from './filters/recipe-filters';

/** Community lists refresh every 15 s (spec part 2 §9). */
export const COMMUNITY_REFRESH_MS = 15_000;

interface TRecipeSampleOptions {
  limit: number;
  sort: 'popular' | 'recent';
  refetchInterval?: number;
}

/** A fixed number of recipes, e.g. the 6 popular ones on the landing page. */
export function useRecipeSample({ limit, sort, refetchInterval }: TRecipeSampleOptions) {
  const trpc = useTRPC();
  return useQuery(trpc.recipes.list.queryOptions({ limit, sort }, { refetchInterval }));
}

/** The filtered list, page by page (keyset cursor). Keeps the previous list on screen while a new filter loads. */
export function useRecipeFeed(filters: TRecipeFilters, pageSize = 12) {
  const trpc = useTRPC();
  const query = useInfiniteQuery(
    trpc.recipes.list.infiniteQueryOptions(
      { ...toListInput(filters), limit: pageSize },
      {
        getNextPageParam: (page) => page.nextCursor ?? undefined,
        placeholderData: keepPreviousData,
      },
    ),
  );
  const recipes = useMemo(() => query.data?.pages.flatMap((page) => page.recipes) ?? [], [query.data]);
  return {
    recipes,
    isPending: query.isPending,
    isError: query.isError,
    /** A new filter is loading while the old results are still shown. */
    isRefreshing: query.isPlaceholderData,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: query.fetchNextPage,
    refetch: query.refetch,
  };
}

export function useCommunityStats() {
  const trpc = useTRPC();
  return useQuery(trpc.recipes.communityStats.queryOptions(undefined, { refetchInterval: COMMUNITY_REFRESH_MS }));
}
