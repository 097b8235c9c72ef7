import { ZSuccess } from '../shared/common.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { spendWriteBudget } from '../shared/write-budgets';
import { protectedProcedure, publicProcedure } from '../trpc';
import { memberErrors } from '../shared/error-responses';
import { budget, notFound, tags } from './shopping-docs';
import {
  ZShareLink,
  ZShareShoppingListInput,
  ZSharedShoppingList,
  ZSharedShoppingListInput,
  ZShoppingList,
  ZShoppingListIdInput,
  ZShoppingListMemberInput,
} from './shopping-lists.schemas';
import {
  createShareLink,
  removeShoppingListMember,
  revokeShareLink,
  shareShoppingList,
  sharedShoppingList,
} from './shopping-sharing.service';

/** Sharing a list with members, and its secret read-only link. */
export const shoppingSharingProcedures = {
  shareShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists/{id}/members',
        tags,
        summary: 'Liste mit einem anderen Mitglied teilen (beide bearbeiten sie)',
        errorResponses: memberErrors({
          403: 'Nur wer die Liste angelegt hat, kann sie teilen',
          404: 'Einkaufsliste nicht gefunden / Mitglied nicht gefunden',
          ...budget,
        }),
      },
    })
    .input(inputSchema(ZShareShoppingListInput))
    .output(outputSchema(ZShoppingList))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'shoppingList');
      return shareShoppingList(ctx.db, { ...input, userId: ctx.user.id });
    }),

  removeShoppingListMember: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/shopping-lists/{id}/members/{userId}',
        tags,
        summary: 'Mitglied von der Liste nehmen (Besitzer) oder die Liste verlassen (eigene ID)',
        errorResponses: memberErrors({
          403: 'Nur wer die Liste angelegt hat, kann andere entfernen',
          404: 'Einkaufsliste nicht gefunden / Mitglied nicht gefunden',
        }),
      },
    })
    .input(inputSchema(ZShoppingListMemberInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) =>
      removeShoppingListMember(ctx.db, { id: input.id, userId: ctx.user.id, memberId: input.userId }),
    ),

  createShoppingListLink: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists/{id}/share-link',
        tags,
        summary: 'Geheimen Nur-Lesen-Link erstellen (ein älterer Link hört auf zu funktionieren)',
        errorResponses: memberErrors({ 403: 'Nur wer die Liste angelegt hat, kann einen Link erstellen', ...notFound }),
      },
    })
    .input(inputSchema(ZShoppingListIdInput))
    .output(outputSchema(ZShareLink))
    .mutation(({ ctx, input }) => createShareLink(ctx.db, { id: input.id, userId: ctx.user.id })),

  revokeShoppingListLink: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/shopping-lists/{id}/share-link',
        tags,
        summary: 'Nur-Lesen-Link widerrufen',
        errorResponses: memberErrors({ 403: 'Nur wer die Liste angelegt hat, kann den Link widerrufen', ...notFound }),
      },
    })
    .input(inputSchema(ZShoppingListIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => revokeShareLink(ctx.db, { id: input.id, userId: ctx.user.id })),

  sharedShoppingList: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/shared/shopping-lists/{token}',
        tags,
        protect: false,
        summary: 'Eine über ihren geheimen Link geteilte Einkaufsliste lesen (ohne Anmeldung)',
        errorResponses: { 400: 'Ungültiger Link', 404: 'Einkaufsliste nicht gefunden (unbekannter oder widerrufener Link)' },
      },
    })
    .input(inputSchema(ZSharedShoppingListInput))
    .output(outputSchema(ZSharedShoppingList))
    .query(({ ctx, input }) => sharedShoppingList(ctx.db, input.token)),
};
