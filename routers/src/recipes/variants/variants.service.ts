import { and, eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { recipes, recipeVersions } from '@kochclip/db/schema';
import { notFound } from '../../errors';
import { RECIPE_NOT_FOUND } from '../../shared/recipe-cards';
import { snapshotColumns } from '../../shared/recipe-snapshot';

/**
 * A member saves a public recipe as their own variant („Als Variante speichern“): a copy they own (source 'manual',
 * version 1 kept), with the original's picture, pointing at the original and keeping its title for when the
 * original is deleted. A private (or missing) original answers the 404 of a missing recipe.
 */
export async function createVariant(db: TDb, params: { recipeId: number; userId: number }) {
  return db.transaction(async (tx) => {
    const [original] = await tx
      .select({ ...snapshotColumns, imageUrl: recipes.imageUrl, thumbnailUrl: recipes.thumbnailUrl })
      .from(recipes)
      .where(and(eq(recipes.id, params.recipeId), eq(recipes.visibility, 'public')))
      .for('share');
    if (!original) throw notFound(RECIPE_NOT_FOUND);
    const { imageUrl, thumbnailUrl, ...snapshot } = original;
    const [row] = await tx
      .insert(recipes)
      .values({
        ...snapshot,
        imageUrl,
        thumbnailUrl,
        source: 'manual',
        createdById: params.userId,
        version: 1,
        variantOfId: params.recipeId,
        variantOfTitle: original.title,
      })
      .returning({ id: recipes.id, title: recipes.title, version: recipes.version });
    if (!row) throw new Error('variant insert returned no row');
    await tx.insert(recipeVersions).values({ recipeId: row.id, version: 1, snapshot, editorId: params.userId });
    return row;
  });
}
