import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, useTRPCClient, type TRouterInputs, type TRouterOutputs } from '../../lib/trpc';

export type THouseholdState = TRouterOutputs['household']['get'];
export type THousehold = NonNullable<THouseholdState['household']>;

const onError = (error: unknown) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) });

/**
 * The member's household and what changes it. Joining and leaving change whose plan, lists and pantry the member
 * sees, so those reload everything the app keeps; the other changes reload the household only.
 */
export function useHousehold() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const query = useQuery(trpc.household.get.queryOptions(undefined, { staleTime: 0 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.household.pathKey() });
  const refreshKitchen = () => queryClient.invalidateQueries();
  const create = useMutation({
    mutationFn: (name: string) => client.household.create.mutate({ name }),
    onSuccess: refreshKitchen,
    onError,
  });
  const invite = useMutation({
    mutationFn: (username: string) => client.household.invite.mutate({ username }),
    onSuccess: refresh,
    onError,
  });
  const createLink = useMutation({
    mutationFn: () => client.household.createInviteLink.mutate(),
    onSuccess: refresh,
    onError,
  });
  const revoke = useMutation({
    mutationFn: (id: number) => client.household.revokeInvitation.mutate({ id }),
    onSuccess: refresh,
    onError,
  });
  const join = useMutation({
    mutationFn: (input: TRouterInputs['household']['join']) => client.household.join.mutate(input),
    onSuccess: refreshKitchen,
    onError,
  });
  const decline = useMutation({
    mutationFn: (id: number) => client.household.declineInvitation.mutate({ id }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (userId: number) => client.household.removeMember.mutate({ userId }),
    onSuccess: refresh,
    onError,
  });
  const leave = useMutation({
    mutationFn: () => client.household.leave.mutate(),
    onSuccess: refreshKitchen,
    onError,
  });
  return { query, create, invite, createLink, revoke, join, decline, remove, leave };
}

export type TUseHousehold = ReturnType<typeof useHousehold>;
