import { z } from 'zod';
import { DIFFICULTIES, RECIPE_CATEGORIES, RECIPE_VISIBILITIES } from '@kochclip/db/schema';

/**
 * The recipe a member writes, as the editor sends it and a draft is saved with: its limits, fields and German
 * refusals (the editor's create and update, and saving a draft, check the same).
 */

/** What one recipe may hold when a member writes it: the limits of machine-made recipes (create.schemas.ts), per list. */
export const EDITOR_LIMITS = {
  ingredients: 100,
  steps: 60,
  groups: 20,
  title: 200,
  description: 1000,
  tags: 12,
  tag: 40,
  groupTitle: 100,
  name: 200,
  amount: 50,
  unit: 30,
  note: 200,
  step: 2000,
  temperature: 50,
  minutes: 10080,
} as const;
const L = EDITOR_LIMITS;

/** A name of only emoji or punctuation says nothing a search or a shopping list could use. */
const HAS_WORD = /[\p{L}\p{N}]/u;
const blankToNull = (value: string | null) => (value === null || value === '' ? null : value);
const tooLong = (max: number) => `Höchstens ${max} Zeichen`;
const minutes = z.number().int().min(0).max(L.minutes);

const ZGroupTitle = z.string().trim().max(L.groupTitle, tooLong(L.groupTitle)).nullable().default(null).transform(blankToNull);

const ZIngredientLineInput = z.object({
  amount: z.string().trim().max(L.amount, tooLong(L.amount)).default(''),
  unit: z.string().trim().max(L.unit, tooLong(L.unit)).default(''),
  name: z
    .string()
    .trim()
    .min(1, 'Bitte gib den Namen der Zutat an.')
    .max(L.name, tooLong(L.name))
    .regex(HAS_WORD, 'Der Name der Zutat braucht Buchstaben oder Ziffern.'),
  note: z.string().trim().max(L.note, tooLong(L.note)).nullable().default(null).transform(blankToNull),
  optional: z.boolean().default(false),
});

const ZStepInput = z.object({
  step: z.string().trim().min(1, 'Bitte beschreibe den Schritt.').max(L.step, tooLong(L.step)),
  duration: minutes
    .nullable()
    .optional()
    .transform((v) => v ?? undefined),
  temperature: z
    .string()
    .trim()
    .max(L.temperature, tooLong(L.temperature))
    .nullable()
    .optional()
    .transform((v) => v || undefined),
});

const ZIngredientGroupInput = z.object({
  title: ZGroupTitle,
  ingredients: z.array(ZIngredientLineInput).max(L.ingredients, `Zutaten: höchstens ${L.ingredients} Zutaten`),
});
const ZInstructionGroupInput = z.object({
  title: ZGroupTitle,
  steps: z.array(ZStepInput).max(L.steps, `Zubereitung: höchstens ${L.steps} Schritte`),
});

/** A recipe's facts as the editor loads them back (a saved version's snapshot, a draft): the content's fields minus its groups. */
export const recipeFactsOut = {
  title: z.string(),
  description: z.string().nullable(),
  category: z.enum(RECIPE_CATEGORIES).nullable(),
  difficulty: z.enum(DIFFICULTIES),
  servings: z.number().int(),
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  duration: z.number().int().nullable(),
  tags: z.array(z.string()),
};

function countsOf(groups: readonly { length: number }[]) {
  return groups.reduce((sum, group) => sum + group.length, 0);
}

export const recipeFields = {
  title: z
    .string({ error: 'Bitte gib einen Titel an.' })
    .trim()
    .min(1, 'Bitte gib einen Titel an.')
    .max(L.title, tooLong(L.title))
    .regex(HAS_WORD, 'Der Titel braucht Buchstaben oder Ziffern.'),
  description: z.string().trim().max(L.description, tooLong(L.description)).nullable().default(null).transform(blankToNull),
  category: z
    .enum(RECIPE_CATEGORIES, { error: `Unbekannte Kategorie (erlaubt: ${RECIPE_CATEGORIES.join(', ')})` })
    .nullable()
    .default(null),
  difficulty: z
    .enum(DIFFICULTIES, { error: 'Unbekannter Schwierigkeitsgrad (erlaubt: einfach, mittel, schwer)' })
    .default('einfach'),
  servings: z.number().int().min(1, 'Mindestens 1 Portion').max(100, 'Höchstens 100 Portionen').default(4),
  prepTime: minutes.nullable().default(null),
  cookTime: minutes.nullable().default(null),
  /** Total time; 0 means not given (as for the other times, null does too). */
  duration: minutes
    .nullable()
    .default(null)
    .transform((v) => (v === 0 ? null : v)),
  tags: z
    .array(z.string().trim().min(1, 'Leeres Schlagwort').max(L.tag, tooLong(L.tag)))
    .max(L.tags, `Höchstens ${L.tags} Schlagwörter`)
    .default([]),
  ingredientGroups: z
    .array(ZIngredientGroupInput, { error: 'Das Feld „Zutaten“ (ingredientGroups) fehlt.' })
    .max(L.groups, `Höchstens ${L.groups} Zutatengruppen`),
  instructionGroups: z
    .array(ZInstructionGroupInput, { error: 'Das Feld „Zubereitung“ (instructionGroups) fehlt.' })
    .max(L.groups, `Höchstens ${L.groups} Schrittgruppen`),
};

type TGroupCounts = {
  ingredientGroups: readonly { ingredients: readonly unknown[] }[];
  instructionGroups: readonly { steps: readonly unknown[] }[];
};

/** The whole recipe must hold at least one and at most the limit of ingredients and steps, over all its groups. */
export function refineCounts(recipe: TGroupCounts, ctx: z.RefinementCtx) {
  const ingredients = countsOf(recipe.ingredientGroups.map((g) => g.ingredients));
  const steps = countsOf(recipe.instructionGroups.map((g) => g.steps));
  if (ingredients === 0) {
    ctx.addIssue({ code: 'custom', path: ['ingredientGroups'], message: 'Zutaten: Ein Rezept braucht mindestens eine Zutat.' });
  } else if (ingredients > L.ingredients) {
    ctx.addIssue({
      code: 'custom',
      path: ['ingredientGroups'],
      message: `Zutaten: höchstens ${L.ingredients} Zutaten (${ingredients} gesendet).`,
    });
  }
  if (steps === 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['instructionGroups'],
      message: 'Zubereitung: Ein Rezept braucht mindestens einen Zubereitungsschritt.',
    });
  } else if (steps > L.steps) {
    ctx.addIssue({
      code: 'custom',
      path: ['instructionGroups'],
      message: `Zubereitung: höchstens ${L.steps} Schritte (${steps} gesendet).`,
    });
  }
}

/** The recipe as the editor sends it, for creating and for saving (the whole recipe every time). */
export const ZRecipeContent = z.object(recipeFields).superRefine(refineCounts);
export type TRecipeContent = z.output<typeof ZRecipeContent>;

/** „Öffentlich“ ('public') or „Nur für mich“ ('private'); not part of a version (restoring one keeps it as it is). */
export const ZRecipeVisibility = z.enum(RECIPE_VISIBILITIES, {
  error: 'Unbekannte Sichtbarkeit (erlaubt: public für „Öffentlich“, private für „Nur für mich“)',
});

export const ZCreateRecipeInput = z
  .object({ ...recipeFields, visibility: ZRecipeVisibility.default('public') })
  .superRefine(refineCounts);
