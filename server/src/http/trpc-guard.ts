import { getErrorShape, transformTRPCResponse } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '@kochclip/routers/errors';
import type { AppRouter } from '@kochclip/routers';
import { assertJsonDepth, hasBody, isJsonContentType, readBodyText, unsupportedMediaType } from './json-body';

/** Calls per batched /trpc request; the web client batches at most this many (web/src/lib/trpc.ts). */
export const MAX_TRPC_BATCH = 10;

/** Each call checks a password or creates an account: one per request, so a batch cannot multiply guesses. */
const CREDENTIAL_PROCEDURES = new Set(['auth.login', 'auth.register', 'auth.createToken']);

export const BATCH_TOO_LARGE = `Zu viele Aufrufe in einer Anfrage (höchstens ${MAX_TRPC_BATCH}).`;
export const CREDENTIALS_NOT_BATCHABLE = 'Anmeldung, Registrierung und Token-Anfragen sind nur einzeln erlaubt.';

function checkBatch(req: Request): void {
  const paths = req.path.slice(1).split(',');
  if (paths.length > MAX_TRPC_BATCH) throw new AppError('BAD_REQUEST', BATCH_TOO_LARGE);
  if (paths.length > 1 && paths.some((p) => CREDENTIAL_PROCEDURES.has(p))) throw new AppError('BAD_REQUEST', CREDENTIALS_NOT_BATCHABLE);
}

/**
 * A refusal before tRPC runs: the plain `{ message, code }` every HTTP client reads, plus tRPC's own error
 * envelope (`error`), so the web client shows the same German message for each call of the batch.
 */
function refuse(router: AppRouter, req: Request, res: Response, error: AppError): void {
  const config = router._def._config;
  const shape = getErrorShape({ config, error, type: 'unknown', path: undefined, input: undefined, ctx: undefined });
  if (hasBody(req) && !req.complete) res.setHeader('Connection', 'close');
  res.status(getHTTPStatusCodeFromError(error)).json({ message: error.message, code: error.code, ...transformTRPCResponse(config, { error: shape }) });
}

/**
 * In front of tRPC's adapter: caps batches, and reads JSON bodies with the limits /api has (1 MiB, nesting
 * depth, German 413/415/400). tRPC takes the checked text from `req.body` and never reads the socket itself.
 * A POST without a body stands for "no input", as over REST.
 */
export function trpcGuard(router: AppRouter) {
  return (req: Request, res: Response, next: NextFunction): void => {
    void (async () => {
      try {
        checkBatch(req);
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
        if (cause instanceof AppError) return refuse(router, req, res, cause);
        return next(cause);
      }
      next();
    })();
  };
}
