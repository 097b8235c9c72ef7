import { z } from 'zod';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '@kochclip/db/schema';
import { ZIngredientGroup, ZInstructionGroup, ZRecipeId } from '../shared/recipe.schemas';
import { ZCookbookId } from '../shared/cookbook.schemas';

export const EXPORT_FORMATS = ['jsonld', 'markdown'] as const;
const ZFormat = z.enum(EXPORT_FORMATS, { error: 'format muss „jsonld“ oder „markdown“ sein.' }).default('jsonld');

export const ZRecipeExportInput = z.object({ id: ZRecipeId, format: ZFormat });
export const ZCookbookExportInput = z.object({ id: ZCookbookId, format: ZFormat });

/** schema.org Recipe as core/src/recipe-json-ld.ts writes it. */
const ZHowToStep = z.object({ '@type': z.literal('HowToStep'), position: z.number().int(), text: z.string() });

export const ZJsonLdRecipe = z.object({
  '@context': z.literal('https://schema.org').optional(),
  '@type': z.literal('Recipe'),
  name: z.string(),
  description: z.string().optional(),
  url: z.string(),
  inLanguage: z.literal('de-DE'),
  image: z.array(z.string()).optional(),
  datePublished: z.string(),
  author: z.object({ '@type': z.literal('Person'), name: z.string(), url: z.string().optional() }).optional(),
  isBasedOn: z.string().optional(),
  recipeCategory: z.string().optional(),
  recipeYield: z.string(),
  totalTime: z.string().optional(),
  keywords: z.string().optional(),
  recipeIngredient: z.array(z.string()),
  /** Titled step groups are HowToSections holding their steps; steps are numbered through the whole recipe. */
  recipeInstructions: z.array(
    z.union([
      ZHowToStep,
      z.object({ '@type': z.literal('HowToSection'), name: z.string(), itemListElement: z.array(ZHowToStep) }),
    ]),
  ),
  aggregateRating: z
    .object({
      '@type': z.literal('AggregateRating'),
      ratingValue: z.number(),
      ratingCount: z.number().int(),
      bestRating: z.literal(5),
      worstRating: z.literal(1),
    })
    .optional(),
});

/** A cookbook as one schema.org ItemList of its recipes, in the cookbook's order. */
export const ZJsonLdCookbook = z.object({
  '@context': z.literal('https://schema.org'),
  '@type': z.literal('ItemList'),
  name: z.string(),
  description: z.string().optional(),
  url: z.string(),
  numberOfItems: z.number().int(),
  itemListElement: z.array(z.object({ '@type': z.literal('ListItem'), position: z.number().int(), item: ZJsonLdRecipe })),
});

const file = { filename: z.string() };

/**
 * One answer shape for both formats, so REST stays JSON: `content` is the JSON-LD object (save it as
 * `filename`, media type application/ld+json) or the Markdown text (text/markdown).
 */
export const ZRecipeExport = z.discriminatedUnion('format', [
  z.object({ format: z.literal('jsonld'), mediaType: z.literal('application/ld+json'), ...file, content: ZJsonLdRecipe }),
  z.object({ format: z.literal('markdown'), mediaType: z.literal('text/markdown'), ...file, content: z.string() }),
]);
export const ZCookbookExport = z.discriminatedUnion('format', [
  z.object({ format: z.literal('jsonld'), mediaType: z.literal('application/ld+json'), ...file, content: ZJsonLdCookbook }),
  z.object({ format: z.literal('markdown'), mediaType: z.literal('text/markdown'), ...file, content: z.string() }),
]);
export type TRecipeExport = z.infer<typeof ZRecipeExport>;
export type TCookbookExport = z.infer<typeof ZCookbookExport>;

export const ZCookbookPrintInput = z.object({ id: ZCookbookId });

/** A cookbook for its print view: each recipe with its ingredient and step groups, as the recipe print view shows one. */
export const ZCookbookPrint = z.object({
  name: z.string(),
  description: z.string().nullable(),
  recipes: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      servings: z.number().int(),
      duration: z.number().int().nullable(),
      category: z.enum(RECIPE_CATEGORIES).nullable(),
      difficulty: z.enum(DIFFICULTIES),
      sourceUrl: z.string().nullable(),
      sourceSite: z.string().nullable(),
      ingredientGroups: z.array(ZIngredientGroup),
      instructionGroups: z.array(ZInstructionGroup),
    }),
  ),
});
export type TCookbookPrint = z.input<typeof ZCookbookPrint>;
