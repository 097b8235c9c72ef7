import { and, asc, count, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { kitchenOwnerOf, kitchenOwnerSql, visibleThroughPlan, visibleTo } from '@kochclip/db/queries';
import { mealPlanEntries, recipes, shoppingLists, users } from '@kochclip/db/schema';
import type { TSessionUser } from '../shared/session-user.schemas';
import { AppError, notFound } from '../errors';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';
import { addDays, mondayOf, todayInPlanZone, weekDays, type TMealSlot } from '@kochclip/core';
import { assertPlannable, inWindow, MAX_ENTRIES_PER_DAY, MAX_PLAN_ENTRIES, planWindow } from './kitchen-limits';
import { MEAL_PLAN_ENTRY_NOT_FOUND, type TMealPlanEntry } from './meal-plan.schemas';
import { listOutput } from './shopping-access';
import { fillListInTransaction } from './shopping-fill.service';
import { insertShoppingList } from './shopping-lists.service';
import { DEFAULT_LIST_TITLE } from './shopping-lists.schemas';

const entryColumns = {
  id: mealPlanEntries.id,
  date: mealPlanEntries.day,
  slot: mealPlanEntries.slot,
  servings: mealPlanEntries.servings,
  position: mealPlanEntries.position,
  note: mealPlanEntries.note,
  updatedAt: mealPlanEntries.updatedAt,
  recipeId: recipes.id,
  title: recipes.title,
  imageUrl: recipes.imageUrl,
  thumbnailUrl: recipes.thumbnailUrl,
  duration: recipes.duration,
  recipeServings: recipes.servings,
};

type TEntryRow = Awaited<ReturnType<typeof entriesBetween>>[number];

function toEntry(row: TEntryRow): TMealPlanEntry {
  return {
    id: row.id,
    date: row.date,
    slot: row.slot,
    servings: row.servings,
    position: row.position,
    note: row.recipeId === null ? row.note : null,
    updatedAt: row.updatedAt,
    recipe:
      row.recipeId === null || row.title === null || row.recipeServings === null
        ? null
        : {
            id: row.recipeId,
            title: row.title,
            imageUrl: row.imageUrl,
            thumbnailUrl: row.thumbnailUrl,
            duration: row.duration,
            servings: row.recipeServings,
          },
  };
}

const SLOT_ORDER = sql`array_position(array['breakfast', 'lunch', 'dinner', 'snack']::text[], ${mealPlanEntries.slot})`;

/** What a member may plan: public recipes and their own. */
const visibleToMember = (userId: number) => visibleTo({ id: userId, admin: false });
/**
 * A free-text entry, or one whose recipe the member sees through the plan (theirs, public, or a household mate's
 * „Nur für mich“ recipe). A recipe that went private otherwise drops out (its entry stays, unseen, until it is
 * public again or its author shares the plan again).
 */
const shownToMember = (userId: number) => or(isNull(mealPlanEntries.recipeId), visibleThroughPlan(userId));

/**
 * Whose plan a request works on: the kitchen's owner (the member, or their household's owner) and the member who
 * looks at it (what recipes they see).
 */
export interface TPlanOwner {
  ownerId: number;
  viewerId: number;
}

export async function planOwnerOf(db: TDbOrTx, memberId: number): Promise<TPlanOwner> {
  return { ownerId: await kitchenOwnerOf(db, memberId), viewerId: memberId };
}

/** A plan's entries from one day to another, by day, slot and position, as the viewer sees them. */
export function entriesBetween(db: TDbOrTx, plan: TPlanOwner, from: string, to: string) {
  return db
    .select(entryColumns)
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      and(
        eq(mealPlanEntries.userId, plan.ownerId),
        gte(mealPlanEntries.day, from),
        lte(mealPlanEntries.day, to),
        shownToMember(plan.viewerId),
      ),
    )
    .orderBy(asc(mealPlanEntries.day), asc(SLOT_ORDER), asc(mealPlanEntries.position), asc(mealPlanEntries.id));
}

