import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZRecipeId } from '../shared/recipe.schemas';
import { requiredName, rowId, ZDescription } from '../shared/common.schemas';

export const COLLECTION_NOT_FOUND = 'Sammlung nicht gefunden';
export const NAME_REQUIRED = 'Name erforderlich';

const ZCollectionName = requiredName(NAME_REQUIRED, 'Der Name darf höchstens 100 Zeichen lang sein.');

export const ZCollectionId = rowId('Ungültige Sammlungs-ID');

export const ZCollectionIdInput = z.object({ id: ZCollectionId });

export const ZCreateCollectionInput = z.strictObject({
  name: ZCollectionName,
  description: ZDescription.optional(),
  isPublic: z.boolean().default(false),
});

export const ZUpdateCollectionInput = z.strictObject({
  id: ZCollectionId,
  name: ZCollectionName.optional(),
  description: ZDescription.optional(),
  isPublic: z.boolean().optional(),
});

export const ZCollectionRecipeInput = z.strictObject({ id: ZCollectionId, recipeId: ZRecipeId });

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
export const ZPublicCollectionsInput = z.object({
  limit: z.preprocess(emptyToUndefined, z.number().int().min(1).max(50).default(20)),
  offset: z.preprocess(emptyToUndefined, z.number().int().min(0).max(10_000).default(0)),
});

export const ZRecipeCollectionsInput = z.object({ id: ZRecipeId });

export const ZCollection = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  recipeIds: z.array(z.number().int()),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    firstName: z.string().nullable(),
    profileImageUrl: z.string().nullable(),
    verified: z.boolean(),
  }),
  createdAt: ZTimestamp,
  updatedAt: ZTimestamp,
});
export type TCollection = z.input<typeof ZCollection>;
