import { QueryClient } from '@tanstack/react-query';
import { httpStatus } from './errors';

const FIVE_MINUTES = 5 * 60 * 1000;
const NEVER_RETRY_STATUSES = new Set([401, 403, 404]);

/** Reads retry once, except when retrying cannot help (not signed in, not allowed, not there). */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== null && NEVER_RETRY_STATUSES.has(status)) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: FIVE_MINUTES,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: {
        retry: 0,
      },
    },
  });
}
