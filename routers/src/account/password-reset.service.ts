import { and, eq, or, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { AppError } from '../errors';
import { normaliseIdentifier } from '../shared/auth-limits';
import { hashPassword, isCommonPassword, passwordRepeatsIdentity } from '../shared/password';
import { createSession, currentUserColumns, toSessionUser } from '../shared/sessions';
import { queueMail } from '../shared/mail/outbox';
import { tooManyMails, withinHourlyBudget, type TAccountMailLimits } from '../shared/account-limits';
import {
  consumeAccountToken,
  findAccountToken,
  INVALID_LINK,
  issueAccountToken,
  RESET_TOKEN_LIFETIME_MS,
} from '../shared/account-tokens';
import { endSessions } from './sessions.service';

export const RESET_REQUESTED =
  'Wenn es ein Konto mit diesen Angaben gibt, haben wir dir eine E-Mail mit einem Link geschickt. Der Link ist eine Stunde gültig.';

/**
 * 'Passwort vergessen?': the same answer whether or not the account exists. The client address has an hourly
 * budget (429 beyond it); the account has a small one too, and beyond it no mail is sent, silently, so nobody
 * can flood a member's inbox and the answer still tells nothing.
 */
/**
 * The answer never comes sooner than this after the request: issuing a link and queueing its mail takes longer
 * than finding no account, and the difference (21 against 8 ms) told whether an address has an account.
 */
export const RESET_ANSWER_FLOOR_MS = 250;

export async function requestPasswordReset(
  db: TDb,
  params: { identifier: string; address: string; limits: TAccountMailLimits; jobs?: TJobQueue },
): Promise<{ message: string }> {
  const started = performance.now();
  try {
    return await requestPasswordResetNow(db, params);
  } finally {
    const left = RESET_ANSWER_FLOOR_MS - (performance.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

async function requestPasswordResetNow(
  db: TDb,
  params: { identifier: string; address: string; limits: TAccountMailLimits; jobs?: TJobQueue },
): Promise<{ message: string }> {
  const perAddress = await withinHourlyBudget(db, `reset:address:${params.address}`, params.limits.resetRequestsPerAddress);
  if (!perAddress.ok) throw tooManyMails(perAddress.retryAfterSeconds);
  const identifier = normaliseIdentifier(params.identifier);
  const [member] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  const account = await withinHourlyBudget(
    db,
    `reset:account:${member ? `id:${member.id}` : `name:${identifier}`}`,
    params.limits.resetMailsPerAccount,
  );
  if (member && account.ok) {
    await db.transaction(async (tx) => {
      const token = await issueAccountToken(tx, {
        userId: member.id,
        purpose: 'reset-password',
        email: member.email,
        lifetimeMs: RESET_TOKEN_LIFETIME_MS,
      });
      await queueMail(tx, params.jobs, {
        to: member.email,
        template: 'password-reset',
        data: { username: member.username, token },
      });
    });
  }
  return { message: RESET_REQUESTED };
}

/**
 * Sets the new password with a reset link: single use, only while the account still has the address the link
 * went to. Every session and API token ends; the caller gets a new session. Following the link proved the
 * address, so it counts as verified.
 */
export async function confirmPasswordReset(db: TDb, params: { token: string; password: string; userAgent?: string | null }) {
  const token = await findAccountToken(db, 'reset-password', params.token);
  const [member] = await db
    .select({ username: users.username, email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, token.userId));
  if (!member?.isActive || normaliseIdentifier(member.email) !== normaliseIdentifier(token.email)) {
    throw new AppError('BAD_REQUEST', INVALID_LINK, [{ path: 'token', message: 'Ungültig oder abgelaufen' }]);
  }
  const repeated = passwordRepeatsIdentity(params.password, member);
  if (repeated) throw new AppError('BAD_REQUEST', `password: ${repeated}`, [{ path: 'password', message: repeated }]);
  if (isCommonPassword(params.password, member.username)) {
    throw new AppError('BAD_REQUEST', 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.', [
      { path: 'password', message: 'Zu häufig verwendetes Passwort' },
    ]);
  }
  const passwordHash = await hashPassword(params.password);
  return db.transaction(async (tx) => {
    await consumeAccountToken(tx, token.id, 'reset-password');
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, token.userId))
      .returning(currentUserColumns);
    if (!updated) throw new Error('reset for a vanished member');
    await endSessions(tx, token.userId, null);
    const session = await createSession(tx, token.userId, params.userAgent);
    return { user: toSessionUser(updated), session };
  });
}
