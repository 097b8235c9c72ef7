import { sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { users } from '@kochclip/db/schema';

/** Subscription statuses during which the paid period counts (past_due: premium lasts to the period end). */
export const PAID_STATUSES = ['active', 'trialing', 'past_due'] as const;
const PAID_STATUS_LIST: string[] = [...PAID_STATUSES];

/**
 * Premium is one derived state: the later of the paid period (the member's paying subscriptions) and the
 * referral weeks. `users.premium_until` and `is_premium` are kept in step here, in the caller's transaction,
 * so the session read stays one row (expiry is checked there against premium_until).
 */
export async function refreshPremium(tx: TDbOrTx, userId: number): Promise<void> {
  await tx.execute(sql`
    update users u
       set premium_until = greatest(paid.until, u.referral_premium_until),
           is_premium = greatest(paid.until, u.referral_premium_until) is not null,
           updated_at = now()
      from (select max(current_period_end) as until
              from subscriptions
             where user_id = ${userId} and status in ${PAID_STATUS_LIST}) paid
     where u.id = ${userId}`);
}

/**
 * Premium right now, read in SQL as the session reads it (toSessionUser): the flag, and no end or one still ahead.
 * Null where users is outer-joined and absent.
 */
export const activePremium: SQL<boolean | null> = sql<
  boolean | null
>`(${users.isPremium} and (${users.premiumUntil} is null or ${users.premiumUntil} > now()))`;

/** Adds referral weeks after the end of whatever premium the member has, so they never shorten a paid period. */
export async function addReferralWeeks(tx: TDbOrTx, userIds: readonly number[], weeks: number): Promise<void> {
  for (const userId of userIds) {
    await tx.execute(sql`
      update users u
         set referral_premium_until = greatest(now(), u.referral_premium_until, paid.until) + make_interval(weeks => ${weeks})
        from (select max(current_period_end) as until
                from subscriptions
               where user_id = ${userId} and status in ${PAID_STATUS_LIST}) paid
       where u.id = ${userId}`);
    await refreshPremium(tx, userId);
  }
}
