import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { recipes } from '@kochclip/db/schema';

/** The ids of seeded demo recipes by title ('Pfannkuchen', 'Shakshuka', …). */
export async function seededRecipeIds(db: TDb, titles: readonly string[]): Promise<Record<string, number>> {
  const rows = await db
    .select({ id: recipes.id, title: recipes.title })
    .from(recipes)
    .where(and(inArray(recipes.title, [...titles]), eq(recipes.source, 'seed')));
  const ids = Object.fromEntries(rows.map((row) => [row.title, row.id]));
  for (const title of titles) if (ids[title] === undefined) throw new Error(`Demo-Rezept „${title}“ fehlt`);
  return ids;
}

export interface TApiShoppingItem {
  id: string;
  name: string;
  amount: string;
  section: string;
  staple: boolean;
  checked: boolean;
  custom: boolean;
  sources: { recipeId: number; title: string }[];
  changedAt: string;
}

export interface TApiShoppingList {
  id: number;
  title: string;
  owner: { id: number; username: string };
  isOwner: boolean;
  hideStaples: boolean;
  members: { id: number; username: string }[];
  shareLink: string | null;
  itemCount: number;
  openCount: number;
  items: TApiShoppingItem[];
}

/** The item of a list whose shown name is `name`. */
export function itemNamed(list: TApiShoppingList, name: string): TApiShoppingItem {
  const item = list.items.find((i) => i.name === name);
  if (!item) throw new Error(`„${name}“ steht nicht auf der Liste: ${list.items.map((i) => i.name).join(', ')}`);
  return item;
}
