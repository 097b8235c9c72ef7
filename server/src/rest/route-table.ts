import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { z } from 'zod';
import type { TCachePolicy } from '@kochclip/routers/server';
import type { TProcedureMeta } from '@kochclip/routers';
import { stringFieldsOf, type TStringField } from './string-input';

/** One REST operation: the procedure behind `method path` as its OpenAPI meta declares it. */
export interface TRestRoute {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The OpenAPI path, e.g. `/recipes/{id}`. */
  path: string;
  /** The same path in Express's syntax, e.g. `/recipes/:id`. */
  expressPath: string;
  /** The procedure's dotted name, e.g. `recipes.like`. */
  procedurePath: string;
  /** GET and DELETE take their input from query and path only; the others from a JSON body and the path. */
  readsBody: boolean;
  /** How each top-level input field arrives as a string (query and path). */
  stringFields: Map<string, TStringField>;
  cache: TCachePolicy | undefined;
}

/** `/recipes/{id}/like` -> a case-insensitive pattern with the parameter as a named group (the API fallback's 405). */
export function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{(\w+)\}/g, '(?<$1>[^/]+)')}$`, 'i');
}

/** `/recipes/` and `recipes` mean `/recipes`. */
export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

const paramCount = (path: string) => path.split('{').length - 1;

/**
 * Built once at startup from the router's procedures and their OpenAPI meta, read from `_def` as trpc-to-openapi's
 * own `forEachOpenApiProcedure` does (tRPC has no public listing); importing that helper would load the whole
 * generator into every worker for a loop of ten lines (docs/performance.md). Routes with fewer path parameters
 * come first, so a literal segment (`/user/recipes`) wins over a parameter whatever the declaration order.
 */
export function buildRouteTable(router: AnyRouter): TRestRoute[] {
  const routes: TRestRoute[] = [];
  for (const [procedurePath, procedure] of Object.entries(router._def.procedures as Record<string, AnyProcedure>)) {
    const meta = procedure._def.meta as TProcedureMeta | undefined;
    const openapi = meta?.openapi;
    if (!openapi || openapi.enabled === false || procedure._def.type === 'subscription') continue;
    // Bodies are JSON only: a procedure declaring other content types would be documented for what is never served.
    if (openapi.contentTypes?.some((type) => type !== 'application/json')) {
      throw new Error(
        `${procedurePath}: der REST-Router nimmt nur application/json an (contentTypes: ${openapi.contentTypes.join(', ')})`,
      );
    }
    const path = normalisePath(openapi.path);
    routes.push({
      method: openapi.method,
      path,
      expressPath: path.replace(/\{(\w+)\}/g, ':$1'),
      procedurePath,
      readsBody: openapi.method !== 'GET' && openapi.method !== 'DELETE',
      stringFields: stringFieldsOf(procedure._def.inputs as z.ZodType[]),
      cache: meta.cache,
    });
  }
  return routes.sort((a, b) => paramCount(a.path) - paramCount(b.path));
}
