import type { IncomingMessage } from 'node:http';
import type { TRPCRequestInfo } from '@trpc/server/http';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@kochclip/routers/errors';
import { assertJsonDepth, hasBody, isJsonContentType, readBodyText, unsupportedMediaType } from './json-body';

/** Calls per batched /trpc request; the web client batches at most this many (web/src/lib/trpc.ts). */
export const MAX_TRPC_BATCH = 10;

/** Each call checks a password or creates an account: one per request, so a batch cannot multiply guesses. */
const CREDENTIAL_PROCEDURES = new Set(['auth.login', 'auth.register', 'auth.createToken']);

export const BATCH_TOO_LARGE = `Zu viele Aufrufe in einer Anfrage (höchstens ${MAX_TRPC_BATCH}).`;
export const CREDENTIALS_NOT_BATCHABLE = 'Anmeldung, Registrierung und Token-Anfragen sind nur einzeln erlaubt.';

/**
 * Refuses a batch by the calls tRPC itself decoded from the path (`%2C` is a comma to it, so it is to us), before
 * any of them runs: called from the context factory, whose error tRPC answers for every call of the batch.
 */
export function assertTrpcCalls(info: TRPCRequestInfo): void {
  const calls = info.calls;
  if (calls.length > MAX_TRPC_BATCH) throw new AppError('BAD_REQUEST', BATCH_TOO_LARGE);
  if (calls.length > 1 && calls.some((call) => CREDENTIAL_PROCEDURES.has(call.path))) {
    throw new AppError('BAD_REQUEST', CREDENTIALS_NOT_BATCHABLE);
  }
}

const refusals = new WeakMap<IncomingMessage, AppError>();

/** A refusal the guard made while reading the request, for the context factory to throw (see trpcGuard). */
export function trpcRefusalOf(req: IncomingMessage): AppError | undefined {
  return refusals.get(req);
}

/**
 * In front of tRPC's adapter: reads JSON bodies with the limits /api has (1 MiB, nesting depth, German 413/415/400).
 * tRPC takes the checked text from `req.body` and never reads the socket itself; a POST without a body stands for
 * "no input", as over REST. A refusal is kept for the context factory, so tRPC answers it in its own envelope
 * (for every call of a batch) with the German message and its HTTP status.
 */
export function trpcGuard() {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    try {
      if (req.method === 'GET') {
        const input = (req.query as Record<string, unknown>).input;
        if (typeof input === 'string') assertJsonDepth(input);
      } else if (!hasBody(req)) {
        req.headers['content-type'] = 'application/json';
        req.body = '{}';
      } else {
        if (!isJsonContentType(req)) throw unsupportedMediaType(req);
        const text = await readBodyText(req);
        assertJsonDepth(text);
        req.body = text.trim() === '' ? '{}' : text;
      }
    } catch (cause) {
      if (!(cause instanceof AppError)) throw cause;
      refusals.set(req, cause);
      if (hasBody(req) && !req.complete) res.setHeader('Connection', 'close');
      req.headers['content-type'] = 'application/json';
      req.body = '{}';
      if (req.method === 'GET') req.url = req.url.replace(/([?&])input=[^&]*/, '$1');
    }
    next();
  };
}
