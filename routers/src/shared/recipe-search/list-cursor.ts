import { z } from 'zod';
import { decodeCursor, encodeCursor, ZCursorCount, ZCursorId, ZCursorTime } from '../cursor';

export type TSortKey = 'relevance' | 'popular' | 'recent';

/** The relevance tier: 1 for title hits, 0 for the others (recipe-search.ts). */
const ZTier = z.union([z.literal(0), z.literal(1)]);

/** What each sort's cursor holds after its name: the sort columns of the last row, in order (recipes.service CURSOR_SQL). */
const CURSOR_BY_SORT = {
  relevance: z.tuple([z.literal('relevance'), ZTier, ZCursorCount, ZCursorCount, ZCursorId]),
  popular: z.tuple([z.literal('popular'), ZCursorCount, ZCursorCount, ZCursorId]),
  recent: z.tuple([z.literal('recent'), ZCursorTime, ZCursorId]),
} satisfies Record<TSortKey, z.ZodType<(string | number)[]>>;

export type TCursorValues = (number | string)[];

/** A recipe list's cursor: its sort's name, so a cursor of another sort is refused, then the values. */
export function encodeListCursor(sort: TSortKey, values: TCursorValues): string {
  return encodeCursor([sort, ...values]);
}

export function decodeListCursor(raw: string, sort: TSortKey): TCursorValues {
  const schema: z.ZodType<(string | number)[]> = CURSOR_BY_SORT[sort];
  return decodeCursor(raw, schema).slice(1);
}
