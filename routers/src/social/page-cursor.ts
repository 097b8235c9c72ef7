import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';

/**
 * Keyset pagination over (timestamp, id) for member and community lists (likes, followers, comments, ratings,
 * photos). A cursor is the position of the last row handed out; a list whose order has two levels (comment
 * threads, then the replies in a thread) hands out a path of two positions. Opaque to clients: base64url of
 * the flat JSON array `[at, id]` or `[at, id, at, id]`; anything else is the German 400.
 */
export interface TPageCursor {
  at: string;
  id: number;
}

const INVALID_CURSOR = 'Ungültiger Cursor. Bitte lade die Liste neu.';
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;
const INT_MAX = 2_147_483_647;

/** The timestamp at full (microsecond) precision, so no row is skipped between pages. */
export const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodePageCursor(...path: TPageCursor[]): string {
  return Buffer.from(JSON.stringify(path.flatMap((position) => [position.at, position.id]))).toString('base64url');
}

/** A real calendar time as the list prints it (PostgreSQL would refuse 2026-02-31 with an error, not a 400). */
function isExactTime(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_MICROS.test(value)) return false;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 2000 && year <= 2200 && date.toISOString().slice(0, 19) === value.slice(0, 19);
}

const isRowId = (value: unknown): value is number =>
  Number.isSafeInteger(value) && Number(value) >= 1 && Number(value) <= INT_MAX;

/** The positions of a cursor this server handed out, 1 to `maxDepth` of them; null without a cursor. */
export function decodePageCursorPath(raw: string | undefined, maxDepth: number): TPageCursor[] | null {
  if (!raw) return null;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  }
  if (!Array.isArray(values)) throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  const flat: unknown[] = values;
  if (flat.length === 0 || flat.length % 2 !== 0 || flat.length > 2 * maxDepth) throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  const path: TPageCursor[] = [];
  for (let i = 0; i < flat.length; i += 2) {
    const at = flat[i];
    const id = flat[i + 1];
    if (!isExactTime(at) || !isRowId(id)) throw new AppError('BAD_REQUEST', INVALID_CURSOR);
    path.push({ at, id });
  }
  return path;
}

export function decodePageCursor(raw: string | undefined): TPageCursor | null {
  return decodePageCursorPath(raw, 1)?.[0] ?? null;
}

/** Rows after the cursor in a newest-first list. */
export function beforeCursor(cursor: TPageCursor | null | undefined, at: AnyColumn, id: AnyColumn): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

/** Rows after the cursor in an oldest-first list. */
export function afterCursor(cursor: TPageCursor | null | undefined, at: AnyColumn, id: AnyColumn): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

/** Cuts the extra row fetched to learn whether another page exists. */
export function pageOf<T extends { cursorAt: string; cursorId: number }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodePageCursor({ at: last.cursorAt, id: last.cursorId }) : null;
  return { page, nextCursor };
}
