import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type TMailStatus = (typeof MAIL_STATUSES)[number];

/**
 * Every mail Kochclip sends, written in the transaction of what caused it and delivered by a pg-boss job, so
 * nothing is lost while the mail server is down. A sent mail keeps only recipient, template and time (its data
 * may hold a token); a mail that finally failed keeps its last error for the admins.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    recipient: text().notNull(),
    template: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: text().$type<TMailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('mail_outbox_status_idx').on(t.status, t.createdAt),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);
