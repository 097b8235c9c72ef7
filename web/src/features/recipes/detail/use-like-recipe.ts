import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { useTRPC, useTRPCClient } from '../../../lib/trpc';
import type { TRecipeDetail } from '../recipe-types';
import { needsLogin, useAuthRedirect } from './use-auth-redirect';

/** Like toggle with an optimistic heart and counter; rolled back when the server says no. */
export function useLikeRecipe(recipe: Pick<TRecipeDetail, 'id' | 'isLiked'>, loggedIn: boolean) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const redirectToLogin = useAuthRedirect();
  const queryKey = trpc.recipes.get.queryKey({ id: recipe.id });

  const mutation = useMutation({
    mutationFn: (like: boolean) =>
      like ? client.recipes.like.mutate({ id: recipe.id }) : client.recipes.unlike.mutate({ id: recipe.id }),
    onMutate: async (like) => {
      await queryClient.cancelQueries({ queryKey });
      const previous = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (old) =>
        old ? { ...old, isLiked: like, likeCount: Math.max(0, old.likeCount + (like ? 1 : -1)) } : old,
      );
      return { previous };
    },
    onError: (error, like, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous);
      if (needsLogin(error)) {
        redirectToLogin();
        return;
      }
      toast({
        variant: 'destructive',
        title: 'Fehler',
        description: like ? 'Das Rezept konnte nicht geliked werden.' : 'Fehler beim Entfernen des Likes.',
      });
    },
    onSuccess: (state) => {
      queryClient.setQueryData(queryKey, (old) => (old ? { ...old, isLiked: state.liked, likeCount: state.likeCount } : old));
      // Cards elsewhere show like counts; refresh them when they are next shown.
      void queryClient.invalidateQueries({ ...trpc.recipes.list.pathFilter(), refetchType: 'none' });
    },
  });

  const toggle = () => {
    if (!loggedIn) {
      redirectToLogin();
      return;
    }
    if (mutation.isPending) return;
    mutation.mutate(!recipe.isLiked);
  };

  return { toggle, pending: mutation.isPending };
}
