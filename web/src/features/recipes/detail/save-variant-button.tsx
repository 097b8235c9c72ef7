import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { needsLogin, useAuthRedirect } from './use-auth-redirect';

/** „Als Variante speichern“: the recipe becomes the member's own copy, opened in the editor to change it. */
export function SaveVariantButton({ recipeId }: { recipeId: number }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const redirectToLogin = useAuthRedirect();
  const save = useMutation(
    trpc.recipes.createVariant.mutationOptions({
      onSuccess: async (variant) => {
        void queryClient.invalidateQueries(trpc.recipes.pathFilter());
        toast({
          variant: 'success',
          title: 'Variante gespeichert',
          description: 'Du kannst deine Variante jetzt anpassen.',
        });
        await navigate(`/rezept/${variant.id}/bearbeiten`);
      },
      onError: (error) => {
        if (needsLogin(error)) {
          redirectToLogin();
          return;
        }
        toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) });
      },
    }),
  );
  return (
    <Button variant="outline" pending={save.isPending} onClick={() => save.mutate({ id: recipeId })}>
      Als Variante speichern
    </Button>
  );
}
