import { eq } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { recipes } from '@kochclip/db/schema';
import { recordAudit } from '../../shared/audit';
import { mediaUrlsOf, removeUnreferencedMedia, type TMediaFiles } from '../../ports/media-files';
import { notFound } from '../../errors';
import { RECIPE_NOT_FOUND } from '../../shared/recipe-cards';
import type { TEditor } from './recipe-editor.service';

interface TRecipePicture {
  imageUrl: string | null;
  thumbnailUrl: string | null;
}

/** The recipe's author or an admin; anyone else gets the 404 of a missing recipe (as the editor answers). */
async function editablePicture(tx: TDbOrTx, recipeId: number, editor: TEditor, lock: boolean) {
  const query = tx
    .select({
      title: recipes.title,
      createdById: recipes.createdById,
      imageUrl: recipes.imageUrl,
      thumbnailUrl: recipes.thumbnailUrl,
    })
    .from(recipes)
    .where(eq(recipes.id, recipeId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || (row.createdById !== editor.id && !editor.admin)) throw notFound(RECIPE_NOT_FOUND);
  return row;
}

/** Checked before an upload is decoded, so nobody makes the server decode photos for recipes they cannot edit. */
export async function assertPictureEditable(db: TDb, params: { recipeId: number; editor: TEditor }): Promise<void> {
  await editablePicture(db, params.recipeId, params.editor, false);
}

/**
 * Sets (`picture`) or removes (null) the recipe photo; an admin's change to another member's recipe goes into the
 * audit log. Answers the picture it replaced, whose files the caller removes once no row shows them any more
 * (a variant may show the same files).
 */
export async function setRecipePicture(
  db: TDb,
  params: { recipeId: number; editor: TEditor; picture: TRecipePicture },
): Promise<{ previous: TRecipePicture }> {
  return db.transaction(async (tx) => {
    const row = await editablePicture(tx, params.recipeId, params.editor, true);
    await tx
      .update(recipes)
      .set({ imageUrl: params.picture.imageUrl, thumbnailUrl: params.picture.thumbnailUrl })
      .where(eq(recipes.id, params.recipeId));
    if (row.createdById !== params.editor.id) {
      await recordAudit(tx, params.editor, {
        action: params.picture.imageUrl === null ? 'recipe.image.remove' : 'recipe.image.replace',
        targetType: 'recipe',
        targetId: params.recipeId,
        details: { title: row.title, createdById: row.createdById },
      });
    }
    return { previous: { imageUrl: row.imageUrl, thumbnailUrl: row.thumbnailUrl } };
  });
}

/** After the change committed: the replaced files go unless another row (a variant) still shows them. */
export async function removeReplacedPicture(db: TDb, media: TMediaFiles | undefined, previous: TRecipePicture): Promise<void> {
  await removeUnreferencedMedia(db, media, mediaUrlsOf(previous));
}
