import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage } from '../../lib/errors';
import { useTRPC } from '../../lib/trpc';
import { useClearSession } from '../auth/use-auth';

const failed = (title: string) => (error: unknown) => toast({ variant: 'destructive', title, description: errorMessage(error) });

/** Every query that shows the signed-in member (or none, after signing out everywhere) reads again. */
function useRefreshAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.auth.me.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.social.ownProfile.queryKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.account.listSessions.queryKey() }),
    ]);
}

export function useRequestPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.account.requestPasswordReset.mutationOptions());
}

export function useConfirmPasswordReset() {
  const trpc = useTRPC();
  const refresh = useRefreshAccount();
  return useMutation(
    trpc.account.confirmPasswordReset.mutationOptions({
      onSuccess: async (user) => {
        await refresh();
        toast({ variant: 'success', title: 'Passwort geändert', description: `Du bist jetzt angemeldet, ${user.username}.` });
      },
    }),
  );
}

export function useVerifyEmail() {
  const trpc = useTRPC();
  const refresh = useRefreshAccount();
  return useMutation(trpc.account.verifyEmail.mutationOptions({ onSuccess: () => refresh() }));
}

export function useResendVerification() {
  const trpc = useTRPC();
  return useMutation(
    trpc.account.resendVerification.mutationOptions({
      onSuccess: ({ message }) => toast({ variant: 'success', title: 'E-Mail gesendet', description: message }),
      onError: failed('E-Mail nicht gesendet'),
    }),
  );
}

export function useChangePassword() {
  const trpc = useTRPC();
  const refresh = useRefreshAccount();
  return useMutation(
    trpc.account.changePassword.mutationOptions({
      onSuccess: async () => {
        await refresh();
        toast({ variant: 'success', title: 'Passwort geändert', description: 'Alle anderen Sitzungen wurden abgemeldet.' });
      },
    }),
  );
}

export function useChangeEmail() {
  const trpc = useTRPC();
  return useMutation(
    trpc.account.changeEmail.mutationOptions({
      onSuccess: ({ message }) => toast({ variant: 'success', title: 'Bestätigung gesendet', description: message }),
    }),
  );
}

export function useSessions(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.account.listSessions.queryOptions(), enabled });
}

export function useRevokeSession() {
  const trpc = useTRPC();
  const refresh = useRefreshAccount();
  return useMutation(
    trpc.account.revokeSession.mutationOptions({ onSuccess: () => refresh(), onError: failed('Abmelden fehlgeschlagen') }),
  );
}

export function useRevokeToken() {
  const trpc = useTRPC();
  const refresh = useRefreshAccount();
  return useMutation(
    trpc.account.revokeToken.mutationOptions({ onSuccess: () => refresh(), onError: failed('Widerrufen fehlgeschlagen') }),
  );
}

export function useRevokeAllSessions() {
  const trpc = useTRPC();
  const clearSession = useClearSession();
  return useMutation(
    trpc.account.revokeAllSessions.mutationOptions({
      onSuccess: async () => {
        await clearSession();
        toast({ variant: 'success', title: 'Überall abgemeldet', description: 'Alle Sitzungen und API-Tokens sind beendet.' });
      },
      onError: failed('Abmelden fehlgeschlagen'),
    }),
  );
}
