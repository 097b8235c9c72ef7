import { z } from 'zod';
import { decodeCursor, encodeCursor, ZCursorId, ZCursorTime } from './cursor';

export { afterCursor, beforeCursor, exactTime } from './cursor';

/**
 * Keyset pages over (timestamp, id) for member and community lists (likes, followers, comments, ratings, photos).
 * A cursor is the position of the last row handed out; a list whose order has two levels (comment threads, then
 * the replies in a thread) hands out a path of two positions: `[at, id]` or `[at, id, at, id]`.
 */
export interface TPageCursor {
  at: string;
  id: number;
}

const ZPosition = [ZCursorTime, ZCursorId] as const;
const ZPaths = [z.tuple([...ZPosition]), z.tuple([...ZPosition, ...ZPosition])] as const;

export function encodePageCursor(...path: TPageCursor[]): string {
  return encodeCursor(path.flatMap((position) => [position.at, position.id]));
}

/** The positions of a cursor this server handed out, 1 to `maxDepth` (1 or 2) of them; null without a cursor. */
export function decodePageCursorPath(raw: string | undefined, maxDepth: 1 | 2): TPageCursor[] | null {
  if (!raw) return null;
  const flat: readonly (string | number)[] = decodeCursor(raw, maxDepth === 1 ? ZPaths[0] : z.union(ZPaths));
  const path: TPageCursor[] = [];
  for (let i = 0; i < flat.length; i += 2) path.push({ at: flat[i] as string, id: flat[i + 1] as number });
  return path;
}

export function decodePageCursor(raw: string | undefined): TPageCursor | null {
  return decodePageCursorPath(raw, 1)?.[0] ?? null;
}

/** Cuts the extra row fetched to learn whether another page exists. */
export function pageOf<T extends { cursorAt: string; cursorId: number }>(rows: T[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodePageCursor({ at: last.cursorAt, id: last.cursorId }) : null;
  return { page, nextCursor };
}
