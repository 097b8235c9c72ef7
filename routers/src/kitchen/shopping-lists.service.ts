import { count, desc, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { kitchenOwnerOf } from '@kochclip/db/queries';
import { shoppingLists, users } from '@kochclip/db/schema';
import type { TSessionUser } from '../shared/session-user.schemas';
import { AppError, forbidden } from '../errors';
import { FREE_SHOPPING_LISTS, FREE_SHOPPING_LIST_MESSAGE, MAX_SHOPPING_LISTS } from './kitchen-limits';
import { listForMember, listOutput, pantryCoveredCounts, summaryQuery } from './shopping-access';

export async function listShoppingLists(db: TDb, userId: number) {
  const rows = await summaryQuery(db, userId).orderBy(desc(shoppingLists.updatedAt), desc(shoppingLists.id)).limit(500);
  const inPantry = await pantryCoveredCounts(
    db,
    rows.map((row) => row.id),
    userId,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    owner: { id: row.ownerId, username: row.ownerName },
    isOwner: row.isOwner,
    itemCount: row.itemCount,
    openCount: row.openCount - (inPantry.get(row.id) ?? 0),
    updatedAt: row.updatedAt,
  }));
}

/**
 * Counted under the kitchen owner's row lock, so two requests at once cannot both take a free member's only list.
 * In a household the household's lists count, against the premium of the member who adds one.
 */
async function assertRoomForList(tx: TDbOrTx, member: TSessionUser, ownerId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${ownerId} for update`);
  const [own] = await tx.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.ownerId, ownerId));
  const lists = own?.n ?? 0;
  if (!member.isPremium && lists >= FREE_SHOPPING_LISTS) throw forbidden(FREE_SHOPPING_LIST_MESSAGE);
  if (lists >= MAX_SHOPPING_LISTS) {
    throw new AppError('BAD_REQUEST', `Du kannst höchstens ${MAX_SHOPPING_LISTS} Einkaufslisten anlegen.`);
  }
}

/** A new list of the member's kitchen (theirs or their household's), within their limit, under the owner's lock. */
export async function insertShoppingList(tx: TDbOrTx, params: { member: TSessionUser; title: string }): Promise<number> {
  const ownerId = await kitchenOwnerOf(tx, params.member.id);
  await assertRoomForList(tx, params.member, ownerId);
  const [created] = await tx.insert(shoppingLists).values({ ownerId, title: params.title }).returning({ id: shoppingLists.id });
  if (!created) throw new Error('shopping list insert returned no row');
  return created.id;
}

export async function createShoppingList(db: TDb, params: { member: TSessionUser; title: string }) {
  const id = await db.transaction((tx) => insertShoppingList(tx, params));
  return listOutput(db, id, params.member.id);
}

export async function getShoppingList(db: TDb, params: { id: number; userId: number }) {
  await listForMember(db, { listId: params.id, userId: params.userId });
  return listOutput(db, params.id, params.userId);
}

/** Both the owner and the members it is shared with may rename a list and hide its staples. */
export async function updateShoppingList(db: TDb, params: { id: number; userId: number; title?: string; hideStaples?: boolean }) {
  const { id, userId, ...fields } = params;
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: id, userId, lock: true });
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    if (Object.keys(changes).length > 0) await tx.update(shoppingLists).set(changes).where(eq(shoppingLists.id, id));
  });
  return listOutput(db, id, userId);
}

/** Only the owner deletes a list (members leave it instead); its items and shares go with it. */
export async function deleteShoppingList(db: TDb, params: { id: number; userId: number }) {
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true, ownerOnly: true });
    await tx.delete(shoppingLists).where(eq(shoppingLists.id, params.id));
  });
  return { success: true as const };
}
