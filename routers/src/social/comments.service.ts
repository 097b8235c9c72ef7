import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import type { TRecipeViewer } from '@kochclip/db/queries';
import { comments, users } from '@kochclip/db/schema';
import { AppError, forbidden, notFound } from '../errors';
import type { TComment, TCreateCommentInput } from './comments.schemas';
import { COMMENT_NOT_FOUND, lockComment } from '../shared/content-removal';
import { requireRecipe } from './community.shared';
import { communityUserColumns } from '../shared/community-user';
import {
  afterCursor,
  beforeCursor,
  decodePageCursorPath,
  encodePageCursor,
  exactTime,
  type TPageCursor,
} from '../shared/page-cursor';

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
  /** Null for the placeholder of an account that was deleted while others had replied. */
  userId: number | null;
  deletedAt: Date | null;
  user: TComment['user'];
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
  return db.select(commentColumns).from(comments).leftJoin(users, eq(users.id, comments.userId));
}

/** Comments with their exact creation time, the unit of a page position. */
function selectPositionedComments(db: TDbOrTx) {
  return db
    .select({ ...commentColumns, cursorAt: exactTime(comments.createdAt) })
    .from(comments)
    .leftJoin(users, eq(users.id, comments.userId));
}

type TPositionedRow = Awaited<ReturnType<typeof selectPositionedComments>>[number];

/** A row of the page with its position: the thread's, and for a reply its own within the thread. */
interface TPageRow {
  row: TPositionedRow;
  path: [TPageCursor] | [TPageCursor, TPageCursor];
}

const positionOf = (row: TPositionedRow): TPageCursor => ({ at: row.cursorAt, id: row.id });

/** Replies of one thread after a position (or from the first), oldest first. */
async function repliesAfter(
  db: TDb,
  params: { recipeId: number; thread: TPageCursor; after: TPageCursor | undefined; limit: number },
): Promise<TPageRow[]> {
  const rows = await selectPositionedComments(db)
    .where(
      and(
        eq(comments.recipeId, params.recipeId),
        eq(comments.parentId, params.thread.id),
        afterCursor(params.after, comments.createdAt, comments.id),
      ),
    )
    .orderBy(asc(comments.createdAt), asc(comments.id))
    .limit(params.limit);
  return rows.map((row) => ({ row, path: [params.thread, positionOf(row)] }));
}

/**
 * The first `limit` replies of each thread, oldest first: one index range per thread (a lateral join), so a
 * thread with thousands of replies costs no more than the rows the page can take.
 */
async function firstReplies(db: TDb, threadIds: number[], limit: number): Promise<Map<number, TPositionedRow[]>> {
  const byThread = new Map<number, TPositionedRow[]>();
  if (threadIds.length === 0) return byThread;
  const threads = sql.join(
    threadIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const ids = await db.execute<{ id: number }>(sql`
    select r.id from unnest(array[${threads}]::int[]) as t(id)
    cross join lateral (
      select c.id from ${comments} c where c.parent_id = t.id order by c.created_at, c.id limit ${limit}
    ) r`);
  if (ids.length === 0) return byThread;
  const rows = await selectPositionedComments(db).where(
    inArray(
      comments.id,
      ids.map((r) => r.id),
    ),
  );
  // The exact times are fixed-width UTC text, so comparing them as strings compares the times.
  rows.sort((a, b) => (a.cursorAt === b.cursorAt ? a.id - b.id : a.cursorAt < b.cursorAt ? -1 : 1));
  for (const row of rows) {
    if (row.parentId === null) continue;
    const thread = byThread.get(row.parentId) ?? [];
    thread.push(row);
    byThread.set(row.parentId, thread);
  }
  return byThread;
}

/**
 * One page of a recipe's comments in reading order: threads newest first, each top-level comment followed by
 * its replies oldest first. A page holds `limit` comments of either kind and may end inside a thread; its
 * cursor then names the thread and the last reply, and the next page goes on with that thread's replies.
 */
export async function listCommentPage(
  db: TDb,
  params: { recipeId: number; limit: number; cursor?: string; viewer: TRecipeViewer | null },
): Promise<{ comments: TComment[]; nextCursor: string | null }> {
  await requireRecipe(db, params.recipeId, params.viewer);
  const position = decodePageCursorPath(params.cursor, 2);
  const wanted = params.limit + 1;
  const rows: TPageRow[] = [];
  const [thread, reply] = position ?? [];
  if (thread) rows.push(...(await repliesAfter(db, { recipeId: params.recipeId, thread, after: reply, limit: wanted })));
  if (rows.length < wanted) {
    const threads = await selectPositionedComments(db)
      .where(
        and(
          eq(comments.recipeId, params.recipeId),
          isNull(comments.parentId),
          beforeCursor(thread, comments.createdAt, comments.id),
        ),
      )
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(wanted - rows.length);
    const replies = await firstReplies(
      db,
      threads.map((t) => t.id),
      wanted - rows.length,
    );
    for (const top of threads) {
      const at = positionOf(top);
      rows.push({ row: top, path: [at] });
      for (const row of replies.get(top.id) ?? []) rows.push({ row, path: [at, positionOf(row)] });
      if (rows.length >= wanted) break;
    }
  }
  const page = rows.slice(0, params.limit);
  const last = page.at(-1);
  return {
    comments: page.map(({ row }) => toComment(row)),
    nextCursor: rows.length > params.limit && last ? encodePageCursor(...last.path) : null,
  };
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
    await requireRecipe(tx, params.id, { id: params.userId, admin: false });
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

export async function updateComment(db: TDb, params: { id: number; userId: number; content: string }): Promise<TComment> {
  return db.transaction(async (tx) => {
    const comment = await lockComment(tx, params.id);
    if (comment.userId !== params.userId) throw forbidden('Nur der Verfasser kann diesen Kommentar bearbeiten.');
    await tx.update(comments).set({ content: params.content }).where(eq(comments.id, params.id));
    return commentById(tx, params.id);
  });
}
