import { AppError } from '@kochclip/routers/errors';
import { assertDraftOwned, setDraftPicture, ZDraftId, removeReplacedPicture, spendWriteBudget } from '@kochclip/routers/server';
import { RAW_ROUTES } from '@kochclip/routers';
import { mediaUrlsOf } from '@kochclip/routers/ports';
import type { TStorage } from '../adapters/storage';
import { memberUploadRoute, storeMemberPhoto, type TUploadRoute, type TUploadRouteDeps } from './upload-route';

/**
 * POST /api/drafts/{id}/image (multipart field `image`): the photo of one's own draft, re-encoded like every member
 * photo; the recipe saved from the draft keeps it. Checked like the recipe photo: the draft first, then the image.
 */
export function draftImageRoute(deps: TUploadRouteDeps & { storage: TStorage }): TUploadRoute {
  return memberUploadRoute(deps, RAW_ROUTES.draftImage, async (ctx, req, form) => {
    const { data } = await form.image();
    const id = ZDraftId.safeParse(Number(req.params.id));
    if (!id.success) throw new AppError('BAD_REQUEST', 'Ungültige Entwurfs-ID');
    await assertDraftOwned(ctx.db, { id: id.data, userId: ctx.user.id });
    await spendWriteBudget(ctx, 'recipeEdit');
    const picture = await storeMemberPhoto(deps.storage, data, 'recipe');
    let previous;
    try {
      ({ previous } = await setDraftPicture(ctx.db, { id: id.data, userId: ctx.user.id, picture }));
    } catch (error) {
      await Promise.allSettled(mediaUrlsOf(picture).map((url) => deps.storage.remove(url)));
      throw error;
    }
    await removeReplacedPicture(ctx.db, deps.storage, previous);
    return picture;
  });
}
