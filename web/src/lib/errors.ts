import { isTRPCClientError } from '@trpc/client';
import type { AppRouter } from './trpc';

const NETWORK_MESSAGE = 'Keine Verbindung zum Server. Bitte prüfe deine Internetverbindung.';

/** tRPC error code such as 'UNAUTHORIZED' or 'CONFLICT'; null for anything else. */
export function errorCode(error: unknown): string | null {
  if (isTRPCClientError<AppRouter>(error)) return error.data?.code ?? null;
  return null;
}

/** HTTP status of a failed call (tRPC or a REST helper that sets `status`); null when unknown. */
export function httpStatus(error: unknown): number | null {
  if (isTRPCClientError<AppRouter>(error)) return error.data?.httpStatus ?? null;
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return null;
}

export function isUnauthorized(error: unknown): boolean {
  return errorCode(error) === 'UNAUTHORIZED' || httpStatus(error) === 401;
}

/** Field problems the server reported, keyed by the field path ('username', 'email', …). */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!isTRPCClientError<AppRouter>(error)) return {};
  const data: unknown = error.data;
  const issues = typeof data === 'object' && data !== null && 'issues' in data ? data.issues : undefined;
  const result: Record<string, string> = {};
  if (!Array.isArray(issues)) return result;
  for (const issue of issues as unknown[]) {
    if (!isIssue(issue)) continue;
    if (issue.path && !(issue.path in result)) result[issue.path] = issue.message;
  }
  return result;
}

function isIssue(value: unknown): value is { path: string; message: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    'path' in value &&
    typeof value.path === 'string' &&
    'message' in value &&
    typeof value.message === 'string'
  );
}

/** The German text to show for a failed call. The server already words its messages in German. */
export function errorMessage(error: unknown, fallback = 'Ein unerwarteter Fehler ist aufgetreten.'): string {
  if (isTRPCClientError<AppRouter>(error)) {
    // No `data` means the request never got a tRPC answer (offline, proxy error, …).
    return error.data ? error.message : NETWORK_MESSAGE;
  }
  if (error instanceof TypeError) return NETWORK_MESSAGE;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
