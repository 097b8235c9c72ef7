import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * The server's own VAPID key pair when none is configured: generated once by the first server that needs it
 * and kept, so browsers' subscriptions stay valid across restarts. One row at most.
 */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: smallint().primaryKey().default(1),
    publicKey: text().notNull(),
    privateKey: text().notNull(),
    createdAt,
  },
  (t) => [check('vapid_keys_single_row_check', sql`${t.id} = 1`)],
);

/** Which push messages a member wants; a member without a row has the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newRecipes: boolean().notNull().default(true),
  timerReminders: boolean().notNull().default(true),
  weeklySuggestions: boolean().notNull().default(false),
  communityUpdates: boolean().notNull().default(false),
  updatedAt,
});

/** Synthesised read-aloud clips, keyed by a hash of engine, voice and text, so the same sentence is spoken once. */
export const audioClips = pgTable('audio_clips', {
  key: text().primaryKey(),
  url: text().notNull(),
  bytes: integer().notNull(),
  createdAt,
});
