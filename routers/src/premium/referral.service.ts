import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { pgErrorCode, type TDb } from '@kochclip/db';
import { referralRedemptions, users } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { AppError } from '../errors';
import { addReferralWeeks } from '../shared/premium-state';
import { lockReferee, lockReferralGrants, REFERRAL_WEEKS, settleReferrerReward } from '../shared/referral-reward';
import { REFERRAL_MESSAGES } from './premium.schemas';

/** No 0/O and 1/I: a code read aloud or copied by hand cannot be misread. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;

function randomCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** The member's one code: made on first request and stable afterwards, also when two requests race. */
export async function generateReferralCode(db: TDb, userId: number): Promise<{ referralCode: string }> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
    if (existing?.code) return { referralCode: existing.code };
    try {
      const [updated] = await db
        .update(users)
        .set({ referralCode: randomCode() })
        .where(and(eq(users.id, userId), isNull(users.referralCode)))
        .returning({ code: users.referralCode });
      if (updated?.code) return { referralCode: updated.code };
    } catch (error) {
      // A code another member already holds (users_referral_code_key): draw again.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new AppError('SERVICE_UNAVAILABLE', 'Der Empfehlungscode konnte nicht erstellt werden. Bitte versuche es erneut.');
}

function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === '23505';
}

/**
 * Redeems a code once per member, ever: the unique referee row decides concurrent tries. The referee gets the
 * week at once; the referrer's week waits until the referee qualifies (referral-reward.ts: the first own
 * recipe and a verified e-mail) and counts against the referrer's cap, which may already be the case now.
 */
export async function redeemReferralCode(
  db: TDb,
  params: { userId: number; code: string; weeksPerMonth: number; jobs?: TJobQueue },
): Promise<{ message: string }> {
  if (params.code === '') throw new AppError('BAD_REQUEST', REFERRAL_MESSAGES.empty);
  return db.transaction(async (tx) => {
    const [referrer] = await tx.select({ id: users.id }).from(users).where(eq(users.referralCode, params.code));
    if (!referrer) throw new AppError('BAD_REQUEST', REFERRAL_MESSAGES.invalid);
    if (referrer.id === params.userId) throw new AppError('BAD_REQUEST', REFERRAL_MESSAGES.own);
    // Both locks before any member row is written (see referral-reward.ts for why in this order).
    await lockReferee(tx, params.userId);
    await lockReferralGrants(tx);
    const inserted = await tx
      .insert(referralRedemptions)
      .values({ referrerId: referrer.id, refereeId: params.userId, code: params.code })
      .onConflictDoNothing({ target: referralRedemptions.refereeId })
      .returning({ id: referralRedemptions.id });
    if (inserted.length === 0) throw new AppError('CONFLICT', REFERRAL_MESSAGES.alreadyUsed);
    await addReferralWeeks(tx, [params.userId], REFERRAL_WEEKS);
    await settleReferrerReward(tx, { refereeId: params.userId, weeksPerMonth: params.weeksPerMonth, jobs: params.jobs });
    return { message: REFERRAL_MESSAGES.success };
  });
}
