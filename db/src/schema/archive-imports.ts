import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { recipes } from './recipes';
import { users } from './users';
import {
  ARCHIVE_ENTRY_OUTCOMES,
  ARCHIVE_FORMATS,
  ARCHIVE_IMPORT_STATUSES,
  type TArchiveEntryOutcome,
  type TArchiveFormat,
  type TArchiveImportStatus,
} from '@kochclip/core';

export { ARCHIVE_ENTRY_OUTCOMES, ARCHIVE_FORMATS, ARCHIVE_IMPORT_STATUSES };
export type { TArchiveEntryOutcome, TArchiveFormat, TArchiveImportStatus };

const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A member's archive from another app (issue 40 item 5), moved in by a pg-boss job. The uploaded file waits in the
 * store's archive area (`fileName`) until the job has read every recipe, then it is deleted.
 */
export const archiveImports = pgTable(
  'archive_imports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text().$type<TArchiveFormat>().notNull(),
    status: text().$type<TArchiveImportStatus>().notNull().default('queued'),
    /** 'public' or 'private': what the member chose for the moved-in recipes. */
    visibility: text().$type<'public' | 'private'>().notNull(),
    /** Recipes the archive holds. */
    total: integer().notNull(),
    fileName: text(),
    /** The German reason when the whole archive failed (a damaged file found late). */
    error: text(),
    /** Until when a worker holds the import; a worker that died lets it lapse and another one resumes. */
    leaseUntil: timestamp({ withTimezone: true }),
    createdAt,
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('archive_imports_user_id_idx').on(t.userId, t.createdAt),
    check('archive_imports_format_check', sql`${t.format} in (${sqlList(ARCHIVE_FORMATS)})`),
    check('archive_imports_status_check', sql`${t.status} in (${sqlList(ARCHIVE_IMPORT_STATUSES)})`),
    check('archive_imports_visibility_check', sql`${t.visibility} in ('public', 'private')`),
  ],
);

/**
 * One recipe of an archive, written in the same transaction as the recipe it became: the job skips every position
 * that has a row, so a restart in the middle never writes a recipe twice.
 */
export const archiveImportEntries = pgTable(
  'archive_import_entries',
  {
    importId: integer()
      .notNull()
      .references(() => archiveImports.id, { onDelete: 'cascade' }),
    /** The recipe's place in the archive (its order is the same on every read). */
    position: integer().notNull(),
    title: text().notNull(),
    outcome: text().$type<TArchiveEntryOutcome>().notNull(),
    /** German: why the recipe was not imported. */
    reason: text(),
    recipeId: integer().references(() => recipes.id, { onDelete: 'set null' }),
    createdAt,
  },
  (t) => [
    uniqueIndex('archive_import_entries_position_key').on(t.importId, t.position),
    check('archive_import_entries_outcome_check', sql`${t.outcome} in (${sqlList(ARCHIVE_ENTRY_OUTCOMES)})`),
  ],
);
