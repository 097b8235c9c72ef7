import { or, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/src';
import { clearRateLimit, hitRateLimit, peekRateLimit } from '../../../db/src/queries/rate-limits';
import { users } from '../../../db/src/schema';
import { AppError } from '../errors';
import type { TSessionUser } from './auth.schemas';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './password';
import { createApiToken, createSession, currentUserColumns, toSessionUser } from './session.service';

export interface TLoginLimits {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: TLoginLimits = { perAccount: 5, perIp: 30, windowSeconds: 15 * 60 };

const INVALID_CREDENTIALS = 'Benutzername oder Passwort ist falsch.';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error && 'cause' in error ? error.cause : error;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === '23505' &&
    'constraint_name' in cause &&
    cause.constraint_name === constraint
  );
}

export interface TRegisterParams {
  username: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
}

export async function registerUser(db: TDb, params: TRegisterParams) {
  if (isCommonPassword(params.password, params.username)) {
    throw new AppError('BAD_REQUEST', 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.', [
      { path: 'password', message: 'Zu häufig verwendetes Passwort' },
    ]);
  }
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${params.username})`, sql`lower(${users.email}) = lower(${params.email})`));
  assertAvailable(taken, params);
  const passwordHash = await hashPassword(params.password);
  try {
    return await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(users)
        .values({
          username: params.username,
          email: params.email,
          passwordHash,
          firstName: params.firstName,
          lastName: params.lastName,
        })
        .returning(currentUserColumns);
      if (!created) throw new Error('insert returned no user');
      const session = await createSession(tx, created.id);
      return { user: toSessionUser(created), session };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) assertAvailable([{ username: params.username, email: '' }], params);
    if (isUniqueViolation(error, 'users_email_lower_key')) assertAvailable([{ username: '', email: params.email }], params);
    throw error;
  }
}

function assertAvailable(taken: { username: string; email: string }[], params: TRegisterParams): void {
  if (taken.some((u) => u.username.toLowerCase() === params.username.toLowerCase())) {
    throw new AppError('CONFLICT', 'Dieser Benutzername ist bereits vergeben.', [
      { path: 'username', message: 'Bereits vergeben' },
    ]);
  }
  if (taken.some((u) => u.email.toLowerCase() === params.email.toLowerCase())) {
    throw new AppError('CONFLICT', 'Diese E-Mail-Adresse ist bereits registriert.', [
      { path: 'email', message: 'Bereits registriert' },
    ]);
  }
}

export interface TCredentialParams {
  username: string;
  password: string;
  clientIp: string;
  limits: TLoginLimits;
}

/** Checks credentials with per-account and per-IP limits on failed attempts. */
export async function verifyCredentials(db: TDb, params: TCredentialParams): Promise<TSessionUser> {
  const accountKey = `login:account:${params.username.toLowerCase()}`;
  const ipKey = `login:ip:${params.clientIp}`;
  const [account, ip] = await Promise.all([peekRateLimit(db, accountKey), peekRateLimit(db, ipKey)]);
  const blocked = [
    account.count >= params.limits.perAccount ? account : null,
    ip.count >= params.limits.perIp ? ip : null,
  ].filter((s) => s !== null);
  if (blocked.length > 0) {
    const resetAt = Math.max(...blocked.map((s) => s.resetAt.getTime()));
    const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'TOO_MANY_REQUESTS',
      `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
      undefined,
      seconds,
    );
  }

  const [row] = await db
    .select({ ...currentUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sql`lower(${users.username}) = lower(${params.username})`, sql`lower(${users.email}) = lower(${params.username})`))
    .limit(1);
  const valid = row ? await verifyPassword(row.passwordHash, params.password) : (await burnPasswordCheck(params.password), false);
  if (!row || !valid) {
    await Promise.all([
      hitRateLimit(db, accountKey, params.limits.windowSeconds),
      hitRateLimit(db, ipKey, params.limits.windowSeconds),
    ]);
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  }
  await clearRateLimit(db, accountKey);
  if (!row.isActive) throw new AppError('FORBIDDEN', 'Dieses Konto wurde deaktiviert. Bitte wende dich an den Support.');
  const { passwordHash: _hash, ...user } = row;
  return toSessionUser(user);
}

export async function loginUser(db: TDb, params: TCredentialParams) {
  const user = await verifyCredentials(db, params);
  const session = await createSession(db, user.id);
  return { user, session };
}

export async function issueApiToken(db: TDb, params: TCredentialParams & { name?: string }) {
  const user = await verifyCredentials(db, params);
  return createApiToken(db, user.id, params.name ?? 'API');
}
