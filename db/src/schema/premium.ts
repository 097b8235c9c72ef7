import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

export const PLANS = ['monthly', 'yearly'] as const;
export type TPlan = (typeof PLANS)[number];

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text().$type<TPlan>().notNull(),
    status: text().notNull(),
    stripeSubscriptionId: text().unique(),
    currentPeriodEnd: timestamp({ withTimezone: true }),
    /** Creation time of the newest Stripe event applied, so an older event that arrives late changes nothing. */
    lastEventAt: timestamp({ withTimezone: true }),
    /** When the confirmation mail was queued: once per subscription, whichever path (webhook or verify-payment) saw it paid first. */
    confirmationMailedAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('subscriptions_user_id_idx').on(t.userId),
    check('subscriptions_plan_check', sql`${t.plan} in ('monthly', 'yearly')`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text().$type<TPlan>().notNull(),
    paymentIntentId: text().notNull().unique(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('eur'),
    status: text().notNull(),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_plan_check', sql`${t.plan} in ('monthly', 'yearly')`),
  ],
);

/** Stripe webhook events already handled, so a redelivery is a no-op. */
export const webhookEvents = pgTable('webhook_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  payload: jsonb(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The referrer's side of a redemption (premium/referral-reward.ts): `pending` until the referee qualifies,
 * then `granted` (a week, at `referrerRewardedAt`) or `capped` (the referrer had earned the most weeks a
 * 30-day window allows; that week is not given).
 */
export const REFERRER_REWARDS = ['pending', 'granted', 'capped'] as const;
export type TReferrerReward = (typeof REFERRER_REWARDS)[number];

export const referralRedemptions = pgTable(
  'referral_redemptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referrerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refereeId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    referrerReward: text().$type<TReferrerReward>().notNull().default('pending'),
    referrerRewardedAt: timestamp({ withTimezone: true }),
    createdAt,
  },
  (t) => [
    index('referral_redemptions_referrer_id_idx').on(t.referrerId, t.referrerRewardedAt),
    check('referral_redemptions_no_self_check', sql`${t.referrerId} <> ${t.refereeId}`),
    check('referral_redemptions_referrer_reward_check', sql`${t.referrerReward} in ('pending', 'granted', 'capped')`),
  ],
);

/** AI generations per member and calendar month (month = first day, UTC). */
export const aiUsage = pgTable(
  'ai_usage',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    month: text().notNull(),
    count: integer().notNull().default(0),
    updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.month] }),
    check('ai_usage_count_check', sql`${t.count} >= 0`),
    check('ai_usage_month_check', sql`${t.month} ~ '^[0-9]{4}-[0-9]{2}$'`),
  ],
);
