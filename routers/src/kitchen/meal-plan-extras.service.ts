import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { collectionRecipes, collections, likes, mealPlanEntries, recipes, users } from '@kochclip/db/schema';
import type { TSessionUser } from '../shared/session-user.schemas';
import { AppError, forbidden } from '../errors';
import { addDays, daysBetween, mondayOf, todayInPlanZone, weekDays, type TMealSlot } from '@kochclip/core';
import { assertPlannable, FREE_PLAN_MESSAGE, inWindow, planWindow } from './kitchen-limits';
import { MAX_REPEAT_WEEKS } from './meal-plan.schemas';
import { assertRoomOn, entriesBetween, getMealPlanWeek, nextPosition, oneEntry, planOwnerOf } from './meal-plan.service';

/** Meal plan extras (issue 43 item 4): an entry repeated weekly, and „Vorschlag“ for the empty slots of a week. */

export const REPEAT_UNTIL_TOO_EARLY =
  'Bis zu diesem Datum passt keine Wiederholung: Es muss mindestens eine Woche nach dem Eintrag liegen.';
export const REPEAT_TOO_FAR = `Wiederholen geht höchstens ${MAX_REPEAT_WEEKS} Wochen im Voraus.`;

/** The same meal (recipe or free text) on the same weekday and slot for the next weeks; all of them or none. */
export async function repeatMealPlanEntry(db: TDb, params: { member: TSessionUser; id: number; weeks?: number; until?: string }) {
  const plan = await planOwnerOf(db, params.member.id);
  const userId = plan.ownerId;
  const entry = await oneEntry(db, { id: params.id, plan });
  const weeks = params.weeks ?? Math.floor(daysBetween(entry.date, params.until ?? entry.date) / 7);
  if (weeks < 1) throw new AppError('BAD_REQUEST', REPEAT_UNTIL_TOO_EARLY);
  if (weeks > MAX_REPEAT_WEEKS) throw new AppError('BAD_REQUEST', REPEAT_TOO_FAR);
  const days = Array.from({ length: weeks }, (_, i) => addDays(entry.date, 7 * (i + 1)));
  const [firstDay = entry.date, ...laterDays] = days;
  if ((days.at(-1) ?? entry.date) > '2099-12-31') throw new AppError('BAD_REQUEST', REPEAT_TOO_FAR);
  assertPlannable(params.member, ...days);
  const ids = await db.transaction(async (tx) => {
    await assertRoomOn(tx, userId, firstDay, ...laterDays);
    const created: number[] = [];
    for (const day of days) {
      const [row] = await tx
        .insert(mealPlanEntries)
        .values({
          userId,
          day,
          slot: entry.slot,
          recipeId: entry.recipe?.id ?? null,
          note: entry.recipe ? null : entry.note,
          servings: entry.servings,
          position: await nextPosition(tx, userId, day, entry.slot),
        })
        .returning({ id: mealPlanEntries.id });
      if (row) created.push(row.id);
    }
    return created;
  });
  return { entries: await Promise.all(ids.map((id) => oneEntry(db, { id, plan }))) };
}

/** A recipe comes back at the earliest this many days after (or before) it is planned. */
const NO_REPEAT_DAYS = 14;
const SUGGESTION_CANDIDATES = 200;
export const NOTHING_TO_SUGGEST =
  'Für einen Vorschlag fehlen Rezepte: Speichere Rezepte in einer Sammlung oder markiere sie mit „Gefällt mir“.';
export const ALL_RECENTLY_PLANNED =
  'Kein Vorschlag möglich: Alle Rezepte aus deinen Sammlungen und Likes stehen schon innerhalb von zwei Wochen im Plan.';
export const NO_EMPTY_SLOT = 'In dieser Woche ist keine Mahlzeit mehr frei.';
export const WEEK_OVER = 'Diese Woche ist schon vorbei.';

