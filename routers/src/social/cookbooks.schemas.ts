import { z } from 'zod';
import { ZRecipeCard, ZRecipeId } from '../shared/recipe.schemas';
import { ZCookbookSummary } from './profile.schemas';
import { requiredName, ZDescription } from '../shared/common.schemas';
import { ZCookbookId } from '../shared/cookbook.schemas';

export const TITLE_REQUIRED = 'Bitte gib einen Titel für das Kochbuch ein';

const ZTitle = requiredName(TITLE_REQUIRED, 'Der Titel darf höchstens 100 Zeichen lang sein.');

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
