import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { toast } from '../../components/ui/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { COMMENTS_CACHE } from './community-cache';

export function useComments(recipeId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  // Page by page (20 comments each); a thread may go on on the next page, the tab groups replies across pages.
  const query = useInfiniteQuery(
    trpc.social.commentPage.infiniteQueryOptions(
      { id: recipeId },
      { getNextPageParam: (page) => page.nextCursor ?? undefined, ...COMMENTS_CACHE },
    ),
  );
  const comments = useMemo(() => query.data?.pages.flatMap((page) => page.comments) ?? [], [query.data]);
  const list = { ...query, comments };
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.social.commentPage.infiniteQueryKey({ id: recipeId }) });
  const failed = (description: string) => () => toast({ variant: 'destructive', title: 'Fehler', description });

  const create = useMutation({
    mutationFn: (input: { content: string; parentId?: number }) => client.social.addComment.mutate({ id: recipeId, ...input }),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Kommentar erstellt' });
      await refresh();
    },
    onError: failed('Kommentar konnte nicht erstellt werden.'),
  });
  const update = useMutation({
    mutationFn: (input: { id: number; content: string }) => client.social.updateComment.mutate(input),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Kommentar aktualisiert' });
      await refresh();
    },
    onError: failed('Kommentar konnte nicht bearbeitet werden.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => client.social.deleteComment.mutate({ id }),
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Kommentar gelöscht' });
      await refresh();
    },
    onError: failed('Kommentar konnte nicht gelöscht werden.'),
  });
  return { list, create, update, remove };
}
