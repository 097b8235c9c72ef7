import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast-store';
import { useTRPC } from '../../../lib/trpc';
import { needsLogin, useAuthRedirect } from './use-auth-redirect';

/** Deletes one's own recipe, then goes home. */
export function useDeleteRecipe(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectToLogin = useAuthRedirect();

  return useMutation(
    trpc.recipes.delete.mutationOptions({
      onSuccess: async () => {
        await navigate('/');
        queryClient.removeQueries({ queryKey: trpc.recipes.get.queryKey({ id }) });
        void queryClient.invalidateQueries(trpc.recipes.pathFilter());
        toast({ variant: 'success', title: 'Rezept gelöscht', description: 'Dein Rezept wurde gelöscht.' });
      },
      onError: (error) => {
        if (needsLogin(error)) {
          redirectToLogin();
          return;
        }
        toast({ variant: 'destructive', title: 'Fehler', description: 'Das Rezept konnte nicht gelöscht werden.' });
      },
    }),
  );
}
