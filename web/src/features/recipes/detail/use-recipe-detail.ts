import { useQuery } from '@tanstack/react-query';
import { errorCode, httpStatus, isUnauthorized } from '../../../lib/errors';
import { useTRPC } from '../../../lib/trpc';
import { useAuth } from '../../auth/use-auth';

const MAX_RETRIES = 3;

/** The id from /recipe/:id, or null when it cannot be one (then the page says 'Rezept nicht gefunden'). */
export function parseRecipeId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** Spec: not retried for visitors on 401, otherwise up to 3 times. A missing recipe is never retried. */
export function recipeRetry(isVisitor: boolean) {
  return (failureCount: number, error: unknown): boolean => {
    if (isNotFound(error)) return false;
    if (isVisitor && isUnauthorized(error)) return false;
    return failureCount < MAX_RETRIES;
  };
}

export function isNotFound(error: unknown): boolean {
  const code = errorCode(error);
  return code === 'NOT_FOUND' || code === 'BAD_REQUEST' || httpStatus(error) === 404;
}

export function useRecipeDetail(id: number) {
  const trpc = useTRPC();
  const { status } = useAuth();
  const query = useQuery(trpc.recipes.get.queryOptions({ id }, { retry: recipeRetry(status !== 'authenticated') }));
  // Only what the pages read: spreading the result would read (and subscribe to) every field of it.
  const { data, isPending, isError, error, refetch } = query;
  return { data, isPending, refetch, notFound: isError && isNotFound(error) };
}
