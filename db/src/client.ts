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

export function createDb(url: string, options: { max?: number } = {}): TDbHandle {
  const sql = postgres(url, { max: options.max ?? 10, onnotice: () => undefined });
  return { db: connect(sql), sql, close: () => sql.end({ timeout: 5 }) };
}
