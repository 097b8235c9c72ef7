import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';

export function useCookbooks() {
  const trpc = useTRPC();
  return useQuery(trpc.social.cookbooks.queryOptions());
}

const failed = (error: unknown) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) });

/** Any change to a cookbook refreshes the list, the open cookbook and the profile's cookbooks. */
function useRefreshCookbooks() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.social.cookbooks.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.social.cookbook.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.social.ownProfile.queryKey() }),
    ]);
}

export function useCreateCookbook(onCreated: () => void) {
  const trpc = useTRPC();
  const refresh = useRefreshCookbooks();
  return useMutation(
    trpc.social.createCookbook.mutationOptions({
      onSuccess: async (cookbook) => {
        await refresh();
        toast({ variant: 'success', title: 'Kochbuch erstellt', description: cookbook.title });
        onCreated();
      },
      onError: failed,
    }),
  );
}

export function useCookbookChanges() {
  const trpc = useTRPC();
  const refresh = useRefreshCookbooks();
  const options = { onSuccess: () => refresh(), onError: failed };
  return {
    add: useMutation(trpc.social.addRecipeToCookbook.mutationOptions(options)),
    remove: useMutation(trpc.social.removeRecipeFromCookbook.mutationOptions(options)),
    update: useMutation(trpc.social.updateCookbook.mutationOptions(options)),
    removeCookbook: useMutation(trpc.social.deleteCookbook.mutationOptions(options)),
  };
}
