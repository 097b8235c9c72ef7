import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../components/ui/toast-store';
import { errorMessage, httpStatus } from '../../../lib/errors';
import { useTRPC, useTRPCClient, type TRouterInputs, type TRouterOutputs } from '../../../lib/trpc';

export type TMealPlanWeek = TRouterOutputs['kitchen']['mealPlanWeek'];
export type TMealPlanEntry = TMealPlanWeek['entries'][number];
export type TMealSlot = TMealPlanEntry['slot'];
export type TEntryChange = Omit<TRouterInputs['kitchen']['updateMealPlanEntry'], 'id'>;

/** What an entry is called: its recipe's title, or the text of a free-text entry („Essen gehen“). */
export const entryLabel = (entry: TMealPlanEntry) => entry.recipe?.title ?? entry.note ?? '';

export const toastPlanError = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: httpStatus(error) === 403 ? 'Premium-Funktion' : 'Fehler',
    description: errorMessage(error),
  });

/** One week of the member's plan with what changes it; every change reloads the week. */
export function useMealPlan(week: string) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.kitchen.mealPlanWeek.queryOptions({ week }, { staleTime: 0 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.kitchen.mealPlanWeek.queryKey() });

  const add = useMutation({
    mutationFn: (input: TRouterInputs['kitchen']['addMealPlanEntry']) => client.kitchen.addMealPlanEntry.mutate(input),
    onSuccess: refresh,
    onError: toastPlanError,
  });
  const update = useMutation({
    mutationFn: ({ id, ...change }: TEntryChange & { id: number }) =>
      client.kitchen.updateMealPlanEntry.mutate({ id, ...change }),
    onSuccess: refresh,
    onError: toastPlanError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => client.kitchen.removeMealPlanEntry.mutate({ id }),
    onSuccess: refresh,
    onError: toastPlanError,
  });
  const addNote = useMutation({
    mutationFn: (input: TRouterInputs['kitchen']['addMealPlanNote']) => client.kitchen.addMealPlanNote.mutate(input),
    onSuccess: refresh,
    onError: toastPlanError,
  });
  const repeat = useMutation({
    mutationFn: (input: TRouterInputs['kitchen']['repeatMealPlanEntry']) => client.kitchen.repeatMealPlanEntry.mutate(input),
    onSuccess: refresh,
    onError: toastPlanError,
  });
  const suggest = useMutation({
    mutationFn: () => client.kitchen.suggestMealPlan.mutate({ week }),
    onSuccess: refresh,
    onError: toastPlanError,
  });
  const toShoppingList = useMutation({
    mutationFn: () => client.kitchen.mealPlanToShoppingList.mutate({ week }),
    onError: toastPlanError,
  });
  return { query, add, addNote, repeat, suggest, update, remove, toShoppingList };
}
