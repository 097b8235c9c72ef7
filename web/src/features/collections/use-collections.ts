import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { useTRPC } from '../../lib/trpc';

/** Spec cache times: collections 5 min, public collections 10 min. */
export const COLLECTIONS_STALE_MS = 5 * 60_000;
export const PUBLIC_COLLECTIONS_STALE_MS = 10 * 60_000;

export function useMyCollections(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.myCollections.queryOptions(), enabled, staleTime: COLLECTIONS_STALE_MS });
}

export function useRecipePublicCollections(recipeId: number) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.recipeCollections.queryOptions({ id: recipeId }), staleTime: PUBLIC_COLLECTIONS_STALE_MS });
}

const failure = (description: string) => () => toast({ variant: 'destructive', title: 'Fehler', description });

export function useCollectionChanges() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.social.myCollections.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.social.recipeCollections.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.social.publicCollections.pathKey() }),
    ]);
  return {
    create: useMutation(
      trpc.social.createCollection.mutationOptions({
        onSuccess: refresh,
        onError: failure('Die Sammlung konnte nicht erstellt werden.'),
      }),
    ),
    update: useMutation(
      trpc.social.updateCollection.mutationOptions({
        onSuccess: refresh,
        onError: failure('Die Sammlung konnte nicht aktualisiert werden.'),
      }),
    ),
    remove: useMutation(
      trpc.social.deleteCollection.mutationOptions({
        onSuccess: refresh,
        onError: failure('Die Sammlung konnte nicht gelöscht werden.'),
      }),
    ),
    addRecipe: useMutation(
      trpc.social.addRecipeToCollection.mutationOptions({
        onSuccess: refresh,
        onError: failure('Das Rezept konnte nicht zur Sammlung hinzugefügt werden.'),
      }),
    ),
    removeRecipe: useMutation(
      trpc.social.removeRecipeFromCollection.mutationOptions({
        onSuccess: refresh,
        onError: failure('Das Rezept konnte nicht aus der Sammlung entfernt werden.'),
      }),
    ),
  };
}
