import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, publicProcedure } from '../trpc';
import {
  ZCollection,
  ZCollectionIdInput,
  ZCollectionRecipeInput,
  ZCreateCollectionInput,
  ZPublicCollectionsInput,
  ZRecipeCollectionsInput,
  ZUpdateCollectionInput,
} from './collections.schemas';
import {
  addRecipeToCollection,
  createCollection,
  deleteCollection,
  getCollection,
  listOwnCollections,
  listPublicCollections,
  listPublicCollectionsWithRecipe,
  removeRecipeFromCollection,
  updateCollection,
} from './collections.service';
import { spendWriteBudget } from '../shared/write-budgets';

const tags = ['Sammlungen'];
const notFound = { 404: 'Sammlung nicht gefunden' };
const ZCollections = z.array(ZCollection);

export const collectionProcedures = {
  myCollections: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/collections', tags, summary: 'Eigene Sammlungen (öffentliche und private)' } })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZCollections))
    .query(({ ctx }) => listOwnCollections(ctx.db, ctx.user.id)),

  publicCollections: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/collections/public',
        tags,
        protect: false,
        summary: 'Öffentliche Sammlungen (neueste zuerst, limit/offset)',
      },
    })
    .input(inputSchema(ZPublicCollectionsInput))
    .output(outputSchema(ZCollections))
    .query(({ ctx, input }) => listPublicCollections(ctx.db, input, ctx.user?.id ?? null)),

  recipeCollections: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/collections',
        tags,
        protect: false,
        summary: 'Öffentliche Sammlungen, die dieses Rezept enthalten',
      },
    })
    .input(inputSchema(ZRecipeCollectionsInput))
    .output(outputSchema(ZCollections))
    .query(({ ctx, input }) => listPublicCollectionsWithRecipe(ctx.db, input.id, ctx.user?.id ?? null)),

  collection: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/collections/{id}',
        tags,
        protect: false,
        summary: 'Eine Sammlung (private nur für ihren Besitzer)',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZCollectionIdInput))
    .output(outputSchema(ZCollection))
    .query(({ ctx, input }) => getCollection(ctx.db, { id: input.id, viewerId: ctx.user?.id ?? null })),

  createCollection: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/collections',
        tags,
        summary: 'Sammlung anlegen (höchstens 200 pro Mitglied)',
        errorResponses: {
          400: 'Name erforderlich / höchstens 200 Sammlungen',
          429: 'Zu viele Änderungen an Sammlungen in kurzer Zeit (Retry-After)',
        },
      },
    })
    .input(inputSchema(ZCreateCollectionInput))
    .output(outputSchema(ZCollection))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'collection');
      return createCollection(ctx.db, { ...input, userId: ctx.user.id });
    }),

  updateCollection: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/collections/{id}',
        tags,
        summary: 'Eigene Sammlung bearbeiten',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZUpdateCollectionInput))
    .output(outputSchema(ZCollection))
    .mutation(({ ctx, input }) => updateCollection(ctx.db, { ...input, userId: ctx.user.id })),

  deleteCollection: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/collections/{id}',
        tags,
        summary: 'Eigene Sammlung löschen',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZCollectionIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => deleteCollection(ctx.db, { id: input.id, userId: ctx.user.id })),

  addRecipeToCollection: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/collections/{id}/recipes',
        tags,
        summary: 'Rezept zur eigenen Sammlung hinzufügen (idempotent, höchstens 1000 pro Sammlung)',
        errorResponses: {
          400: 'Die Sammlung ist voll',
          404: 'Sammlung nicht gefunden / Rezept nicht gefunden',
          429: 'Zu viele Änderungen an Sammlungen in kurzer Zeit (Retry-After)',
        },
      },
    })
    .input(inputSchema(ZCollectionRecipeInput))
    .output(outputSchema(ZCollection))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'collection');
      return addRecipeToCollection(ctx.db, { ...input, userId: ctx.user.id });
    }),

  removeRecipeFromCollection: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/collections/{id}/recipes/{recipeId}',
        tags,
        summary: 'Rezept aus der eigenen Sammlung entfernen (idempotent)',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZCollectionRecipeInput))
    .output(outputSchema(ZCollection))
    .mutation(({ ctx, input }) => removeRecipeFromCollection(ctx.db, { ...input, userId: ctx.user.id })),
};
