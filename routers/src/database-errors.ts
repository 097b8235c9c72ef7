import { AppError } from './errors';

export const DATABASE_UNAVAILABLE = 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.';
const RETRY_AFTER_SECONDS = 5;

/** Socket errors and postgres.js's own connection errors. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
]);

/**
 * SQLSTATEs of a database that is away or overloaded: class 08 (connection exception), shutting down or
 * starting up (57P01-57P03), too many connections (53300), a statement cancelled by statement_timeout (57014).
 */
function isUnavailableSqlState(code: string): boolean {
  return (
    code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300' || code === '57014'
  );
}

/** Looks through wrappers (tRPC's cause, Drizzle's DrizzleQueryError, AggregateError of a dual-stack connect). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || isUnavailableSqlState(code))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return 'cause' in error && isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * The one mapping of an unreachable database to what clients see: 503 with a German message and Retry-After,
 * on tRPC, REST and the upload routes. Any other error is returned as null and handled where it was.
 */
export function databaseUnavailableError(error: unknown): AppError | null {
  if (error instanceof AppError) return null;
  return isDatabaseUnavailable(error)
    ? new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE, undefined, RETRY_AFTER_SECONDS)
    : null;
}

/** An error as an AppError the client may see, or null when it is an unexpected failure (a logged 500). */
export function knownAppError(error: unknown): AppError | null {
  return error instanceof AppError ? error : databaseUnavailableError(error);
}
