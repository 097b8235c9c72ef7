import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { z } from 'zod';

export type TAppErrorCode =
  | 'PARSE_ERROR'
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'METHOD_NOT_SUPPORTED'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'TOO_MANY_REQUESTS'
  | 'BAD_GATEWAY'
  | 'SERVICE_UNAVAILABLE'
  | 'GATEWAY_TIMEOUT'
  | 'INTERNAL_SERVER_ERROR';

export interface TIssue {
  path: string;
  message: string;
}

/**
 * A domain error whose message is already the German text the user sees. It is a TRPCError (and keeps that
 * name, which trpc-to-openapi checks), so tRPC and the REST layer keep its code and HTTP status as thrown.
 */
export class AppError extends TRPCError {
  declare readonly code: TAppErrorCode;
  constructor(
    code: TAppErrorCode,
    message: string,
    readonly issues?: TIssue[],
    readonly retryAfterSeconds?: number,
  ) {
    super({ code, message });
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', 'Anmeldung erforderlich');
export const forbidden = (message = 'Keine Berechtigung für diese Aktion.') => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);

/** German fallbacks for errors raised by tRPC or trpc-to-openapi themselves. */
const MESSAGE_BY_CODE: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  BAD_REQUEST: 'Ungültige Anfrage.',
  PARSE_ERROR: 'Der Anfrageinhalt ist kein gültiges JSON.',
  UNAUTHORIZED: 'Anmeldung erforderlich',
  FORBIDDEN: 'Keine Berechtigung für diese Aktion.',
  NOT_FOUND: 'Nicht gefunden.',
  METHOD_NOT_SUPPORTED: 'Diese HTTP-Methode wird hier nicht unterstützt.',
  TIMEOUT: 'Zeitüberschreitung bei der Anfrage.',
  CONFLICT: 'Konflikt mit vorhandenen Daten.',
  PAYLOAD_TOO_LARGE: 'Die Anfrage ist zu groß.',
  UNSUPPORTED_MEDIA_TYPE: 'Nicht unterstützter Inhaltstyp. Bitte sende JSON (application/json).',
  TOO_MANY_REQUESTS: 'Zu viele Anfragen. Bitte versuche es später erneut.',
  INTERNAL_SERVER_ERROR: 'Interner Serverfehler. Bitte versuche es später erneut.',
};

export function germanMessageFor(code: TRPC_ERROR_CODE_KEY): string {
  return MESSAGE_BY_CODE[code] ?? MESSAGE_BY_CODE.INTERNAL_SERVER_ERROR ?? '';
}

export function issuesFromZod(error: z.ZodError): TIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

export function messageFromIssues(issues: TIssue[]): string {
  return issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
}

/** Resolves what the client may see of an error: German message, code and field issues, never internals. */
export function publicError(error: TRPCError): { message: string; issues?: TIssue[] } {
  const appError = appErrorOf(error);
  return appError ? { message: appError.message, issues: appError.issues } : { message: germanMessageFor(error.code) };
}

/**
 * The domain error behind what tRPC reports: the error itself, or, for invalid input, what the input schema
 * threw (tRPC wraps it in a BAD_REQUEST, see procedure-schemas.ts). Anything else shows no details.
 */
export function appErrorOf(error: TRPCError): AppError | null {
  if (error instanceof AppError) return error;
  return error.code === 'BAD_REQUEST' && error.cause instanceof AppError ? error.cause : null;
}
