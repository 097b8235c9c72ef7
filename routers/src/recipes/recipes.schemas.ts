import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZVariantOf } from './variants/variants.schemas';
import {
  DIFFICULTIES,
  RECIPE_CATEGORIES,
  RECIPE_VISIBILITIES,
  VIDEO_PLATFORMS,
  type TIngredient,
  type TInstruction,
  type TRecipeCategory,
} from '@kochclip/db/schema';

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

export const ZCreator = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  verified: z.boolean(),
  /** Premium right now: the badge the premium plan promises, shown beside the creator. */
  isPremium: z.boolean(),
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
  createdAt: ZTimestamp,
  createdBy: ZCreator.nullable(),
  /** The creator deleted their account and left the recipe to the community: shown as 'Gelöschtes Mitglied'. */
  creatorDeleted: z.boolean(),
  /**
   * An admin deactivated the creator: `createdBy` is null (their profile answers 404) and the recipe shows
   * 'Gesperrtes Mitglied' without a link.
   */
  creatorSuspended: z.boolean(),
  /** „Öffentlich“ or „Nur für mich“: only the author (and admins) ever get a 'private' one. */
  visibility: z.enum(RECIPE_VISIBILITIES),
});
export type TRecipeCard = z.input<typeof ZRecipeCard>;

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

/** Groups in the detail output: the flat lists split where the group title changes (recipes/editor/recipe-groups.ts). */
export const ZIngredientLine = ZIngredient.extend({ note: z.string().nullable(), optional: z.boolean() });
export const ZIngredientGroup = z.object({ title: z.string().nullable(), ingredients: z.array(ZIngredientLine) });
export const ZInstructionGroup = z.object({ title: z.string().nullable(), steps: z.array(ZInstruction) });

export const ZRecipeDetail = ZRecipeCard.extend({
  /** The flat lists as before (every ingredient and step, group titles left out). */
  ingredients: z.array(ZIngredient),
  instructions: z.array(ZInstruction),
  /** The same ingredients and steps in their groups, with each ingredient's note and optional flag. */
  ingredientGroups: z.array(ZIngredientGroup),
  instructionGroups: z.array(ZInstructionGroup),
  prepTime: z.number().int().nullable(),
  cookTime: z.number().int().nullable(),
  /** The version an editor sends back when saving (PUT /api/recipes/{id}). */
  version: z.number().int(),
  originalVideoUrl: z.string().nullable(),
  originalCreator: z.string().nullable(),
  originalPlatform: z.enum(VIDEO_PLATFORMS).nullable(),
  /** The web page an imported recipe comes from ('Quelle: <Seite>'), with the site's name and the author it names. */
  sourceUrl: z.string().nullable(),
  sourceSite: z.string().nullable(),
  sourceAuthor: z.string().nullable(),
  createdById: z.number().int().nullable(),
  isPreview: z.boolean(),
  totalIngredients: z.number().int(),
  totalInstructions: z.number().int(),
  isLiked: z.boolean(),
  averageRating: z.number().nullable(),
  totalRatings: z.number().int(),
  /**
   * „Variante von <Rezept> von <Koch>“: the original this recipe was saved from as a variant; null for an original
   * (and for a recipe not saved yet, which is why both variant fields default).
   */
  variantOf: ZVariantOf.nullable().default(null),
  /** How many public variants members saved of this recipe („3 Varianten“). */
  variantCount: z.number().int().default(0),
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
