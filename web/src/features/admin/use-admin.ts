import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';

/** Spec: admin stats refresh every 15-20 s. */
export const STATS_REFRESH_MS = 15_000;

export type TAdminUser = TRouterOutputs['admin']['users']['users'][number];
export type TAdminRecipe = TRouterOutputs['admin']['recipes']['recipes'][number];

/** Admin errors show the server message (spec §8). */
export const showError = (title: string) => (error: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(error) });

export function useAdminStats() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.admin.stats.queryOptions(), refetchInterval: STATS_REFRESH_MS, staleTime: 0 });
}

export function useAdminUsers(search: string, page: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.users.queryOptions({ search: search || undefined, page, limit: 20 }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminRecipes(search: string, page: number) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.admin.recipes.queryOptions({ search: search || undefined, page, limit: 20 }),
    placeholderData: keepPreviousData,
    // A requested picture shows as pending until its job ran.
    refetchInterval: (query) => (query.state.data?.recipes.some((recipe) => recipe.imagePending) ? 5000 : false),
  });
}

/** After any admin change: the tables, the counts, the reports and the log are read again. */
export function useAdminRefresh() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.moderation.pathKey() }),
    ]);
}

export function useUserChanges() {
  const trpc = useTRPC();
  const refresh = useAdminRefresh();
  const options = { onSuccess: refresh, onError: showError('Fehler') };
  return {
    role: useMutation(trpc.admin.setUserRole.mutationOptions(options)),
    status: useMutation(trpc.admin.setUserStatus.mutationOptions(options)),
    verified: useMutation(trpc.admin.setUserVerified.mutationOptions(options)),
  };
}
