import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import type { TProfilePatch } from './member-types';

/** The spec refreshes profile data every 10 s. */
export const PROFILE_REFRESH_MS = 10_000;

export function useOwnProfile(enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.ownProfile.queryOptions(), enabled, refetchInterval: PROFILE_REFRESH_MS });
}

export function useProfileOptions() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.social.profileOptions.queryOptions(), staleTime: Infinity });
}

/** Everything that shows the member (header menu, public profile) reads again after a change. */
function useRefreshMember() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.social.ownProfile.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.social.publicProfile.pathKey() }),
    ]);
}

const profileFailed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Fehler',
    description: `Profil konnte nicht aktualisiert werden. ${errorMessage(error)}`,
  });

export function useUpdateProfile() {
  const trpc = useTRPC();
  const refresh = useRefreshMember();
  return useMutation(
    trpc.social.updateProfile.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast({ variant: 'success', title: 'Profil aktualisiert' });
      },
      onError: profileFailed,
    }),
  );
}

export function useReplaceProfile() {
  const trpc = useTRPC();
  const refresh = useRefreshMember();
  return useMutation(trpc.social.replaceProfile.mutationOptions({ onSuccess: () => refresh(), onError: profileFailed }));
}

export function useUpdatePrivacy() {
  const trpc = useTRPC();
  const refresh = useRefreshMember();
  return useMutation(trpc.social.updatePrivacy.mutationOptions({ onSuccess: () => refresh(), onError: profileFailed }));
}

export function useInterpretAllergies() {
  const trpc = useTRPC();
  const refresh = useRefreshMember();
  return useMutation(
    trpc.social.interpretAllergies.mutationOptions({
      onSuccess: () => refresh(),
      onError: () =>
        toast({ variant: 'destructive', title: 'Fehler', description: 'Allergien konnten nicht verarbeitet werden.' }),
    }),
  );
}

export type { TProfilePatch };

/** POST /api/user/profile-image or /header-image (multipart); resolves to the new URL. */
export function useUploadProfilePicture(kind: 'profile-image' | 'header-image') {
  const refresh = useRefreshMember();
  return useMutation({
    // The form's contract and client (zod) load when a picture is sent, not with every page that reads a profile.
    mutationFn: async (file: File) => {
      const { FORM_ROUTES, postForm } = await import('../../lib/post-form');
      return postForm(kind === 'profile-image' ? FORM_ROUTES.profileImage : FORM_ROUTES.headerImage, { image: file });
    },
    onSuccess: async () => {
      await refresh();
      toast({ variant: 'success', title: kind === 'profile-image' ? 'Profilbild aktualisiert' : 'Titelbild aktualisiert' });
    },
    onError: (error) => toast({ variant: 'destructive', title: 'Fehler', description: errorMessage(error) }),
  });
}
