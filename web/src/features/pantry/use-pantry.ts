import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, useTRPCClient, type TRouterInputs, type TRouterOutputs } from '../../lib/trpc';

export type TPantryItem = TRouterOutputs['pantry']['list']['items'][number];
export type TCookableRecipe = TRouterOutputs['pantry']['cookableRecipes']['recipes'][number];

const onError = (error: unknown) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) });

/** The member's pantry with what changes it; every change reloads it (and „Was kann ich kochen?“). */
export function usePantry() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.pantry.list.queryOptions(undefined, { staleTime: 0 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.pantry.pathKey() });
  const add = useMutation({
    mutationFn: (input: TRouterInputs['pantry']['addItem']) => client.pantry.addItem.mutate(input),
    onSuccess: refresh,
    onError,
  });
  const addMany = useMutation({
    mutationFn: (names: string[]) => client.pantry.addItems.mutate({ items: names.map((name) => ({ name })) }),
    onSuccess: refresh,
    onError,
  });
  const update = useMutation({
    mutationFn: (input: TRouterInputs['pantry']['updateItem']) => client.pantry.updateItem.mutate(input),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => client.pantry.removeItem.mutate({ id }),
    onSuccess: refresh,
    onError,
  });
  return { query, add, addMany, update, remove };
}
