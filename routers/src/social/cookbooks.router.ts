import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, publicProcedure } from '../trpc';
import {
  ZCookbook,
  ZCookbookDetail,
  ZCookbookIdInput,
  ZCookbookRecipeInput,
  ZCreateCookbookInput,
  ZUpdateCookbookInput,
} from './cookbooks.schemas';
import {
  addRecipeToCookbook,
  createCookbook,
  deleteCookbook,
  getCookbook,
  listCookbooks,
  removeRecipeFromCookbook,
  updateCookbook,
} from './cookbooks.service';
import { spendWriteBudget } from '../shared/write-budgets';

const tags = ['Kochbücher'];
const notFound = { 404: 'Kochbuch nicht gefunden' };

export const cookbookProcedures = {
  cookbooks: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/cookbooks', tags, summary: 'Eigene Kochbücher' } })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(z.array(ZCookbook)))
    .query(({ ctx }) => listCookbooks(ctx.db, ctx.user.id)),

  createCookbook: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/cookbooks',
        tags,
        summary: 'Kochbuch anlegen (kostenlos bis zu 3 private, mit Premium unbegrenzt)',
        errorResponses: {
          400: 'Bitte gib einen Titel für das Kochbuch ein',
          403: 'Limit privater Kochbücher erreicht (Premium-Hinweis)',
          429: 'Zu viele Änderungen an Kochbüchern in kurzer Zeit (Retry-After)',
        },
      },
    })
    .input(inputSchema(ZCreateCookbookInput))
    .output(outputSchema(ZCookbook))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'cookbook');
      return createCookbook(ctx.db, { ...input, member: ctx.user });
    }),

  cookbook: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/cookbooks/{id}',
        tags,
        protect: false,
        summary: 'Ein Kochbuch mit seinen Rezepten (private nur für den Besitzer)',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZCookbookIdInput))
    .output(outputSchema(ZCookbookDetail))
    .query(({ ctx, input }) => getCookbook(ctx.db, { id: input.id, viewerId: ctx.user?.id ?? null })),

  updateCookbook: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/cookbooks/{id}',
        tags,
        summary: 'Eigenes Kochbuch umbenennen oder ändern',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZUpdateCookbookInput))
    .output(outputSchema(ZCookbook))
    .mutation(({ ctx, input }) => updateCookbook(ctx.db, { ...input, member: ctx.user })),

  deleteCookbook: protectedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/cookbooks/{id}', tags, summary: 'Eigenes Kochbuch löschen', errorResponses: notFound },
    })
    .input(inputSchema(ZCookbookIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => deleteCookbook(ctx.db, { id: input.id, userId: ctx.user.id })),

  addRecipeToCookbook: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/cookbooks/{id}/recipes',
        tags,
        summary: 'Rezept ins eigene Kochbuch aufnehmen (idempotent, höchstens 500 pro Kochbuch)',
        errorResponses: {
          400: 'Das Kochbuch ist voll',
          404: 'Kochbuch nicht gefunden / Rezept nicht gefunden',
          429: 'Zu viele Änderungen an Kochbüchern in kurzer Zeit (Retry-After)',
        },
      },
    })
    .input(inputSchema(ZCookbookRecipeInput))
    .output(outputSchema(ZCookbookDetail))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'cookbook');
      return addRecipeToCookbook(ctx.db, { ...input, userId: ctx.user.id });
    }),

  removeRecipeFromCookbook: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/cookbooks/{id}/recipes/{recipeId}',
        tags,
        summary: 'Rezept aus dem eigenen Kochbuch entfernen (idempotent)',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZCookbookRecipeInput))
    .output(outputSchema(ZCookbookDetail))
    .mutation(({ ctx, input }) => removeRecipeFromCookbook(ctx.db, { ...input, userId: ctx.user.id })),
};
