import { AppError } from '@kochclip/routers/errors';
import { RAW_ROUTES } from '@kochclip/routers';
import {
  assertPictureEditable,
  removeReplacedPicture,
  setRecipePicture,
  ZRowId,
  spendWriteBudget,
} from '@kochclip/routers/server';
import { mediaUrlsOf } from '@kochclip/routers/ports';
import type { TStorage } from '../adapters/storage';
import { memberUploadRoute, storeMemberPhoto, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

const ZRecipeIdParam = ZRowId('Ungültige Rezept-ID');

/**
 * POST /api/recipes/{id}/image (multipart field `image`): the author's (or an admin's) recipe photo, re-encoded like
 * every member photo. The recipe is checked before the image is decoded; the new files go again when the write
 * fails, and the replaced ones once no row shows them (a variant may share them).
 */
export function recipeImageRoute(deps: TUploadRouteDeps & { storage: TStorage }): TUploadRoute {
  return memberUploadRoute(deps, RAW_ROUTES.recipeImage, async (ctx, req, form) => {
    const { data } = await form.image();
    const id = ZRecipeIdParam.safeParse(Number(req.params.id));
    if (!id.success) throw new AppError('BAD_REQUEST', 'Ungültige Rezept-ID');
    const editor = { id: ctx.user.id, username: ctx.user.username, admin: ctx.user.role === 'admin' };
    await assertPictureEditable(ctx.db, { recipeId: id.data, editor });
    await spendWriteBudget(ctx, 'recipeEdit');
    const picture = await storeMemberPhoto(deps.storage, data, 'recipe');
    let previous;
    try {
      ({ previous } = await setRecipePicture(ctx.db, { recipeId: id.data, editor, picture }));
    } catch (error) {
      await Promise.allSettled(mediaUrlsOf(picture).map((url) => deps.storage.remove(url)));
      throw error;
    }
    await removeReplacedPicture(ctx.db, deps.storage, previous);
    return picture;
  });
}
