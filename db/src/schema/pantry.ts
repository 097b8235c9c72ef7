import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/**
 * The pantry („Vorrat“, issue 43): what a member has at home, by name with an optional amount. It belongs to one
 * owner: the member, or for members of a household its owner (the household's kitchen, db/src/queries/household.ts),
 * so every reader asks for the pantry of an owner, never of a session user directly (`pantryOwnerOf`).
 */
export const pantryItems = pgTable(
  'pantry_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the member wrote it; shown as text, never as markup. */
    name: text().notNull(),
    /** The shopping list's merge key of the name (routers' ingredientKey): one pantry line per ingredient. */
    key: text().notNull(),
    amount: text(),
    unit: text(),
    createdAt,
    updatedAt,
  },
  (t) => [
    uniqueIndex('pantry_items_owner_key_idx').on(t.ownerId, t.key),
    index('pantry_items_owner_name_idx').on(t.ownerId, t.name),
    check('pantry_items_name_check', sql`char_length(btrim(${t.name})) between 1 and 100`),
    check('pantry_items_key_check', sql`char_length(${t.key}) between 1 and 200`),
    check('pantry_items_amount_check', sql`${t.amount} is null or char_length(${t.amount}) between 1 and 30`),
    check('pantry_items_unit_check', sql`${t.unit} is null or char_length(${t.unit}) between 1 and 20`),
  ],
);
