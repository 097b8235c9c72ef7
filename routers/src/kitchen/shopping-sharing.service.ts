import { and, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { kitchenOwnerOf } from '@kochclip/db/queries';
import { shoppingListMembers, shoppingLists, users } from '@kochclip/db/schema';
import { generateToken } from '../shared/tokens';
import { AppError, forbidden, notFound } from '../errors';
import { MAX_MEMBERS_PER_LIST } from './kitchen-limits';
import { itemOutput, liveItems, listForMember, listOutput, OWNER_ONLY, SHARE_LINK_PREFIX, touchList } from './shopping-access';
import { SHOPPING_LIST_NOT_FOUND } from './shopping-lists.schemas';

export const MEMBER_NOT_FOUND = 'Mitglied nicht gefunden';

/** The owner shares a list with another member by username; both edit it from then on. */
export async function shareShoppingList(db: TDb, params: { id: number; userId: number; username: string }) {
  await db.transaction(async (tx) => {
    const list = await listForMember(tx, { listId: params.id, userId: params.userId, lock: true, ownerOnly: true });
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(sql`lower(${users.username}) = lower(${params.username})`, eq(users.isActive, true)));
    if (!member) throw notFound(MEMBER_NOT_FOUND);
    if (member.id === list.ownerId) throw new AppError('BAD_REQUEST', 'Die Liste gehört dir schon.');
    // A household mate has the list already, and a share would outlast their leaving.
    if ((await kitchenOwnerOf(tx, member.id)) === list.ownerId) {
      throw new AppError('BAD_REQUEST', 'Die Liste gehört schon eurem Haushalt.');
    }
    const [shared] = await tx.select({ n: count() }).from(shoppingListMembers).where(eq(shoppingListMembers.listId, params.id));
    if ((shared?.n ?? 0) >= MAX_MEMBERS_PER_LIST) {
      throw new AppError(
        'BAD_REQUEST',
        `Eine Einkaufsliste lässt sich mit höchstens ${MAX_MEMBERS_PER_LIST} Mitgliedern teilen.`,
      );
    }
    await tx.insert(shoppingListMembers).values({ listId: params.id, userId: member.id }).onConflictDoNothing();
    await touchList(tx, params.id);
  });
  return listOutput(db, params.id, params.userId);
}

/** The owner takes a member off the list, or a member leaves it by removing themselves. */
export async function removeShoppingListMember(db: TDb, params: { id: number; userId: number; memberId: number }) {
  await db.transaction(async (tx) => {
    const list = await listForMember(tx, { listId: params.id, userId: params.userId, lock: true });
    if (!list.isOwner && params.memberId !== params.userId) throw forbidden(OWNER_ONLY);
    const removed = await tx
      .delete(shoppingListMembers)
      .where(and(eq(shoppingListMembers.listId, params.id), eq(shoppingListMembers.userId, params.memberId)))
      .returning({ userId: shoppingListMembers.userId });
    if (removed.length === 0) throw notFound(MEMBER_NOT_FOUND);
  });
  return { success: true as const };
}

/** A new secret for the read-only link (an older link stops working). */
export async function createShareLink(db: TDb, params: { id: number; userId: number }) {
  const token = generateToken();
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true, ownerOnly: true });
    await tx.update(shoppingLists).set({ shareToken: token }).where(eq(shoppingLists.id, params.id));
  });
  return { shareLink: `${SHARE_LINK_PREFIX}${token}` };
}

export async function revokeShareLink(db: TDb, params: { id: number; userId: number }) {
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true, ownerOnly: true });
    await tx.update(shoppingLists).set({ shareToken: null }).where(eq(shoppingLists.id, params.id));
  });
  return { success: true as const };
}

/** What anyone with the link reads: the list's title, its owner's username and its items, nothing to change. */
export async function sharedShoppingList(db: TDb, token: string) {
  const [list] = await db
    .select({
      id: shoppingLists.id,
      title: shoppingLists.title,
      hideStaples: shoppingLists.hideStaples,
      updatedAt: shoppingLists.updatedAt,
      ownerName: users.username,
    })
    .from(shoppingLists)
    .innerJoin(users, eq(users.id, shoppingLists.ownerId))
    .where(eq(shoppingLists.shareToken, token));
  if (!list) throw notFound(SHOPPING_LIST_NOT_FOUND);
  const items = await liveItems(db, list.id);
  return {
    title: list.title,
    owner: { username: list.ownerName },
    hideStaples: list.hideStaples,
    updatedAt: list.updatedAt,
    // A visitor has no pantry.
    items: items.map((item) => itemOutput(item, [])),
  };
}
