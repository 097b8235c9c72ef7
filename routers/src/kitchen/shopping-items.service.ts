import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { shoppingItems } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { ingredientKey, sectionOf, type TShoppingSection } from '@kochclip/core';
import { MAX_ITEMS_PER_LIST } from './kitchen-limits';
import { listForMember, listOutput, touchList } from './shopping-access';
import { rememberSection, rememberedSections } from './shopping-sections.service';
import { SHOPPING_ITEM_NOT_FOUND, type TShoppingItemChange } from './shopping-lists.schemas';

type TItemRow = typeof shoppingItems.$inferSelect;

export const LIST_FULL_MESSAGE = `Die Einkaufsliste ist voll: Sie fasst höchstens ${MAX_ITEMS_PER_LIST} Einträge. Entferne abgehakte Einträge und versuche es erneut.`;

/** Items still on a list. */
export async function liveItemCount(tx: TDbOrTx, listId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(shoppingItems)
    .where(and(eq(shoppingItems.listId, listId), isNull(shoppingItems.deletedAt)));
  return row?.n ?? 0;
}

/** The key a member's section choice is remembered under: the ingredient's, also for typed-in items. */
const choiceKey = (row: Pick<TItemRow, 'key' | 'name'>) => row.key ?? ingredientKey(row.name);

interface TApplyContext {
  tx: TDbOrTx;
  listId: number;
  userId: number;
  now: Date;
  /** Refuse a change that cannot be applied (one item added over REST) instead of skipping it (a device's queue). */
  strict: boolean;
}

/**
 * Applies changes to items of a locked list, in order: the later change of an item wins, by the time the device
 * made it (never later than now, so a clock running ahead cannot win forever). A removed item stays as a marker
 * for a while, so an older change from a phone that was offline does not bring it back; a newer one does.
 */
export async function applyItemChanges(context: TApplyContext, changes: readonly TShoppingItemChange[]) {
  const { tx, listId, now } = context;
  const ids = [...new Set(changes.map((change) => change.itemId))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(shoppingItems)
          .where(and(eq(shoppingItems.listId, listId), inArray(shoppingItems.id, ids)));
  const items = new Map(rows.map((row) => [row.id, row]));
  let liveCount = await liveItemCount(tx, listId);
  let applied = 0;
  for (const change of changes) {
    const changedAt = change.changedAt > now ? now : change.changedAt;
    const item = items.get(change.itemId);
    if (change.type === 'add') {
      if (item) continue;
      if (liveCount >= MAX_ITEMS_PER_LIST) {
        if (context.strict) throw new AppError('BAD_REQUEST', LIST_FULL_MESSAGE);
        continue;
      }
      const inserted = await addCustomItem(context, { id: change.itemId, name: change.name, changedAt });
      items.set(inserted.id, inserted);
      liveCount += 1;
      applied += 1;
      continue;
    }
    if (!item || item.changedAt > changedAt) continue;
    const update: Partial<TItemRow> = { changedAt };
    if (change.type === 'remove') {
      if (item.deletedAt !== null) continue;
      update.deletedAt = now;
      liveCount -= 1;
    } else {
      if (item.deletedAt !== null) {
        if (liveCount >= MAX_ITEMS_PER_LIST) continue;
        update.deletedAt = null;
        liveCount += 1;
      }
      if (change.type === 'check') update.checked = change.checked;
      else {
        update.section = change.section;
        await rememberSection(tx, { userId: context.userId, key: choiceKey(item), section: change.section });
      }
    }
    const [updated] = await tx
      .update(shoppingItems)
      .set(update)
      .where(and(eq(shoppingItems.listId, listId), eq(shoppingItems.id, item.id)))
      .returning();
    if (updated) items.set(updated.id, updated);
    applied += 1;
  }
  if (applied > 0) await touchList(tx, listId);
  return { applied, ignored: changes.length - applied };
}

async function addCustomItem(
  context: TApplyContext,
  item: { id: string; name: string; changedAt: Date; section?: TShoppingSection },
) {
  const remembered = await rememberedSections(context.tx, context.userId, [ingredientKey(item.name)]);
  const section = item.section ?? remembered.get(ingredientKey(item.name)) ?? sectionOf(item.name);
  const [inserted] = await context.tx
    .insert(shoppingItems)
    .values({ listId: context.listId, id: item.id, key: null, name: item.name, section, changedAt: item.changedAt })
    .returning();
  if (!inserted) throw new Error('shopping item insert returned no row');
  if (item.section)
    await rememberSection(context.tx, { userId: context.userId, key: ingredientKey(item.name), section: item.section });
  return inserted;
}

/** A device's queued changes, in one transaction under the list's lock. */
export async function syncShoppingList(db: TDb, params: { id: number; userId: number; changes: readonly TShoppingItemChange[] }) {
  const result = await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true });
    return applyItemChanges({ tx, listId: params.id, userId: params.userId, now: new Date(), strict: false }, params.changes);
  });
  return { ...result, list: await listOutput(db, params.id, params.userId) };
}

