import { Column, fillPlaceholders, is, SQL } from 'drizzle-orm';
import type postgres from 'postgres';

/** A driver value's decoder: a column's or a SQL expression's `mapFromDriverValue`. */
interface TDecoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** What a flat select needs from Drizzle's select builder (public API: `toSQL`, `prepare`). */
interface TFlatQuery<TRow> {
  toSQL(): { sql: string; params: unknown[] };
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<TRow[]> };
}

export interface TFlatStatement<TRow> {
  execute(values?: Record<string, unknown>): Promise<TRow[]>;
}

const AS_GIVEN: TDecoder = { mapFromDriverValue: (value) => value };

/**
 * A field's decoder: a column's own (timestamps to dates, JSON text to values, …); a SQL expression's value as
 * postgres.js gives it, as Drizzle does for an expression without `mapWith` (such fields do not belong here).
 */
function decoderOf(field: unknown): TDecoder {
  if (is(field, Column)) return field;
  if (is(field, SQL) || is(field, SQL.Aliased)) return AS_GIVEN;
  throw new Error('flatStatement: nur Spalten und SQL-Ausdrücke, keine verschachtelten Felder oder Unterabfragen');
}

/**
 * A prepared select over flat fields (`{ key: column | sql }`, as the recipe lists and the recipe page read),
 * run by postgres.js in array mode and mapped by a plan made once: key and decoder per position.
 *
 * Drizzle maps every value of every row through its generic `mapResultRow`, which finds the field's kind by
 * walking prototype chains and iterates the field's path: for a list of 24 recipe cards (24 rows × 22 fields)
 * that was about a sixth of the CPU of the whole answer (npm run bench:ab, docs/performance.md). The statement's
 * text and parameters come from Drizzle (`toSQL`, placeholders filled by `fillPlaceholders` as its `execute`
 * does), the columns' decoders are their own, SQL expressions pass as the driver reads them (none of those given
 * here uses `mapWith`), and the columns come back in the order of `fields` (Drizzle's select lists them so).
 * tests/integration/flat-select.test.ts compares the rows of the list and page statements with Drizzle's own
 * `execute` and fails when an upgrade changes any of this. Inside a transaction, or on a handle without its
 * client, Drizzle runs the statement as before.
 */
export function flatStatement<TRow>(
  db: { $client?: postgres.Sql },
  fields: Record<string, unknown>,
  query: TFlatQuery<TRow>,
  name: string,
): TFlatStatement<TRow> {
  const client = db.$client;
  if (!client) return query.prepare(name);
  const { sql: text, params } = query.toSQL();
  const keys = Object.keys(fields);
  const mapRow = rowMapper<TRow>(
    keys,
    keys.map((key) => decoderOf(fields[key])),
  );
  return {
    async execute(values = {}) {
      const rows = await client.unsafe(text, fillPlaceholders(params, values) as postgres.ParameterOrJSON<never>[]).values();
      return rows.map(mapRow);
    },
  };
}

/** The decoder every column has unless its type overrides it (text, varchar, boolean, enum, …). */
const COLUMN_AS_GIVEN: unknown = Reflect.get(Column.prototype, 'mapFromDriverValue');

/**
 * One row (the driver's array) as an object of `keys`, each value through its decoder. Every row starts as a copy of
 * one template holding all keys, so every row has the same shape before its values are stored, where an empty object
 * that gains the keys one by one passes through a new shape at each key; decoders that return the value as given are
 * not called. (docs/performance.md: six rows of 24 fields in 3.1–5.6 µs instead of 5.0–9.1 µs.)
 */
function rowMapper<TRow>(keys: readonly string[], decoders: readonly TDecoder[]): (row: readonly unknown[]) => TRow {
  // Drizzle's own mapping assigns this key and so sets the prototype; refused rather than read differently here.
  if (keys.includes('__proto__')) throw new Error('flatStatement: „__proto__“ ist kein Feldname');
  const template: Record<string, unknown> = Object.fromEntries(keys.map((key) => [key, null]));
  const decodeAt = decoders.map((decoder) =>
    decoder === AS_GIVEN || decoder.mapFromDriverValue === COLUMN_AS_GIVEN ? null : decoder,
  );
  return (row) => {
    const mapped = { ...template };
    for (let i = 0; i < keys.length; i++) {
      const raw: unknown = row[i];
      const decoder = decodeAt[i];
      mapped[keys[i] as string] = raw === null || !decoder ? raw : decoder.mapFromDriverValue(raw);
    }
    return mapped as TRow;
  };
}
