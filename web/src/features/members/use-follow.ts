import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, useTRPCClient } from '../../lib/trpc';

export const FOLLOW_FAILED = 'Fehler beim Aktualisieren des Follow-Status';

/** Follow state and toggle for another member; the profile counts are read again afterwards. */
export function useFollow(userId: number, enabled: boolean) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const state = useQuery({ ...trpc.social.isFollowing.queryOptions({ id: userId }), enabled });
  const mutation = useMutation({
    mutationFn: (follow: boolean) =>
      follow ? client.social.follow.mutate({ id: userId }) : client.social.unfollow.mutate({ id: userId }),
    onSuccess: (result) => {
      queryClient.setQueryData(trpc.social.isFollowing.queryKey({ id: userId }), { isFollowing: result.isFollowing });
      void queryClient.invalidateQueries({ queryKey: trpc.social.publicProfile.pathKey() });
      void queryClient.invalidateQueries({ queryKey: trpc.social.ownProfile.queryKey() });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error, FOLLOW_FAILED) }),
  });
  return {
    isFollowing: state.data?.isFollowing ?? false,
    ready: state.isSuccess,
    toggle: mutation.mutate,
    pending: mutation.isPending,
  };
}
