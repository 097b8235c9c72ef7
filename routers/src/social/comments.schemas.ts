import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZCommunityUser, ZRowId } from './community.schemas';

export const COMMENT_MAX_LENGTH = 2000;

const ZContent = z
  .string({ error: 'Bitte gib einen Kommentar ein.' })
  .trim()
  .min(1, 'Der Kommentar darf nicht leer sein.')
  .max(COMMENT_MAX_LENGTH, `Der Kommentar darf höchstens ${COMMENT_MAX_LENGTH} Zeichen lang sein.`);

export const ZCommentId = ZRowId('Ungültige Kommentar-ID');

export const ZCreateCommentInput = z.object({
  id: ZRowId('Ungültige Rezept-ID'),
  content: ZContent,
  parentId: z.preprocess((value) => (value === '' ? null : value), ZCommentId.nullish()),
});
export type TCreateCommentInput = z.infer<typeof ZCreateCommentInput>;

export const ZUpdateCommentInput = z.object({ id: ZCommentId, content: ZContent });

export const ZComment = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  /** Null once the comment is deleted (it stays only as the parent of its replies). */
  userId: z.number().int().nullable(),
  content: z.string(),
  parentId: z.number().int().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  isDeleted: z.boolean(),
  user: ZCommunityUser.nullable(),
});
export type TComment = z.input<typeof ZComment>;

/**
 * One page in reading order: top-level comments newest first, each followed by its replies oldest first
 * (threads via parentId; a page may end inside a thread and the next one continues it).
 */
export const ZCommentList = z.array(ZComment);

export const ZCommentPage = z.object({
  comments: ZCommentList,
  nextCursor: z.string().nullable().describe('cursor der nächsten Seite; null auf der letzten'),
});
