import { z } from 'zod';
import { ZRecipeId } from '../recipes/recipes.schemas';
import { rowId } from '../social/shared.schemas';
import { ZTimestamp } from '../timestamp';
import { isIsoDate, MEAL_SLOTS } from './core/plan-week';
import { ZListServings, ZShoppingListId } from './shopping-lists.schemas';

export const MEAL_PLAN_ENTRY_NOT_FOUND = 'Eintrag im Wochenplan nicht gefunden';

const DATE_MESSAGE = 'Ungültiges Datum (erwartet JJJJ-MM-TT zwischen 2000 und 2099).';

/** A day of the plan, 'YYYY-MM-DD' (Berlin calendar days). */
export const ZPlanDate = z
  .string({ error: DATE_MESSAGE })
  .refine((text) => isIsoDate(text) && text >= '2000-01-01' && text <= '2099-12-31', DATE_MESSAGE);

export const ZMealSlot = z.enum(MEAL_SLOTS, {
  error: `Unbekannte Mahlzeit (erlaubt: ${MEAL_SLOTS.join(', ')})`,
});

export const ZMealPlanEntryId = rowId('Ungültige Eintrags-ID');

/** Any day of the wanted week (its Monday is taken); this week when not given. */
export const ZMealPlanWeekInput = z.object({ week: ZPlanDate.optional() }).optional();

export const ZAddMealPlanEntryInput = z.strictObject({
  date: ZPlanDate,
  slot: ZMealSlot,
  recipeId: ZRecipeId,
  /** The recipe's own servings (at most 20) when not given. */
  servings: ZListServings.optional(),
});

export const ZUpdateMealPlanEntryInput = z.strictObject({
  id: ZMealPlanEntryId,
  date: ZPlanDate.optional(),
  slot: ZMealSlot.optional(),
  servings: ZListServings.optional(),
  /** Place within the day's slot, 0 first. */
  position: z
    .number({ error: 'Ungültige Position.' })
    .int('Ungültige Position.')
    .min(0, 'Ungültige Position.')
    .max(100, 'Ungültige Position.')
    .optional(),
});

export const ZMealPlanEntryIdInput = z.object({ id: ZMealPlanEntryId });

export const ZWeekToShoppingListInput = z.strictObject({
  week: ZPlanDate,
  /** A list the member may edit; their own first list (or a new one) when not given. */
  listId: ZShoppingListId.optional(),
});

export const ZMealPlanEntry = z.object({
  id: z.number().int(),
  date: z.string(),
  slot: ZMealSlot,
  servings: z.number().int(),
  position: z.number().int(),
  recipe: z.object({
    id: z.number().int(),
    title: z.string(),
    imageUrl: z.string().nullable(),
    thumbnailUrl: z.string().nullable(),
    duration: z.number().int().nullable(),
    servings: z.number().int(),
  }),
  updatedAt: ZTimestamp,
});
export type TMealPlanEntry = z.input<typeof ZMealPlanEntry>;

export const ZMealPlanWeek = z.object({
  /** Monday of the week. */
  weekStart: z.string(),
  /** Monday to Sunday. */
  days: z.array(z.string()),
  entries: z.array(ZMealPlanEntry),
  /** Whether the member may plan this week (free members: this and next week). */
  editable: z.boolean(),
  /** The days a free member may plan; null for premium members (any day). */
  planWindow: z.object({ from: z.string(), to: z.string() }).nullable(),
});

export const ZCalendarFeed = z.object({
  /** The subscription address's path ('/api/meal-plan/calendar/<token>'); null when the feed is off. */
  path: z.string().nullable(),
});
