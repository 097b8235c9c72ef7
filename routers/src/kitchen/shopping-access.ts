import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { shoppingItems, shoppingListMembers, shoppingLists, users } from '@kochclip/db/schema';
import { kitchenOwnerOf, kitchenOwnerSql, pantryKeysOf, pantryOwnerOf } from '@kochclip/db/queries';
import { forbidden, notFound } from '../errors';
import { DEFAULT_SECTION, isShoppingSection, lineAmount, lineName, pantryCovers } from '@kochclip/core';
import { SHOPPING_LIST_NOT_FOUND, type TShoppingItem, type TShoppingList } from './shopping-lists.schemas';

export const SHARE_LINK_PREFIX = '/einkaufsliste/geteilt/';
export const OWNER_ONLY = 'Nur wer die Einkaufsliste angelegt hat, kann das.';

export interface TListAccess {
  id: number;
  ownerId: number;
  isOwner: boolean;
}

/**
 * A list is the member's own when their kitchen holds it: their own, or in a household every list of the
 * household (kept under its owner's id, db/src/queries/household.ts). Others see it only when it is shared with them.
 */
const ownedBy = (userId: number) => sql`${shoppingLists.ownerId} = ${kitchenOwnerSql(userId)}`;
const ownedOrShared = (userId: number) => sql`(${ownedBy(userId)} or exists (
  select 1 from ${shoppingListMembers}
  where ${shoppingListMembers.listId} = ${shoppingLists.id} and ${shoppingListMembers.userId} = ${userId}))`;

/**
 * The list if the member's kitchen holds it or it is shared with them; 404 for everyone else, so nobody learns
 * which lists exist. With `lock`, the list's row is locked for the transaction: writes to one list run one after
 * another.
 */
export async function listForMember(
  db: TDbOrTx,
  params: { listId: number; userId: number; lock?: boolean; ownerOnly?: boolean },
): Promise<TListAccess> {
  const query = db
    .select({ id: shoppingLists.id, ownerId: shoppingLists.ownerId, isOwner: sql<boolean>`${ownedBy(params.userId)}` })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, params.listId), ownedOrShared(params.userId)));
  const [row] = params.lock ? await query.for('update', { of: shoppingLists }) : await query;
  if (!row) throw notFound(SHOPPING_LIST_NOT_FOUND);
  if (params.ownerOnly && !row.isOwner) throw forbidden(OWNER_ONLY);
  return row;
}

type TItemRow = typeof shoppingItems.$inferSelect;

/**
 * An item as clients see it: the name in the plural its amount needs, the amount as a person writes it, and
 * whether the viewer's pantry covers it (lines from recipes only: what a member typed in, they mean to buy).
 */
export function itemOutput(row: TItemRow, pantryKeys: readonly string[]): TShoppingItem {
  const line = { name: row.name, quantities: row.quantities, notes: row.notes };
  return {
    id: row.id,
    name: row.key === null ? row.name : lineName(line),
    amount: lineAmount(line),
    quantities: row.quantities,
    notes: row.notes,
    section: isShoppingSection(row.section) ? row.section : DEFAULT_SECTION,
    staple: row.staple,
    checked: row.checked,
    inPantry: pantryCovers(pantryKeys, row.key),
    custom: row.key === null,
    sources: row.sources,
    changedAt: row.changedAt,
  };
}

export function liveItems(db: TDbOrTx, listId: number) {
  return db
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.listId, listId), isNull(shoppingItems.deletedAt)))
    .orderBy(asc(shoppingItems.createdAt), asc(shoppingItems.id));
}

const itemCounts = {
  itemCount: sql<number>`(select count(*)::int from ${shoppingItems}
    where ${shoppingItems.listId} = ${shoppingLists.id} and ${shoppingItems.deletedAt} is null)`,
  openCount: sql<number>`(select count(*)::int from ${shoppingItems}
    where ${shoppingItems.listId} = ${shoppingLists.id} and ${shoppingItems.deletedAt} is null and not ${shoppingItems.checked})`,
};

