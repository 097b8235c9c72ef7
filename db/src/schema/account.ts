import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

export const DATA_EXPORT_STATUSES = ['pending', 'running', 'ready', 'failed'] as const;
export type TDataExportStatus = (typeof DATA_EXPORT_STATUSES)[number];

/**
 * A member's data export (GDPR art. 20): requested, built by the `data-export` job into one ZIP in the media
 * store (never under a public /media name), offered until `expiresAt` through a signed link.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text().$type<TDataExportStatus>().notNull().default('pending'),
    /** The archive's name in the media store, once built. */
    fileName: text(),
    sizeBytes: bigint({ mode: 'number' }),
    createdAt,
    finishedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_id_idx').on(t.userId, t.createdAt),
    check('data_exports_status_check', sql`${t.status} in ('pending', 'running', 'ready', 'failed')`),
  ],
);
