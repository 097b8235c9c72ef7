import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * Households („Haushalt“, issue 43): up to 12 members who share one meal plan, its shopping lists and the pantry.
 * The shared kitchen is kept under the id of the member who manages the household (`ownerId`): every kitchen
 * reader asks whose kitchen a member works with (db/src/queries/household.ts, `kitchenOwnerOf`), so plan, lists
 * and pantry keep their owner columns and a member without a household is their own owner as before.
 */
export const households = pgTable(
  'households',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** As the member wrote it; shown as text, never as markup. */
    name: text().notNull(),
    /** Manages the household (invites, links, removals) and holds its kitchen; passes on when they leave. */
    ownerId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
  },
  (t) => [check('households_name_check', sql`char_length(btrim(${t.name})) between 1 and 60`)],
);

/** One row per member: the primary key on the member is the rule „one household at a time“. */
export const householdMembers = pgTable(
  'household_members',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('household_members_household_id_idx').on(t.householdId, t.joinedAt)],
);

/**
 * An invitation: to one member by username, or a link anyone signed in may follow (only its hash is stored).
 * Both expire after 7 days and can be revoked; a username invitation goes away once answered.
 */
export const householdInvitations = pgTable(
  'household_invitations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    householdId: integer()
      .notNull()
      .references(() => households.id, { onDelete: 'cascade' }),
    invitedUserId: integer().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('household_invitations_household_id_idx').on(t.householdId),
    index('household_invitations_invited_user_id_idx').on(t.invitedUserId),
    check('household_invitations_kind_check', sql`(${t.invitedUserId} is null) <> (${t.tokenHash} is null)`),
  ],
);
