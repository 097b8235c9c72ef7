import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { currentRequestScope } from '../http/request-scope';
import { httpRequestDuration } from './metrics';
import { routeLabel } from './route-label';

/** The path without the query string: links carry secrets there (export signatures, verification tokens). */
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0] ?? '/';

/** The histogram's child per label set, kept: prom-client hashes the labels on every unlabelled observe. */
const durations = new Map<string, ReturnType<typeof httpRequestDuration.labels>>();
function durationOf(method: string, route: string, status: number) {
  const key = `${method} ${status} ${route}`;
  let child = durations.get(key);
  if (!child) {
    child = httpRequestDuration.labels({ method, route, status: String(status) });
    durations.set(key, child);
  }
  return child;
}

/**
 * Every request's duration in the metrics, and with `log` one line per request: request id (the logger's mixin),
 * method, path, route, status, duration in ms and the member id; at level error with the status when the answer is
 * a 5xx, and „Anfrage abgebrochen“ when the client left before the answer was sent. Never headers, cookies, query
 * strings or bodies.
 *
 * One call of the process's logger when the answer ends, nothing at the start: pino-http made two child loggers
 * and serialised the request for every request, 10-15 % of a fast read's throughput (docs/performance.md).
 */
export function requestLog(options: { logger: Logger; log: boolean }): RequestHandler {
  const logger = options.log ? options.logger : null;
  return (req, res, next) => {
    const started = performance.now();
    const ended = () => {
      res.removeListener('finish', ended);
      res.removeListener('close', ended);
      const finished = res.writableFinished;
      const elapsed = performance.now() - started;
      const path = pathOf(req.originalUrl);
      const route = routeLabel(req.method, path, res.statusCode);
      if (finished) durationOf(req.method, route, res.statusCode).observe(elapsed / 1000);
      if (!logger) return;
      const line = {
        route,
        memberId: currentRequestScope()?.memberId ?? null,
        req: { method: req.method, path },
        res: { statusCode: res.statusCode },
        responseTime: Math.round(elapsed),
      };
      if (!finished) logger.info(line, 'Anfrage abgebrochen');
      else if (res.statusCode >= 500) logger.error(line, 'Anfrage fehlgeschlagen');
      else logger.info(line, 'Anfrage');
    };
    res.once('finish', ended);
    res.once('close', ended);
    next();
  };
}