/**
 * Open lines of each list that the viewer's pantry covers („im Vorrat“), which the open count leaves out: the
 * distinct keys of the open recipe lines, compared in the shopping list's words (core/pantry-words.ts).
 */
export async function pantryCoveredCounts(db: TDbOrTx, listIds: readonly number[], viewerId: number) {
  const covered = new Map<number, number>();
  const pantryKeys = await pantryKeysOf(db, await pantryOwnerOf(db, { id: viewerId }));
  if (pantryKeys.length === 0 || listIds.length === 0) return covered;
  const rows = await db
    .select({ listId: shoppingItems.listId, key: shoppingItems.key, n: sql<number>`count(*)::int` })
    .from(shoppingItems)
    .where(
      and(
        inArray(shoppingItems.listId, [...listIds]),
        isNull(shoppingItems.deletedAt),
        eq(shoppingItems.checked, false),
        isNotNull(shoppingItems.key),
      ),
    )
    .groupBy(shoppingItems.listId, shoppingItems.key);
  for (const row of rows) {
    if (pantryCovers(pantryKeys, row.key)) covered.set(row.listId, (covered.get(row.listId) ?? 0) + row.n);
  }
  return covered;
}

/** Lists the member's kitchen holds or that are shared with them, newest change first. */
export function summaryQuery(db: TDbOrTx, userId: number) {
  return db
    .select({
      id: shoppingLists.id,
      title: shoppingLists.title,
      ownerId: shoppingLists.ownerId,
      ownerName: users.username,
      isOwner: sql<boolean>`${ownedBy(userId)}`,
      updatedAt: shoppingLists.updatedAt,
      ...itemCounts,
    })
    .from(shoppingLists)
    .innerJoin(users, eq(users.id, shoppingLists.ownerId))
    .where(ownedOrShared(userId));
}

/** The whole list for one of its members (the share link only for its owner). */
export async function listOutput(db: TDbOrTx, listId: number, viewerId: number): Promise<TShoppingList> {
  const [row] = await db
    .select({
      id: shoppingLists.id,
      title: shoppingLists.title,
      ownerId: shoppingLists.ownerId,
      ownerName: users.username,
      hideStaples: shoppingLists.hideStaples,
      shareToken: shoppingLists.shareToken,
      updatedAt: shoppingLists.updatedAt,
      ...itemCounts,
    })
    .from(shoppingLists)
    .innerJoin(users, eq(users.id, shoppingLists.ownerId))
    .where(eq(shoppingLists.id, listId));
  if (!row) throw notFound(SHOPPING_LIST_NOT_FOUND);
  const members = await db
    .select({ id: users.id, username: users.username })
    .from(shoppingListMembers)
    .innerJoin(users, eq(users.id, shoppingListMembers.userId))
    .where(eq(shoppingListMembers.listId, listId))
    .orderBy(asc(shoppingListMembers.addedAt), asc(users.id));
  const pantryKeys = await pantryKeysOf(db, await pantryOwnerOf(db, { id: viewerId }));
  const items = (await liveItems(db, listId)).map((item) => itemOutput(item, pantryKeys));
  const isOwner = row.ownerId === (await kitchenOwnerOf(db, viewerId));
  return {
    id: row.id,
    title: row.title,
    owner: { id: row.ownerId, username: row.ownerName },
    isOwner,
    itemCount: row.itemCount,
    openCount: items.filter((item) => !item.checked && !item.inPantry).length,
    updatedAt: row.updatedAt,
    hideStaples: row.hideStaples,
    members,
    shareLink: isOwner && row.shareToken ? `${SHARE_LINK_PREFIX}${row.shareToken}` : null,
    items,
  };
}

/** Marks the list as changed (its summary sorts by it) and drops items removed long ago. */
export async function touchList(tx: TDbOrTx, listId: number): Promise<void> {
  await tx.update(shoppingLists).set({ updatedAt: new Date() }).where(eq(shoppingLists.id, listId));
  await tx
    .delete(shoppingItems)
    .where(and(eq(shoppingItems.listId, listId), sql`${shoppingItems.deletedAt} < now() - interval '30 days'`));
}
