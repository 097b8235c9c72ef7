import { z } from 'zod';
import { EXTRACTION_METHODS, type TExtractionMethod } from '@kochclip/core';
import { ZImportedRecipe, ZImportResult } from '@kochclip/core/raw-routes';
import { draftFlag, sharedFlag } from '../../shared/draft.schemas';

export { EXTRACTION_METHODS, ZImportedRecipe, ZImportResult };
export type { TExtractionMethod };

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

export type TImportedRecipe = z.input<typeof ZImportedRecipe>;
