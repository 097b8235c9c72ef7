import { z } from 'zod';
import {
  ZCreator,
  ZIngredient,
  ZIngredientGroup,
  ZIngredientLine,
  ZInstruction,
  ZInstructionGroup,
  ZRecipeCard,
  ZRecipeDetail,
} from '@kochclip/core/raw-routes';
import { DIFFICULTIES, RECIPE_CATEGORIES, type TRecipeCategory } from '@kochclip/core';

/** The landing page's English filter words, mapped to the create page's German categories. */
export const CATEGORY_ALIASES: Record<string, TRecipeCategory> = {
  breakfast: 'Frühstück',
  main: 'Hauptgericht',
  dessert: 'Dessert',
  snacks: 'Snacks',
  drinks: 'Getränke',
  vegetarian: 'Vegetarisch',
  vegan: 'Vegan',
  'gluten-free': 'Glutenfrei',
  'low-carb': 'Low Carb',
};

export const DIET_CATEGORIES = ['Vegetarisch', 'Vegan', 'Glutenfrei', 'Low Carb'] as const satisfies readonly TRecipeCategory[];

export const DURATION_BUCKETS = ['unter-15', '15-30', '30-60', 'über-60'] as const;
export type TDurationBucket = (typeof DURATION_BUCKETS)[number];

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function resolveCategory(value: string): TRecipeCategory | undefined {
  const lower = value.trim().toLowerCase();
  return CATEGORY_ALIASES[lower] ?? RECIPE_CATEGORIES.find((c) => c.toLowerCase() === lower);
}

function resolveDiet(value: string): (typeof DIET_CATEGORIES)[number] | undefined {
  const category = resolveCategory(value);
  return DIET_CATEGORIES.find((d) => d === category);
}

/** An optional text filter (blank means "not given") that `resolve` maps to its value; an unknown one is refused. */
function resolvedFilter<T extends string>(resolve: (value: string) => T | undefined, unknown: (value: string) => string) {
  return z.preprocess(
    emptyToUndefined,
    z
      .string()
      .transform((value, ctx) => {
        const resolved = resolve(value);
        if (resolved === undefined) {
          ctx.addIssue({ code: 'custom', message: unknown(value) });
          return z.NEVER;
        }
        return resolved;
      })
      .optional(),
  );
}

export const ZCategoryFilter = resolvedFilter(resolveCategory, (value) => `Unbekannte Kategorie „${value}“`);
export const ZDietFilter = resolvedFilter(resolveDiet, (value) => `Unbekannte Ernährungsweise „${value}“`);

const normaliseDuration = (value: string) => value.replace(/^ueber-/i, 'über-').toLowerCase();

export const ZDurationFilter = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(normaliseDuration(value)) : value),
  z
    .enum(DURATION_BUCKETS, {
      error: (issue) => `Unbekannte Dauer „${String(issue.input)}“ (erlaubt: ${DURATION_BUCKETS.join(', ')})`,
    })
    .optional(),
);

export const ZDifficultyFilter = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.toLowerCase()) : value),
  z
    .enum(DIFFICULTIES, {
      error: (issue) => `Unbekannter Schwierigkeitsgrad „${String(issue.input)}“ (erlaubt: einfach, mittel, schwer)`,
    })
    .optional(),
);

export const ZSearchFilter = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(100, 'Suchbegriff zu lang (höchstens 100 Zeichen)').optional(),
);

export const ZSortFilter = z.preprocess(
  emptyToUndefined,
  z.enum(['popular', 'recent'], { error: 'Unbekannte Sortierung (erlaubt: popular, recent)' }).optional(),
);

/** A page size: 1–50, 24 when not given. */
export const ZLimitParam = z.number().int().min(1).max(50).default(24);

export const ZCursorParam = z.preprocess(emptyToUndefined, z.string().max(200).optional());

export const ZRecipeListInput = z.object({
  category: ZCategoryFilter,
  diet: ZDietFilter,
  difficulty: ZDifficultyFilter,
  duration: ZDurationFilter,
  search: ZSearchFilter,
  sort: ZSortFilter,
  limit: ZLimitParam,
  cursor: ZCursorParam,
});
export type TRecipeListInput = z.infer<typeof ZRecipeListInput>;

export const ZRecipeId = z
  .number({ error: 'Ungültige Rezept-ID' })
  .int('Ungültige Rezept-ID')
  .positive('Ungültige Rezept-ID')
  .max(2_147_483_647, 'Ungültige Rezept-ID');

export { ZCreator, ZIngredient, ZIngredientGroup, ZIngredientLine, ZInstruction, ZInstructionGroup, ZRecipeCard, ZRecipeDetail };
export type TRecipeCard = z.input<typeof ZRecipeCard>;

export const ZRecipeList = z.object({
  recipes: z.array(ZRecipeCard),
  nextCursor: z.string().nullable(),
});

export type TRecipeDetail = z.input<typeof ZRecipeDetail>;

export const ZLikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const ZCommunityStats = z.object({
  totalRecipes: z.number().int(),
  totalMembers: z.number().int(),
  totalLikes: z.number().int(),
  totalViews: z.number().int(),
  recipesThisWeek: z.number().int(),
});
