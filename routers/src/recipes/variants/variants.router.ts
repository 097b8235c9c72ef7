import { z } from 'zod';
import { protectedProcedure } from '../../trpc';
import { inputSchema, outputSchema } from '../../procedure-schemas';
import { spendWriteBudget } from '../../shared/write-budgets';
import { ZSavedRecipe } from '../editor/recipe-editor.schemas';
import { ZRecipeId } from '../../shared/recipe.schemas';
import { createVariant } from './variants.service';

/** „Als Variante speichern“: a public recipe copied into the member's own recipes, to edit in the editor. */
export const variantProcedures = {
  createVariant: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/recipes/{id}/variants',
        tags: ['Rezepte'],
        summary: 'Öffentliches Rezept als eigene Variante speichern',
        description:
          'Legt eine Kopie des Rezepts als eigenes Rezept an (Quelle „manual“, Version 1, mit dem Bild des Originals), die im Editor bearbeitet werden kann. Die Variante zeigt „Variante von <Rezept> von <Koch>“; wird das Original gelöscht, bleibt sie bestehen. Nur öffentliche Rezepte. Antwortet mit der ID der Variante.',
        errorResponses: {
          404: 'Rezept nicht gefunden',
          429: 'Schreibbudget „Rezepte bearbeiten“ erschöpft',
        },
      },
    })
    .input(inputSchema(z.object({ id: ZRecipeId })))
    .output(outputSchema(ZSavedRecipe))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'recipeEdit');
      return createVariant(ctx.db, { recipeId: input.id, userId: ctx.user.id });
    }),
};
