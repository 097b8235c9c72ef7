import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { AppError } from '../errors';

/** Keyset pagination over (timestamp, id), newest first, for member lists (likes, followers, collections). */
export interface TPageCursor {
  at: string;
  id: number;
}

const INVALID_CURSOR = 'Ungültiger Cursor. Bitte lade die Liste neu.';
const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The timestamp at full (microsecond) precision, so no row is skipped between pages. */
export const exactTime = (column: AnyColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export function encodePageCursor(cursor: TPageCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');
}

export function decodePageCursor(raw: string | undefined): TPageCursor | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && typeof value[0] === 'string' && ISO_MICROS.test(value[0]) && Number.isSafeInteger(value[1])) {
      return { at: value[0], id: Number(value[1]) };
    }
  } catch {
    // the German error below
  }
  throw new AppError('BAD_REQUEST', INVALID_CURSOR);
}

export function beforeCursor(cursor: TPageCursor | null, at: AnyColumn, id: AnyColumn): SQL | undefined {
  return cursor ? sql`(${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
}

/** Cuts the extra row fetched to learn whether another page exists. */
export function pageOf<T extends { cursorAt: string; cursorId: number }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodePageCursor({ at: last.cursorAt, id: last.cursorId }) : null;
  return { page, nextCursor };
}
