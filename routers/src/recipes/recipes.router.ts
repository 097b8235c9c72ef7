import { hash } from 'node:crypto';
import { z } from 'zod';
import { PUBLIC_READ } from '../cache-policy';
import type { TContext } from '../context';
import { ZSuccess } from '../shared/common.schemas';
import { protectedProcedure, publicProcedure, router } from '../trpc';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { audioProcedures } from './audio/audio.router';
import { recipeEditorProcedures } from './editor/recipe-editor.router';
import { variantProcedures } from './variants/variants.router';
import { recipeImageProcedures } from './editor/recipe-image.router';
import { removeUnreferencedMedia } from '../ports/media-files';
import { deleteOwnRecipe, setLike } from './recipe-detail.service';
import { getRecipe, type TViewer } from '../shared/recipe-detail';
import { ZCommunityStats, ZLikeState, ZRecipeDetail, ZRecipeId, ZRecipeList, ZRecipeListInput } from '../shared/recipe.schemas';
import { communityStats } from './recipes.service';
import { listRecipes } from '../shared/recipe-search';

const tags = ['Rezepte'];
const ZRecipeIdInput = z.object({ id: ZRecipeId });

function viewerOf(ctx: TContext): TViewer {
  if (ctx.user) return { userId: ctx.user.id, admin: ctx.user.role === 'admin', viewerKey: `u:${ctx.user.id}` };
  // Peppered, so the stored key cannot be traced back to the address; one-shot hash, no Hash object per request.
  const digest = hash('sha256', `${ctx.config.secret}:${ctx.clientIp}`, 'hex');
  return { userId: null, viewerKey: `a:${digest.slice(0, 32)}` };
}

export const recipesRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes',
        tags,
        protect: false,
        summary: 'Rezepte durchsuchen und filtern (Keyset-Paginierung über nextCursor)',
        description:
          'category: Frühstück, Hauptgericht, Dessert, Snacks, Getränke, Italienisch, Asiatisch, Mediterran, Vegetarisch, Vegan, Glutenfrei, Low Carb oder breakfast, main, dessert, snacks, vegetarian, vegan, gluten-free, low-carb. duration: unter-15, 15-30, 30-60, über-60. Leere Parameter werden ignoriert.',
      },
      cache: PUBLIC_READ,
    })
    .input(inputSchema(ZRecipeListInput))
    .output(outputSchema(ZRecipeList))
    .query(({ ctx, input }) => listRecipes(ctx.db, input)),

  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}',
        tags,
        protect: false,
        summary: 'Rezept-Details (Vorschau für Besucher)',
        errorResponses: { 404: 'Rezept nicht gefunden' },
      },
      cache: PUBLIC_READ,
    })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(ZRecipeDetail))
    .query(({ ctx, input }) => getRecipe(ctx.db, { id: input.id, viewer: viewerOf(ctx) })),

  like: protectedProcedure
    .meta({ openapi: { method: 'POST', path: '/recipes/{id}/like', tags, summary: 'Rezept liken (idempotent)' } })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(ZLikeState))
    .mutation(({ ctx, input }) => setLike(ctx.db, { recipeId: input.id, userId: ctx.user.id, liked: true })),

  unlike: protectedProcedure
    .meta({ openapi: { method: 'DELETE', path: '/recipes/{id}/like', tags, summary: 'Like entfernen (idempotent)' } })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(ZLikeState))
    .mutation(({ ctx, input }) => setLike(ctx.db, { recipeId: input.id, userId: ctx.user.id, liked: false })),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/recipes/{id}',
        tags,
        summary: 'Eigenes Rezept löschen',
        errorResponses: { 403: 'Nicht der Ersteller', 404: 'Rezept nicht gefunden' },
      },
    })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      const { mediaUrls } = await deleteOwnRecipe(ctx.db, { recipeId: input.id, userId: ctx.user.id });
      await removeUnreferencedMedia(ctx.db, ctx.media, mediaUrls);
      return { success: true as const };
    }),

  mine: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/user/recipes', tags, summary: 'Die eigenen Rezepte' } })
    .input(inputSchema(ZRecipeListInput.pick({ limit: true, cursor: true })))
    .output(outputSchema(ZRecipeList))
    .query(({ ctx, input }) => listRecipes(ctx.db, { ...input, sort: 'recent', createdById: ctx.user.id, withPrivate: true })),

  communityStats: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/community/stats', tags, protect: false, summary: 'Kennzahlen für die Community-Seite' },
      cache: PUBLIC_READ,
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZCommunityStats))
    .query(({ ctx }) => communityStats(ctx.db)),

  ...audioProcedures,
  ...recipeEditorProcedures,
  ...variantProcedures,
  ...recipeImageProcedures,
});
