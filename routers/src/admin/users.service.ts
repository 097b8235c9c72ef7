import { and, count, desc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TDb, TTx } from '@kochclip/db';
import { users, type TUserRole } from '@kochclip/db/schema';
import { invalidateUserSessions } from '../shared/sessions';
import { AppError, notFound } from '../errors';
import type { TAdminListInput, TAdminUser } from './admin.schemas';
import { recordAudit, type TAuditActor } from '../shared/audit';
import { likePattern } from './search-pattern';

export const USER_NOT_FOUND = 'Benutzer nicht gefunden';
export const SELF_DEMOTION = 'Du kannst dir die Administratorrechte nicht selbst entziehen.';
export const SELF_DEACTIVATION = 'Du kannst dein eigenes Konto nicht deaktivieren.';
export const LAST_ADMIN = 'Der letzte aktive Administrator kann nicht entfernt werden.';

const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  isActive: users.isActive,
  verified: users.verified,
  isPremium: users.isPremium,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
};

/** Case-insensitive substring search on username and e-mail (trigram indexes on lower(...)). */
function userSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = likePattern(search);
  return or(sql`lower(${users.username}) like ${pattern}`, sql`lower(${users.email}) like ${pattern}`);
}

export async function listUsers(db: TDb, params: TAdminListInput) {
  const where = userSearch(params.search);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(params.limit)
      .offset((params.page - 1) * params.limit),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { users: rows, total: total?.n ?? 0, page: params.page, pageSize: params.limit };
}

async function userById(db: TDb | TTx, id: number): Promise<TAdminUser> {
  const [row] = await db.select(adminUserColumns).from(users).where(eq(users.id, id));
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/**
 * Locks every active admin, so two admins taking each other's rights at the same moment cannot both pass the
 * "someone stays admin" check. Returns the ids.
 */
async function lockActiveAdmins(tx: TTx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  return rows.map((row) => row.id);
}

/** Would this change leave no active admin? */
function assertAnotherAdminRemains(admins: readonly number[], targetId: number): void {
  if (admins.includes(targetId) && admins.filter((id) => id !== targetId).length === 0) {
    throw new AppError('BAD_REQUEST', LAST_ADMIN);
  }
}

async function lockUser(tx: TTx, id: number) {
  const [row] = await tx
    .select({ id: users.id, role: users.role, isActive: users.isActive, verified: users.verified, username: users.username })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

export async function setUserRole(db: TDb, params: { actor: TAuditActor; id: number; role: TUserRole }): Promise<TAdminUser> {
  if (params.id === params.actor.id && params.role !== 'admin') throw new AppError('BAD_REQUEST', SELF_DEMOTION);
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, params.id);
    if (user.role === params.role) return userById(tx, params.id);
    if (params.role !== 'admin') assertAnotherAdminRemains(admins, params.id);
    await tx.update(users).set({ role: params.role }).where(eq(users.id, params.id));
    await recordAudit(tx, params.actor, {
      action: 'user.role',
      targetType: 'user',
      targetId: params.id,
      details: { username: user.username, from: user.role, to: params.role },
    });
    return userById(tx, params.id);
  });
}

/**
 * Deactivating ends the member's sessions and API tokens in the same transaction: their next request is a
 * visitor's, and logging in is refused (auth.service.ts) until an admin activates the account again.
 */
export async function setUserActive(db: TDb, params: { actor: TAuditActor; id: number; isActive: boolean }): Promise<TAdminUser> {
  if (params.id === params.actor.id && !params.isActive) throw new AppError('BAD_REQUEST', SELF_DEACTIVATION);
  return db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, params.id);
    if (user.isActive === params.isActive) return userById(tx, params.id);
    if (!params.isActive) {
      assertAnotherAdminRemains(admins, params.id);
      await invalidateUserSessions(tx, params.id);
    }
    await tx.update(users).set({ isActive: params.isActive }).where(eq(users.id, params.id));
    await recordAudit(tx, params.actor, {
      action: params.isActive ? 'user.activate' : 'user.deactivate',
      targetType: 'user',
      targetId: params.id,
      details: { username: user.username },
    });
    return userById(tx, params.id);
  });
}

export async function setUserVerified(
  db: TDb,
  params: { actor: TAuditActor; id: number; verified: boolean },
): Promise<TAdminUser> {
  return db.transaction(async (tx) => {
    const user = await lockUser(tx, params.id);
    if (user.verified === params.verified) return userById(tx, params.id);
    await tx
      .update(users)
      .set({ verified: params.verified })
      .where(and(eq(users.id, params.id), ne(users.verified, params.verified)));
    await recordAudit(tx, params.actor, {
      action: params.verified ? 'user.verify' : 'user.unverify',
      targetType: 'user',
      targetId: params.id,
      details: { username: user.username },
    });
    return userById(tx, params.id);
  });
}
