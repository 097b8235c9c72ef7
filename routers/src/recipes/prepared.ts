import type { TDb } from '../../../db/src';

/**
 * Built statements per database handle and query shape. Building a Drizzle query costs more CPU than
 * running a cached plan, so each shape (which filters are present, sort, number of search terms) is built
 * once with placeholders and executed with values afterwards.
 */
const cache = new WeakMap<TDb, Map<string, unknown>>();

export function preparedOnce<T>(db: TDb, key: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  const found = statements.get(key) as T | undefined;
  if (found) return found;
  const built = build();
  statements.set(key, built);
  return built;
}
