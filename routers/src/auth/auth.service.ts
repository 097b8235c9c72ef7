import { or, sql } from 'drizzle-orm';
import { pgErrorOf, type TDb } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import { queueVerificationMail } from '../shared/mail/verification-mail';
import type { TJobQueue } from '../ports/job-queue';
import { AppError } from '../errors';
import type { TSessionUser } from '../shared/session-user.schemas';
import { normaliseIdentifier, takeLoginAttempt, takeRegistrationAttempt, type TLoginLimits } from '../shared/auth-limits';
import { burnPasswordCheck, hashPassword, isCommonPassword, passwordRepeatsIdentity, verifyPassword } from '../shared/password';
import { createApiToken, createSession, currentUserColumns, toSessionUser } from '../shared/sessions';

const INVALID_CREDENTIALS = 'Benutzername oder Passwort ist falsch.';

function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === '23505' && pg.constraint === constraint;
}

export interface TRegisterParams {
  username: string;
  email: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
}

/** A new member, signed in at once; the mail with the link that verifies their address goes out with the row. */
export async function registerUser(
  db: TDb,
  params: TRegisterParams & { address: string; registrationsPerHour: number; jobs?: TJobQueue; userAgent?: string | null },
) {
  const repeated = passwordRepeatsIdentity(params.password, params);
  if (repeated) throw new AppError('BAD_REQUEST', `password: ${repeated}`, [{ path: 'password', message: repeated }]);
  await takeRegistrationAttempt(db, { address: params.address, perHour: params.registrationsPerHour });
  if (isCommonPassword(params.password, params.username)) {
    throw new AppError('BAD_REQUEST', 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.', [
      { path: 'password', message: 'Zu häufig verwendetes Passwort' },
    ]);
  }
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${normaliseIdentifier(params.username)}`,
        sql`lower(${users.email}) = ${normaliseIdentifier(params.email)}`,
      ),
    );
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
      await queueVerificationMail(tx, params.jobs, { ...created, change: false });
      const session = await createSession(tx, created.id, params.userAgent);
      return { user: toSessionUser(created), session };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_username_lower_key')) assertAvailable([{ username: params.username, email: '' }], params);
    if (isUniqueViolation(error, 'users_email_lower_key')) assertAvailable([{ username: '', email: params.email }], params);
    throw error;
  }
}

function assertAvailable(taken: { username: string; email: string }[], params: TRegisterParams): void {
  if (taken.some((u) => normaliseIdentifier(u.username) === normaliseIdentifier(params.username))) {
    throw new AppError('CONFLICT', 'Dieser Benutzername ist bereits vergeben.', [
      { path: 'username', message: 'Bereits vergeben' },
    ]);
  }
  if (taken.some((u) => normaliseIdentifier(u.email) === normaliseIdentifier(params.email))) {
    throw new AppError('CONFLICT', 'Diese E-Mail-Adresse ist bereits registriert.', [
      { path: 'email', message: 'Bereits registriert' },
    ]);
  }
}

export interface TCredentialParams {
  username: string;
  password: string;
  /** The client address as a pseudonym (auth-limits.ts `addressKey`). */
  address: string;
  limits: TLoginLimits;
}

/**
 * Checks credentials. The attempt is taken from the login limits before the password is verified, so no
 * number of parallel or batched calls runs more password checks than the limits allow.
 */
export async function verifyCredentials(db: TDb, params: TCredentialParams): Promise<TSessionUser> {
  const identifier = normaliseIdentifier(params.username);
  const [row] = await db
    .select({ ...currentUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(or(sql`lower(${users.username}) = ${identifier}`, sql`lower(${users.email}) = ${identifier}`))
    .limit(1);
  const attempt = await takeLoginAttempt(db, {
    account: row ? `id:${row.id}` : `name:${identifier}`,
    address: params.address,
    limits: params.limits,
  });
  const valid = row ? await verifyPassword(row.passwordHash, params.password) : (await burnPasswordCheck(params.password), false);
  if (!row || !valid) throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS);
  await attempt.succeeded();
  if (!row.isActive) throw new AppError('FORBIDDEN', 'Dieses Konto wurde deaktiviert. Bitte wende dich an den Support.');
  const { passwordHash: _hash, ...user } = row;
  return toSessionUser(user);
}

export async function loginUser(db: TDb, params: TCredentialParams & { userAgent?: string | null }) {
  const user = await verifyCredentials(db, params);
  const session = await createSession(db, user.id, params.userAgent);
  return { user, session };
}

export async function issueApiToken(db: TDb, params: TCredentialParams & { name?: string }) {
  const user = await verifyCredentials(db, params);
  return createApiToken(db, user.id, params.name ?? 'API');
}
