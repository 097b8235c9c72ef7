import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { recipes, recipeVersions } from '@kochclip/db/schema';
import { notFound } from '../../errors';
import { RECIPE_NOT_FOUND } from '../../shared/recipe-cards';
import { snapshotColumns } from '../editor/recipe-editor.service';
import type { TVariantOf } from './variants.schemas';

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

/**
 * What the recipe page says about variants, read in the detail statement: the original (while it exists; its title,
 * and its creator while public and active) and how many public variants the recipe itself has.
 */
export const variantColumns = {
  variantOfId: recipes.variantOfId,
  variantOfTitle: recipes.variantOfTitle,
  variantOriginal: sql<{
    title: string;
    visible: boolean;
    username: string | null;
    firstName: string | null;
  } | null>`(select json_build_object(
      'title', o.title, 'visible', o.visibility = 'public',
      'username', case when u.is_active then u.username end, 'firstName', case when u.is_active then u.first_name end)
    from recipes o left join users u on u.id = o.created_by_id where o.id = ${recipes.variantOfId})`,
  variantCount: sql<number>`(select count(*)::int from recipes v where v.variant_of_id = ${recipes.id} and v.visibility = 'public')`,
};

interface TVariantRow {
  variantOfId: number | null;
  variantOfTitle: string | null;
  variantOriginal: { title: string; visible: boolean; username: string | null; firstName: string | null } | null;
}

/** „Variante von <Rezept> von <Koch>“ with its link; a deleted original keeps its title, without link or cook. */
export function variantOfRow(row: TVariantRow): TVariantOf | null {
  if (row.variantOfTitle === null) return null;
  const original = row.variantOriginal;
  if (row.variantOfId === null || original === null) {
    return { id: null, title: row.variantOfTitle, createdBy: null, originalDeleted: true };
  }
  if (!original.visible) return { id: null, title: row.variantOfTitle, createdBy: null, originalDeleted: false };
  return {
    id: row.variantOfId,
    title: original.title,
    createdBy: original.username === null ? null : { username: original.username, firstName: original.firstName },
    originalDeleted: false,
  };
}
