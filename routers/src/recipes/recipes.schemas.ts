import { z } from 'zod';
import {
  DIFFICULTIES,
  RECIPE_CATEGORIES,
  VIDEO_PLATFORMS,
  type TIngredient,
  type TInstruction,
  type TRecipeCategory,
} from '../../../db/src/schema';

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
  const trimmed = value.trim();
  const lower = trimmed.toLowerCase();
  return CATEGORY_ALIASES[lower] ?? RECIPE_CATEGORIES.find((c) => c.toLowerCase() === lower);
}

export const ZCategoryFilter = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((value, ctx) => {
      const category = resolveCategory(value);
      if (!category) {
        ctx.addIssue({ code: 'custom', message: `Unbekannte Kategorie „${value}“` });
        return z.NEVER;
      }
      return category;
    })
    .optional(),
);

export const ZDietFilter = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((value, ctx) => {
      const category = resolveCategory(value);
      const diet = DIET_CATEGORIES.find((d) => d === category);
      if (!diet) {
        ctx.addIssue({ code: 'custom', message: `Unbekannte Ernährungsweise „${value}“` });
        return z.NEVER;
      }
      return diet;
    })
    .optional(),
);

export const ZDurationFilter = z.preprocess(
  (value) => (typeof value === 'string' ? emptyToUndefined(value.replace(/^ueber-/i, 'über-').toLowerCase()) : value),
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

export const ZRecipeListInput = z.object({
  category: ZCategoryFilter,
  diet: ZDietFilter,
  difficulty: ZDifficultyFilter,
  duration: ZDurationFilter,
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, 'Suchbegriff zu lang (höchstens 100 Zeichen)').optional()),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(['popular', 'recent'], { error: 'Unbekannte Sortierung (erlaubt: popular, recent)' }).optional(),
  ),
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(24)),
  cursor: z.preprocess(emptyToUndefined, z.string().max(200).optional()),
});
export type TRecipeListInput = z.infer<typeof ZRecipeListInput>;

export const ZRecipeId = z.coerce
  .number({ error: 'Ungültige Rezept-ID' })
  .int('Ungültige Rezept-ID')
  .positive('Ungültige Rezept-ID')
  .max(2_147_483_647, 'Ungültige Rezept-ID');

export const ZCreator = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.boolean(),
});

export const ZRecipeCard = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  category: z.enum(RECIPE_CATEGORIES).nullable(),
  difficulty: z.enum(DIFFICULTIES),
  duration: z.number().int().nullable(),
  servings: z.number().int(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  tags: z.array(z.string()),
  createdAt: z.date(),
  createdBy: ZCreator.nullable(),
});
export type TRecipeCard = z.infer<typeof ZRecipeCard>;

export const ZRecipeList = z.object({
  recipes: z.array(ZRecipeCard),
  nextCursor: z.string().nullable(),
});

export const ZIngredient = z.object({
  name: z.string().trim().min(1).max(200),
  amount: z.string().trim().max(50),
  unit: z.string().trim().max(30),
}) satisfies z.ZodType<TIngredient>;

export const ZInstruction = z.object({
  step: z.string().trim().min(1).max(2000),
  duration: z.number().int().min(0).max(10080).optional(),
  temperature: z.string().trim().max(50).optional(),
}) satisfies z.ZodType<TInstruction>;

export const ZRecipeDetail = ZRecipeCard.extend({
  ingredients: z.array(ZIngredient),
  instructions: z.array(ZInstruction),
  originalVideoUrl: z.string().nullable(),
  originalCreator: z.string().nullable(),
  originalPlatform: z.enum(VIDEO_PLATFORMS).nullable(),
  createdById: z.number().int().nullable(),
  isPreview: z.boolean(),
  totalIngredients: z.number().int(),
  totalInstructions: z.number().int(),
  isLiked: z.boolean(),
  averageRating: z.number().nullable(),
  totalRatings: z.number().int(),
});
export type TRecipeDetail = z.infer<typeof ZRecipeDetail>;

export const ZLikeState = z.object({ liked: z.boolean(), likeCount: z.number().int() });

export const ZCommunityStats = z.object({
  totalRecipes: z.number().int(),
  totalMembers: z.number().int(),
  totalLikes: z.number().int(),
  totalViews: z.number().int(),
  recipesThisWeek: z.number().int(),
});
