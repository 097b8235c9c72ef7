import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import type { NextFunction, Request, Response } from 'express';
import { knownAppError } from '@kochclip/routers/database-errors';
import { appErrorOf, germanMessageFor, publicError, type TIssue } from '@kochclip/routers/errors';
import { hasBody } from './json-body';

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** The one error body of the REST surface (documented as such in openapi/openapi.json). */
export interface TApiErrorBody {
  message: string;
  code: string;
  fields?: TIssue[];
}

export function apiErrorBody(error: TRPCError): TApiErrorBody {
  const { message, issues } = publicError(error);
  return { message, code: error.code, ...(issues ? { fields: issues } : {}) };
}

/**
 * Sends any error of the REST surface as `{ message, code }` (+ `fields`), with Retry-After for rate limits.
 * A refusal before the body was read closes the connection, so the unread rest is not parsed as a request.
 * `headers` (a flat name/value list) go with it: the REST layer answers before Express and brings its own.
 */
export function sendApiError(req: IncomingMessage, res: ServerResponse, error: TRPCError, headers: readonly string[] = []): void {
  const body = JSON.stringify(apiErrorBody(error));
  const list = [
    ...headers,
    'Content-Type',
    JSON_CONTENT_TYPE,
    'Content-Length',
    String(Buffer.byteLength(body)),
    'Cache-Control',
    'no-store',
  ];
  const retryAfter = appErrorOf(error)?.retryAfterSeconds;
  if (retryAfter) list.push('Retry-After', String(retryAfter));
  if (hasBody(req) && !req.complete) list.push('Connection', 'close');
  res.writeHead(getHTTPStatusCodeFromError(error), list).end(body);
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
}

/** Last stop for errors outside the procedures (static files, media): German text, fitting code, no stack trace. */
export function errorHandler(log: (line: string) => void) {
  return (error: unknown, _req: Request, res: Response, _next: NextFunction): void => {
    const e = (typeof error === 'object' && error !== null ? error : {}) as THttpError;
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ message: germanMessageFor('PARSE_ERROR'), code: 'PARSE_ERROR' });
      return;
    }
    const status = e.type === 'entity.too.large' ? 413 : (e.status ?? 500);
    if (status >= 400 && status < 500) {
      const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
      res.status(status).json({ message: germanMessageFor(code), code });
      return;
    }
    const known = knownAppError(error);
    if (known && !res.headersSent) {
      if (known.retryAfterSeconds) res.setHeader('Retry-After', String(known.retryAfterSeconds));
      res.status(getHTTPStatusCodeFromError(known)).json({ message: known.message, code: known.code });
      return;
    }
    log(`Unerwarteter Fehler: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    if (res.headersSent) return;
    res.status(500).json({ message: germanMessageFor('INTERNAL_SERVER_ERROR'), code: 'INTERNAL_SERVER_ERROR' });
  };
}