export async function getMealPlanWeek(db: TDb, params: { member: TSessionUser; week?: string }) {
  const weekStart = mondayOf(params.week ?? todayInPlanZone());
  const days = weekDays(weekStart);
  const rows = await entriesBetween(db, await planOwnerOf(db, params.member.id), weekStart, addDays(weekStart, 6));
  const window = planWindow(params.member);
  return { weekStart, days, entries: rows.map(toEntry), editable: inWindow(window, weekStart), planWindow: window };
}

export async function oneEntry(db: TDbOrTx, params: { id: number; plan: TPlanOwner }) {
  const [row] = await db
    .select(entryColumns)
    .from(mealPlanEntries)
    .leftJoin(recipes, eq(recipes.id, mealPlanEntries.recipeId))
    .where(
      and(
        eq(mealPlanEntries.id, params.id),
        eq(mealPlanEntries.userId, params.plan.ownerId),
        shownToMember(params.plan.viewerId),
      ),
    );
  if (!row) throw notFound(MEAL_PLAN_ENTRY_NOT_FOUND);
  return toEntry(row);
}

/**
 * Caps checked under the plan owner's row lock (one lock for a whole household), so parallel requests end exactly
 * at the cap; entries on each of the days at once (a weekly repeat, a suggestion) fit or none is written.
 */
export async function assertRoomOn(tx: TDbOrTx, userId: number, day: string, ...moreDays: string[]) {
  await tx.execute(sql`select 1 from ${users} where ${users.id} = ${userId} for update`);
  const days = [day, ...moreDays];
  const onDays = await tx
    .select({ day: mealPlanEntries.day, n: count() })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), inArray(mealPlanEntries.day, days)))
    .groupBy(mealPlanEntries.day);
  const taken = new Map(onDays.map((row) => [row.day, row.n]));
  const wanted = new Map<string, number>();
  for (const one of days) wanted.set(one, (wanted.get(one) ?? 0) + 1);
  for (const [one, n] of wanted) {
    if ((taken.get(one) ?? 0) + n > MAX_ENTRIES_PER_DAY) {
      throw new AppError('BAD_REQUEST', `An einem Tag haben höchstens ${MAX_ENTRIES_PER_DAY} Rezepte Platz.`);
    }
  }
  const [all] = await tx.select({ n: count() }).from(mealPlanEntries).where(eq(mealPlanEntries.userId, userId));
  if ((all?.n ?? 0) + days.length > MAX_PLAN_ENTRIES) {
    throw new AppError('BAD_REQUEST', `Dein Wochenplan fasst höchstens ${MAX_PLAN_ENTRIES} Einträge. Entferne alte Einträge.`);
  }
}

