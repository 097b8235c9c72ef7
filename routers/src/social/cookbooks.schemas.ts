import { z } from 'zod';
import { ZRecipeCard, ZRecipeId } from '../recipes/recipes.schemas';
import { ZCookbookSummary } from './profile.schemas';

export const COOKBOOK_NOT_FOUND = 'Kochbuch nicht gefunden';
export const TITLE_REQUIRED = 'Bitte gib einen Titel für das Kochbuch ein';

const ZTitle = z
  .string({ error: TITLE_REQUIRED })
  .trim()
  .min(1, TITLE_REQUIRED)
  .max(100, 'Der Titel darf höchstens 100 Zeichen lang sein.');

const ZDescription = z
  .string()
  .trim()
  .max(500, 'Die Beschreibung darf höchstens 500 Zeichen lang sein.')
  .nullable()
  .transform((v) => (v ? v : null));

export const ZCookbookId = z.coerce
  .number({ error: 'Ungültige Kochbuch-ID' })
  .int('Ungültige Kochbuch-ID')
  .positive('Ungültige Kochbuch-ID')
  .max(2_147_483_647, 'Ungültige Kochbuch-ID');

export const ZCookbookIdInput = z.object({ id: ZCookbookId });

export const ZCreateCookbookInput = z.strictObject({
  title: ZTitle,
  description: ZDescription.optional(),
  isPrivate: z.boolean().default(true),
});

export const ZUpdateCookbookInput = z.strictObject({
  id: ZCookbookId,
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  isPrivate: z.boolean().optional(),
});

export const ZCookbookRecipeInput = z.strictObject({ id: ZCookbookId, recipeId: ZRecipeId });

export const ZCookbook = ZCookbookSummary;

export const ZCookbookDetail = ZCookbookSummary.extend({
  owner: z.object({ id: z.number().int(), username: z.string() }),
  recipes: z.array(ZRecipeCard),
});
