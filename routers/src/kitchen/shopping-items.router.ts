import { inputSchema, outputSchema } from '../procedure-schemas';
import { spendWriteBudget } from '../shared/write-budgets';
import { protectedProcedure } from '../trpc';
import { memberErrors } from '../shared/error-responses';
import { budget, full, notFound, tags } from './shopping-docs';
import {
  addShoppingItem,
  clearCheckedItems,
  removeShoppingItem,
  syncShoppingList,
  updateShoppingItem,
} from './shopping-items.service';
import {
  ZAddShoppingItemInput,
  ZShoppingItemInput,
  ZShoppingList,
  ZShoppingListIdInput,
  ZSyncResult,
  ZSyncShoppingListInput,
  ZUpdateShoppingItemInput,
} from './shopping-lists.schemas';

/** The items of a list: typed in, checked off, moved, removed, and a device's offline changes in one go. */
export const shoppingItemProcedures = {
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
};
