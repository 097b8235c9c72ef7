import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { hitRateLimit, visibleTo } from '@kochclip/db/queries';
import {
  challengeSubmissions,
  challenges,
  comments,
  recipes,
  reports,
  userImages,
  users,
  type TReportReason,
} from '@kochclip/db/schema';
import { recordAudit, type TAuditActor } from '../shared/audit';
import { AppError, notFound } from '../errors';
import { isForeignKeyViolation } from '../shared/pg-errors';
import type { TReportedItem, TReportType } from './reports.schemas';

export const REPORTS_PER_HOUR = 30;
export const TARGET_GONE = 'Diesen Inhalt gibt es nicht (mehr).';
export const OWN_CONTENT = 'Eigene Inhalte kannst du nicht melden.';
export const ALREADY_REPORTED = 'Du hast diesen Inhalt bereits gemeldet.';
export const REPORT_THANKS = 'Danke für deine Meldung! Das Team sieht sie sich an.';
const ITEMS_SHOWN = 50;
const REPORTS_PER_ITEM = 5;

/** The reports column that points at each kind of item. */
const TARGET_COLUMN: Record<TReportType, PgColumn> = {
  comment: reports.commentId,
  photo: reports.userImageId,
  challengeEntry: reports.challengeSubmissionId,
  recipe: reports.recipeId,
};

/** Who posted the item; undefined when it does not exist (a deleted comment counts as gone). */
async function ownerOf(db: TDbOrTx, type: TReportType, id: number, reporterId: number): Promise<number | null | undefined> {
  switch (type) {
    case 'comment': {
      const [row] = await db
        .select({ owner: comments.userId })
        .from(comments)
        .where(and(eq(comments.id, id), isNull(comments.deletedAt)));
      return row?.owner;
    }
    case 'photo': {
      const [row] = await db.select({ owner: userImages.userId }).from(userImages).where(eq(userImages.id, id));
      return row?.owner;
    }
    case 'challengeEntry': {
      const [row] = await db
        .select({ owner: challengeSubmissions.userId })
        .from(challengeSubmissions)
        .where(eq(challengeSubmissions.id, id));
      return row?.owner;
    }
    case 'recipe': {
      // Another member's „Nur für mich“ recipe is gone for the reporter, as everywhere else.
      const [row] = await db
        .select({ owner: recipes.createdById })
        .from(recipes)
        .where(and(eq(recipes.id, id), visibleTo({ id: reporterId, admin: false })));
      return row ? row.owner : undefined;
    }
  }
}

/** A member reports an item: once per member and item, never their own, at most REPORTS_PER_HOUR an hour. */
export async function reportItem(
  db: TDb,
  params: { reporterId: number; type: TReportType; id: number; reason: TReportReason; details?: string },
): Promise<{ success: true; message: string }> {
  const owner = await ownerOf(db, params.type, params.id, params.reporterId);
  if (owner === undefined) throw notFound(TARGET_GONE);
  if (owner === params.reporterId) throw new AppError('BAD_REQUEST', OWN_CONTENT);
  const budget = await hitRateLimit(db, `report:user:${params.reporterId}`, 3600);
  if (budget.count > REPORTS_PER_HOUR) {
    const seconds = Math.max(1, Math.ceil((budget.resetAt.getTime() - Date.now()) / 1000));
    throw new AppError(
      'TOO_MANY_REQUESTS',
      'Du hast in der letzten Stunde sehr viele Inhalte gemeldet. Bitte warte etwas.',
      undefined,
      seconds,
    );
  }
  const target = {
    commentId: params.type === 'comment' ? params.id : null,
    userImageId: params.type === 'photo' ? params.id : null,
    challengeSubmissionId: params.type === 'challengeEntry' ? params.id : null,
    recipeId: params.type === 'recipe' ? params.id : null,
  };
  try {
    const inserted = await db
      .insert(reports)
      .values({
        reporterId: params.reporterId,
        ...target,
        // The version the member saw, read in the same statement (a save in between would be the one reported).
        recipeVersion:
          params.type === 'recipe' ? sql`(select ${recipes.version} from ${recipes} where ${recipes.id} = ${params.id})` : null,
        reason: params.reason,
        details: params.details ?? null,
      })
      .onConflictDoNothing()
      .returning({ id: reports.id });
    if (inserted.length === 0) throw new AppError('CONFLICT', ALREADY_REPORTED);
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound(TARGET_GONE);
    throw error;
  }
  return { success: true as const, message: REPORT_THANKS };
}

