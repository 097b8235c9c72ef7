import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../errors';

/**
 * Every keyset cursor of the API (the recipe lists, the member and community lists): the sort values of the last
 * row handed out, as a flat JSON array in base64url. Opaque to clients; each list declares what its cursor holds
 * (a zod tuple of the primitives below), and anything else — forged, stale, another list's — is the German 400.
 */
export const INVALID_CURSOR = 'Ungültiger Cursor. Bitte lade die Liste neu.';

const INT_MAX = 2_147_483_647;
export const ZCursorCount = z.number().int().min(0).max(INT_MAX);
export const ZCursorId = z.number().int().min(1).max(INT_MAX);

/**
 * A timestamp as `exactTime` prints it (UTC, microseconds), a real calendar time within a sane range: PostgreSQL
 * would answer 2026-02-31 with an error, not a 400.
 */
export const ZCursorTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
  .refine((text) => {
    const date = new Date(text);
    const year = date.getUTCFullYear();
    return !Number.isNaN(date.getTime()) && year >= 2000 && year <= 2200 && date.toISOString().slice(0, 19) === text.slice(0, 19);
  });

/** The timestamp at full (microsecond) precision, so no row is skipped between pages. */
export const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodeCursor(values: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

/** The values of a cursor this server handed out for a list whose cursors `schema` describes. */
export function decodeCursor<T>(raw: string, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  return parsed.data;
}

/** Rows after `(at, id)` in a newest-first list. */
export function beforeCursor(
  cursor: { at: string; id: number } | null | undefined,
  at: AnyColumn,
  id: AnyColumn,
): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

/** Rows after `(at, id)` in an oldest-first list. */
export function afterCursor(
  cursor: { at: string; id: number } | null | undefined,
  at: AnyColumn,
  id: AnyColumn,
): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}
