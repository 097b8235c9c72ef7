import { eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import { AppError, issuesFromZod, messageFromIssues } from '../errors';
import { ZRegisterInput } from './auth.schemas';
import { hashPassword, isCommonPassword } from '../shared/password';

export interface TAdminAccountInput {
  username: string;
  password: string;
  /** Without one the account gets an address under the reserved `.invalid` domain, which never receives mail. */
  email?: string;
}

export type TAdminOutcome = 'created' | 'promoted' | 'unchanged';

/** The first admin of an installation: the same username, e-mail and password rules as a registration. */
function parseAdminAccount(input: TAdminAccountInput) {
  const parsed = ZRegisterInput.safeParse({
    username: input.username,
    email: input.email ?? `${input.username.trim().toLowerCase()}@kochclip.invalid`,
    password: input.password,
  });
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', messageFromIssues(issuesFromZod(parsed.error)), issuesFromZod(parsed.error));
  if (isCommonPassword(parsed.data.password, parsed.data.username)) {
    throw new AppError('BAD_REQUEST', 'Dieses Passwort ist zu leicht zu erraten. Bitte wähle ein anderes.', [
      { path: 'password', message: 'Zu häufig verwendetes Passwort' },
    ]);
  }
  return parsed.data;
}

/**
 * Creates the admin account, or makes an existing member of that name an admin. Idempotent and safe when two
 * processes start at once; the password is only set when the account is created, never overwritten.
 */
export async function ensureAdminAccount(db: TDb, input: TAdminAccountInput): Promise<TAdminOutcome> {
  const account = parseAdminAccount(input);
  const passwordHash = await hashPassword(account.password);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(774412)`);
    const [existing] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${account.username})`);
    if (existing) {
      if (existing.role === 'admin') return 'unchanged';
      await tx.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
      return 'promoted';
    }
    const [emailTaken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${account.email})`);
    if (emailTaken)
      throw new AppError('CONFLICT', 'Diese E-Mail-Adresse gehört bereits einem anderen Konto.', [
        { path: 'email', message: 'Bereits vergeben' },
      ]);
    await tx
      .insert(users)
      .values({ username: account.username, email: account.email, passwordHash, role: 'admin', verified: true });
    return 'created';
  });
}
