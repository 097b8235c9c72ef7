import { z } from 'zod';
import { protectedProcedure } from '../../trpc';
import { inputSchema, outputSchema } from '../../procedure-schemas';
import { spendWriteBudget } from '../../shared/write-budgets';
import { ZRecipeId } from '../../shared/recipe.schemas';
import { removeReplacedPicture, setRecipePicture } from './recipe-image.service';

/** Removing the recipe photo in the editor; uploading one is the multipart route POST /api/recipes/{id}/image. */
export const recipeImageProcedures = {
  removeImage: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/recipes/{id}/image',
        tags: ['Rezepte'],
        summary: 'Rezeptfoto des eigenen Rezepts entfernen',
        description:
          'Nur der Autor oder ein Admin (Eintrag im Audit-Log). Die Dateien werden gelöscht, sobald kein Rezept sie mehr zeigt (eine Variante kann dasselbe Foto zeigen). Die Version des Rezepts bleibt.',
        errorResponses: {
          404: 'Rezept nicht gefunden (oder nicht dein Rezept)',
          429: 'Schreibbudget „Rezepte bearbeiten“ erschöpft',
        },
      },
    })
    .input(inputSchema(z.object({ id: ZRecipeId })))
    .output(outputSchema(z.object({ imageUrl: z.null(), thumbnailUrl: z.null() })))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'recipeEdit');
      const editor = { id: ctx.user.id, username: ctx.user.username, admin: ctx.user.role === 'admin' };
      const { previous } = await setRecipePicture(ctx.db, {
        recipeId: input.id,
        editor,
        picture: { imageUrl: null, thumbnailUrl: null },
      });
      await removeReplacedPicture(ctx.db, ctx.media, previous);
      return { imageUrl: null, thumbnailUrl: null };
    }),
};
