import type { AnyRouter } from '@trpc/server';
import { getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';
import type { Request, RequestHandler, Response } from 'express';
import type { TContext } from '../../../routers/src/context';
import { AppError } from '../../../routers/src/errors';
import { bearerToken, sessionCookie } from '../context';
import { sendApiError } from '../http/errors';
import { readJsonBody } from '../http/json-body';
import { sendCacheable, type TAudience } from './http-cache';
import { jsonText } from './json-text';
import { callProcedure } from './procedure-call';
import { coerceStringValue } from './query-input';
import { buildRouteTable, matchRoute, normalisePath, type TRestRoute } from './route-table';

export interface TRestApiDeps {
  router: AnyRouter;
  createContext: (req: Request, res: Response, transport: TContext['transport']) => Promise<TContext>;
  log: (line: string) => void;
}

function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new AppError('BAD_REQUEST', 'Ungültiger Pfadparameter.');
  }
}

function stringInput(route: TRestRoute, values: Record<string, string | string[] | undefined>, into: Record<string, unknown>) {
  for (const key in values) {
    const value = values[key];
    // Empty query values mean "not given", as they did under trpc-to-openapi.
    if (value === undefined || value === '') continue;
    into[key] = coerceStringValue(value, route.stringFields.get(key));
  }
  return into;
}

function pathInput(route: TRestRoute, params: Record<string, string>): Record<string, unknown> {
  const decoded: Record<string, string> = {};
  for (const key in params) decoded[key] = decodeParam(params[key] ?? '');
  return stringInput(route, decoded, {});
}

/** GET and DELETE: query string plus path parameters (the path wins). */
function queryInput(route: TRestRoute, req: Request, params: Record<string, string>): Record<string, unknown> {
  const query = req.query as Record<string, string | string[] | undefined>;
  return Object.assign(stringInput(route, query, {}), pathInput(route, params));
}

/**
 * Other methods: the JSON body plus path parameters. No body at all is fine (`curl -X POST /api/logout`):
 * the input is then just the path parameters, and the procedure's schema decides what is missing.
 */
async function bodyInput(route: TRestRoute, req: Request, params: Record<string, string>): Promise<unknown> {
  const body = await readJsonBody(req);
  const fromPath = pathInput(route, params);
  if (body === undefined) return fromPath;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ...body, ...fromPath };
  if (Object.keys(fromPath).length > 0) throw new AppError('BAD_REQUEST', 'Der Anfrageinhalt muss ein JSON-Objekt sein.');
  return body;
}

/** The value (or the error) as a settled promise, without a microtask hop to compute it. */
function settled<T>(compute: () => T): Promise<T> {
  try {
    return Promise.resolve(compute());
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function audienceOf(req: Request, res: Response, ctx: TContext): TAudience {
  const personal = ctx.user !== null || bearerToken(req) !== undefined || sessionCookie(req) !== undefined || res.hasHeader('Set-Cookie');
  return { personal, variant: ctx.user ? `member:${ctx.user.id}` : 'visitor' };
}

/**
 * The REST surface under /api: every procedure with OpenAPI meta, at the method and path it declares, called
 * directly (no caller proxy, no fetch Request per call). The input is read lazily, when the procedure's input
 * middleware asks for it, so access checks run before a body is read: an anonymous POST gets its 401 unread.
 * Paths it does not serve go on to the next handler (uploads, then the 404/405 fallback).
 */
export function restApi(deps: TRestApiDeps): RequestHandler {
  const routes = buildRouteTable(deps.router);
  return (req, res, next) => {
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const found = matchRoute(routes, method, normalisePath(req.path));
    if (!found) return next();
    const { route, params } = found;
    let input: Promise<unknown> | undefined;
    const getRawInput = () => {
      input ??= route.readsBody ? bodyInput(route, req, params) : settled(() => queryInput(route, req, params));
      return input;
    };
    void (async () => {
      try {
        const ctx = await deps.createContext(req, res, 'rest');
        const data = await callProcedure(route.chain, {
          ctx,
          getRawInput,
          path: route.procedurePath,
          type: route.procedure._def.type,
          signal: undefined,
        });
        // The chain's output step wrote the dates as text (rest-encoder.ts); the walk is for a procedure without an output schema.
        const body = route.encodes ? JSON.stringify(data) : jsonText(data);
        // The body stays a string: Node writes it with the headers in one write, as it encodes it. A Buffer per answer
        // (17 KB for a recipe page) is memory outside the heap; its churn made V8 run a full collection every few
        // seconds under load, the pauses that set the p99.
        const byteLength = Buffer.byteLength(body, 'utf8');
        res.statusCode = 200;
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        // A known length lets the answer go out in one write instead of chunks (compression drops it when it compresses).
        res.setHeader('Content-Length', byteLength);
        if (route.cache && method === 'GET') return sendCacheable(req, res, route.cache, audienceOf(req, res, ctx), body, byteLength);
        res.setHeader('Cache-Control', 'no-store');
        res.end(body);
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        if (error.code === 'INTERNAL_SERVER_ERROR') {
          const detail = error.cause instanceof Error ? (error.cause.stack ?? error.cause.message) : (error.stack ?? error.message);
          deps.log(`Fehler in ${route.procedurePath}: ${detail}`);
        }
        if (res.headersSent) return;
        sendApiError(req, res, error);
      }
    })();
  };
}
