import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { recipes } from './recipes';
import { users } from './users';

/**
 * The kitchen: shopping lists (shared with other members, readable through a secret link), the items on them
 * with a last-write-wins clock for offline phones, each member's own supermarket sections, and the meal plan
 * with its private calendar feed.
 */

/** The meal plan's slots; the web's and the routers' list (core/src/kitchen/plan-week.ts) is checked against it. */
export const MEAL_SLOT_VALUES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

export interface TStoredQuantity {
  value: number;
  unit: string;
}

export interface TStoredSource {
  recipeId: number;
  title: string;
}

const userRef = () =>
  integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: userRef(),
    title: text().notNull(),
    hideStaples: boolean().notNull().default(false),
    /** The secret of the read-only link; null when there is none (never made, or revoked). */
    shareToken: text().unique(),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('shopping_lists_owner_id_idx').on(t.ownerId),
    check('shopping_lists_title_check', sql`char_length(btrim(${t.title})) between 1 and 100`),
  ],
);

/** Members a list is shared with; they read and edit it like its owner, but only the owner shares or deletes it. */
export const shoppingListMembers = pgTable(
  'shopping_list_members',
  {
    listId: integer()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    userId: userRef(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId] }), index('shopping_list_members_user_id_idx').on(t.userId)],
);

export const shoppingItems = pgTable(
  'shopping_items',
  {
    listId: integer()
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    /** Chosen by the client for items it adds (offline too), so a retried change adds nothing twice. */
    id: uuid().notNull().defaultRandom(),
    /** What lines of recipes merge by (routers' ingredientKey); null for free-text items, which never merge. */
    key: text(),
    name: text().notNull(),
    quantities: jsonb().$type<TStoredQuantity[]>().notNull().default([]),
    notes: jsonb().$type<string[]>().notNull().default([]),
    sources: jsonb().$type<TStoredSource[]>().notNull().default([]),
    section: text().notNull(),
    staple: boolean().notNull().default(false),
    checked: boolean().notNull().default(false),
    /** The client's time of the last change that won (last write per item wins); never later than the server's clock. */
    changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Removed items stay a while, so an older change from an offline phone cannot bring them back. */
    deletedAt: timestamp({ withTimezone: true }),
    createdAt,
    updatedAt,
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.id] }),
    index('shopping_items_list_key_idx').on(t.listId, t.key),
    check('shopping_items_name_check', sql`char_length(btrim(${t.name})) between 1 and 200`),
    check('shopping_items_section_check', sql`char_length(${t.section}) between 1 and 40`),
  ],
);

/** A member's own section for an ingredient ('Tofu' under Kühlregal), remembered when they move a line. */
export const shoppingSectionChoices = pgTable(
  'shopping_section_choices',
  {
    userId: userRef(),
    itemKey: text().notNull(),
    section: text().notNull(),
    updatedAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemKey] })],
);

export const mealPlanEntries = pgTable(
  'meal_plan_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: userRef(),
    day: date({ mode: 'string' }).notNull(),
    slot: text().$type<(typeof MEAL_SLOT_VALUES)[number]>().notNull(),
    /** Null for a free-text entry („Reste“, „Essen gehen“), which has a note instead. */
    recipeId: integer().references(() => recipes.id, { onDelete: 'cascade' }),
    note: text(),
    servings: integer().notNull(),
    /** Order within the day's slot. */
    position: integer().notNull().default(0),
    createdAt,
    updatedAt,
  },
  (t) => [
    index('meal_plan_entries_user_day_idx').on(t.userId, t.day),
    index('meal_plan_entries_recipe_id_idx').on(t.recipeId),
    check('meal_plan_entries_slot_check', sql`${t.slot} in ('breakfast', 'lunch', 'dinner', 'snack')`),
    check('meal_plan_entries_servings_check', sql`${t.servings} between 1 and 20`),
    check(
      'meal_plan_entries_recipe_or_note_check',
      sql`(${t.recipeId} is null) <> (${t.note} is null) and (${t.note} is null or char_length(btrim(${t.note})) between 1 and 80)`,
    ),
  ],
);

/** The secret of a member's meal plan calendar feed; no row means no feed. */
export const mealPlanFeeds = pgTable('meal_plan_feeds', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text().notNull().unique(),
  createdAt,
});
