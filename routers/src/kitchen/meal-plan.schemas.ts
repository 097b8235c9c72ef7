import { z } from 'zod';
import { ZRecipeId } from '../shared/recipe.schemas';
import { rowId } from '../shared/common.schemas';
import { ZTimestamp } from '../timestamp';
import { isIsoDate, MEAL_SLOTS } from '@kochclip/core';
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

export const MAX_NOTE_LENGTH = 80;
const NOTE_REQUIRED = 'Bitte gib einen Text ein (z. B. „Reste“ oder „Essen gehen“).';
/** A free-text entry's text, shown as text. */
export const ZMealPlanNote = z
  .string({ error: NOTE_REQUIRED })
  .trim()
  .min(1, NOTE_REQUIRED)
  .max(MAX_NOTE_LENGTH, `Ein Eintrag ohne Rezept darf höchstens ${MAX_NOTE_LENGTH} Zeichen lang sein.`);

export const ZAddMealPlanNoteInput = z.strictObject({
  date: ZPlanDate,
  slot: ZMealSlot,
  note: ZMealPlanNote,
  servings: ZListServings.optional(),
});

/** Weekly repeats of one entry at most (half a year). */
export const MAX_REPEAT_WEEKS = 26;
const REPEAT_WEEKS_MESSAGE = `Wiederholen geht für 1 bis ${MAX_REPEAT_WEEKS} Wochen.`;

export const ZRepeatMealPlanEntryInput = z
  .strictObject({
    id: ZMealPlanEntryId,
    /** How many more weeks (1 to 26); or `until`. */
    weeks: z
      .number({ error: REPEAT_WEEKS_MESSAGE })
      .int(REPEAT_WEEKS_MESSAGE)
      .min(1, REPEAT_WEEKS_MESSAGE)
      .max(MAX_REPEAT_WEEKS, REPEAT_WEEKS_MESSAGE)
      .optional(),
    /** The last day a repeat may fall on (at most 26 weeks ahead); or `weeks`. */
    until: ZPlanDate.optional(),
  })
  .refine((input) => (input.weeks === undefined) !== (input.until === undefined), {
    message: 'Gib entweder die Anzahl der Wochen (weeks) oder ein Enddatum (until) an.',
    path: ['weeks'],
  });

export const ZSuggestMealPlanInput = z.strictObject({
  week: ZPlanDate,
  /** The slots to fill on each day of the week from today on; dinner when not given. */
  slots: z.array(ZMealSlot).min(1, 'Wähle mindestens eine Mahlzeit.').max(4, 'Wähle mindestens eine Mahlzeit.').optional(),
});

export const ZUpdateMealPlanEntryInput = z.strictObject({
  id: ZMealPlanEntryId,
  /** A free-text entry's new text (not for entries with a recipe). */
  note: ZMealPlanNote.optional(),
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
  /** The text of an entry without a recipe („Reste“, „Essen gehen“); null for a recipe. */
  note: z.string().nullable(),
  /** Null for a free-text entry. */
  recipe: z
    .object({
      id: z.number().int(),
      title: z.string(),
      imageUrl: z.string().nullable(),
      thumbnailUrl: z.string().nullable(),
      duration: z.number().int().nullable(),
      servings: z.number().int(),
    })
    .nullable(),
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

export const ZMealPlanEntries = z.object({ entries: z.array(ZMealPlanEntry) });

export const ZMealPlanSuggestion = ZMealPlanWeek.extend({
  /** Entries the suggestion added. */
  added: z.number().int(),
});

export const ZCalendarFeed = z.object({
  /** The subscription address's path ('/api/meal-plan/calendar/<token>'); null when the feed is off. */
  path: z.string().nullable(),
});