/**
 * „Vorschlag“: fills each empty slot of the week (from today on) with a recipe from the member's collections and
 * likes, never one planned within two weeks of that day, in an order that changes from week to week. In a
 * household the plan is the household's and the recipes come from the member who asks.
 */
export async function suggestMealPlan(db: TDb, params: { member: TSessionUser; week: string; slots?: readonly TMealSlot[] }) {
  const userId = params.member.id;
  const plan = await planOwnerOf(db, userId);
  const ownerId = plan.ownerId;
  const weekStart = mondayOf(params.week);
  const slots = [...new Set<TMealSlot>(params.slots ?? ['dinner'])];
  const today = todayInPlanZone();
  const window = planWindow(params.member);
  const days = weekDays(weekStart).filter((day) => day >= today);
  if (days.length === 0) throw new AppError('BAD_REQUEST', WEEK_OVER);
  if (!days.some((day) => inWindow(window, day))) throw forbidden(FREE_PLAN_MESSAGE);
  // One suggestion at a time per plan (the row lock of assertRoomOn, taken first): a second request sent at the
  // same moment waits, then finds the slots the first one filled.
  const added = await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${ownerId} for update`);
    const planned = await entriesBetween(tx, plan, addDays(weekStart, -NO_REPEAT_DAYS), addDays(weekStart, 6 + NO_REPEAT_DAYS));
    const empty = days
      .filter((day) => inWindow(window, day))
      .flatMap((day) => slots.map((slot) => ({ day, slot })))
      .filter(({ day, slot }) => !planned.some((entry) => entry.date === day && entry.slot === slot));
    if (empty.length === 0) throw new AppError('BAD_REQUEST', NO_EMPTY_SLOT);

    const inCollections = tx
      .select({ id: collectionRecipes.recipeId })
      .from(collectionRecipes)
      .innerJoin(collections, eq(collections.id, collectionRecipes.collectionId))
      .where(eq(collections.userId, userId));
    const liked = tx.select({ id: likes.recipeId }).from(likes).where(eq(likes.userId, userId));
    const candidates = await tx
      .select({ id: recipes.id, servings: recipes.servings })
      .from(recipes)
      .where(and(or(inArray(recipes.id, inCollections), inArray(recipes.id, liked)), visibleTo({ id: userId, admin: false })))
      .orderBy(sql`md5(${recipes.id}::text || ${weekStart})`)
      .limit(SUGGESTION_CANDIDATES);
    if (candidates.length === 0) throw new AppError('BAD_REQUEST', NOTHING_TO_SUGGEST);

    const datesOf = new Map<number, string[]>();
    for (const entry of planned) {
      if (entry.recipeId !== null) datesOf.set(entry.recipeId, [...(datesOf.get(entry.recipeId) ?? []), entry.date]);
    }
    const picks: { day: string; slot: TMealSlot; recipeId: number; servings: number }[] = [];
    for (const { day, slot } of empty) {
      const pick = candidates.find((recipe) =>
        (datesOf.get(recipe.id) ?? []).every((date) => Math.abs(daysBetween(date, day)) >= NO_REPEAT_DAYS),
      );
      if (!pick) continue;
      datesOf.set(pick.id, [...(datesOf.get(pick.id) ?? []), day]);
      picks.push({ day, slot, recipeId: pick.id, servings: Math.min(20, pick.servings) });
    }
    if (picks.length === 0) throw new AppError('BAD_REQUEST', ALL_RECENTLY_PLANNED);
    const [first, ...rest] = picks.map((pick) => pick.day);
    if (first !== undefined) await assertRoomOn(tx, ownerId, first, ...rest);
    for (const pick of picks) {
      await tx.insert(mealPlanEntries).values({
        userId: ownerId,
        day: pick.day,
        slot: pick.slot,
        recipeId: pick.recipeId,
        servings: pick.servings,
        position: await nextPosition(tx, ownerId, pick.day, pick.slot),
      });
    }
    return picks.length;
  });
  return { ...(await getMealPlanWeek(db, { member: params.member, week: weekStart })), added };
}
