import { drizzle } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export interface TDbHandle {
  db: TDb;
  sql: postgres.Sql;
  close: () => Promise<void>;
}

function connect(sql: postgres.Sql) {
  return drizzle(sql, { schema, casing: 'snake_case' });
}

export type TDb = ReturnType<typeof connect>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** Services accept either the pool or an open transaction. */
export type TDbOrTx = TDb | TTx;

/**
 * Drizzle sends unnamed statements unprepared, so PostgreSQL would parse and plan every query again.
 * postgres.js caches named prepared statements per connection by SQL text; our query shapes are few and
 * bounded (filters and search terms are parameters), so preparing all of them lets PostgreSQL reuse plans.
 */
function withPreparedStatements(sql: postgres.Sql): postgres.Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') {
        return (query: string, params?: postgres.ParameterOrJSON<never>[], options?: postgres.UnsafeQueryOptions) =>
          target.unsafe(query, params, { ...options, prepare: true });
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

export interface TDbOptions {
  max?: number;
  /** How long opening a connection may take before the query fails (postgres.js waits 30 s by default). */
  connectTimeoutSeconds?: number;
  /** PostgreSQL cancels a statement that runs longer (0 turns the limit off). */
  statementTimeoutMs?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_SECONDS = 5;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Session settings of every app connection:
 * - prepared statements keep one generic plan: PostgreSQL's default re-plans a statement for its first five runs
 *   and keeps re-planning while parameter-specific plans look cheaper, which the search statement always does
 *   (planning it costs more than running it; it makes its plan choices at run time, recipe-search.ts);
 * - no JIT compilation: our statements run for milliseconds, and a generic plan's cost estimate over a large
 *   table passes jit_above_cost, so every run of the search compiled code for about 70 ms at a million recipes.
 */
export function sessionSettings(statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS): Record<string, string> {
  return { statement_timeout: String(statementTimeoutMs), plan_cache_mode: 'force_generic_plan', jit: 'off' };
}

export function createDb(url: string, options: TDbOptions = {}): TDbHandle {
  const sql = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => undefined,
    connect_timeout: options.connectTimeoutSeconds ?? DEFAULT_CONNECT_TIMEOUT_SECONDS,
    connection: sessionSettings(options.statementTimeoutMs),
  });
  return { db: connect(withPreparedStatements(sql)), sql, close: () => sql.end({ timeout: 5 }) };
}
