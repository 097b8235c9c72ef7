import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { cookbooks } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { COOKBOOK_NOT_FOUND } from './cookbook.schemas';

/** What a cookbook holds at most; its reads (the cookbook page, the export) stop there. */
export const MAX_RECIPES_PER_COOKBOOK = 500;

/** The number of the cookbook's recipes the viewer may see (a correlated subquery on `cookbooks`). */
export const cookbookRecipeCount = (viewerId: number | null) =>
  sql<number>`(select count(*)::int from cookbook_recipes entry inner join recipes on recipes.id = entry.recipe_id
    where entry.cookbook_id = cookbooks.id and ${visibleTo(viewerId === null ? null : { id: viewerId, admin: false })})`;

/** A cookbook's card as `viewerId` sees it: the recipe count leaves out others' „Nur für mich“ recipes. */
export const cookbookSummaryColumns = (viewerId: number | null) => ({
  id: cookbooks.id,
  title: cookbooks.title,
  description: cookbooks.description,
  isPrivate: cookbooks.isPrivate,
  createdAt: cookbooks.createdAt,
  recipeCount: cookbookRecipeCount(viewerId),
});

export async function cookbookSummary(db: TDbOrTx, id: number, viewerId: number | null) {
  const [row] = await db
    .select({ ...cookbookSummaryColumns(viewerId), userId: cookbooks.userId })
    .from(cookbooks)
    .where(eq(cookbooks.id, id));
  return row;
}

/** Private cookbooks only for their owner, a public one for everyone; else 404. */
export async function visibleCookbook(db: TDbOrTx, params: { id: number; viewerId: number | null }) {
  const row = await cookbookSummary(db, params.id, params.viewerId);
  if (!row || (row.isPrivate && row.userId !== params.viewerId)) throw notFound(COOKBOOK_NOT_FOUND);
  return row;
}
