import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { pantryItems, users } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { pantryKey } from '@kochclip/core';
import { MAX_PANTRY_ITEMS, PANTRY_ITEM_NOT_FOUND, type TPantryItem } from './pantry.schemas';

export const PANTRY_FULL_MESSAGE = `Dein Vorrat ist voll: Er fasst höchstens ${MAX_PANTRY_ITEMS} Einträge. Entferne, was aufgebraucht ist, und versuche es erneut.`;
export const PANTRY_DUPLICATE_MESSAGE = 'Diese Zutat steht schon im Vorrat.';

const itemColumns = {
  id: pantryItems.id,
  name: pantryItems.name,
  amount: pantryItems.amount,
  unit: pantryItems.unit,
  updatedAt: pantryItems.updatedAt,
};

interface TNewItem {
  name: string;
  amount?: string | null;
  unit?: string | null;
}

export async function listPantry(db: TDbOrTx, ownerId: number): Promise<{ items: TPantryItem[]; max: number }> {
  const items = await db
    .select(itemColumns)
    .from(pantryItems)
    .where(eq(pantryItems.ownerId, ownerId))
    .orderBy(asc(sql`lower(${pantryItems.name})`), asc(pantryItems.id));
  return { items, max: MAX_PANTRY_ITEMS };
}

/**
 * Adds items in one transaction under the owner's row lock, so parallel requests end exactly at the cap. An item
 * whose ingredient is already there (same merge key: „Tomaten“ and „Paradeiser“) updates its amount instead of
 * standing twice; when the new ones would pass the cap, nothing is written.
 */
async function upsertItems(tx: TDbOrTx, ownerId: number, items: readonly TNewItem[]): Promise<number[]> {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${ownerId} for update`);
  const byKey = new Map<string, TNewItem>();
  for (const item of items) byKey.set(pantryKey(item.name), { ...byKey.get(pantryKey(item.name)), ...item });
  const keys = [...byKey.keys()];
  const known = await tx
    .select({ key: pantryItems.key })
    .from(pantryItems)
    .where(and(eq(pantryItems.ownerId, ownerId), inArray(pantryItems.key, keys)));
  const [all] = await tx.select({ n: count() }).from(pantryItems).where(eq(pantryItems.ownerId, ownerId));
  if ((all?.n ?? 0) + keys.length - known.length > MAX_PANTRY_ITEMS) throw new AppError('BAD_REQUEST', PANTRY_FULL_MESSAGE);
  const rows = await tx
    .insert(pantryItems)
    .values(
      [...byKey].map(([key, item]) => ({
        ownerId,
        key,
        name: item.name,
        amount: item.amount ?? null,
        unit: item.unit ?? null,
      })),
    )
    .onConflictDoUpdate({
      target: [pantryItems.ownerId, pantryItems.key],
      set: {
        amount: sql`coalesce(excluded.amount, ${pantryItems.amount})`,
        unit: sql`case when excluded.amount is null then ${pantryItems.unit} else excluded.unit end`,
        updatedAt: new Date(),
      },
    })
    .returning({ id: pantryItems.id });
  return rows.map((row) => row.id);
}

async function oneItem(db: TDbOrTx, ownerId: number, id: number): Promise<TPantryItem> {
  const [item] = await db
    .select(itemColumns)
    .from(pantryItems)
    .where(and(eq(pantryItems.id, id), eq(pantryItems.ownerId, ownerId)));
  if (!item) throw notFound(PANTRY_ITEM_NOT_FOUND);
  return item;
}

export async function addPantryItem(db: TDb, params: { ownerId: number; item: TNewItem }): Promise<TPantryItem> {
  const [id] = await db.transaction((tx) => upsertItems(tx, params.ownerId, [params.item]));
  if (id === undefined) throw new Error('pantry insert returned no row');
  return oneItem(db, params.ownerId, id);
}

export async function addPantryItems(db: TDb, params: { ownerId: number; items: readonly TNewItem[] }) {
  await db.transaction((tx) => upsertItems(tx, params.ownerId, params.items));
  return listPantry(db, params.ownerId);
}

export async function updatePantryItem(
  db: TDb,
  params: { ownerId: number; id: number; name?: string; amount?: string | null; unit?: string | null },
): Promise<TPantryItem> {
  const { ownerId, id, ...fields } = params;
  await db.transaction(async (tx) => {
    // The owner's row lock serialises the pantry's writes, so a rename cannot race another into one key.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${ownerId} for update`);
    await oneItem(tx, ownerId, id);
    const key = fields.name === undefined ? undefined : pantryKey(fields.name);
    if (key !== undefined) {
      const [other] = await tx
        .select({ id: pantryItems.id })
        .from(pantryItems)
        .where(and(eq(pantryItems.ownerId, ownerId), eq(pantryItems.key, key), ne(pantryItems.id, id)));
      if (other) throw new AppError('CONFLICT', PANTRY_DUPLICATE_MESSAGE);
    }
    const amountGone = fields.amount === null;
    await tx
      .update(pantryItems)
      .set({
        name: fields.name,
        key,
        amount: fields.amount,
        unit: amountGone ? null : fields.unit,
        // Always something to set, also for a request that changes nothing.
        updatedAt: new Date(),
      })
      .where(and(eq(pantryItems.id, id), eq(pantryItems.ownerId, ownerId)));
  });
  return oneItem(db, ownerId, id);
}

export async function removePantryItem(db: TDb, params: { ownerId: number; id: number }) {
  const removed = await db
    .delete(pantryItems)
    .where(and(eq(pantryItems.id, params.id), eq(pantryItems.ownerId, params.ownerId)))
    .returning({ id: pantryItems.id });
  if (removed.length === 0) throw notFound(PANTRY_ITEM_NOT_FOUND);
  return { success: true as const };
}