const typeOfRow = sql<TReportType>`case
  when ${reports.commentId} is not null then 'comment'
  when ${reports.userImageId} is not null then 'photo'
  when ${reports.challengeSubmissionId} is not null then 'challengeEntry'
  else 'recipe' end`;
const targetOfRow = sql<number>`coalesce(${reports.commentId}, ${reports.userImageId}, ${reports.challengeSubmissionId}, ${reports.recipeId})`;

type TContent = TReportedItem['content'];
const emptyContent: TContent = { text: null, imageUrl: null, author: null, recipe: null, challenge: null };

/** The reported items of one kind in context, by id. */
async function contentOf(db: TDb, type: TReportType, ids: number[]): Promise<Map<number, TContent>> {
  const found = new Map<number, TContent>();
  if (ids.length === 0) return found;
  const author = (id: number | null, username: string | null) => (id !== null && username !== null ? { id, username } : null);
  const link = (id: number | null, title: string | null) => (id !== null && title !== null ? { id, title } : null);
  if (type === 'comment') {
    const rows = await db
      .select({
        id: comments.id,
        text: comments.content,
        userId: users.id,
        username: users.username,
        recipeId: recipes.id,
        recipeTitle: recipes.title,
      })
      .from(comments)
      .innerJoin(users, eq(users.id, comments.userId))
      .innerJoin(recipes, eq(recipes.id, comments.recipeId))
      .where(and(inArray(comments.id, ids), isNull(comments.deletedAt)));
    for (const row of rows)
      found.set(row.id, {
        ...emptyContent,
        text: row.text,
        author: author(row.userId, row.username),
        recipe: link(row.recipeId, row.recipeTitle),
      });
  } else if (type === 'photo') {
    const rows = await db
      .select({
        id: userImages.id,
        text: userImages.description,
        imageUrl: userImages.imageUrl,
        userId: users.id,
        username: users.username,
        recipeId: recipes.id,
        recipeTitle: recipes.title,
      })
      .from(userImages)
      .innerJoin(users, eq(users.id, userImages.userId))
      .innerJoin(recipes, eq(recipes.id, userImages.recipeId))
      .where(inArray(userImages.id, ids));
    for (const row of rows) {
      found.set(row.id, {
        ...emptyContent,
        text: row.text,
        imageUrl: row.imageUrl,
        author: author(row.userId, row.username),
        recipe: link(row.recipeId, row.recipeTitle),
      });
    }
  } else if (type === 'challengeEntry') {
    const rows = await db
      .select({
        id: challengeSubmissions.id,
        text: challengeSubmissions.description,
        imageUrl: challengeSubmissions.imageUrl,
        userId: users.id,
        username: users.username,
        challengeId: challenges.id,
        challengeTitle: challenges.title,
        recipeId: recipes.id,
        recipeTitle: recipes.title,
      })
      .from(challengeSubmissions)
      .innerJoin(users, eq(users.id, challengeSubmissions.userId))
      .innerJoin(challenges, eq(challenges.id, challengeSubmissions.challengeId))
      .leftJoin(recipes, eq(recipes.id, challengeSubmissions.recipeId))
      .where(inArray(challengeSubmissions.id, ids));
    for (const row of rows) {
      found.set(row.id, {
        text: row.text,
        imageUrl: row.imageUrl,
        author: author(row.userId, row.username),
        recipe: link(row.recipeId, row.recipeTitle),
        challenge: link(row.challengeId, row.challengeTitle),
      });
    }
  } else {
    const rows = await db
      .select({
        id: recipes.id,
        title: recipes.title,
        description: recipes.description,
        imageUrl: recipes.imageUrl,
        userId: users.id,
        username: users.username,
      })
      .from(recipes)
      .leftJoin(users, eq(users.id, recipes.createdById))
      .where(inArray(recipes.id, ids));
    for (const row of rows) {
      found.set(row.id, {
        ...emptyContent,
        text: row.description,
        imageUrl: row.imageUrl,
        author: author(row.userId, row.username),
        recipe: link(row.id, row.title),
      });
    }
  }
  return found;
}

