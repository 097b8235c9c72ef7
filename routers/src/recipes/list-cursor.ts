import { z } from 'zod';
import { AppError } from '../errors';

export type TSortKey = 'relevance' | 'popular' | 'recent';

const INVALID_CURSOR = 'Ungültiger Cursor. Bitte lade die Liste neu.';
const INT_MAX = 2_147_483_647;

const ZCount = z.number().int().min(0).max(INT_MAX);
const ZId = z.number().int().min(1).max(INT_MAX);
/** The relevance tier: 1 for title hits, 0 for the others (recipe-search.ts). */
const ZTier = z.union([z.literal(0), z.literal(1)]);
/** created_at as the list prints it (UTC, microseconds), a real calendar date within a sane range. */
const ZCreatedAt = z
  .string()
  .regex(/^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)
  .refine((text) => {
    const date = new Date(text);
    const year = date.getUTCFullYear();
    return !Number.isNaN(date.getTime()) && year >= 2000 && year <= 2200 && date.toISOString().slice(0, 19) === text.slice(0, 19);
  });

/** What each sort's cursor holds: the sort columns of the last row, in order (recipes.service CURSOR_SQL). */
const CURSOR_BY_SORT = {
  relevance: z.strictObject({ k: z.literal('relevance'), v: z.tuple([ZTier, ZCount, ZCount, ZId]) }),
  popular: z.strictObject({ k: z.literal('popular'), v: z.tuple([ZCount, ZCount, ZId]) }),
  recent: z.strictObject({ k: z.literal('recent'), v: z.tuple([ZCreatedAt, ZId]) }),
} satisfies Record<TSortKey, z.ZodType>;

export type TCursorValues = (number | string)[];

export function encodeCursor(sort: TSortKey, values: TCursorValues): string {
  return Buffer.from(JSON.stringify({ k: sort, v: values })).toString('base64url');
}

/** The values of a cursor the list handed out for `sort`; anything else (forged, stale, another sort's) is a German 400. */
export function decodeCursor(raw: string, sort: TSortKey): TCursorValues {
  let json: unknown;
  try {
    json = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  }
  const parsed = CURSOR_BY_SORT[sort].safeParse(json);
  if (!parsed.success) throw new AppError('BAD_REQUEST', INVALID_CURSOR);
  return parsed.data.v;
}
