import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { copyKitchen, moveKitchen } from '@kochclip/db/queries';
import { householdInvitations, householdMembers, households, users } from '@kochclip/db/schema';
import { generateToken, hashToken } from '../shared/tokens';
import { AppError, forbidden, notFound } from '../errors';
import { spendWithinLimits } from '../shared/write-budgets';
import {
  getHouseholdState,
  hasPremium,
  householdIdOf,
  lockHousehold,
  memberCount,
  passOn,
  type THouseholdRow,
} from '../shared/household';
import {
  ALREADY_IN_HOUSEHOLD,
  ALREADY_MEMBER,
  FREE_HOUSEHOLD_MEMBERS,
  HOUSEHOLD_FULL,
  HOUSEHOLD_PREMIUM,
  INVITATION_DAYS,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_REVOKED,
  INVITE_LINK_PREFIX,
  INVITE_SELF,
  MANAGER_ONLY,
  MAX_HOUSEHOLD_MEMBERS,
  HOUSEHOLD_WRITES_PER_DAY,
  HOUSEHOLD_WRITES_PER_MINUTE,
  MEMBER_NOT_FOUND,
  NO_HOUSEHOLD,
  REMOVE_SELF,
} from './household.schemas';

/**
 * Households (issue 43): the rules. Locks are taken in one order everywhere, member rows (users) before the
 * household's row, so joins, leaves and removals at once neither deadlock nor pass the cap: everything that
 * counts members runs under the household's row lock in the same transaction as its write.
 */

/**
 * Founding, inviting, making links and joining take from one budget per member (rate_limits, as the write kinds;
 * the key's `write:` prefix lets account deletion clear it with theirs). A refused write takes nothing.
 */
export function spendHouseholdBudget(db: TDb, userId: number): Promise<void> {
  const key = `write:household:${userId}`;
  return spendWithinLimits(
    db,
    [
      { key: `${key}:minute`, windowSeconds: 60, limit: HOUSEHOLD_WRITES_PER_MINUTE },
      { key: `${key}:day`, windowSeconds: 24 * 60 * 60, limit: HOUSEHOLD_WRITES_PER_DAY },
    ],
    'Du hast in kurzer Zeit zu viele Änderungen am Haushalt vorgenommen.',
  );
}

const lockMember = (tx: TDbOrTx, userId: number) =>
  tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);

/** The member's household, locked, and that they manage it; 404 without one, 403 for members who do not. */
async function lockManagedHousehold(tx: TDbOrTx, userId: number): Promise<THouseholdRow> {
  const householdId = await householdIdOf(tx, userId);
  if (householdId === null) throw notFound(NO_HOUSEHOLD);
  const household = await lockHousehold(tx, householdId);
  if (household.ownerId !== userId) throw forbidden(MANAGER_ONLY);
  return household;
}

/** Room for one more: 12 at most, and beyond 2 only with the manager's premium. Under the household's lock. */
async function assertRoomForOne(tx: TDbOrTx, household: THouseholdRow): Promise<void> {
  const members = await memberCount(tx, household.id);
  if (members >= MAX_HOUSEHOLD_MEMBERS) throw new AppError('CONFLICT', HOUSEHOLD_FULL);
  if (members >= FREE_HOUSEHOLD_MEMBERS && !(await hasPremium(tx, household.ownerId))) throw forbidden(HOUSEHOLD_PREMIUM);
}

const expiresIn7Days = () => new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000);

export async function createHousehold(db: TDb, params: { userId: number; name: string }) {
  await db.transaction(async (tx) => {
    await lockMember(tx, params.userId);
    if ((await householdIdOf(tx, params.userId)) !== null) throw new AppError('CONFLICT', ALREADY_IN_HOUSEHOLD);
    const [created] = await tx
      .insert(households)
      .values({ name: params.name, ownerId: params.userId })
      .returning({ id: households.id });
    if (!created) throw new Error('household insert returned no row');
    await tx.insert(householdMembers).values({ userId: params.userId, householdId: created.id });
  });
  return getHouseholdState(db, params.userId);
}

