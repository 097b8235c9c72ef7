import type { TRouterInputs, TRouterOutputs } from '../../../lib/trpc';

export type TShoppingList = TRouterOutputs['kitchen']['shoppingList'];
export type TShoppingItem = TShoppingList['items'][number];
export type TShoppingListSummary = TRouterOutputs['kitchen']['shoppingLists'][number];
export type TSharedShoppingList = TRouterOutputs['kitchen']['sharedShoppingList'];
export type TItemChange = TRouterInputs['kitchen']['syncShoppingList']['changes'][number];
export type TSection = TShoppingItem['section'];
export type TListedItem = Omit<TShoppingItem, 'changedAt'>;
