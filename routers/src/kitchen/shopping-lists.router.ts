import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { spendWriteBudget } from '../shared/write-budgets';
import { protectedProcedure } from '../trpc';
import { memberErrors } from '../shared/error-responses';
import { addCookbookToList, addRecipeToList } from './shopping-fill.service';
import { budget, full, notFound, tags } from './shopping-docs';
import {
  ZAddCookbookToListInput,
  ZAddRecipeToListInput,
  ZCreateShoppingListInput,
  ZShoppingList,
  ZShoppingListIdInput,
  ZShoppingListSummary,
  ZUpdateShoppingListInput,
} from './shopping-lists.schemas';
import {
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  updateShoppingList,
} from './shopping-lists.service';

/** The member's shopping lists, and filling them with recipes and cookbooks. */
export const shoppingListProcedures = {
  shoppingLists: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/shopping-lists', tags, summary: 'Eigene und mit dir geteilte Einkaufslisten' } })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(z.array(ZShoppingListSummary)))
    .query(({ ctx }) => listShoppingLists(ctx.db, ctx.user.id)),

  createShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists',
        tags,
        summary: 'Einkaufsliste anlegen (kostenlos eine eigene, mit Premium unbegrenzt)',
        errorResponses: memberErrors({ 403: 'Kostenlos ist eine eigene Einkaufsliste möglich (Premium-Hinweis)', ...budget }),
      },
    })
    .input(inputSchema(ZCreateShoppingListInput))
    .output(outputSchema(ZShoppingList))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'shoppingList');
      return createShoppingList(ctx.db, { member: ctx.user, title: input.title });
    }),

  shoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shopping-lists/{id}',
        tags,
        summary: 'Eine Einkaufsliste mit allen Einträgen',
        errorResponses: memberErrors(notFound),
      },
    })
    .input(inputSchema(ZShoppingListIdInput))
    .output(outputSchema(ZShoppingList))
    .query(({ ctx, input }) => getShoppingList(ctx.db, { id: input.id, userId: ctx.user.id })),

  updateShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/shopping-lists/{id}',
        tags,
        summary: 'Einkaufsliste umbenennen oder Vorratsartikel ausblenden',
        errorResponses: memberErrors(notFound),
      },
    })
    .input(inputSchema(ZUpdateShoppingListInput))
    .output(outputSchema(ZShoppingList))
    .mutation(({ ctx, input }) => updateShoppingList(ctx.db, { ...input, userId: ctx.user.id })),

  deleteShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/shopping-lists/{id}',
        tags,
        summary: 'Eigene Einkaufsliste löschen',
        errorResponses: memberErrors({ 403: 'Nur wer die Liste angelegt hat, kann sie löschen', ...notFound }),
      },
    })
    .input(inputSchema(ZShoppingListIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => deleteShoppingList(ctx.db, { id: input.id, userId: ctx.user.id })),

  addRecipeToShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists/{id}/recipes',
        tags,
        summary:
          'Zutaten eines Rezepts (in den gewählten Portionen) auf die Liste setzen; gleiche Zutaten werden zusammengefasst',
        errorResponses: memberErrors({ ...full, 404: 'Einkaufsliste nicht gefunden / Rezept nicht gefunden', ...budget }),
      },
    })
    .input(inputSchema(ZAddRecipeToListInput))
    .output(outputSchema(ZShoppingList))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'shoppingList');
      return addRecipeToList(ctx.db, { ...input, userId: ctx.user.id });
    }),

  addCookbookToShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists/{id}/cookbooks',
        tags,
        summary: 'Alle Rezepte eines Kochbuchs (eigenes oder öffentliches) auf die Liste setzen',
        errorResponses: memberErrors({ ...full, 404: 'Einkaufsliste nicht gefunden / Kochbuch nicht gefunden', ...budget }),
      },
    })
    .input(inputSchema(ZAddCookbookToListInput))
    .output(outputSchema(ZShoppingList))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'shoppingList');
      return addCookbookToList(ctx.db, { ...input, userId: ctx.user.id });
    }),
};
