import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import { pantryItems } from '../schema';
import { kitchenOwnerOf } from './household';

/** Whose pantry a member works with: their household's (its owner's id), or their own without one. */
export function pantryOwnerOf(db: TDbOrTx, member: { id: number }): Promise<number> {
  return kitchenOwnerOf(db, member.id);
}

/** The merge keys of an owner's pantry (the shopping list's ingredient keys): what covers lines and recipes. */
export async function pantryKeysOf(db: TDbOrTx, ownerId: number): Promise<string[]> {
  const rows = await db.select({ key: pantryItems.key }).from(pantryItems).where(eq(pantryItems.ownerId, ownerId));
  return rows.map((row) => row.key);
}
