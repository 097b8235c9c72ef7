import { z } from 'zod';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '@kochclip/core';
import { ZIngredient, ZInstruction, ZRecipeDetail } from '../shared/recipe.schemas';
import { ZCreatedDraft } from '@kochclip/core/raw-routes';
import { draftFlag, sharedFlag } from '../shared/draft.schemas';

/** A recipe as an engine produces it, before it has an id, an image or a creator. Validated like API recipes. */
/** A draft's ingredient may carry what the page states beside it: its group („Für den Teig“), a note, optional. */
const ZDraftIngredient = ZIngredient.extend({
  note: z.string().trim().max(200).nullable().optional(),
  optional: z.boolean().optional(),
  group: z.string().trim().max(100).nullable().optional(),
});
const ZDraftInstruction = ZInstruction.extend({ group: z.string().trim().max(100).nullable().optional() });

export const ZRecipeDraft = z.object({
  title: z.string().trim().min(1).max(200),
  description: z.string().trim().max(1000).nullable(),
  category: z.enum(RECIPE_CATEGORIES),
  difficulty: z.enum(DIFFICULTIES),
  duration: z.number().int().min(1).max(10080).nullable(),
  servings: z.number().int().min(1).max(100),
  tags: z.array(z.string().trim().min(1).max(40)).max(12),
  ingredients: z.array(ZDraftIngredient).min(1).max(100),
  instructions: z.array(ZDraftInstruction).min(1).max(60),
});
export type TRecipeDraft = z.infer<typeof ZRecipeDraft>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Höchstens ${max} Zeichen`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const ZProcessVideoInput = z.object({
  videoUrl: z.string().trim().min(1, 'Bitte gib einen Video-Link ein.').max(2048, 'Der Link ist zu lang.'),
  videoTitle: optionalText(300),
  videoDescription: optionalText(5000),
  draft: draftFlag,
  shared: sharedFlag,
});

export const ZCreatedRecipeRef = z.object({ id: z.number().int(), title: z.string() });
/** The saved recipe (or the video's recipe made before), or with `draft: true` the draft to review. */
export const ZProcessVideoResult = z.union([ZCreatedRecipeRef, ZCreatedDraft]);

/**
 * One flat object (trpc-to-openapi needs a ZodObject): `ingredients` is required for type 'ingredients',
 * `prompt` for type 'prompt'.
 */
export const ZGenerateRecipeInput = z
  .object({
    type: z.enum(['ingredients', 'prompt'], { error: 'type muss „ingredients“ oder „prompt“ sein.' }),
    ingredients: z
      .array(z.string().trim().min(1, 'Leere Zutat').max(100, 'Zutat zu lang (höchstens 100 Zeichen)'))
      .min(1, 'Bitte gib mindestens eine Zutat an.')
      .max(30, 'Höchstens 30 Zutaten')
      .optional(),
    prompt: z
      .string()
      .trim()
      .min(3, 'Bitte beschreibe dein Wunschrezept (mindestens 3 Zeichen).')
      .max(1000, 'Höchstens 1000 Zeichen')
      .optional(),
    saveToDatabase: z.boolean().default(true),
    draft: draftFlag,
  })
  .superRefine((input, ctx) => {
    if (input.type === 'ingredients' && !input.ingredients) {
      ctx.addIssue({ code: 'custom', path: ['ingredients'], message: 'Bitte gib mindestens eine Zutat an.' });
    }
    if (input.type === 'prompt' && !input.prompt) {
      ctx.addIssue({ code: 'custom', path: ['prompt'], message: 'Bitte beschreibe dein Wunschrezept.' });
    }
  });
export type TGenerateRecipeInput = z.infer<typeof ZGenerateRecipeInput>;

/**
 * The recipe in detail shape. `id` is null when the member asked not to save it (saveToDatabase: false);
 * `origin` 'community' means the built-in engine found an existing community recipe instead of writing one.
 */
export const ZGeneratedRecipe = ZRecipeDetail.extend({
  id: z.number().int().nullable(),
  saved: z.boolean(),
  origin: z.enum(['generated', 'community']),
});
export type TGeneratedRecipe = z.input<typeof ZGeneratedRecipe>;
/** With `draft: true` the draft to review; a community recipe (no LLM) is still answered as that recipe. */
export const ZGenerateRecipeResult = z.union([ZGeneratedRecipe, ZCreatedDraft]);
