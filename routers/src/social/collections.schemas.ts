import { z } from 'zod';
import { ZRecipeId } from '../recipes/recipes.schemas';

export const COLLECTION_NOT_FOUND = 'Sammlung nicht gefunden';
export const NAME_REQUIRED = 'Name erforderlich';

const ZCollectionName = z
  .string({ error: NAME_REQUIRED })
  .trim()
  .min(1, NAME_REQUIRED)
  .max(100, 'Der Name darf höchstens 100 Zeichen lang sein.');

const ZDescription = z
  .string()
  .trim()
  .max(500, 'Die Beschreibung darf höchstens 500 Zeichen lang sein.')
  .nullable()
  .transform((v) => (v ? v : null));

export const ZCollectionId = z.coerce
  .number({ error: 'Ungültige Sammlungs-ID' })
  .int('Ungültige Sammlungs-ID')
  .positive('Ungültige Sammlungs-ID')
  .max(2_147_483_647, 'Ungültige Sammlungs-ID');

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
  limit: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(50).default(20)),
  offset: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(10_000).default(0)),
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
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TCollection = z.infer<typeof ZCollection>;
