import type { TDb } from '@kochclip/db';

/** Built statements kept per database handle; more shapes than this never occur, so the bound only guards a bug. */
const MAX_STATEMENTS = 1000;
const cache = new WeakMap<TDb, Map<string, unknown>>();

/**
 * Building a Drizzle query costs more CPU than running a cached plan (docs/performance.md), so each query shape
 * (which filters are present, sort, number of search terms) is built once as a Drizzle prepared statement with
 * placeholders and executed with values afterwards. The map is bounded: when full, the oldest shape is dropped.
 */
export function preparedOnce<T>(db: TDb, key: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  const found = statements.get(key) as T | undefined;
  if (found) return found;
  const built = build();
  if (statements.size >= MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
  statements.set(key, built);
  return built;
}
