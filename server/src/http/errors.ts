import type { IncomingMessage, ServerResponse } from 'node:http';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { NextFunction, Request, Response } from 'express';
import { knownAppError } from '@kochclip/routers/server';
import { AppError, appErrorOf, germanMessageFor, publicError, type TIssue } from '@kochclip/routers/errors';
import { hasBody } from './json-body';
import { currentRequestId } from './request-scope';

/** The one error body of the HTTP surface (documented as such in openapi/openapi.json). */
export interface TApiErrorBody {
  message: string;
  code: string;
  fields?: TIssue[];
  /** The request's id (also the X-Request-Id header), so a member's report finds the server's log lines. */
  requestId: string;
}

export function apiErrorBody(error: TRPCError): TApiErrorBody {
  const { message, issues } = publicError(error);
  return { message, code: error.code, ...(issues ? { fields: issues } : {}), requestId: currentRequestId() };
}

/**
 * The headers of every error answer: never cached, `Retry-After` for rate limits and an unreachable database, and
 * `Connection: close` when the request's body was not read, so its unread rest is not parsed as the next request.
 */
export function errorHeaders(req: IncomingMessage, error: TRPCError): Record<string, string> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  const retryAfter = appErrorOf(error)?.retryAfterSeconds;
  if (retryAfter) headers['Retry-After'] = String(retryAfter);
  if (hasBody(req) && !req.complete) headers.Connection = 'close';
  return headers;
}

/** Sends an error as `{ message, code }` (+ `fields`) with its HTTP status and errorHeaders. */
export function sendApiError(req: IncomingMessage, res: ServerResponse, error: TRPCError, extra: object = {}): void {
  const body = JSON.stringify({ ...apiErrorBody(error), ...extra });
  res.writeHead(getHTTPStatusCodeFromError(error), {
    ...errorHeaders(req, error),
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}

const CODE_BY_STATUS: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

interface THttpError {
  status?: number;
  type?: string;
  message?: string;
}

const INVALID_PATH_PARAMETER = 'Ungültiger Pfadparameter.';

/**
 * Any error of any layer as what a client may see: a TRPCError (our AppErrors among them) as it is, an unreachable
 * database as the German 503, an HTTP error of Express or its parsers (a broken path encoding, a too large body)
 * as its 4xx with the German text, and anything else as the logged, generic 500.
 */
export function toApiError(error: unknown, log: (line: string) => void): TRPCError {
  const known = knownAppError(error);
  if (known) return known;
  if (error instanceof TRPCError && error.code !== 'INTERNAL_SERVER_ERROR') return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as THttpError;
  if (e.type === 'entity.parse.failed') return new AppError('PARSE_ERROR', germanMessageFor('PARSE_ERROR'));
  const status = e.type === 'entity.too.large' ? 413 : (e.status ?? 500);
  if (status >= 400 && status < 500) {
    if (status === 400 && e.message?.startsWith('Failed to decode param'))
      return new AppError('BAD_REQUEST', INVALID_PATH_PARAMETER);
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return new TRPCError({ code, message: germanMessageFor(code) });
  }
  const cause = error instanceof TRPCError ? (error.cause ?? error) : error;
  log(`Unerwarteter Fehler: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`);
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: germanMessageFor('INTERNAL_SERVER_ERROR') });
}

/** The last layer of the pipeline: every error of every route (REST, uploads, webhooks, files) is answered here. */
export function errorHandler(log: (line: string) => void) {
  return (error: unknown, req: Request, res: Response, _next: NextFunction): void => {
    const apiError = toApiError(error, log);
    if (res.headersSent) {
      res.destroy();
      return;
    }
    sendApiError(req, res, apiError);
  };
}
