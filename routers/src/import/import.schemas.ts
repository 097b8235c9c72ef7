import { z } from 'zod';
import { ZRecipeDetail } from '../recipes/recipes.schemas';
import { draftFlag, sharedFlag, ZCreatedDraft } from '../drafts/drafts.schemas';

/**
 * How the recipe was found on the page, in the order they are tried: schema.org Recipe as JSON-LD, microdata or
 * RDFa, the page's own headings ('Zutaten', 'Zubereitung'), the caption reader on the visible text, the LLM.
 */
export const EXTRACTION_METHODS = ['jsonld', 'microdata', 'rdfa', 'structure', 'text', 'llm'] as const;
export type TExtractionMethod = (typeof EXTRACTION_METHODS)[number];

const ZPageUrl = z.string().trim().min(1, 'Bitte gib einen Link ein.').max(2048, 'Der Link ist zu lang.');

export const ZImportUrlInput = z.object({
  url: ZPageUrl,
  saveToDatabase: z.boolean().default(true),
  draft: draftFlag,
  shared: sharedFlag,
});
export type TImportUrlInput = z.output<typeof ZImportUrlInput>;

/** POST /import/html as JSON (the multipart form takes the same fields beside `file`). */
export const ZImportHtmlInput = z.object({
  html: z.string().min(1, 'Bitte sende den HTML-Text der Seite.'),
  sourceUrl: ZPageUrl.optional(),
  saveToDatabase: z.boolean().default(true),
  draft: draftFlag,
});
export type TImportHtmlInput = z.output<typeof ZImportHtmlInput>;

/**
 * The recipe in detail shape. `id` is null when the member asked not to save it; `existing` says the page was
 * imported before and this is that recipe (no fetch, no AI); `extraction` names the step that found it (null for
 * an existing recipe).
 */
export const ZImportedRecipe = ZRecipeDetail.extend({
  id: z.number().int().nullable(),
  saved: z.boolean(),
  existing: z.boolean(),
  extraction: z.enum(EXTRACTION_METHODS).nullable(),
});
export type TImportedRecipe = z.input<typeof ZImportedRecipe>;
/** With `draft: true` the draft to review; a page imported before is still answered as its recipe (`existing`). */
export const ZImportResult = z.union([ZImportedRecipe, ZCreatedDraft]);
