import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { currentRequestScope } from '../http/request-scope';
import { httpRequestDuration } from './metrics';
import { routeLabel } from './route-label';

/** The path without the query string: links carry secrets there (export signatures, verification tokens). */
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

function answerProps(req: { method?: string; url?: string }, res: { statusCode: number }) {
  return {
    // Express rewrites req.url below a mount point (/api strips itself); originalUrl keeps the whole path.
    route: routeLabel(req.method ?? 'GET', pathOf((req as { originalUrl?: string }).originalUrl ?? req.url), res.statusCode),
    memberId: currentRequestScope()?.memberId ?? null,
  };
}

/**
 * Every request's duration in the metrics, and with `log` a line per request through pino-http: request id,
 * method, path, route, status, duration and the member id. Never headers, cookies, query strings or bodies.
 */
export function requestLog(options: { logger: Logger; log: boolean }): RequestHandler {
  const http = options.log
    ? pinoHttp({
        logger: options.logger,
        genReqId: () => currentRequestScope()?.requestId ?? 'ohne',
        quietReqLogger: true,
        customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
        customSuccessMessage: () => 'Anfrage',
        customErrorMessage: () => 'Anfrage fehlgeschlagen',
        // Route and member are known only when the answer is sent (the member after authentication), so they join
        // the line's object then; pino-http's customProps would bind them at the start too and write each key twice.
        customSuccessObject: (req, res, line) => ({ ...answerProps(req, res), ...(line as object) }),
        customErrorObject: (req, res, _error, line) => ({ ...answerProps(req, res), ...(line as object) }),
        serializers: {
          req: (req: { method?: string; url?: string; raw?: { originalUrl?: string } }) => ({
            method: req.method,
            path: pathOf(req.raw?.originalUrl ?? req.url),
          }),
          res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
          err: (error: Error) => ({ type: error.name, message: error.message }),
        },
      })
    : null;
  return (req, res, next) => {
    const started = performance.now();
    res.once('finish', () => {
      const path = pathOf(req.originalUrl);
      httpRequestDuration.observe(
        { method: req.method, route: routeLabel(req.method, path, res.statusCode), status: String(res.statusCode) },
        (performance.now() - started) / 1000,
      );
    });
    if (http) http(req, res, next);
    else next();
  };
}
