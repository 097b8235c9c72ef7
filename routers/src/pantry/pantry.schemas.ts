import { z } from 'zod';
import { rowId } from '../shared/common.schemas';
import { ZTimestamp } from '../timestamp';

export const PANTRY_ITEM_NOT_FOUND = 'Eintrag im Vorrat nicht gefunden';
/** Far above what a kitchen holds; a script cannot fill the table. */
export const MAX_PANTRY_ITEMS = 500;

const NAME_REQUIRED = 'Bitte gib ein, was im Vorrat ist.';
const ZPantryName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'Ein Eintrag im Vorrat darf höchstens 100 Zeichen lang sein.');

/** Blank becomes null: no amount. */
const optionalText = (max: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .trim()
    .max(max, tooLong)
    .nullable()
    .transform((text) => (text ? text : null));

const ZPantryAmount = optionalText(30, 'Die Menge darf höchstens 30 Zeichen lang sein.');
const ZPantryUnit = optionalText(20, 'Die Einheit darf höchstens 20 Zeichen lang sein.');

export const ZPantryItemId = rowId('Ungültige Vorrats-ID');

export const ZAddPantryItemInput = z.strictObject({
  name: ZPantryName,
  /** „500“, „2-3“, „etwas“; null or absent: no amount. */
  amount: ZPantryAmount.optional(),
  unit: ZPantryUnit.optional(),
});

export const ZAddPantryItemsInput = z.strictObject({
  items: z
    .array(ZAddPantryItemInput, { error: 'Bitte gib eine Liste von Einträgen an.' })
    .min(1, 'Bitte gib mindestens einen Eintrag an.')
    .max(MAX_PANTRY_ITEMS, `Höchstens ${MAX_PANTRY_ITEMS} Einträge auf einmal.`),
});

export const ZUpdatePantryItemInput = z.strictObject({
  id: ZPantryItemId,
  name: ZPantryName.optional(),
  amount: ZPantryAmount.optional(),
  unit: ZPantryUnit.optional(),
});

export const ZPantryItemIdInput = z.object({ id: ZPantryItemId });

export const ZPantryItem = z.object({
  id: z.number().int(),
  /** As written; clients show it as text. */
  name: z.string(),
  amount: z.string().nullable(),
  unit: z.string().nullable(),
  updatedAt: ZTimestamp,
});
export type TPantryItem = z.input<typeof ZPantryItem>;

export const ZPantry = z.object({
  items: z.array(ZPantryItem),
  max: z.number().int(),
});

export const ZCookableRecipesInput = z
  .object({
    /** How many recipes (default 30). */
    limit: z.coerce
      .number({ error: 'Ungültige Anzahl.' })
      .int('Ungültige Anzahl.')
      .min(1, 'Ungültige Anzahl.')
      .max(50, 'Höchstens 50 Rezepte auf einmal.')
      .optional(),
  })
  .optional();

export const COOKABLE_ORIGINS = ['own', 'collection', 'community'] as const;

export const ZCookableRecipe = z.object({
  id: z.number().int(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  duration: z.number().int().nullable(),
  /** Where it came from: one's own recipe, a collection or cookbook, or the community. */
  origin: z.enum(COOKABLE_ORIGINS),
  /** Ingredients that count (not optional, not salt, pepper, water, oil or sugar). */
  ingredientCount: z.number().int(),
  coveredCount: z.number().int(),
  /** Share covered by the pantry, 0 to 100. */
  coveredPercent: z.number().int(),
  /** What the pantry lacks, as the recipe writes it. */
  missing: z.array(z.string()),
});

export const ZCookableRecipes = z.object({
  pantryCount: z.number().int(),
  recipes: z.array(ZCookableRecipe),
});
export type TCookableRecipes = z.input<typeof ZCookableRecipes>;
