import { eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import type { TSessionInfo } from '../shared/sessions';
import { AppError } from '../errors';
import { takeLoginAttempt, type TLoginLimits } from '../shared/auth-limits';
import { hashPassword, isCommonPassword, passwordRepeatsIdentity, verifyPassword } from '../shared/password';
import { endSessions } from './sessions.service';

export interface TPasswordCheck {
  user: { id: number };
  password: string;
  /** The client address as a pseudonym (auth-limits.ts `addressKey`). */
  address: string;
  loginLimits: TLoginLimits;
}

/**
 * The member's own password, asked again before a change of password or e-mail. It is taken from the login
 * limits like a login, so a session left open cannot be used to guess it.
 */
export async function checkOwnPassword(db: TDb, params: TPasswordCheck & { field: string }): Promise<void> {
  const attempt = await takeLoginAttempt(db, {
    account: `id:${params.user.id}`,
    address: params.address,
    limits: params.loginLimits,
  });
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, params.user.id));
  if (!row || !(await verifyPassword(row.passwordHash, params.password))) {
    throw new AppError('BAD_REQUEST', 'Das Passwort ist falsch.', [{ path: params.field, message: 'Falsches Passwort' }]);
  }
  await attempt.succeeded();
}

/** A new password; every other session and API token ends, the one in use stays. */
export async function changePassword(
  db: TDb,
  params: Omit<TPasswordCheck, 'password' | 'user'> & {
    user: { id: number; username: string; email: string };
    session: TSessionInfo;
    currentPassword: string;
    newPassword: string;
  },
): Promise<void> {
  await checkOwnPassword(db, { ...params, password: params.currentPassword, field: 'currentPassword' });
  const repeated = passwordRepeatsIdentity(params.newPassword, params.user);
  if (repeated) throw new AppError('BAD_REQUEST', `newPassword: ${repeated}`, [{ path: 'newPassword', message: repeated }]);
  if (isCommonPassword(params.newPassword, params.user.username)) {
    throw new AppError('BAD_REQUEST', 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.', [
      { path: 'newPassword', message: 'Zu häufig verwendetes Passwort' },
    ]);
  }
  const passwordHash = await hashPassword(params.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, params.user.id));
    await endSessions(tx, params.user.id, params.session);
  });
}
