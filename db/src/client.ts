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
function preparedUnsafe(sql: postgres.Sql, prepare: boolean): postgres.Sql['unsafe'] {
  return (query, params, options) => sql.unsafe(query, params, { ...options, prepare });
}

type TScopeCallback = (scope: postgres.Sql) => unknown;

/** Drizzle's transaction calls `begin(fn)` and, for a nested one, `savepoint(fn)` on the scope it was given. */
function transactionScope(connection: postgres.ReservedSql, prepare: boolean): postgres.Sql {
  let savepoints = 0;
  const scope: postgres.Sql = new Proxy(connection, {
    get(target, property, receiver) {
      if (property === 'unsafe') return preparedUnsafe(target, prepare);
      if (property === 'savepoint') {
        return async (fn: TScopeCallback) => {
          const name = `kc_savepoint_${savepoints++}`;
          await target.unsafe(`savepoint ${name}`);
          try {
            const result = await fn(scope);
            await target.unsafe(`release savepoint ${name}`);
            return result;
          } catch (error) {
            await target.unsafe(`rollback to savepoint ${name}`);
            throw error;
          }
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return scope;
}

/**
 * A transaction on a connection of its own. postgres.js's `sql.begin` (3.4.9, the newest release) can send BEGIN
 * on a connection it has not reserved when the pool is saturated and the connection's pipeline fills: the
 * transaction fails with UNSAFE_TRANSACTION and stays open on a pooled connection that other requests' statements
 * then share (porsager/postgres#823, #1189; seen as 500s in `npm run soak` at 200 connections). `sql.reserve()`
 * only ever hands out a connection nothing else is using, and keeps it out of the pool until `release`, so
 * BEGIN, the transaction's statements and COMMIT or ROLLBACK all run on it alone.
 */
async function reservedTransaction(sql: postgres.Sql, fn: TScopeCallback, prepare: boolean): Promise<unknown> {
  const connection = await sql.reserve();
  try {
    await connection.unsafe('begin');
    let result: unknown;
    try {
      result = await fn(transactionScope(connection, prepare));
    } catch (error) {
      // A broken connection cannot roll back; PostgreSQL ends its transaction when the connection ends.
      await connection.unsafe('rollback').catch(() => undefined);
      throw error;
    }
    await connection.unsafe('commit');
    return result;
  } finally {
    connection.release();
  }
}

function forDrizzle(sql: postgres.Sql, prepare: boolean): postgres.Sql {
  return new Proxy(sql, {
    get(target, property, receiver) {
      if (property === 'unsafe') return preparedUnsafe(target, prepare);
      if (property === 'begin') return (fn: TScopeCallback) => reservedTransaction(target, fn, prepare);
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

export interface TDbOptions {
  max?: number;
  /** Connections of the list pool (`listConnections`); at most 4 and at most `max` when unset. */
  listMax?: number;
  /** Names the connections in pg_stat_activity: `<name>:main` and `<name>:list` (for metrics and for operators). */
  applicationName?: string;
  /** An idle connection is closed after this long (0 or unset: kept open). */
  idleTimeoutSeconds?: number;
  /** How long opening a connection may take before the query fails (postgres.js waits 30 s by default). */
  connectTimeoutSeconds?: number;
  /** PostgreSQL cancels a statement that runs longer (0 turns the limit off). */
  statementTimeoutMs?: number;
  /** Statements postgres.js may send ahead on one busy connection (its default, 100, when unset). */
  maxPipeline?: number;
  /**
   * Named prepared statements (default true). false for PgBouncer in transaction mode before 1.21, which hands
   * each transaction another server connection that does not know the statement (DATABASE_PREPARE).
   */
  prepare?: boolean;
}

export const DEFAULT_CONNECT_TIMEOUT_SECONDS = 5;
export const DEFAULT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Session settings of the connections that run the browse and search lists (`listConnections`):
 * - prepared statements keep one generic plan: PostgreSQL's default re-plans a statement for its first five runs
 *   and keeps re-planning while parameter-specific plans look cheaper, which the search statement always does
 *   (planning it costs more than running it; it makes its plan choices at run time, recipe-search.ts);
 * - no JIT compilation: a generic plan's cost estimate over a large table passes jit_above_cost, so every run of
 *   the search compiled code for about 70 ms at a million recipes (docs/performance.md).
 * Every other statement keeps PostgreSQL's defaults on the main pool.
 */
export function sessionSettings(statementTimeoutMs = DEFAULT_STATEMENT_TIMEOUT_MS): Record<string, string> {
  return { statement_timeout: String(statementTimeoutMs), plan_cache_mode: 'force_generic_plan', jit: 'off' };
}

/** The list connections of each handle's main connections. */
const listPools = new WeakMap<TDb, TDb>();

/**
 * Where the browse and search list statements run: the handle's list connections (generic plans, no JIT), or the
 * given connection itself inside a transaction or for a handle made without them.
 */
export function listConnections<T extends TDbOrTx>(db: T): T {
  return (listPools.get(db as TDb) as T | undefined) ?? db;
}

export function createDb(url: string, options: TDbOptions = {}): TDbHandle {
  const prepare = options.prepare ?? true;
  const common = {
    onnotice: () => undefined,
    prepare,
    ...(options.maxPipeline === undefined ? {} : { max_pipeline: options.maxPipeline }),
    connect_timeout: options.connectTimeoutSeconds ?? DEFAULT_CONNECT_TIMEOUT_SECONDS,
    ...(options.idleTimeoutSeconds ? { idle_timeout: options.idleTimeoutSeconds } : {}),
  };
  const max = options.max ?? 10;
  const sql = postgres(url, {
    ...common,
    max,
    connection: {
      statement_timeout: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
      ...(options.applicationName ? { application_name: `${options.applicationName}:main` } : {}),
    },
  });
  // Connections open on first use, so a handle whose lists are never read opens none of these.
  const listSql = postgres(url, {
    ...common,
    max: options.listMax ?? Math.min(4, max),
    connection: {
      ...sessionSettings(options.statementTimeoutMs),
      ...(options.applicationName ? { application_name: `${options.applicationName}:list` } : {}),
    },
  });
  const db = connect(forDrizzle(sql, prepare));
  listPools.set(db, connect(forDrizzle(listSql, prepare)));
  return { db, sql, close: async () => void (await Promise.all([sql.end({ timeout: 5 }), listSql.end({ timeout: 5 })])) };
}
