import { useInfiniteQuery, useMutation, usePrefetchInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '../../components/ui/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { RATINGS_CACHE } from './community-cache';

/** Page by page; average, count and distribution cover all ratings and come with every page. */
function ratingListOptions(trpc: ReturnType<typeof useTRPC>, recipeId: number) {
  return trpc.social.listRatings.infiniteQueryOptions(
    { id: recipeId },
    { getNextPageParam: (page) => page.nextCursor ?? undefined, ...RATINGS_CACHE },
  );
}

/**
 * Starts reading a recipe's ratings (the recipe page's default tab) with the recipe instead of after it: one
 * round of reads less in the browser, and one render pass less on the server (web/src/entry-server.tsx waits
 * for reads started while rendering; docs/performance.md, bench:ssr).
 */
export function usePrefetchRatings(recipeId: number) {
  usePrefetchInfiniteQuery(ratingListOptions(useTRPC(), recipeId));
}

/** The ratings list and, for a member, their own rating. */
export function useRatings(recipeId: number, member: boolean) {
  const trpc = useTRPC();
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage } = useInfiniteQuery(
    ratingListOptions(trpc, recipeId),
  );
  const ratings = useMemo(() => data?.pages.flatMap((page) => page.ratings) ?? [], [data]);
  // Only what the tab reads: spreading the result would read (and subscribe to) every field of it.
  const list = { isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, ratings, summary: data?.pages[0] };
  const own = useQuery({ ...trpc.social.ownRating.queryOptions({ id: recipeId }), ...RATINGS_CACHE, enabled: member });
  return { list, own };
}

/** Saving and deleting the member's own rating (the rating form only: the list renders without them). */
export function useRatingMutations(recipeId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();

  // The detail page's average comes from the recipe query: refresh it with the lists.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.social.listRatings.infiniteQueryKey({ id: recipeId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.social.ownRating.queryKey({ id: recipeId }) }),
      queryClient.invalidateQueries({ queryKey: trpc.recipes.get.queryKey({ id: recipeId }) }),
    ]);
  const save = useMutation({
    mutationFn: (input: { rating: number; comment: string }) =>
      client.social.rateRecipe.mutate({ id: recipeId, rating: input.rating, comment: input.comment }),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Bewertung gespeichert' });
      await refresh();
    },
    onError: () => toast({ variant: 'destructive', title: 'Fehler', description: 'Bewertung konnte nicht gespeichert werden.' }),
  });

  const remove = useMutation({
    mutationFn: () => client.social.deleteRating.mutate({ id: recipeId }),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Bewertung entfernt' });
      await refresh();
    },
    onError: () => toast({ variant: 'destructive', title: 'Fehler', description: 'Bewertung konnte nicht gelöscht werden.' }),
  });

  return { save, remove };
}
