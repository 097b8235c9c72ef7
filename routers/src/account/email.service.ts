import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDb, TTx } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { AppError } from '../errors';
import { normaliseIdentifier } from '../shared/auth-limits';
import { lockReferee, settleReferrerReward } from '../shared/referral-reward';
import { tooManyMails, withinHourlyBudget } from '../shared/account-limits';
import { confirmedBefore, consumeAccountToken, findAccountToken } from '../shared/account-tokens';
import { queueMail } from '../shared/mail/outbox';
import { queueVerificationMail } from '../shared/mail/verification-mail';
import { checkOwnPassword, type TPasswordCheck } from './password.service';

const EMAIL_TAKEN = 'Diese E-Mail-Adresse ist bereits registriert.';

async function emailTakenByOther(db: TDb | TTx, userId: number, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normaliseIdentifier(email)}`, ne(users.id, userId)))
    .limit(1);
  return other !== undefined;
}

/**
 * Follows a verification link: the address becomes the account's (for a change) and verified. A referee who
 * verifies may now earn their referrer's week (premium/referral-reward.ts). The same link opened again (a second
 * tap in the mail app) answers that the address is already confirmed.
 */
export async function verifyEmail(
  db: TDb,
  params: { token: string; viewerId: number | null; jobs?: TJobQueue; referralWeeksPerMonth: number },
): Promise<{ email: string; alreadyVerified: boolean }> {
  const before = await confirmedBefore(db, params);
  if (before) return { email: before.email, alreadyVerified: true };
  const token = await findAccountToken(db, 'verify-email', params.token);
  return db.transaction(async (tx) => {
    await lockReferee(tx, token.userId);
    await consumeAccountToken(tx, token.id, 'verify-email');
    if (await emailTakenByOther(tx, token.userId, token.email)) throw new AppError('CONFLICT', EMAIL_TAKEN);
    const [updated] = await tx
      .update(users)
      .set({ email: token.email, emailVerifiedAt: sql`now()` })
      .where(and(eq(users.id, token.userId), eq(users.isActive, true)))
      .returning({ email: users.email });
    if (!updated) throw new AppError('BAD_REQUEST', 'Dieses Konto ist deaktiviert.');
    await settleReferrerReward(tx, { refereeId: token.userId, weeksPerMonth: params.referralWeeksPerMonth, jobs: params.jobs });
    return { email: updated.email, alreadyVerified: false };
  });
}

/** Sends the current address a new link, for a member whose first one expired or got lost. */
export async function resendVerification(
  db: TDb,
  params: { user: { id: number; username: string; email: string; emailVerified: boolean }; perHour: number; jobs?: TJobQueue },
): Promise<{ message: string }> {
  if (params.user.emailVerified) return { message: 'Deine E-Mail-Adresse ist bereits bestätigt.' };
  const budget = await withinHourlyBudget(db, `verify:account:${params.user.id}`, params.perHour);
  if (!budget.ok) throw tooManyMails(budget.retryAfterSeconds);
  await db.transaction((tx) => queueVerificationMail(tx, params.jobs, { ...params.user, change: false }));
  return { message: `Wir haben dir einen neuen Bestätigungslink an ${params.user.email} geschickt.` };
}

/**
 * A new address takes effect only once its link is followed; until then the old one stays. The password is asked
 * again (a session left open elsewhere must not move the account to another inbox).
 */
export async function requestEmailChange(
  db: TDb,
  params: TPasswordCheck & {
    user: { id: number; username: string; email: string };
    email: string;
    perHour: number;
    jobs?: TJobQueue;
  },
): Promise<{ message: string; pendingEmail: string }> {
  await checkOwnPassword(db, { ...params, field: 'password' });
  if (normaliseIdentifier(params.email) === normaliseIdentifier(params.user.email)) {
    throw new AppError('BAD_REQUEST', 'Das ist bereits deine E-Mail-Adresse.', [{ path: 'email', message: 'Unverändert' }]);
  }
  if (await emailTakenByOther(db, params.user.id, params.email)) {
    throw new AppError('CONFLICT', EMAIL_TAKEN, [{ path: 'email', message: 'Bereits registriert' }]);
  }
  const budget = await withinHourlyBudget(db, `verify:account:${params.user.id}`, params.perHour);
  if (!budget.ok) throw tooManyMails(budget.retryAfterSeconds);
  await db.transaction(async (tx) => {
    await queueVerificationMail(tx, params.jobs, {
      id: params.user.id,
      username: params.user.username,
      email: params.email,
      change: true,
    });
    // The current address hears of it, so a change its owner did not ask for does not go unnoticed.
    await queueMail(tx, params.jobs, {
      to: params.user.email,
      template: 'email-change-notice',
      data: { username: params.user.username, newEmail: params.email },
    });
  });
  return {
    message: `Wir haben einen Bestätigungslink an ${params.email} geschickt. Deine neue Adresse gilt, sobald du ihn öffnest.`,
    pendingEmail: params.email,
  };
}
