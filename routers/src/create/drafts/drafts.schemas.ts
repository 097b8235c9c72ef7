import { z } from 'zod';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '@kochclip/db/schema';
import { ZTimestamp } from '../../timestamp';
import { ZCreatedDraft, ZDraftOrigin } from '@kochclip/core/raw-routes';
import { EDITOR_LIMITS, recipeFactsOut, ZRecipeVisibility } from '../../shared/recipe-content.schemas';

const L = EDITOR_LIMITS;

const tooLong = (max: number) => `Höchstens ${max} Zeichen`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const nullableText = (max: number) =>
  text(max)
    .nullable()
    .default(null)
    .transform((v) => (v === '' ? null : v));
const minutes = z.number().int().min(0).max(L.minutes).nullable().default(null);

/**
 * The editor's form as autosaved: the limits of the editor (EDITOR_LIMITS), but nothing is required yet; a draft may
 * have no title, no steps or a line without a name. Saving it as a recipe runs the editor's full checks.
 */
export const ZDraftContent = z
  .object({
    title: text(L.title).default(''),
    description: nullableText(L.description),
    category: z.enum(RECIPE_CATEGORIES).nullable().default(null),
    difficulty: z.enum(DIFFICULTIES).default('einfach'),
    servings: z.number().int().min(1, 'Mindestens 1 Portion').max(100, 'Höchstens 100 Portionen').nullable().default(null),
    prepTime: minutes,
    cookTime: minutes,
    duration: minutes,
    tags: z.array(text(L.tag)).max(L.tags, `Höchstens ${L.tags} Schlagwörter`).default([]),
    ingredientGroups: z
      .array(
        z.object({
          title: nullableText(L.groupTitle),
          ingredients: z
            .array(
              z.object({
                amount: text(L.amount).default(''),
                unit: text(L.unit).default(''),
                name: text(L.name).default(''),
                note: nullableText(L.note),
                optional: z.boolean().default(false),
              }),
            )
            .max(L.ingredients, `Zutaten: höchstens ${L.ingredients} Zutaten`),
        }),
      )
      .max(L.groups, `Höchstens ${L.groups} Zutatengruppen`)
      .default([]),
    instructionGroups: z
      .array(
        z.object({
          title: nullableText(L.groupTitle),
          steps: z
            .array(
              z.object({
                step: text(L.step).default(''),
                duration: z.number().int().min(0).max(L.minutes).nullable().optional(),
                temperature: text(L.temperature).nullable().optional(),
              }),
            )
            .max(L.steps, `Zubereitung: höchstens ${L.steps} Schritte`),
        }),
      )
      .max(L.groups, `Höchstens ${L.groups} Schrittgruppen`)
      .default([]),
    visibility: ZRecipeVisibility.default('public'),
  })
  .superRefine((content, ctx) => {
    const ingredients = content.ingredientGroups.reduce((sum, group) => sum + group.ingredients.length, 0);
    const steps = content.instructionGroups.reduce((sum, group) => sum + group.steps.length, 0);
    if (ingredients > L.ingredients)
      ctx.addIssue({ code: 'custom', path: ['ingredientGroups'], message: `Zutaten: höchstens ${L.ingredients} Zutaten.` });
    if (steps > L.steps)
      ctx.addIssue({ code: 'custom', path: ['instructionGroups'], message: `Zubereitung: höchstens ${L.steps} Schritte.` });
  });
export type TDraftContent = z.output<typeof ZDraftContent>;

/** Where the machine found the recipe; kept with the draft so the saved recipe links its video or page. */
export const ZDraftSource = z.object({
  recipeSource: z.enum(['manual', 'video', 'ingredients', 'prompt', 'file', 'website']),
  video: z
    .object({
      url: z.string(),
      canonical: z.string(),
      platform: z.enum(['tiktok', 'instagram', 'youtube']),
      creator: z.string().nullable(),
    })
    .nullable()
    .default(null),
  page: z
    .object({
      url: z.string().nullable(),
      canonical: z.string().nullable(),
      site: z.string().nullable(),
      author: z.string().nullable(),
    })
    .nullable()
    .default(null),
  /** The picture is the drawn stand-in a background job may replace with a generated photo once saved. */
  illustration: z.boolean().default(false),
});
export type TDraftSource = z.output<typeof ZDraftSource>;

/** What recipe_drafts.data holds. */
export const ZDraftData = z.object({
  content: ZDraftContent,
  source: ZDraftSource,
  /** What the machine could not find, told in the editor („Die Seite nennt keine Zubereitungsschritte …“). */
  notice: z.string().nullable().default(null),
});
export type TDraftData = z.output<typeof ZDraftData>;

export const ZDraftId = z
  .number({ error: 'Ungültige Entwurfs-ID' })
  .int('Ungültige Entwurfs-ID')
  .positive('Ungültige Entwurfs-ID')
  .max(2_147_483_647, 'Ungültige Entwurfs-ID');

export { ZCreatedDraft, ZDraftOrigin };

/** As the editor loads it: like a recipe's groups, but a line or step may still be empty while it is being written. */
export const ZDraftContentOut = z.object({
  ...recipeFactsOut,
  ingredientGroups: z.array(
    z.object({
      title: z.string().nullable(),
      ingredients: z.array(
        z.object({ amount: z.string(), unit: z.string(), name: z.string(), note: z.string().nullable(), optional: z.boolean() }),
      ),
    }),
  ),
  instructionGroups: z.array(
    z.object({
      title: z.string().nullable(),
      steps: z.array(z.object({ step: z.string(), duration: z.number().int().optional(), temperature: z.string().optional() })),
    }),
  ),
  visibility: ZRecipeVisibility,
});

export const ZDraftSummary = z.object({
  id: z.number().int(),
  origin: ZDraftOrigin,
  title: z.string(),
  ingredientCount: z.number().int(),
  stepCount: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  expiresAt: ZTimestamp,
});

export const ZDraftList = z.object({ drafts: z.array(ZDraftSummary), max: z.number().int() });

export const ZDraft = z.object({
  id: z.number().int(),
  origin: ZDraftOrigin,
  content: ZDraftContentOut,
  notice: z.string().nullable(),
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  sourceSite: z.string().nullable(),
  originalVideoUrl: z.string().nullable(),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
  expiresAt: ZTimestamp,
});
export type TDraft = z.input<typeof ZDraft>;

export const ZDraftIdInput = z.object({ id: ZDraftId });
/** POST /drafts: a draft written by hand (/rezept/neu autosaves one once the member typed something). */
export const ZCreateDraftInput = z.object({ content: ZDraftContent });
/** PUT /drafts/{id}: the whole form as it is now (autosave; left out: kept as stored); `removeImage` drops the picture. */
export const ZUpdateDraftInput = z.object({
  id: ZDraftId,
  content: ZDraftContent.optional(),
  removeImage: z.boolean().default(false),
});
/** POST /drafts/{id}/save: saves `content` when sent (the editor's form), else the draft as last stored. */
export const ZSaveDraftInput = z.object({ id: ZDraftId, content: ZDraftContent.optional() });
export const ZSavedDraft = z.object({
  id: z.number().int(),
  title: z.string(),
  version: z.number().int(),
  origin: ZDraftOrigin,
});
export const ZDeletedDraft = z.object({ id: z.number().int(), deleted: z.literal(true) });
