import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { useTRPC, useTRPCClient } from '../../lib/trpc';
import { COMMENTS_CACHE } from './community-cache';

export function useComments(recipeId: number) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const list = useQuery({ ...trpc.social.listComments.queryOptions({ id: recipeId }), ...COMMENTS_CACHE });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.social.listComments.queryKey({ id: recipeId }) });
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