/** A typed-in item ('Spülmittel'); with the client's own id, sending it twice adds it once. */
export async function addShoppingItem(
  db: TDb,
  params: { id: number; userId: number; itemId?: string; name: string; section?: TShoppingSection; changedAt?: Date },
) {
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true });
    const now = new Date();
    const context = { tx, listId: params.id, userId: params.userId, now, strict: true };
    const itemId = params.itemId ?? crypto.randomUUID();
    const [known] = await tx
      .select({ id: shoppingItems.id })
      .from(shoppingItems)
      .where(and(eq(shoppingItems.listId, params.id), eq(shoppingItems.id, itemId)));
    if (known) return;
    if ((await liveItemCount(tx, params.id)) >= MAX_ITEMS_PER_LIST) throw new AppError('BAD_REQUEST', LIST_FULL_MESSAGE);
    const changedAt = params.changedAt && params.changedAt < now ? params.changedAt : now;
    await addCustomItem(context, { id: itemId, name: params.name, changedAt, section: params.section });
    await touchList(tx, params.id);
  });
  return listOutput(db, params.id, params.userId);
}

async function liveItem(tx: TDbOrTx, listId: number, itemId: string) {
  const [item] = await tx
    .select({ id: shoppingItems.id })
    .from(shoppingItems)
    .where(and(eq(shoppingItems.listId, listId), eq(shoppingItems.id, itemId), isNull(shoppingItems.deletedAt)));
  if (!item) throw notFound(SHOPPING_ITEM_NOT_FOUND);
}

/** Checks off or moves one item; a change older than the item's last one changes nothing (the answer shows the winner). */
export async function updateShoppingItem(
  db: TDb,
  params: { id: number; userId: number; itemId: string; checked?: boolean; section?: TShoppingSection; changedAt?: Date },
) {
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true });
    await liveItem(tx, params.id, params.itemId);
    const now = new Date();
    const changedAt = params.changedAt ?? now;
    const changes: TShoppingItemChange[] = [];
    if (params.checked !== undefined) changes.push({ type: 'check', itemId: params.itemId, checked: params.checked, changedAt });
    if (params.section !== undefined)
      changes.push({ type: 'section', itemId: params.itemId, section: params.section, changedAt });
    await applyItemChanges({ tx, listId: params.id, userId: params.userId, now, strict: true }, changes);
  });
  return listOutput(db, params.id, params.userId);
}

export async function removeShoppingItem(db: TDb, params: { id: number; userId: number; itemId: string }) {
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true });
    await liveItem(tx, params.id, params.itemId);
    const now = new Date();
    await applyItemChanges({ tx, listId: params.id, userId: params.userId, now, strict: true }, [
      { type: 'remove', itemId: params.itemId, changedAt: now },
    ]);
  });
  return listOutput(db, params.id, params.userId);
}

/** 'Abgehakte entfernen': every checked item leaves the list. */
export async function clearCheckedItems(db: TDb, params: { id: number; userId: number }) {
  await db.transaction(async (tx) => {
    await listForMember(tx, { listId: params.id, userId: params.userId, lock: true });
    const now = new Date();
    const removed = await tx
      .update(shoppingItems)
      .set({ deletedAt: now, changedAt: now })
      .where(and(eq(shoppingItems.listId, params.id), eq(shoppingItems.checked, true), isNull(shoppingItems.deletedAt)))
      .returning({ id: shoppingItems.id });
    if (removed.length > 0) await touchList(tx, params.id);
  });
  return listOutput(db, params.id, params.userId);
}
