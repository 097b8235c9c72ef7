import { z } from 'zod';
import { ZTimestamp } from '../../timestamp';
import { ZIngredientGroup, ZInstructionGroup, ZRecipeId } from '../../shared/recipe.schemas';
import { recipeFactsOut, recipeFields, refineCounts, ZRecipeVisibility } from '../../shared/recipe-content.schemas';

const ZLoadedVersion = z
  .number({ error: 'Bitte sende die Version, die du bearbeitet hast (version).' })
  .int('Ungültige Version')
  .min(1, 'Ungültige Version')
  .max(2_147_483_647, 'Ungültige Version');
const ZVersionNumber = z
  .number({ error: 'Ungültige Versionsnummer' })
  .int('Ungültige Versionsnummer')
  .min(1, 'Ungültige Versionsnummer')
  .max(2_147_483_647, 'Ungültige Versionsnummer');

/**
 * `version`: the version the editor loaded; a newer one on the server answers 409 and nothing is saved.
 * `visibility` left out keeps the recipe's (a client that predates it never turns a private recipe public).
 */
export const ZUpdateRecipeInput = z
  .object({ id: ZRecipeId, version: ZLoadedVersion, ...recipeFields, visibility: ZRecipeVisibility.optional() })
  .superRefine(refineCounts);
export type TUpdateRecipeInput = z.output<typeof ZUpdateRecipeInput>;

export const ZSavedRecipe = z.object({ id: z.number().int(), title: z.string(), version: z.number().int() });

export const ZVersionsInput = z.object({ id: ZRecipeId });
export const ZVersionInput = z.object({ id: ZRecipeId, number: ZVersionNumber });
export const ZRestoreVersionInput = z.object({ id: ZRecipeId, number: ZVersionNumber, version: ZLoadedVersion });

export const ZVersionEditor = z.object({ id: z.number().int(), username: z.string() });

/** What changed from the version before (computed by version-changes.ts). */
export const ZVersionChanges = z.object({
  first: z.boolean(),
  title: z.boolean(),
  description: z.boolean(),
  details: z.array(z.string()),
  ingredientsAdded: z.array(z.string()),
  ingredientsRemoved: z.array(z.string()),
  ingredientsChanged: z.array(z.string()),
  steps: z.boolean(),
  summary: z.string(),
});

export const ZVersionEntry = z.object({
  version: z.number().int(),
  current: z.boolean(),
  createdAt: ZTimestamp,
  editor: ZVersionEditor.nullable(),
  changes: ZVersionChanges,
});
export const ZVersionList = z.object({ currentVersion: z.number().int(), versions: z.array(ZVersionEntry) });

export const ZRecipeSnapshotOut = z.object({
  ...recipeFactsOut,
  ingredientGroups: z.array(ZIngredientGroup),
  instructionGroups: z.array(ZInstructionGroup),
});
export const ZVersionDetail = z.object({
  version: z.number().int(),
  current: z.boolean(),
  createdAt: ZTimestamp,
  editor: ZVersionEditor.nullable(),
  recipe: ZRecipeSnapshotOut,
});