/** The manager invites a member by username; the invitation waits on their /haushalt page for 7 days. */
export async function inviteMember(db: TDb, params: { userId: number; username: string }) {
  await db.transaction(async (tx) => {
    const [invited] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${params.username})`, eq(users.isActive, true)));
    if (!invited) throw notFound(MEMBER_NOT_FOUND);
    if (invited.id === params.userId) throw new AppError('BAD_REQUEST', INVITE_SELF);
    await lockMember(tx, params.userId);
    const household = await lockManagedHousehold(tx, params.userId);
    if ((await householdIdOf(tx, invited.id)) === household.id) throw new AppError('CONFLICT', ALREADY_MEMBER);
    await assertRoomForOne(tx, household);
    // One open invitation per member: inviting again starts its 7 days anew.
    await tx
      .delete(householdInvitations)
      .where(and(eq(householdInvitations.householdId, household.id), eq(householdInvitations.invitedUserId, invited.id)));
    await tx
      .insert(householdInvitations)
      .values({ householdId: household.id, invitedUserId: invited.id, expiresAt: expiresIn7Days() });
  });
  return getHouseholdState(db, params.userId);
}

/** A link anyone signed in may follow for 7 days (until revoked); only its hash is kept, so it is shown once. */
export async function createInviteLink(db: TDb, userId: number) {
  const token = generateToken();
  const expiresAt = expiresIn7Days();
  const id = await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const household = await lockManagedHousehold(tx, userId);
    await assertRoomForOne(tx, household);
    const [created] = await tx
      .insert(householdInvitations)
      .values({ householdId: household.id, tokenHash: hashToken(token), expiresAt })
      .returning({ id: householdInvitations.id });
    if (!created) throw new Error('invitation insert returned no row');
    return created.id;
  });
  return { id, link: `${INVITE_LINK_PREFIX}${token}`, expiresAt };
}

/** The manager withdraws an invitation or link; it answers „zurückgezogen“ from then on. */
export async function revokeInvitation(db: TDb, params: { userId: number; id: number }) {
  await db.transaction(async (tx) => {
    await lockMember(tx, params.userId);
    const household = await lockManagedHousehold(tx, params.userId);
    const revoked = await tx
      .update(householdInvitations)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(householdInvitations.id, params.id),
          eq(householdInvitations.householdId, household.id),
          isNull(householdInvitations.revokedAt),
        ),
      )
      .returning({ id: householdInvitations.id });
    if (revoked.length === 0) throw notFound(INVITATION_NOT_FOUND);
  });
  return { success: true as const };
}

/** Which invitation: the member's own by id, or a link by its secret (the input schema allows exactly one). */
interface TInvitationRef {
  invitationId?: number;
  token?: string;
}

function invitationWhere(userId: number | null, ref: TInvitationRef) {
  if (ref.token !== undefined) return eq(householdInvitations.tokenHash, hashToken(ref.token));
  if (ref.invitationId !== undefined && userId !== null) {
    return and(eq(householdInvitations.id, ref.invitationId), eq(householdInvitations.invitedUserId, userId));
  }
  throw notFound(INVITATION_NOT_FOUND);
}

/** An invitation the member may use: theirs by id, or any link by its secret; 404 with why it is not usable. */
async function usableInvitation(db: TDbOrTx, userId: number | null, ref: TInvitationRef) {
  const [row] = await db
    .select({
      id: householdInvitations.id,
      householdId: householdInvitations.householdId,
      invitedUserId: householdInvitations.invitedUserId,
      expiresAt: householdInvitations.expiresAt,
      revokedAt: householdInvitations.revokedAt,
    })
    .from(householdInvitations)
    .where(invitationWhere(userId, ref));
  if (!row) throw notFound(INVITATION_NOT_FOUND);
  if (row.revokedAt !== null) throw notFound(INVITATION_REVOKED);
  if (row.expiresAt.getTime() <= Date.now()) throw notFound(INVITATION_EXPIRED);
  return row;
}

/** What a link invites to, before joining (the page shows it and asks about bringing one's plan and lists). */
export async function previewInviteLink(db: TDb, token: string) {
  const invitation = await usableInvitation(db, null, { token });
  const [household] = await db
    .select({ name: households.name, invitedBy: users.username })
    .from(households)
    .innerJoin(users, eq(users.id, households.ownerId))
    .where(eq(households.id, invitation.householdId));
  if (!household) throw notFound(INVITATION_NOT_FOUND);
  return {
    household: { name: household.name, memberCount: await memberCount(db, invitation.householdId) },
    invitedBy: household.invitedBy,
    expiresAt: invitation.expiresAt,
  };
}

/**
 * Joins by an invitation: one household at a time, within its cap, in one transaction. With `bringOwn` the
 * member's plan, lists and pantry move into the household's; without, they stay aside and come back on leaving.
 */
export async function joinHousehold(db: TDb, params: { userId: number; bringOwn: boolean } & TInvitationRef) {
  const { userId, bringOwn, ...ref } = params;
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if ((await householdIdOf(tx, userId)) !== null) throw new AppError('CONFLICT', ALREADY_IN_HOUSEHOLD);
    const invitation = await usableInvitation(tx, userId, ref);
    const household = await lockHousehold(tx, invitation.householdId);
    await assertRoomForOne(tx, household);
    await tx.insert(householdMembers).values({ userId, householdId: household.id });
    if (invitation.invitedUserId !== null)
      await tx.delete(householdInvitations).where(eq(householdInvitations.id, invitation.id));
    if (bringOwn) await moveKitchen(tx, userId, household.ownerId);
  });
  return getHouseholdState(db, userId);
}

/** Says no to an invitation by username. */
export async function declineInvitation(db: TDb, params: { userId: number; id: number }) {
  const deleted = await db
    .delete(householdInvitations)
    .where(and(eq(householdInvitations.id, params.id), eq(householdInvitations.invitedUserId, params.userId)))
    .returning({ id: householdInvitations.id });
  if (deleted.length === 0) throw notFound(INVITATION_NOT_FOUND);
  return { success: true as const };
}

/** A member goes (leaves or is removed) with a copy of the household's plan, lists and pantry. */
async function departs(tx: TDbOrTx, household: THouseholdRow, userId: number): Promise<void> {
  if (household.ownerId === userId) {
    const next = await passOn(tx, household);
    if (next === null) return;
    await tx.delete(householdMembers).where(eq(householdMembers.userId, userId));
    await copyKitchen(tx, next, userId);
    return;
  }
  await tx.delete(householdMembers).where(eq(householdMembers.userId, userId));
  await copyKitchen(tx, household.ownerId, userId);
}

export async function leaveHousehold(db: TDb, userId: number) {
  await db.transaction(async (tx) => {
    await lockMember(tx, userId);
    const householdId = await householdIdOf(tx, userId);
    if (householdId === null) throw notFound(NO_HOUSEHOLD);
    await departs(tx, await lockHousehold(tx, householdId), userId);
  });
  return getHouseholdState(db, userId);
}

/** The manager removes a member, who keeps a copy as when leaving. */
export async function removeMember(db: TDb, params: { userId: number; memberId: number }) {
  if (params.memberId === params.userId) throw new AppError('BAD_REQUEST', REMOVE_SELF);
  await db.transaction(async (tx) => {
    await lockMember(tx, params.memberId);
    await lockMember(tx, params.userId);
    const household = await lockManagedHousehold(tx, params.userId);
    if ((await householdIdOf(tx, params.memberId)) !== household.id) throw notFound(MEMBER_NOT_FOUND);
    await departs(tx, household, params.memberId);
  });
  return getHouseholdState(db, params.userId);
}
