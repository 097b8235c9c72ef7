import {
  hashKey,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { toast } from '../../components/ui/toast-store';
import { errorMessage, isUnauthorized } from '../../lib/errors';
import { useTRPC, useTRPCClient, type TRouterOutputs, type TTrpcClient } from '../../lib/trpc';
import { forgetOfflineData } from '../pwa/offline-data';

export type TCurrentUser = TRouterOutputs['auth']['me'];
export type TAuthStatus = 'loading' | 'authenticated' | 'anonymous';

/** The spec re-reads the current user every 10 s and always treats it as stale. */
export const SESSION_POLL_MS = 10_000;

/**
 * The cache key of `auth.me`, untagged so the cache may hold `null` (= logged out); filled from `auth.session`.
 * Invalidate `trpc.auth.me.queryKey()` elsewhere to re-read the current user.
 */
let meKey: QueryKey | undefined;
function useMeKey(): QueryKey {
  const trpc = useTRPC();
  // The same for every client and cache; the options proxy builds it anew on each call (every useAuth of a render).
  return (meKey ??= trpc.auth.me.queryKey());
}

/** Everything cached except the current user. */
function notMe(meKey: QueryKey) {
  const meHash = hashKey(meKey);
  return (query: { queryHash: string }) => query.queryHash !== meHash;
}

async function setCurrentUser(queryClient: QueryClient, meKey: QueryKey, user: TCurrentUser | null): Promise<void> {
  await queryClient.cancelQueries({ queryKey: meKey, exact: true });
  queryClient.setQueryData<TCurrentUser | null>(meKey, user);
}

/** The session's query (the server reads it before it renders a page: entry-server.tsx). */
export function sessionQueryOptions(client: TTrpcClient, meKey: QueryKey) {
  return queryOptions({
    queryKey: meKey,
    // auth.session answers visitors with null instead of the 401 of auth.me (GET /api/user), which the browser
    // would log as an error on every page.
    queryFn: async ({ signal }): Promise<TCurrentUser | null> => (await client.auth.session.query(undefined, { signal })).user,
    staleTime: 0,
    refetchInterval: SESSION_POLL_MS,
  });
}

function useSessionQuery() {
  const client = useTRPCClient();
  const meKey = useMeKey();
  return useQuery(sessionQueryOptions(client, meKey));
}

/** The session: `loading` until the first answer, then the user or `null` (logged out). */
export function useAuth(): { user: TCurrentUser | null; status: TAuthStatus; isAdmin: boolean } {
  const query = useSessionQuery();
  const user = query.data ?? null;
  const loading = query.data === undefined && query.isPending && query.fetchStatus === 'fetching';
  const status: TAuthStatus = loading ? 'loading' : user ? 'authenticated' : 'anonymous';
  return { user, status, isAdmin: user?.role === 'admin' };
}

/**
 * Whose session this browser holds, as the server (or a login or logout) last said: a member id, 'visitor', or
 * undefined while nobody has answered yet (e.g. a page opened offline).
 */
export function useSessionOwner(): string | undefined {
  const query = useSessionQuery();
  if (!query.isSuccess) return undefined;
  return query.data ? String(query.data.id) : 'visitor';
}

export function useLogin() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const meKey = useMeKey();
  return useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (user) => {
        await setCurrentUser(queryClient, meKey, user);
        // Anything read as a visitor (e.g. recipe previews) is now outdated.
        void queryClient.invalidateQueries({ predicate: notMe(meKey) });
        toast({ variant: 'success', title: 'Erfolgreich angemeldet', description: `Willkommen zurück, ${user.username}!` });
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: 'Anmeldung fehlgeschlagen', description: errorMessage(error) });
      },
    }),
  );
}

export function useRegister() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const meKey = useMeKey();
  return useMutation(
    trpc.auth.register.mutationOptions({
      onSuccess: async (user) => {
        await setCurrentUser(queryClient, meKey, user);
        void queryClient.invalidateQueries({ predicate: notMe(meKey) });
        toast({
          variant: 'success',
          title: 'Registrierung erfolgreich',
          description: `Willkommen bei Kochclip, ${user.username}! Bitte bestätige deine E-Mail-Adresse mit dem Link, den wir dir geschickt haben.`,
        });
      },
      onError: (error) => {
        toast({ variant: 'destructive', title: 'Registrierung fehlgeschlagen', description: errorMessage(error) });
      },
    }),
  );
}

/** Forgets everything the signed-in member saw and marks the visitor as logged out (logout, 'Überall abmelden', deleted account). */
export function useClearSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const meKey = useMeKey();
  return async () => {
    await queryClient.cancelQueries();
    queryClient.removeQueries({ predicate: notMe(meKey) });
    await forgetOfflineData('visitor');
    await setCurrentUser(queryClient, meKey, null);
  };
}

export function useLogout() {
  const trpc = useTRPC();
  const clearSession = useClearSession();

  return useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: async () => {
        await clearSession();
        toast({ variant: 'success', title: 'Erfolgreich abgemeldet', description: 'Auf Wiedersehen!' });
      },
      onError: async (error) => {
        // The session had already ended on the server: the visitor is logged out either way.
        if (isUnauthorized(error)) {
          await clearSession();
          toast({ variant: 'success', title: 'Erfolgreich abgemeldet', description: 'Auf Wiedersehen!' });
          return;
        }
        toast({ variant: 'destructive', title: 'Abmeldung fehlgeschlagen', description: errorMessage(error) });
      },
    }),
  );
}