export async function nextPosition(tx: TDbOrTx, userId: number, day: string, slot: TMealSlot): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${mealPlanEntries.position})` })
    .from(mealPlanEntries)
    .where(and(eq(mealPlanEntries.userId, userId), eq(mealPlanEntries.day, day), eq(mealPlanEntries.slot, slot)));
  return row?.last === null || row?.last === undefined ? 0 : Math.min(100, row.last + 1);
}

export async function addMealPlanEntry(
  db: TDb,
  params: { member: TSessionUser; date: string; slot: TMealSlot; recipeId: number; servings?: number },
) {
  const [recipe] = await db
    .select({ servings: recipes.servings })
    .from(recipes)
    .where(and(eq(recipes.id, params.recipeId), visibleToMember(params.member.id)));
  if (!recipe) throw notFound(RECIPE_NOT_FOUND);
  return insertEntry(db, params, { recipeId: params.recipeId, servings: params.servings ?? Math.min(20, recipe.servings) });
}

/** One entry at the end of its slot, in one transaction with the day's room check; answers it as the plan shows it. */
async function insertEntry(
  db: TDb,
  params: { member: TSessionUser; date: string; slot: TMealSlot },
  what: { recipeId: number; servings: number } | { note: string; servings: number },
) {
  assertPlannable(params.member, params.date);
  const plan = await planOwnerOf(db, params.member.id);
  const id = await db.transaction(async (tx) => {
    await assertRoomOn(tx, plan.ownerId, params.date);
    const [created] = await tx
      .insert(mealPlanEntries)
      .values({
        userId: plan.ownerId,
        day: params.date,
        slot: params.slot,
        ...what,
        position: await nextPosition(tx, plan.ownerId, params.date, params.slot),
      })
      .returning({ id: mealPlanEntries.id });
    if (!created) throw new Error('meal plan insert returned no row');
    return created.id;
  });
  return oneEntry(db, { id, plan });
}

/** A free-text entry („Reste“, „Essen gehen“): a slot of the plan without a recipe. */
export async function addMealPlanNote(
  db: TDb,
  params: { member: TSessionUser; date: string; slot: TMealSlot; note: string; servings?: number },
) {
  return insertEntry(db, params, { note: params.note, servings: params.servings ?? 2 });
}

export const NOTE_ON_RECIPE_MESSAGE = 'Nur Einträge ohne Rezept haben einen eigenen Text.';

/** Moves an entry (drag and drop, keyboard) or changes its servings; free members only within their two weeks. */
export async function updateMealPlanEntry(
  db: TDb,
  params: {
    member: TSessionUser;
    id: number;
    date?: string;
    slot?: TMealSlot;
    servings?: number;
    position?: number;
    note?: string;
  },
) {
  const { member, id, ...fields } = params;
  const plan = await planOwnerOf(db, member.id);
  await db.transaction(async (tx) => {
    const current = await oneEntry(tx, { id, plan });
    if (fields.note !== undefined && current.recipe !== null) throw new AppError('BAD_REQUEST', NOTE_ON_RECIPE_MESSAGE);
    const day = fields.date ?? current.date;
    const slot = fields.slot ?? current.slot;
    assertPlannable(member, current.date, day);
    if (day !== current.date) await assertRoomOn(tx, plan.ownerId, day);
    const moved = day !== current.date || slot !== current.slot;
    const position = fields.position ?? (moved ? await nextPosition(tx, plan.ownerId, day, slot) : current.position);
    await tx
      .update(mealPlanEntries)
      .set({ day, slot, position, servings: fields.servings ?? current.servings, note: fields.note })
      .where(and(eq(mealPlanEntries.id, id), eq(mealPlanEntries.userId, plan.ownerId)));
  });
  return oneEntry(db, { id, plan });
}

export async function deleteMealPlanEntry(db: TDb, params: { id: number; userId: number }) {
  const deleted = await db
    .delete(mealPlanEntries)
    .where(and(eq(mealPlanEntries.id, params.id), eq(mealPlanEntries.userId, kitchenOwnerSql(params.userId))))
    .returning({ id: mealPlanEntries.id });
  if (deleted.length === 0) throw notFound(MEAL_PLAN_ENTRY_NOT_FOUND);
  return { success: true as const };
}

export const EMPTY_WEEK_MESSAGE = 'In dieser Woche ist noch nichts geplant.';

/**
 * 'Einkaufsliste für diese Woche': every planned recipe of the week at its servings goes on a list: the one
 * given, else the kitchen's first list (the household's, or the member's own), else a new one.
 */
export async function weekToShoppingList(db: TDb, params: { member: TSessionUser; week: string; listId?: number }) {
  const weekStart = mondayOf(params.week);
  const plan = await planOwnerOf(db, params.member.id);
  const rows = await entriesBetween(db, plan, weekStart, addDays(weekStart, 6));
  // Free-text entries („Essen gehen“) need nothing bought.
  const portions = rows.flatMap((row) => (row.recipeId === null ? [] : [{ recipeId: row.recipeId, servings: row.servings }]));
  if (portions.length === 0) throw new AppError('BAD_REQUEST', EMPTY_WEEK_MESSAGE);
  const listId = await db.transaction(async (tx) => {
    let id = params.listId;
    if (id === undefined) {
      const [own] = await tx
        .select({ id: shoppingLists.id })
        .from(shoppingLists)
        .where(eq(shoppingLists.ownerId, plan.ownerId))
        .orderBy(asc(shoppingLists.createdAt), asc(shoppingLists.id))
        .limit(1);
      id = own?.id ?? (await insertShoppingList(tx, { member: params.member, title: DEFAULT_LIST_TITLE }));
    }
    await fillListInTransaction(tx, { id, userId: params.member.id, portions, throughPlan: true });
    return id;
  });
  return listOutput(db, listId, params.member.id);
}
