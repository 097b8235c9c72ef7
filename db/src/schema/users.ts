import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

export const USER_ROLES = ['user', 'admin'] as const;
export type TUserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    email: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text(),
    lastName: text(),
    bio: text(),
    profileImageUrl: text(),
    headerImageUrl: text(),
    role: text().$type<TUserRole>().notNull().default('user'),
    /** The admin's badge 'Verifiziert' (spec); not the e-mail, see emailVerifiedAt. */
    verified: boolean().notNull().default(false),
    /** When the member last proved they read `email` (verification link or password reset); null: unproven. */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    isPremium: boolean().notNull().default(false),
    /** End of the whole premium state: the later of the paid period and the referral weeks (kept in step by the premium service). */
    premiumUntil: timestamp({ withTimezone: true }),
    /** End of the premium earned with referral weeks; the paid period comes from `subscriptions`. */
    referralPremiumUntil: timestamp({ withTimezone: true }),
    kitchenDevices: jsonb().$type<string[]>().notNull().default([]),
    socialMediaLinks: jsonb().$type<Record<string, string>>().notNull().default({}),
    allergies: jsonb().$type<string[]>().notNull().default([]),
    notificationsEnabled: boolean().notNull().default(true),
    /** Privacy setting: whether the public profile lists the recipes this member liked. */
    showLikedRecipes: boolean().notNull().default(true),
    referralCode: text(),
    stripeCustomerId: text(),
    /** Last request of a signed-in session, written at most once an hour per member (session.service.ts). */
    lastSeenAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    index('users_created_at_idx').on(t.createdAt),
    index('users_last_seen_at_idx').on(t.lastSeenAt),
    // Admin search: substring matches on name and e-mail, case-insensitive.
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    check('users_role_check', sql`${t.role} in ('user', 'admin')`),
    check('users_username_check', sql`char_length(${t.username}) between 3 and 30`),
    check('users_bio_check', sql`char_length(${t.bio}) <= 500`),
  ],
);

/** Lucia-style sessions: the id is the SHA-256 hash of the token the client holds. */
export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The browser's User-Agent header at login, for 'Chrome auf Android' in the session list (cut to 512 characters). */
    userAgent: text(),
    /** Moved at most every few minutes (auth/session.service.ts), so the list can say 'zuletzt aktiv vor 5 Min.'. */
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/** Bearer tokens for scripted clients; only the SHA-256 hash is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull().default('API'),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);

/** Fixed-window counters shared by all server instances (login attempts, AI bursts). */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

export const ACCOUNT_TOKEN_PURPOSES = ['verify-email', 'reset-password'] as const;
export type TAccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/**
 * Single-use tokens sent by e-mail: verifying an address (the current one or the one a change asks for) and
 * resetting the password. Only the SHA-256 hash is stored; a used token is deleted.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<TAccountTokenPurpose>().notNull(),
    /** The address the mail went to: the one to verify, or for a reset the account's address at the time. */
    email: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /**
     * A followed verification link stays until it expires, marked used, so opening it again can say the address is
     * already confirmed instead of 'ungültig'. Reset links are deleted when used.
     */
    usedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('account_tokens_user_id_idx').on(t.userId, t.purpose),
    check('account_tokens_purpose_check', sql`${t.purpose} in ('verify-email', 'reset-password')`),
  ],
);
