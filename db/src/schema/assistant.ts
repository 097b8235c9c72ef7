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

/**
 * Read-aloud clips, keyed by a hash of engine, voice and text, so the same sentence is spoken once. A playlist
 * records each clip with its text before anything is spoken (`bytes` null); the first request for the clip, or
 * the playlist's background pass, synthesises it from this row and stores the size. Only texts recorded here can
 * ever be synthesised through a clip URL.
 */
export const audioClips = pgTable(
  'audio_clips',
  {
    key: text().primaryKey(),
    url: text().notNull(),
    /** What the engine reads aloud; null only for clips stored before clips were recorded ahead of synthesis. */
    spokenText: text(),
    /** Size of the stored MP3; null while the clip is not synthesised yet. */
    bytes: integer(),
    createdAt,
  },
  (t) => [check('audio_clips_text_or_audio_check', sql`${t.bytes} is not null or ${t.spokenText} is not null`)],
);
