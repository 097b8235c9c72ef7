import { z } from 'zod';
import { ZRecipeId } from '../shared/recipe.schemas';
import { ZCookbookId } from '../shared/cookbook.schemas';
import { requiredName, rowId } from '../shared/common.schemas';
import { ZTimestamp } from '../timestamp';
import { SHOPPING_SECTIONS } from '@kochclip/core';

export const SHOPPING_LIST_NOT_FOUND = 'Einkaufsliste nicht gefunden';
export const SHOPPING_ITEM_NOT_FOUND = 'Eintrag nicht gefunden';
export const DEFAULT_LIST_TITLE = 'Einkaufsliste';

export const ZShoppingListId = rowId('Ungültige Einkaufslisten-ID');
export const ZShoppingItemId = z.uuid({ error: 'Ungültige Eintrags-ID (erwartet eine UUID)' });

const ZListTitle = requiredName(
  'Bitte gib einen Namen für die Einkaufsliste ein.',
  'Der Name darf höchstens 100 Zeichen lang sein.',
);
const ZItemName = z
  .string({ error: 'Bitte gib ein, was auf die Liste soll.' })
  .trim()
  .min(1, 'Bitte gib ein, was auf die Liste soll.')
  .max(200, 'Ein Eintrag darf höchstens 200 Zeichen lang sein.');
export const ZShoppingSection = z.enum(SHOPPING_SECTIONS, {
  error: `Unbekannte Abteilung (erlaubt: ${SHOPPING_SECTIONS.join(', ')})`,
});
/** Servings of a recipe put on a list, as the portion scaler allows them. */
export const ZListServings = z
  .number({ error: 'Die Portionen müssen eine ganze Zahl von 1 bis 20 sein.' })
  .int('Die Portionen müssen eine ganze Zahl von 1 bis 20 sein.')
  .min(1, 'Die Portionen müssen eine ganze Zahl von 1 bis 20 sein.')
  .max(20, 'Die Portionen müssen eine ganze Zahl von 1 bis 20 sein.');
/** When the member changed an item on their device (ISO 8601): the later change of an item wins. */
export const ZChangedAt = z.iso
  .datetime({ offset: true, error: 'Ungültiger Zeitpunkt der Änderung (erwartet ISO 8601, z. B. 2030-06-14T18:30:00Z).' })
  .transform((text) => new Date(text));

export const ZShoppingListIdInput = z.object({ id: ZShoppingListId });

export const ZCreateShoppingListInput = z.strictObject({ title: ZListTitle.default(DEFAULT_LIST_TITLE) }).default({
  title: DEFAULT_LIST_TITLE,
});

export const ZUpdateShoppingListInput = z.strictObject({
  id: ZShoppingListId,
  title: ZListTitle.optional(),
  hideStaples: z.boolean().optional(),
});

export const ZAddRecipeToListInput = z.strictObject({
  id: ZShoppingListId,
  recipeId: ZRecipeId,
  /** The servings chosen in the portion scaler; the recipe's own when not given. */
  servings: ZListServings.optional(),
});

export const ZAddCookbookToListInput = z.strictObject({ id: ZShoppingListId, cookbookId: ZCookbookId });

export const ZAddShoppingItemInput = z.strictObject({
  id: ZShoppingListId,
  itemId: ZShoppingItemId.optional(),
  name: ZItemName,
  section: ZShoppingSection.optional(),
  changedAt: ZChangedAt.optional(),
});

export const ZUpdateShoppingItemInput = z.strictObject({
  id: ZShoppingListId,
  itemId: ZShoppingItemId,
  checked: z.boolean().optional(),
  section: ZShoppingSection.optional(),
  changedAt: ZChangedAt.optional(),
});

export const ZShoppingItemInput = z.object({ id: ZShoppingListId, itemId: ZShoppingItemId });

