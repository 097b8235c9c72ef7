import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { comments, users } from '@kochclip/db/schema';
import { AppError, forbidden, notFound } from '../errors';
import type { TComment, TCreateCommentInput } from './comments.schemas';
import { recordAudit } from '../admin/audit';
import { communityUserColumns, requireRecipe, type TActor } from './community.shared';

export const COMMENT_NOT_FOUND = 'Kommentar nicht gefunden';

const commentColumns = {
  id: comments.id,
  recipeId: comments.recipeId,
  userId: comments.userId,
  content: comments.content,
  parentId: comments.parentId,
  createdAt: comments.createdAt,
  updatedAt: comments.updatedAt,
  deletedAt: comments.deletedAt,
  user: communityUserColumns,
};

type TCommentRow = Omit<TComment, 'isDeleted' | 'user' | 'userId'> & {
  userId: number;
  deletedAt: Date | null;
  user: NonNullable<TComment['user']>;
};

/** A deleted comment keeps its place in the thread but shows neither text nor author. */
function toComment(row: TCommentRow): TComment {
  const isDeleted = row.deletedAt !== null;
  return {
    id: row.id,
    recipeId: row.recipeId,
    userId: isDeleted ? null : row.userId,
    content: isDeleted ? '' : row.content,
    parentId: row.parentId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    isDeleted,
    user: isDeleted ? null : row.user,
  };
}

function selectComments(db: TDbOrTx) {
  return db.select(commentColumns).from(comments).innerJoin(users, eq(users.id, comments.userId));
}

export async function listComments(db: TDb, params: { recipeId: number }): Promise<TComment[]> {
  await requireRecipe(db, params.recipeId);
  const rows = await selectComments(db)
    .where(eq(comments.recipeId, params.recipeId))
    .orderBy(desc(comments.createdAt), desc(comments.id));
  const replies = new Map<number, TComment[]>();
  for (const row of [...rows].reverse()) {
    if (row.parentId === null) continue;
    const thread = replies.get(row.parentId) ?? [];
    thread.push(toComment(row));
    replies.set(row.parentId, thread);
  }
  return rows.filter((row) => row.parentId === null).flatMap((row) => [toComment(row), ...(replies.get(row.id) ?? [])]);
}

async function commentById(db: TDbOrTx, id: number): Promise<TComment> {
  const [row] = await selectComments(db).where(eq(comments.id, id)).limit(1);
  if (!row) throw notFound(COMMENT_NOT_FOUND);
  return toComment(row);
}

/**
 * Replies hang on a top-level comment: a reply to a reply attaches to its thread's top. The parent row is
 * locked (key share) so it cannot vanish between the check and the insert.
 */
export async function createComment(db: TDb, params: TCreateCommentInput & { userId: number }): Promise<TComment> {
  return db.transaction(async (tx) => {
    await requireRecipe(tx, params.id);
    let parentId: number | null = null;
    if (params.parentId) {
      const [parent] = await tx
        .select({ recipeId: comments.recipeId, parentId: comments.parentId, deletedAt: comments.deletedAt })
        .from(comments)
        .where(eq(comments.id, params.parentId))
        .for('key share');
      if (!parent) throw new AppError('BAD_REQUEST', 'Der Kommentar, auf den du antwortest, existiert nicht.');
      if (parent.recipeId !== params.id) {
        throw new AppError('BAD_REQUEST', 'Der Kommentar, auf den du antwortest, gehört zu einem anderen Rezept.');
      }
      if (parent.deletedAt) throw new AppError('BAD_REQUEST', 'Auf einen gelöschten Kommentar kann nicht geantwortet werden.');
      parentId = parent.parentId ?? params.parentId;
    }
    const [created] = await tx
      .insert(comments)
      .values({ recipeId: params.id, userId: params.userId, content: params.content, parentId })
      .returning({ id: comments.id });
    if (!created) throw new Error('comment insert returned nothing');
    return commentById(tx, created.id);
  });
}

async function lockComment(db: TDbOrTx, id: number) {
  const [row] = await db
    .select({ userId: comments.userId, parentId: comments.parentId, deletedAt: comments.deletedAt })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
  if (!row || row.deletedAt) throw notFound(COMMENT_NOT_FOUND);
  return row;
}

export async function updateComment(db: TDb, params: { id: number; userId: number; content: string }): Promise<TComment> {
  return db.transaction(async (tx) => {
    const comment = await lockComment(tx, params.id);
    if (comment.userId !== params.userId) throw forbidden('Nur der Verfasser kann diesen Kommentar bearbeiten.');
    await tx.update(comments).set({ content: params.content }).where(eq(comments.id, params.id));
    return commentById(tx, params.id);
  });
}

async function hasReplies(db: TDbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: comments.id }).from(comments).where(eq(comments.parentId, id)).limit(1);
  return row !== undefined;
}

/**
 * The author (or an admin) deletes. With replies the comment stays as a deleted placeholder so the thread
 * keeps its context; once its last reply is gone, the placeholder goes too.
 */
export async function deleteComment(db: TDb, params: { id: number; actor: TActor }): Promise<{ success: true }> {
  return db.transaction(async (tx) => {
    const comment = await lockComment(tx, params.id);
    if (comment.userId !== params.actor.id && params.actor.role !== 'admin') {
      throw forbidden('Nur der Verfasser kann diesen Kommentar löschen.');
    }
    if (comment.userId !== params.actor.id)
      await recordAudit(tx, params.actor, { action: 'comment.delete', targetType: 'comment', targetId: params.id });
    if (await hasReplies(tx, params.id)) {
      await tx
        .update(comments)
        .set({ deletedAt: sql`now()` })
        .where(eq(comments.id, params.id));
      return { success: true as const };
    }
    await tx.delete(comments).where(eq(comments.id, params.id));
    if (comment.parentId !== null && !(await hasReplies(tx, comment.parentId))) {
      await tx.delete(comments).where(and(eq(comments.id, comment.parentId), sql`${comments.deletedAt} is not null`));
    }
    return { success: true as const };
  });
}
