import { z } from 'zod';
import { ZSuccess } from '../auth/auth.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { spendWriteBudget } from '../social/write-budgets';
import { memberErrors } from './error-responses';
import { protectedProcedure, publicProcedure } from '../trpc';
import { addCookbookToList, addRecipeToList } from './shopping-fill.service';
import {
  addShoppingItem,
  clearCheckedItems,
  removeShoppingItem,
  syncShoppingList,
  updateShoppingItem,
} from './shopping-items.service';
import {
  ZAddCookbookToListInput,
  ZAddRecipeToListInput,
  ZAddShoppingItemInput,
  ZCreateShoppingListInput,
  ZShareLink,
  ZShareShoppingListInput,
  ZSharedShoppingList,
  ZSharedShoppingListInput,
  ZShoppingItemInput,
  ZShoppingList,
  ZShoppingListIdInput,
  ZShoppingListMemberInput,
  ZShoppingListSummary,
  ZSyncResult,
  ZSyncShoppingListInput,
  ZUpdateShoppingItemInput,
  ZUpdateShoppingListInput,
} from './shopping-lists.schemas';
import {
  createShoppingList,
  deleteShoppingList,
  getShoppingList,
  listShoppingLists,
  updateShoppingList,
} from './shopping-lists.service';
import {
  createShareLink,
  removeShoppingListMember,
  revokeShareLink,
  shareShoppingList,
  sharedShoppingList,
} from './shopping-sharing.service';

const tags = ['Einkaufslisten'];
const notFound = { 404: 'Einkaufsliste nicht gefunden (auch für Listen anderer, die nicht mit dir geteilt sind)' };
const budget = { 429: 'Zu viele Änderungen an Einkaufslisten in kurzer Zeit (Retry-After)' };
const full = { 400: 'Ungültige Eingaben oder die Liste ist voll (höchstens 1000 Einträge)' };

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

  addShoppingItem: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists/{id}/items',
        tags,
        summary: 'Freitext-Eintrag hinzufügen (mit eigener itemId idempotent)',
        errorResponses: memberErrors({ ...full, ...notFound, ...budget }),
      },
    })
    .input(inputSchema(ZAddShoppingItemInput))
    .output(outputSchema(ZShoppingList))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'shoppingList');
      return addShoppingItem(ctx.db, { ...input, userId: ctx.user.id });
    }),

  updateShoppingItem: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/shopping-lists/{id}/items/{itemId}',
        tags,
        summary:
          'Eintrag abhaken oder einer anderen Abteilung zuordnen (die spätere Änderung gewinnt; die Abteilung wird gemerkt)',
        errorResponses: memberErrors({ 404: 'Einkaufsliste nicht gefunden / Eintrag nicht gefunden' }),
      },
    })
    .input(inputSchema(ZUpdateShoppingItemInput))
    .output(outputSchema(ZShoppingList))
    .mutation(({ ctx, input }) => updateShoppingItem(ctx.db, { ...input, userId: ctx.user.id })),

  removeShoppingItem: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/shopping-lists/{id}/items/{itemId}',
        tags,
        summary: 'Eintrag entfernen',
        errorResponses: memberErrors({ 404: 'Einkaufsliste nicht gefunden / Eintrag nicht gefunden' }),
      },
    })
    .input(inputSchema(ZShoppingItemInput))
    .output(outputSchema(ZShoppingList))
    .mutation(({ ctx, input }) => removeShoppingItem(ctx.db, { id: input.id, userId: ctx.user.id, itemId: input.itemId })),

  syncShoppingList: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists/{id}/sync',
        tags,
        summary:
          'Offline gesammelte Änderungen nachreichen (je Eintrag gewinnt die spätere Änderung nach changedAt); antwortet mit der ganzen Liste',
        errorResponses: memberErrors({ ...notFound, ...budget }),
      },
    })
    .input(inputSchema(ZSyncShoppingListInput))
    .output(outputSchema(ZSyncResult))
    .mutation(async ({ ctx, input }) => {
      if (input.changes.some((change) => change.type === 'add')) await spendWriteBudget(ctx, 'shoppingList');
      return syncShoppingList(ctx.db, { id: input.id, userId: ctx.user.id, changes: input.changes });
    }),

  clearCheckedShoppingItems: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/shopping-lists/{id}/clear-checked',
        tags,
        summary: 'Abgehakte Einträge entfernen',
        errorResponses: memberErrors(notFound),
      },
    })
    .input(inputSchema(ZShoppingListIdInput))
    .output(outputSchema(ZShoppingList))
    .mutation(({ ctx, input }) => clearCheckedItems(ctx.db, { id: input.id, userId: ctx.user.id })),

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
