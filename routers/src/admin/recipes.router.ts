import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { removeUnreferencedMedia } from '../ports/media-files';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { adminProcedure } from '../trpc';
import {
  ZAdminListInput,
  ZAdminRecipeId,
  ZAdminRecipePage,
  ZGenerateMissingImages,
  ZImageStats,
  ZRegenerateImagesInput,
  ZResults,
} from './admin.schemas';
import { actorOf } from './admin-context';
import { ADMIN_ERRORS, ADMIN_TAGS } from '../shared/error-responses';
import { generateMissingImages, imageStats, listAdminRecipes, regenerateImages, regenerateRecipeImage } from './recipes.service';
import { adminDeleteRecipe } from '../shared/content-removal';

const ZRecipeIdInput = z.object({ id: ZAdminRecipeId });
const notFound = { ...ADMIN_ERRORS, 404: 'Rezept nicht gefunden' };
const jobsDown = { 503: 'Hintergrundjobs laufen nicht' };

export const adminRecipeProcedures = {
  recipes: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/recipes',
        tags: ADMIN_TAGS,
        summary:
          'Rezepte (neueste zuerst, Seiten), Suche in Titel oder Benutzername des Erstellers; mit Aufrufen und ausstehenden Bildern',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(ZAdminListInput))
    .output(outputSchema(ZAdminRecipePage))
    .query(({ ctx, input }) => listAdminRecipes(ctx.db, input)),

  deleteRecipe: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/recipes/{id}',
        tags: ADMIN_TAGS,
        summary: 'Beliebiges Rezept löschen, mit seinen Bildern und Community-Fotos',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      const mediaUrls = await adminDeleteRecipe(ctx.db, { actor: actorOf(ctx), id: input.id });
      await removeUnreferencedMedia(ctx.db, ctx.media, mediaUrls);
      return { success: true as const };
    }),

  regenerateRecipeImage: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/recipes/{id}/regenerate-image',
        tags: ADMIN_TAGS,
        summary:
          'Neues Bild im Hintergrund erzeugen (ersetzt auch ein echtes Foto); ohne Bildmodell die gezeichnete Illustration',
        errorResponses: { ...notFound, ...jobsDown },
      },
    })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(z.object({ success: z.literal(true), message: z.string() })))
    .mutation(({ ctx, input }) => regenerateRecipeImage(ctx.db, ctx.jobs, { actor: actorOf(ctx), id: input.id })),

  regenerateImages: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/regenerate-images',
        tags: ADMIN_TAGS,
        summary: 'Neue Bilder für ausgewählte Rezepte (recipeIds, höchstens 100) oder alle (regenerateAll) im Hintergrund',
        errorResponses: { ...ADMIN_ERRORS, 400: 'Keine Rezepte gewählt', ...jobsDown },
      },
    })
    .input(inputSchema(ZRegenerateImagesInput))
    .output(outputSchema(ZResults))
    .mutation(({ ctx, input }) => regenerateImages(ctx.db, ctx.jobs, { actor: actorOf(ctx), ...input })),

  generateMissingImages: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/generate-missing-images',
        tags: ADMIN_TAGS,
        summary: `Bilder für Rezepte ohne Bild anfordern (bis zu 500 je Aufruf; nur Admins)`,
        errorResponses: { ...ADMIN_ERRORS, ...jobsDown },
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZGenerateMissingImages))
    .mutation(({ ctx }) =>
      generateMissingImages(ctx.db, ctx.jobs, { actor: actorOf(ctx), imageModel: ctx.admin?.imageModel ?? null }),
    ),

  imageStats: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/image-stats',
        tags: ADMIN_TAGS,
        summary: 'Bildstatistik: Rezepte gesamt, mit Foto, mit Illustration, ohne Foto, ausstehend; das Bildmodell',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZImageStats))
    .query(({ ctx }) => imageStats(ctx.db, ctx.admin?.imageModel ?? null)),
};
