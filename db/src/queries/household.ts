import { eq, sql, type SQL } from 'drizzle-orm';
import type { TDbOrTx } from '../client';
import {
  householdMembers,
  households,
  mealPlanEntries,
  pantryItems,
  shoppingItems,
  shoppingListMembers,
  shoppingLists,
} from '../schema';

/**
 * Whose kitchen (meal plan, shopping lists, pantry) a member works with, as SQL: the id of their household's
 * owner, or their own id without a household. The one rule every kitchen query asks, so that a member who joins
 * or leaves a household sees the other kitchen on their next request.
 */
export function kitchenOwnerSql(memberId: number): SQL<number> {
  return sql<number>`coalesce((select ${households.ownerId} from ${householdMembers}
    join ${households} on ${households.id} = ${householdMembers.householdId}
    where ${householdMembers.userId} = ${memberId}), ${memberId})`;
}

/** The same rule, read once: the user id the member's kitchen rows carry. */
export async function kitchenOwnerOf(db: TDbOrTx, memberId: number): Promise<number> {
  const [row] = await db.select({ owner: kitchenOwnerSql(memberId) }).from(sql`(select 1) as one`);
  return row ? Number(row.owner) : memberId;
}

/** The members of the viewer's household (the viewer among them), as a subquery; empty without a household. */
export function householdMatesSql(viewerId: number): SQL {
  return sql`(select mates.user_id from ${householdMembers} as mates
    where mates.household_id = (select ${householdMembers.householdId} from ${householdMembers} where ${householdMembers.userId} = ${viewerId}))`;
}

/**
 * Moves one kitchen into another (a member bringing their plan, lists and pantry into a household, or the kitchen
 * passing to a new owner). Pantry lines the target already has stay as they are there. Runs in the caller's
 * transaction.
 */
export async function moveKitchen(tx: TDbOrTx, fromId: number, toId: number): Promise<void> {
  await tx.update(shoppingLists).set({ ownerId: toId }).where(eq(shoppingLists.ownerId, fromId));
  // The new owner's kitchen holds these lists now; a share with them would show them twice in their summary.
  await tx.execute(sql`delete from ${shoppingListMembers} where ${shoppingListMembers.userId} = ${toId}
    and ${shoppingListMembers.listId} in (select ${shoppingLists.id} from ${shoppingLists} where ${shoppingLists.ownerId} = ${toId})`);
  await tx.update(mealPlanEntries).set({ userId: toId }).where(eq(mealPlanEntries.userId, fromId));
  await tx.execute(sql`insert into ${pantryItems} (owner_id, name, key, amount, unit)
    select ${toId}, name, key, amount, unit from ${pantryItems} where owner_id = ${fromId}
    on conflict (owner_id, key) do nothing`);
  await tx.delete(pantryItems).where(eq(pantryItems.ownerId, fromId));
}

/**
 * A copy of a kitchen for a member who leaves: every shopping list with its items (not its shares or link),
 * every meal plan entry and the pantry (lines they already have stay theirs). Runs in the caller's transaction.
 */
export async function copyKitchen(tx: TDbOrTx, fromId: number, toId: number): Promise<void> {
  const lists = await tx
    .select({ id: shoppingLists.id, title: shoppingLists.title, hideStaples: shoppingLists.hideStaples })
    .from(shoppingLists)
    .where(eq(shoppingLists.ownerId, fromId));
  for (const list of lists) {
    const [copy] = await tx
      .insert(shoppingLists)
      .values({ ownerId: toId, title: list.title, hideStaples: list.hideStaples })
      .returning({ id: shoppingLists.id });
    if (!copy) throw new Error('shopping list copy returned no row');
    await tx.execute(sql`insert into ${shoppingItems}
        (list_id, id, key, name, quantities, notes, sources, section, staple, checked, changed_at)
      select ${copy.id}, id, key, name, quantities, notes, sources, section, staple, checked, changed_at
      from ${shoppingItems} where list_id = ${list.id} and deleted_at is null`);
  }
  await tx.execute(sql`insert into ${mealPlanEntries} (user_id, day, slot, recipe_id, note, servings, position)
    select ${toId}, day, slot, recipe_id, note, servings, position from ${mealPlanEntries} where user_id = ${fromId}`);
  await tx.execute(sql`insert into ${pantryItems} (owner_id, name, key, amount, unit)
    select ${toId}, name, key, amount, unit from ${pantryItems} where owner_id = ${fromId}
    on conflict (owner_id, key) do nothing`);
}
