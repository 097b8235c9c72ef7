import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { recipes } from './recipes';
import { challengeSubmissions, comments, userImages } from './social';
import { users } from './users';

/**
 * Every admin write: who, what, when and on what. Written in the transaction of the write it records, so a row
 * exists exactly when the change does. The actor's name is kept beside the id, so the log still says who it was
 * after the account is gone.
 */
export const auditLog = pgTable('audit_log', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  actorId: integer().references(() => users.id, { onDelete: 'set null' }),
  actorUsername: text().notNull(),
  action: text().notNull(),
  targetType: text(),
  targetId: text(),
  /** What changed, in the action's own terms (new role, title of a deleted recipe, …). */
  details: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  createdAt,
});

export const REPORT_REASONS = [
  'Spam',
  'Beleidigung oder Hass',
  'Unangemessener Inhalt',
  'Urheberrechtsverletzung',
  'Sonstiges',
] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * A member's report of a comment, community photo, challenge entry or recipe: exactly one target, one report per
 * member and item. Deleting the item deletes its reports (the audit log keeps the deletion); a dismissed report
 * stays, so the same member cannot report the same item again.
 */
export const reports = pgTable(
  'reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    commentId: integer().references(() => comments.id, { onDelete: 'cascade' }),
    userImageId: integer().references(() => userImages.id, { onDelete: 'cascade' }),
    challengeSubmissionId: integer().references(() => challengeSubmissions.id, { onDelete: 'cascade' }),
    recipeId: integer().references(() => recipes.id, { onDelete: 'cascade' }),
    /** A reported recipe's version at report time: moderators see „Gemeldete Version N“ and that version's snapshot. */
    recipeVersion: integer(),
    reason: text().$type<TReportReason>().notNull(),
    details: text(),
    status: text().$type<TReportStatus>().notNull().default('open'),
    resolvedById: integer().references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    unique('reports_comment_key').on(t.reporterId, t.commentId),
    unique('reports_user_image_key').on(t.reporterId, t.userImageId),
    unique('reports_challenge_submission_key').on(t.reporterId, t.challengeSubmissionId),
    unique('reports_recipe_key').on(t.reporterId, t.recipeId),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'open'`),
    index('reports_comment_id_idx').on(t.commentId),
    index('reports_user_image_id_idx').on(t.userImageId),
    index('reports_challenge_submission_id_idx').on(t.challengeSubmissionId),
    index('reports_recipe_id_idx').on(t.recipeId),
    check(
      'reports_one_target_check',
      sql`num_nonnulls(${t.commentId}, ${t.userImageId}, ${t.challengeSubmissionId}, ${t.recipeId}) = 1`,
    ),
    check('reports_status_check', sql`${t.status} in ('open', 'dismissed')`),
    check('reports_details_check', sql`char_length(${t.details}) <= 500`),
  ],
);

/**
 * A picture an admin asked for (regenerate, generate missing): the admin list shows it as pending until the job
 * finishes or fails, or the request is older than the job can run.
 */
export const recipeImageRequests = pgTable('recipe_image_requests', {
  recipeId: integer()
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  /** Replace even a real picture (regenerate); otherwise only a missing one or the illustration. */
  force: boolean().notNull().default(true),
  requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const MEDIA_TASK_KINDS = ['backup', 'restore'] as const;
export type TMediaTaskKind = (typeof MEDIA_TASK_KINDS)[number];
export const MEDIA_TASK_STATUSES = ['running', 'done', 'failed'] as const;
export type TMediaTaskStatus = (typeof MEDIA_TASK_STATUSES)[number];

/** Media backups and restores (pg-boss jobs), for the KI-Bilder tab and for finding the latest backup. */
export const mediaTasks = pgTable(
  'media_tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().$type<TMediaTaskKind>().notNull(),
    status: text().$type<TMediaTaskStatus>().notNull().default('running'),
    /** The archive written (backup) or read (restore), in the store's backup area. */
    archive: text(),
    files: integer().notNull().default(0),
    bytes: bigint({ mode: 'number' }).notNull().default(0),
    error: text(),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt,
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('media_tasks_created_at_idx').on(t.createdAt.desc(), t.id.desc()),
    check('media_tasks_kind_check', sql`${t.kind} in ('backup', 'restore')`),
    check('media_tasks_status_check', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);
