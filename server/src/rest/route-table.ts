import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { z } from 'zod';
import type { TCachePolicy } from '@kochclip/routers/cache-policy';
import type { TProcedureMeta } from '@kochclip/routers/trpc';
import { procedureChain, type TProcedureChain } from './procedure-call';
import { stringFieldsOf, type TStringField } from './query-input';
import { restEncoder } from './rest-encoder';

/** One REST operation: the procedure behind `method path` as its OpenAPI meta declares it. */
export interface TRestRoute {
  method: string;
  /** The OpenAPI path, e.g. `/recipes/{id}`. */
  path: string;
  procedurePath: string;
  procedure: AnyProcedure;
  /** The procedure's middlewares, its output parser replaced by the REST encoder (dates as ISO text). */
  chain: TProcedureChain;
  /** The chain's answer is JSON-ready (an output schema exists); otherwise dates are written after it. */
  encodes: boolean;
  pattern: RegExp;
  /** GET and DELETE take their input from query and path only; the others from a JSON body and the path. */
  readsBody: boolean;
  /** Top-level input fields that arrive as strings (query, path) and need coercion. */
  stringFields: Map<string, TStringField>;
  cache: TCachePolicy | undefined;
}

export interface TRouteMatch {
  route: TRestRoute;
  params: Record<string, string>;
}

/** `/recipes/{id}/like` -> /^\/recipes\/(?<id>[^/]+)\/like$/i, as trpc-to-openapi matches (case-insensitive). */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`, 'i');
}

export function paramCount(path: string): number {
  return path.split('{').length - 1;
}

/** `/recipes/` and `recipes` mean `/recipes`, as trpc-to-openapi normalised. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Built once at startup from the router's flat procedure map. Routes with fewer path parameters come first,
 * so a literal segment (`/recipes/mine`) wins over a parameter (`/recipes/{id}`) whatever the declaration order.
 */
export function buildRouteTable(router: AnyRouter): TRestRoute[] {
  const procedures = router._def.procedures as Record<string, AnyProcedure>;
  const routes: TRestRoute[] = [];
  for (const [procedurePath, procedure] of Object.entries(procedures)) {
    const meta = procedure._def.meta as TProcedureMeta | undefined;
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false || procedure._def.type === 'subscription') continue;
    const path = normalisePath(openapi.path);
    const output = (procedure._def as { output?: z.ZodType }).output;
    routes.push({
      method: openapi.method,
      path,
      procedurePath,
      procedure,
      chain: procedureChain(procedure, output ? restEncoder(output) : undefined),
      encodes: output !== undefined,
      pattern: pathPattern(path),
      readsBody: openapi.method !== 'GET' && openapi.method !== 'DELETE',
      stringFields: stringFieldsOf(procedure._def.inputs),
      cache: meta.cache,
    });
  }
  return routes.sort((a, b) => paramCount(a.path) - paramCount(b.path));
}

export function matchRoute(routes: readonly TRestRoute[], method: string, path: string): TRouteMatch | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (match) return { route, params: match.groups ?? {} };
  }
  return null;
}