/** One change an (offline) device made to one item; a device sends what it queued, in order. */
export const ZShoppingItemChange = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ type: z.literal('check'), itemId: ZShoppingItemId, checked: z.boolean(), changedAt: ZChangedAt }),
    z.strictObject({ type: z.literal('section'), itemId: ZShoppingItemId, section: ZShoppingSection, changedAt: ZChangedAt }),
    z.strictObject({ type: z.literal('add'), itemId: ZShoppingItemId, name: ZItemName, changedAt: ZChangedAt }),
    z.strictObject({ type: z.literal('remove'), itemId: ZShoppingItemId, changedAt: ZChangedAt }),
  ],
  { error: 'Unbekannte Änderung (erlaubt: check, section, add, remove)' },
);
export type TShoppingItemChange = z.output<typeof ZShoppingItemChange>;

export const MAX_CHANGES_PER_SYNC = 500;

export const ZSyncShoppingListInput = z.strictObject({
  id: ZShoppingListId,
  changes: z.array(ZShoppingItemChange).max(MAX_CHANGES_PER_SYNC, `Höchstens ${MAX_CHANGES_PER_SYNC} Änderungen auf einmal.`),
});

export const ZShareShoppingListInput = z.strictObject({
  id: ZShoppingListId,
  username: z
    .string({ error: 'Bitte gib den Benutzernamen ein.' })
    .trim()
    .min(1, 'Bitte gib den Benutzernamen ein.')
    .max(30, 'Benutzernamen sind höchstens 30 Zeichen lang.'),
});

export const ZShoppingListMemberInput = z.object({ id: ZShoppingListId, userId: rowId('Ungültige Mitglieds-ID') });

export const ZSharedShoppingListInput = z.object({
  token: z.string().trim().min(1, 'Ungültiger Link.').max(100, 'Ungültiger Link.'),
});

const ZQuantity = z.object({ value: z.number(), unit: z.string() });
const ZSource = z.object({ recipeId: z.number().int(), title: z.string() });
const ZMember = z.object({ id: z.number().int(), username: z.string() });

export const ZShoppingItem = z.object({
  id: z.string(),
  /** As the list shows it: '3 Zwiebeln' reads name 'Zwiebeln' with amount '3'. */
  name: z.string(),
  amount: z.string(),
  quantities: z.array(ZQuantity),
  notes: z.array(z.string()),
  section: ZShoppingSection,
  staple: z.boolean(),
  checked: z.boolean(),
  /** The viewer's pantry covers this line („im Vorrat“): shown apart and not counted as open. */
  inPantry: z.boolean(),
  /** Typed in by a member (no recipe). */
  custom: z.boolean(),
  sources: z.array(ZSource),
  changedAt: ZTimestamp,
});
export type TShoppingItem = z.input<typeof ZShoppingItem>;

export const ZShoppingListSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  owner: ZMember,
  isOwner: z.boolean(),
  itemCount: z.number().int(),
  /** Items neither checked off nor covered by the viewer's pantry. */
  openCount: z.number().int(),
  updatedAt: ZTimestamp,
});

export const ZShoppingList = ZShoppingListSummary.extend({
  hideStaples: z.boolean(),
  members: z.array(ZMember),
  /** The read-only link's path ('/einkaufsliste/geteilt/<token>'), for the owner only; null when there is none. */
  shareLink: z.string().nullable(),
  items: z.array(ZShoppingItem),
});
export type TShoppingList = z.input<typeof ZShoppingList>;

export const ZSyncResult = z.object({
  list: ZShoppingList,
  /** Changes that were newer than what the server had. */
  applied: z.number().int(),
  /** Older changes, and changes to items that are gone. */
  ignored: z.number().int(),
});

export const ZShareLink = z.object({ shareLink: z.string() });

export const ZSharedShoppingList = z.object({
  title: z.string(),
  owner: z.object({ username: z.string() }),
  hideStaples: z.boolean(),
  items: z.array(ZShoppingItem.omit({ changedAt: true })),
  updatedAt: ZTimestamp,
});
