import { Column, fillPlaceholders, is, SQL, type ColumnBaseConfig, type DriverValueDecoder } from 'drizzle-orm';
import { PgTimestamp } from 'drizzle-orm/pg-core';
import type postgres from 'postgres';
import type { TDb } from '@kochclip/db';
import { timestampTextMillis } from '@kochclip/db/timestamp-text';

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

type TDecoder = DriverValueDecoder<unknown, unknown>;

/** A timestamp column's own decoder, with the text PostgreSQL sends parsed by hand (new Date(text) as the fallback). */
function timestampDecoder(column: PgTimestamp<ColumnBaseConfig<'date', 'PgTimestamp'>>): TDecoder {
  return {
    mapFromDriverValue: (value: unknown) => {
      if (typeof value !== 'string') return column.mapFromDriverValue(value as string);
      const millis = timestampTextMillis(value, column.withTimezone);
      return Number.isNaN(millis) ? column.mapFromDriverValue(value) : new Date(millis);
    },
  };
}

function decoderOf(key: string, field: unknown): TDecoder {
  if (is(field, PgTimestamp)) return timestampDecoder(field);
  if (is(field, Column)) return field;
  const expression = is(field, SQL.Aliased) ? field.sql : field;
  if (is(expression, SQL) && 'decoder' in expression) {
    const decoder = expression.decoder as Partial<TDecoder> | undefined;
    if (typeof decoder?.mapFromDriverValue === 'function') return decoder as TDecoder;
  }
  throw new Error(
    `compileSelect: field "${key}" is neither a column nor an SQL expression (nested selections are not supported)`,
  );
}

interface TCompilableSelect {
  toSQL(): { sql: string; params: unknown[] };
  readonly _: { readonly selectedFields: object };
  execute(...args: never[]): Promise<unknown[]>;
}

/**
 * One function per selection that turns a positional row into the selection's object: literal keys in one
 * object literal (one hidden class, no keyed stores), each column decoded by its own decoder at its own call
 * site. Filling an empty object key by key cost about 10 % of the CPU of a 50-card page (issue note of the
 * API performance issue). The keys are the selection's own field names, never input; each is quoted with
 * JSON.stringify, so the generated source is a plain object literal whatever a key holds.
 */
function rowDecoder(keys: readonly string[], decoders: readonly TDecoder[]): (row: readonly unknown[]) => Record<string, unknown> {
  const fields = keys.map((key, i) => `${JSON.stringify(key)}: row[${i}] === null ? null : d[${i}].mapFromDriverValue(row[${i}])`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from the selection's field names only (see above)
  const build = new Function('d', `return (row) => ({ ${fields.join(', ')} });`) as (
    d: readonly TDecoder[],
  ) => (row: readonly unknown[]) => Record<string, unknown>;
  return build(decoders);
}

/**
 * A Drizzle select of a flat selection, compiled once and run through postgres.js directly; each row is
 * decoded by position with the columns' own decoders. Same SQL, parameters and result types as
 * `query.prepare().execute()`, but without Drizzle's generic per-cell mapping, which cost about 8 % of the
 * CPU of a 24-card search request (profile in the issue note of the search benchmark).
 */
export function compileSelect<TQuery extends TCompilableSelect>(db: TDb, query: TQuery) {
  type TRow = Awaited<ReturnType<TQuery['execute']>>[number];
  const { sql: text, params } = query.toSQL();
  const fields = Object.entries(query._.selectedFields);
  const decode = rowDecoder(
    fields.map(([key]) => key),
    fields.map(([key, field]) => decoderOf(key, field)),
  ) as (row: readonly unknown[]) => TRow;
  const client: postgres.Sql = db.$client;

  return async (values: Record<string, unknown>): Promise<TRow[]> => {
    const rows = await client
      .unsafe(text, fillPlaceholders(params, values) as postgres.ParameterOrJSON<never>[], { prepare: true })
      .values();
    const decoded = rows.map(decode);
    // Measured under load: with the rows left in postgres.js's result array, every row of every query was promoted
    // to the old generation (a 50-card page: about 100 KB; 7–8 MB copied per scavenge, 12–15 ms pauses). The settled
    // query keeps its result, and settled queries stay reachable through scavenges until a full collection; a plain
    // loop over postgres.js shows the same, as do plain promises that carry a resolve closure as postgres.js's
    // queries do. Emptying the array once decoded leaves nothing large to promote (issue note, API performance).
    rows.length = 0;
    return decoded;
  };
}