/**
 * The Meldungen list: every item with open reports, most recently reported first, with its newest reports and
 * the item in context. Items deleted meanwhile have no open reports left (their reports went with them).
 */
export async function listReports(db: TDb): Promise<{ items: TReportedItem[]; total: number }> {
  const open = eq(reports.status, 'open');
  const [grouped, [total]] = await Promise.all([
    db
      .select({
        type: typeOfRow,
        id: targetOfRow,
        reportCount: sql<number>`count(*)::int`,
        firstReportedAt: sql<Date>`min(${reports.createdAt})`.mapWith(reports.createdAt),
        lastReportedAt: sql<Date>`max(${reports.createdAt})`.mapWith(reports.createdAt),
      })
      .from(reports)
      .where(open)
      .groupBy(typeOfRow, targetOfRow)
      .orderBy(sql`max(${reports.createdAt}) desc`)
      .limit(ITEMS_SHOWN),
    db
      .select({ n: sql<number>`count(distinct (${typeOfRow}, ${targetOfRow}))::int` })
      .from(reports)
      .where(open),
  ]);
  const ids = (type: TReportType) => grouped.filter((item) => item.type === type).map((item) => item.id);
  const [commentsById, photosById, entriesById, recipesById] = await Promise.all(
    (['comment', 'photo', 'challengeEntry', 'recipe'] as const).map((type) => contentOf(db, type, ids(type))),
  );
  const contents: Record<TReportType, Map<number, TContent> | undefined> = {
    comment: commentsById,
    photo: photosById,
    challengeEntry: entriesById,
    recipe: recipesById,
  };
  const newest = grouped.length
    ? await db.execute<{
        type: TReportType;
        target: number;
        reason: TReportReason;
        details: string | null;
        reporter: string;
        created_at: string;
        recipe_version: number | null;
      }>(sql`
        select type, target, reason, details, reporter, created_at, recipe_version from (
          select ${typeOfRow} as type, ${targetOfRow} as target, ${reports.reason} as reason, ${reports.details} as details,
            ${users.username} as reporter, ${reports.createdAt} as created_at, ${reports.recipeVersion} as recipe_version,
            row_number() over (partition by ${typeOfRow}, ${targetOfRow} order by ${reports.createdAt} desc) as n
          from ${reports} join ${users} on ${users.id} = ${reports.reporterId}
          where ${reports.status} = 'open'
            and ${targetOfRow} in (${sql.join(
              grouped.map((item) => sql`${item.id}`),
              sql`, `,
            )})
        ) ranked where n <= ${REPORTS_PER_ITEM}`)
    : [];
  const items = grouped.map((item) => ({
    ...item,
    reports: newest
      .filter((row) => row.type === item.type && Number(row.target) === item.id)
      .map((row) => ({
        reason: row.reason,
        details: row.details,
        reporter: row.reporter,
        createdAt: new Date(row.created_at),
        recipeVersion: row.recipe_version,
      })),
    content: contents[item.type]?.get(item.id) ?? emptyContent,
  }));
  return { items, total: total?.n ?? 0 };
}

/** Closes the open reports of an item without touching it (dismiss), with the audit entry in the same transaction. */
export async function dismissReports(
  db: TDbOrTx,
  params: { actor: TAuditActor; type: TReportType; id: number; audit: boolean },
): Promise<number> {
  const column = TARGET_COLUMN[params.type];
  const closed = await db
    .update(reports)
    .set({ status: 'dismissed', resolvedById: params.actor.id, resolvedAt: sql`now()` })
    .where(and(eq(column, params.id), isNotNull(column), eq(reports.status, 'open')))
    .returning({ id: reports.id });
  if (params.audit && closed.length > 0) {
    await recordAudit(db, params.actor, {
      action: 'report.dismiss',
      targetType: params.type,
      targetId: params.id,
      details: { reports: closed.length },
    });
  }
  return closed.length;
}

export function assertOpenReports(count: number): void {
  if (count === 0) throw notFound('Zu diesem Inhalt gibt es keine offenen Meldungen.');
}
