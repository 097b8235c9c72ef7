import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDbOrTx } from '@kochclip/db';
import { visibleTo, type TRecipeViewer } from '@kochclip/db/queries';
import { recipes } from '@kochclip/db/schema';
import type { TContext } from '../context';
import { notFound } from '../errors';
import { ZRecipeId } from '../shared/recipe.schemas';
import { RECIPE_NOT_FOUND } from '../shared/recipe-cards';

export const ZRecipeIdInput = z.object({ id: ZRecipeId });

/** Page size of the recipe page's community lists (comments, ratings, photos) and the most a client may ask for. */
export const COMMUNITY_PAGE_SIZE = 20;
export const COMMUNITY_PAGE_MAX = 100;

const PAGE_SIZE_TEXT = `Die Seitengröße (limit) muss eine ganze Zahl von 1 bis ${COMMUNITY_PAGE_MAX} sein.`;
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A recipe's community list, one page: the first without `cursor`, then the `nextCursor` of the page before. */
export const ZRecipeListPageInput = ZRecipeIdInput.extend({
  limit: z.preprocess(
    emptyToUndefined,
    z
      .number({ error: PAGE_SIZE_TEXT })
      .int(PAGE_SIZE_TEXT)
      .min(1, PAGE_SIZE_TEXT)
      .max(COMMUNITY_PAGE_MAX, PAGE_SIZE_TEXT)
      .default(COMMUNITY_PAGE_SIZE),
  ),
  cursor: z.preprocess(emptyToUndefined, z.string().max(200, 'Ungültiger Cursor. Bitte lade die Liste neu.').optional()),
});
export type TRecipeListPageInput = z.output<typeof ZRecipeListPageInput>;

/** What a list whose answer is a plain array says about its next page, in headers (documented in the OpenAPI meta). */
export const ZNextPageHeaders = z.object({
  'X-Next-Cursor': z.string().optional().describe('cursor der nächsten Seite; fehlt auf der letzten Seite'),
  Link: z.string().optional().describe('<…?cursor=…&limit=…>; rel="next" (RFC 8288); fehlt auf der letzten Seite'),
});

/**
 * For REST clients that read a list as an array: where its next page is, as `X-Next-Cursor` and an RFC 8288
 * `Link` to the same path with `cursor` and `limit`. Nothing on the last page, nothing over tRPC.
 */
export function announceNextPage(
  ctx: Pick<TContext, 'responseHeaders'>,
  page: { path: string; nextCursor: string | null; limit: number },
): void {
  if (!page.nextCursor || !ctx.responseHeaders) return;
  const query = new URLSearchParams({ cursor: page.nextCursor, limit: String(page.limit) });
  ctx.responseHeaders.append('X-Next-Cursor', page.nextCursor);
  ctx.responseHeaders.append('Link', `</api${page.path}?${query.toString()}>; rel="next"`);
}

/** The recipe exists and `viewer` may see it (another member's „Nur für mich“ recipe: the same 404 as a missing one). */
export async function requireRecipe(db: TDbOrTx, recipeId: number, viewer: TRecipeViewer | null): Promise<void> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleTo(viewer)))
    .limit(1);
  if (!row) throw notFound(RECIPE_NOT_FOUND);
}
