import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '@kochclip/db';
import { recipes, referralRedemptions, users, type TReferrerReward } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { queueMemberMail } from './mail/member-mail';
import { addReferralWeeks } from './premium-state';

/** Spec part 2 §9: one week of premium for each side. */
export const REFERRAL_WEEKS = 1;
/** The window in which a referrer earns at most `referralWeeksPerMonth` weeks. */
export const REFERRAL_CAP_DAYS = 30;

/**
 * Advisory lock keys (pg_advisory_xact_lock(int, int)). REFEREE serialises the two events that can settle a
 * referee's pending reward (the redemption and the first own recipe), so neither misses the other. GRANTS is
 * one lock for every grant: the cap is counted and the week added under it, and as every grant updates two
 * members' rows, one lock (taken before any of them) cannot deadlock the way two row locks in different orders
 * (A refers B, B refers A) would. Grants are rare, so it costs nothing.
 */
const REFEREE_LOCK = 0x7265_6665;
const GRANTS_LOCK = 0x6772_6e74;

export async function lockReferee(tx: TDbOrTx, refereeId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${REFEREE_LOCK}::int, ${refereeId}::int)`);
}

export async function lockReferralGrants(tx: TDbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GRANTS_LOCK}::int, 0)`);
}

/**
 * The rule that earns the referrer a week: the referee has done what a throwaway account does not, namely
 * verified their e-mail address and created one own recipe (published, public, tied to the account). Both
 * events settle the pending week (the first recipe in create.service.ts, the verification in account/email.service.ts).
 */
export async function refereeQualifies(tx: TDbOrTx, refereeId: number): Promise<boolean> {
  const [member] = await tx.select({ verifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, refereeId));
  if (!member?.verifiedAt) return false;
  const [own] = await tx.select({ id: recipes.id }).from(recipes).where(eq(recipes.createdById, refereeId)).limit(1);
  return own !== undefined;
}

/**
 * Settles the referrer's week for a referee whose redemption is pending, once the referee qualifies: granted
 * when the referrer earned fewer than `weeksPerMonth` weeks in the last 30 days, otherwise capped (that week
 * is not given, not postponed: a farm of accounts earns at most the cap). The caller holds `lockReferee`.
 */
export async function settleReferrerReward(
  tx: TTx,
  params: { refereeId: number; weeksPerMonth: number; jobs?: TJobQueue },
): Promise<TReferrerReward | null> {
  const [pending] = await tx
    .select({ id: referralRedemptions.id, referrerId: referralRedemptions.referrerId })
    .from(referralRedemptions)
    .where(and(eq(referralRedemptions.refereeId, params.refereeId), eq(referralRedemptions.referrerReward, 'pending')));
  if (!pending) return null;
  if (!(await refereeQualifies(tx, params.refereeId))) return 'pending';
  await lockReferralGrants(tx);
  const [earned] = await tx
    .select({ n: count() })
    .from(referralRedemptions)
    .where(
      and(
        eq(referralRedemptions.referrerId, pending.referrerId),
        eq(referralRedemptions.referrerReward, 'granted'),
        gt(referralRedemptions.referrerRewardedAt, sql`now() - make_interval(days => ${REFERRAL_CAP_DAYS})`),
      ),
    );
  const reward: TReferrerReward = (earned?.n ?? 0) < params.weeksPerMonth ? 'granted' : 'capped';
  if (reward === 'granted') {
    await addReferralWeeks(tx, [pending.referrerId], REFERRAL_WEEKS);
    await queueMemberMail(tx, params.jobs, pending.referrerId, 'referral-reward', { weeks: REFERRAL_WEEKS });
  }
  await tx
    .update(referralRedemptions)
    .set({ referrerReward: reward, referrerRewardedAt: reward === 'granted' ? sql`now()` : null })
    .where(eq(referralRedemptions.id, pending.id));
  return reward;
}

/** After a member's recipe is inserted, in its transaction: their first one may earn their referrer a week. */
export async function settleAfterOwnRecipe(
  tx: TTx,
  params: { memberId: number; weeksPerMonth: number; jobs?: TJobQueue },
): Promise<void> {
  await lockReferee(tx, params.memberId);
  await settleReferrerReward(tx, { refereeId: params.memberId, weeksPerMonth: params.weeksPerMonth, jobs: params.jobs });
}
