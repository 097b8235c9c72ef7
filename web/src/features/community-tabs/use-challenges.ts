import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';
import { CHALLENGES_CACHE } from './community-cache';

export type TChallenge = TRouterOutputs['social']['listChallenges'][number];
export type TChallengeDetail = TRouterOutputs['social']['getChallenge'];

/** Every challenge (running, coming, ended) for the challenges page. */
export function useAllChallenges() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.listChallenges.queryOptions({}), ...CHALLENGES_CACHE });
}

export function useChallengeLists() {
  const trpc = useTRPC();
  const active = useQuery({ ...trpc.social.listChallenges.queryOptions({ active: 'true' }), ...CHALLENGES_CACHE });
  const upcoming = useQuery({ ...trpc.social.listChallenges.queryOptions({ upcoming: 'true' }), ...CHALLENGES_CACHE });
  return { active, upcoming };
}

export function useChallengeDetail(id: number, options: { enabled?: boolean } = {}) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.getChallenge.queryOptions({ id }), ...CHALLENGES_CACHE, retry: false, ...options });
}

export function useSubmitChallengeEntry(id: number) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    // The form's contract and client (zod) load when the entry is sent, not with the page.
    mutationFn: async (input: { recipeId: number; description: string; image: File }) => {
      const { FORM_ROUTES, postForm } = await import('../../lib/post-form');
      return postForm(
        FORM_ROUTES.challengeEntry,
        { recipeId: input.recipeId, description: input.description, image: input.image },
        { id },
      );
    },
    onSuccess: async () => {
      toast({ variant: 'success', title: 'Beitrag eingereicht' });
      await queryClient.invalidateQueries({ queryKey: trpc.social.pathKey() });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Fehler',
        description: errorMessage(error, 'Der Beitrag konnte nicht eingereicht werden.'),
      }),
  });
}

/** Admins remove entries (moderation); the server keeps the audit entry. */
export function useRemoveChallengeEntry() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.admin.deleteChallengeSubmission.mutationOptions({
      onSuccess: async () => {
        toast({ variant: 'success', title: 'Beitrag gelöscht' });
        await queryClient.invalidateQueries({ queryKey: trpc.social.pathKey() });
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Fehler',
          description: errorMessage(error, 'Der Beitrag konnte nicht gelöscht werden.'),
        }),
    }),
  );
}
