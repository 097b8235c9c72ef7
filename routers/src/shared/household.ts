import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { moveKitchen } from '@kochclip/db/queries';
import { householdInvitations, householdMembers, households, users } from '@kochclip/db/schema';
import { notFound } from '../errors';
import {
  FREE_HOUSEHOLD_MEMBERS,
  MAX_HOUSEHOLD_MEMBERS,
  NO_HOUSEHOLD,
  type THouseholdState,
} from '../household/household.schemas';

/**
 * A member's household as more than its own feature needs it: which one a member is in, its state as the member
 * sees it (/haushalt, and the data export), and passing it on when its manager goes (leaving, removal, and the
 * deletion of the manager's account). The member actions (found, invite, join, leave) are household/'s.
 */

export interface THouseholdRow {
  id: number;
  name: string;
  ownerId: number;
}

export async function householdIdOf(db: TDbOrTx, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ householdId: householdMembers.householdId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId));
  return row?.householdId ?? null;
}

export async function lockHousehold(tx: TDbOrTx, id: number): Promise<THouseholdRow> {
  const [row] = await tx
    .select({ id: households.id, name: households.name, ownerId: households.ownerId })
    .from(households)
    .where(eq(households.id, id))
    .for('update');
  if (!row) throw notFound(NO_HOUSEHOLD);
  return row;
}

export async function memberCount(db: TDbOrTx, householdId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(householdMembers).where(eq(householdMembers.householdId, householdId));
  return row?.n ?? 0;
}

export async function hasPremium(db: TDbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ premium: sql<boolean>`${users.isPremium} and (${users.premiumUntil} is null or ${users.premiumUntil} > now())` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.premium ?? false;
}

const isOpen = and(isNull(householdInvitations.revokedAt), gt(householdInvitations.expiresAt, sql`now()`));

/** What the member sees on /haushalt: their household (if any) and the invitations waiting for them. */
export async function getHouseholdState(db: TDbOrTx, userId: number): Promise<THouseholdState> {
  const mine = await db
    .select({
      id: householdInvitations.id,
      name: households.name,
      householdId: households.id,
      invitedBy: users.username,
      expiresAt: householdInvitations.expiresAt,
    })
    .from(householdInvitations)
    .innerJoin(households, eq(households.id, householdInvitations.householdId))
    .innerJoin(users, eq(users.id, households.ownerId))
    .where(and(eq(householdInvitations.invitedUserId, userId), isOpen))
    .orderBy(asc(householdInvitations.createdAt), asc(householdInvitations.id));
  const invitations = await Promise.all(
    mine.map(async (row) => ({
      id: row.id,
      household: { name: row.name, memberCount: await memberCount(db, row.householdId) },
      invitedBy: row.invitedBy,
      expiresAt: row.expiresAt,
    })),
  );
  const householdId = await householdIdOf(db, userId);
  if (householdId === null) return { household: null, invitations };
  const [household] = await db
    .select({ id: households.id, name: households.name, ownerId: households.ownerId, ownerName: users.username })
    .from(households)
    .innerJoin(users, eq(users.id, households.ownerId))
    .where(eq(households.id, householdId));
  if (!household) return { household: null, invitations };
  const isManager = household.ownerId === userId;
  const members = await db
    .select({ id: users.id, username: users.username, joinedAt: householdMembers.joinedAt })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.householdId, householdId))
    .orderBy(asc(householdMembers.joinedAt), asc(users.id));
  const open = isManager
    ? await db
        .select({
          id: householdInvitations.id,
          username: users.username,
          tokenHash: householdInvitations.tokenHash,
          expiresAt: householdInvitations.expiresAt,
        })
        .from(householdInvitations)
        .leftJoin(users, eq(users.id, householdInvitations.invitedUserId))
        .where(and(eq(householdInvitations.householdId, householdId), isOpen))
        .orderBy(asc(householdInvitations.createdAt), asc(householdInvitations.id))
    : [];
  return {
    household: {
      id: household.id,
      name: household.name,
      isManager,
      manager: { id: household.ownerId, username: household.ownerName },
      members: members.map((member) => ({ ...member, isManager: member.id === household.ownerId })),
      maxMembers: (await hasPremium(db, household.ownerId)) ? MAX_HOUSEHOLD_MEMBERS : FREE_HOUSEHOLD_MEMBERS,
      invitations: open.map((row) => ({
        id: row.id,
        kind: row.tokenHash === null ? ('username' as const) : ('link' as const),
        username: row.username,
        expiresAt: row.expiresAt,
      })),
    },
    invitations,
  };
}

/** A new household with the member as its only member and manager; their plan, lists and pantry become its own. */

/** The next manager when the manager goes: who joined first. */
async function nextManager(tx: TDbOrTx, household: THouseholdRow): Promise<number | null> {
  const [next] = await tx
    .select({ userId: householdMembers.userId })
    .from(householdMembers)
    .where(and(eq(householdMembers.householdId, household.id), ne(householdMembers.userId, household.ownerId)))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userId))
    .limit(1);
  return next?.userId ?? null;
}

/**
 * The manager goes: the member who joined first manages the household from now on and its kitchen moves to
 * them (with what they had kept aside). The last member's going ends the household; its kitchen is theirs.
 */
export async function passOn(tx: TDbOrTx, household: THouseholdRow): Promise<number | null> {
  const next = await nextManager(tx, household);
  if (next === null) {
    await tx.delete(households).where(eq(households.id, household.id));
    return null;
  }
  await tx.update(households).set({ ownerId: next }).where(eq(households.id, household.id));
  await moveKitchen(tx, household.ownerId, next);
  return next;
}

/**
 * Before an account goes (in its deletion's transaction): a manager's household passes on with its kitchen, so
 * the others keep their plan and lists; a member's row goes with the account's cascade.
 */
export async function passOnHouseholdOf(tx: TDbOrTx, userId: number): Promise<void> {
  const householdId = await householdIdOf(tx, userId);
  if (householdId === null) return;
  const household = await lockHousehold(tx, householdId);
  if (household.ownerId === userId) await passOn(tx, household);
}
