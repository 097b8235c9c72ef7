import { z } from 'zod';
import {
  DIFFICULTIES,
  RECIPE_CATEGORIES,
  VIDEO_PLATFORMS,
  type TIngredient,
  type TInstruction,
  type TRecipeCategory,
} from '@kochclip/db/schema';
import { REFER, withAcceptor } from '../input-fast-path';

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

/*
 * The list filters below carry acceptors (input-fast-path.ts): what each returns is what its zod schema returns
 * for that input; anything they are unsure of goes to the schema (REFER), which words the German refusal.
 */

/**
 * Acceptor of an optional text filter: not given, blank (after `normalise`, as its preprocess step does), or a
 * value `resolve` knows.
 */
function acceptText<T>(resolve: (value: string) => T | undefined, normalise: (value: string) => string = (value) => value) {
  return (value: unknown): T | undefined | typeof REFER => {
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return REFER;
    const text = normalise(value);
    if (text.trim() === '') return undefined;
    return resolve(text) ?? REFER;
  };
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (value: string): T | undefined =>
    values.find((v) => v === value);

function resolveCategory(value: string): TRecipeCategory | undefined {
  const trimmed = value.trim();
  const lower = trimmed.toLowerCase();
  return CATEGORY_ALIASES[lower] ?? RECIPE_CATEGORIES.find((c) => c.toLowerCase() === lower);
}

function resolveDiet(value: string): (typeof DIET_CATEGORIES)[number] | undefined {
  const category = resolveCategory(value);
  return DIET_CATEGORIES.find((d) => d === category);
}

/** An optional text filter that `resolve` maps to its value; an unknown one is refused with `unknown(value)`. */
function resolvedFilter<T extends string>(resolve: (value: string) => T | undefined, unknown: (value: string) => string) {
  return withAcceptor(
    z.preprocess(
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
    ),
    // T is a string type, so zod's Awaited<T> is T itself.
    acceptText(resolve as (value: string) => Awaited<T> | undefined),
  );
}

export const ZCategoryFilter = resolvedFilter(resolveCategory, (value) => `Unbekannte Kategorie „${value}“`);
export const ZDietFilter = resolvedFilter(resolveDiet, (value) => `Unbekannte Ernährungsweise „${value}“`);

const normaliseDuration = (value: string) => value.replace(/^ueber-/i, 'über-').toLowerCase();

export const ZDurationFilter = withAcceptor(
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(normaliseDuration(value)) : value),
    z
      .enum(DURATION_BUCKETS, {
        error: (issue) => `Unbekannte Dauer „${String(issue.input)}“ (erlaubt: ${DURATION_BUCKETS.join(', ')})`,
      })
      .optional(),
  ),
  acceptText(oneOf(DURATION_BUCKETS), normaliseDuration),
);

export const ZDifficultyFilter = withAcceptor(
  z.preprocess(
    (value) => (typeof value === 'string' ? emptyToUndefined(value.toLowerCase()) : value),
    z
      .enum(DIFFICULTIES, {
        error: (issue) => `Unbekannter Schwierigkeitsgrad „${String(issue.input)}“ (erlaubt: einfach, mittel, schwer)`,
      })
      .optional(),
  ),
  acceptText(oneOf(DIFFICULTIES), (value) => value.toLowerCase()),
);

const SEARCH_MAX = 100;
export const ZSearchFilter = withAcceptor(
  z.preprocess(emptyToUndefined, z.string().trim().max(SEARCH_MAX, 'Suchbegriff zu lang (höchstens 100 Zeichen)').optional()),
  acceptText((value) => {
    const trimmed = value.trim();
    return trimmed.length <= SEARCH_MAX ? trimmed : undefined;
  }),
);

const SORTS = ['popular', 'recent'] as const;
export const ZSortFilter = withAcceptor(
  z.preprocess(emptyToUndefined, z.enum(SORTS, { error: 'Unbekannte Sortierung (erlaubt: popular, recent)' }).optional()),
  acceptText(oneOf(SORTS)),
);

const LIMIT_MAX = 50;
const LIMIT_DEFAULT = 24;
const acceptLimitText = acceptText((text) => (/^\d{1,2}$/.test(text) ? Number(text) : undefined));
/** A page size: 1–50, 24 when not given; the acceptor takes integers and one- or two-digit strings. */
export const ZLimitParam = withAcceptor(
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(LIMIT_MAX).default(LIMIT_DEFAULT)),
  (value) => {
    const limit = typeof value === 'number' ? value : acceptLimitText(value);
    if (limit === undefined) return LIMIT_DEFAULT;
    if (limit === REFER) return REFER;
    return Number.isSafeInteger(limit) && limit >= 1 && limit <= LIMIT_MAX ? limit : REFER;
  },
);

const CURSOR_MAX = 200;
export const ZCursorParam = withAcceptor(
  z.preprocess(emptyToUndefined, z.string().max(CURSOR_MAX).optional()),
  acceptText((value) => (value.length <= CURSOR_MAX ? value : undefined)),
);

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
