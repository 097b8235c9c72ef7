import { eq } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import { pantryItems } from '../schema';

/**
 * Whose pantry a member works with. Today every member has their own (the owner is the member); when households
 * land (issue 43 item 1), this answers the household's owner for its members, and every reader stays as it is.
 */
export function pantryOwnerOf(_db: TDbOrTx, member: { id: number }): Promise<number> {
  return Promise.resolve(member.id);
}

/** The merge keys of an owner's pantry (the shopping list's ingredient keys): what covers lines and recipes. */
export async function pantryKeysOf(db: TDbOrTx, ownerId: number): Promise<string[]> {
  const rows = await db.select({ key: pantryItems.key }).from(pantryItems).where(eq(pantryItems.ownerId, ownerId));
  return rows.map((row) => row.key);
}
