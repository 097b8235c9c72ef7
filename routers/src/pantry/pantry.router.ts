import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { memberErrors } from '../shared/error-responses';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { spendWriteBudget } from '../shared/write-budgets';
import { protectedProcedure, router } from '../trpc';
import { cookableRecipes } from './cookable-recipes.service';
import { pantryOwnerOf } from '@kochclip/db/queries';
import {
  MAX_PANTRY_ITEMS,
  ZAddPantryItemInput,
  ZAddPantryItemsInput,
  ZCookableRecipes,
  ZCookableRecipesInput,
  ZPantry,
  ZPantryItem,
  ZPantryItemIdInput,
  ZUpdatePantryItemInput,
} from './pantry.schemas';
import { addPantryItem, addPantryItems, listPantry, removePantryItem, updatePantryItem } from './pantry.service';

const tags = ['Vorrat'];
const itemNotFound = { 404: 'Eintrag im Vorrat nicht gefunden (auch für Einträge anderer)' };
const full = `Ungültige Eingaben oder der Vorrat ist voll (höchstens ${MAX_PANTRY_ITEMS} Einträge)`;
// Adding to the pantry spends the kitchen's write budget (shopping lists): both are what a member buys.
const budget = 'shoppingList';

/** The pantry („Vorrat“, issue 43): what a member has at home, and what they can cook with it. */
export const pantryRouter = router({
  list: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/pantry', tags, summary: 'Der eigene Vorrat, nach Namen sortiert' } })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZPantry))
    .query(async ({ ctx }) => listPantry(ctx.db, await pantryOwnerOf(ctx.db, ctx.user))),

  addItem: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/pantry/items',
        tags,
        summary: 'Zutat in den Vorrat legen (steht sie schon dort, zählt die neue Menge)',
        errorResponses: memberErrors({ 400: full, 429: 'Zu viele Änderungen in kurzer Zeit (Retry-After)' }),
      },
    })
    .input(inputSchema(ZAddPantryItemInput))
    .output(outputSchema(ZPantryItem))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, budget);
      return addPantryItem(ctx.db, { ownerId: await pantryOwnerOf(ctx.db, ctx.user), item: input });
    }),

  addItems: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/pantry/items/bulk',
        tags,
        summary: `Mehrere Zutaten auf einmal in den Vorrat legen (höchstens ${MAX_PANTRY_ITEMS}; alle oder keine)`,
        errorResponses: memberErrors({ 400: full, 429: 'Zu viele Änderungen in kurzer Zeit (Retry-After)' }),
      },
    })
    .input(inputSchema(ZAddPantryItemsInput))
    .output(outputSchema(ZPantry))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, budget);
      return addPantryItems(ctx.db, { ownerId: await pantryOwnerOf(ctx.db, ctx.user), items: input.items });
    }),

  updateItem: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/pantry/items/{id}',
        tags,
        summary: 'Name, Menge oder Einheit eines Eintrags ändern (Menge null: ohne Menge)',
        errorResponses: memberErrors({ ...itemNotFound, 409: 'Diese Zutat steht schon im Vorrat' }),
      },
    })
    .input(inputSchema(ZUpdatePantryItemInput))
    .output(outputSchema(ZPantryItem))
    .mutation(async ({ ctx, input }) => updatePantryItem(ctx.db, { ...input, ownerId: await pantryOwnerOf(ctx.db, ctx.user) })),

  removeItem: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/pantry/items/{id}',
        tags,
        summary: 'Eintrag aus dem Vorrat entfernen',
        errorResponses: memberErrors(itemNotFound),
      },
    })
    .input(inputSchema(ZPantryItemIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) =>
      removePantryItem(ctx.db, { id: input.id, ownerId: await pantryOwnerOf(ctx.db, ctx.user) }),
    ),

  cookableRecipes: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/pantry/recipes',
        tags,
        summary:
          'Was kann ich kochen? Eigene Rezepte, Rezepte aus Sammlungen und Kochbüchern und öffentliche Rezepte der Community, nach dem Anteil der Zutaten im Vorrat sortiert, mit dem, was fehlt',
      },
    })
    .input(inputSchema(ZCookableRecipesInput))
    .output(outputSchema(ZCookableRecipes))
    .query(async ({ ctx, input }) =>
      cookableRecipes(ctx.db, { memberId: ctx.user.id, ownerId: await pantryOwnerOf(ctx.db, ctx.user), limit: input?.limit }),
    ),
});
