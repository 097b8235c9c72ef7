import type { AnyRouter } from '@trpc/server';
import express, { type Request, type Response, type Router } from 'express';
import type { TContext } from '@kochclip/routers/server';
import { AppError } from '@kochclip/routers/errors';
import { bearerToken, sessionCookie } from '../context';
import { readJsonBody } from '../http/json-body';
import { sendCacheable, sendJsonText, type TAudience } from './http-cache';
import { buildRouteTable, type TRestRoute } from './route-table';
import { valuesFromStrings } from './string-input';

type TProcedureCall = (input: unknown) => Promise<unknown>;

export interface TRestRouterDeps {
  router: AnyRouter;
  /** tRPC's server-side caller for `router` (`createCallerFactory(router)`), with the request's abort signal. */
  createCaller: (ctx: TContext, options: { signal: AbortSignal }) => object;
  createContext: (req: Request, res: Response, transport: TContext['transport']) => Promise<TContext>;
}

/** Query and path values as the input fields take them; an empty query value means "not given". */
function stringInput(route: TRestRoute, values: Record<string, unknown>): Record<string, unknown> {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
  return valuesFromStrings(route.stringFields, given);
}

/**
 * GET and DELETE: query string plus path parameters (the path wins). The other methods: the JSON body plus path
 * parameters; no body at all is fine (`curl -X POST /api/logout`), the procedure's schema decides what is missing.
 */
async function inputOf(route: TRestRoute, req: Request): Promise<unknown> {
  const fromPath = stringInput(route, req.params);
  if (!route.readsBody) return { ...stringInput(route, req.query), ...fromPath };
  const body = await readJsonBody(req);
  if (body === undefined) return fromPath;
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return { ...body, ...fromPath };
  if (Object.keys(fromPath).length > 0) throw new AppError('BAD_REQUEST', 'Der Anfrageinhalt muss ein JSON-Objekt sein.');
  return body;
}

function procedureOf(caller: object, path: string): TProcedureCall {
  let target: unknown = caller;
  for (const segment of path.split('.')) target = (target as Record<string, unknown>)[segment];
  return target as TProcedureCall;
}

function audienceOf(req: Request, res: Response, ctx: TContext): TAudience {
  const personal =
    ctx.user !== null || bearerToken(req) !== undefined || sessionCookie(req) !== undefined || res.hasHeader('Set-Cookie');
  return { personal, variant: ctx.user ? `member:${ctx.user.id}` : 'visitor' };
}

/** Aborted when the client goes away before its answer is written (tRPC hands it to the procedure as `signal`). */
function requestSignal(res: Response): AbortSignal {
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  return controller.signal;
}

/**
 * The REST surface under /api as an Express router: every procedure with OpenAPI meta at the method and path it
 * declares, called through tRPC's server-side caller with the same context as /trpc. Errors go on to the
 * pipeline's error handler; answers are JSON, public reads with ETag and Cache-Control (http-cache.ts),
 * everything else `no-store`.
 */
export function restRouter(deps: TRestRouterDeps): Router {
  const router = express.Router();
  for (const route of buildRouteTable(deps.router)) {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    router[method](route.expressPath, async (req, res) => {
      const input = await inputOf(route, req);
      const ctx = await deps.createContext(req, res, 'rest');
      const data = await procedureOf(deps.createCaller(ctx, { signal: requestSignal(res) }), route.procedurePath)(input);
      const body = JSON.stringify(data);
      if (route.cache && route.method === 'GET') return sendCacheable(req, res, route.cache, audienceOf(req, res, ctx), body);
      res.setHeader('Cache-Control', 'no-store');
      sendJsonText(res, body);
    });
  }
  return router;
}
