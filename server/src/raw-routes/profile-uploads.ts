import { RAW_ROUTES } from '@kochclip/routers';
import { setProfilePicture } from '@kochclip/routers/server';
import type { TStorage } from '../adapters/storage';
import {
  memberUploadRoute,
  type TFormReader,
  storeMemberPhoto,
  type TMemberContext,
  type TUploadRoute,
  type TUploadRouteDeps,
} from './upload-route';

type TProfilePicture = 'avatar' | 'header';

/**
 * POST /api/user/profile-image and /api/user/header-image (multipart field `image`): the photo is re-encoded to
 * WebP, the member's URL switches to it, and only then the previous file is removed.
 */
export function profileUploadRoutes(deps: TUploadRouteDeps & { storage: TStorage }): TUploadRoute[] {
  const store = async (kind: TProfilePicture, ctx: TMemberContext, form: TFormReader) => {
    const { data } = await form.image();
    const { imageUrl, thumbnailUrl } = await storeMemberPhoto(deps.storage, data, kind);
    // Profile pictures are shown whole; the recipe-card thumbnail is of no use here.
    await deps.storage.remove(thumbnailUrl);
    const previous = await setProfilePicture(ctx.db, { userId: ctx.user.id, kind, url: imageUrl });
    if (previous && previous !== imageUrl) await deps.storage.remove(previous);
    return imageUrl;
  };
  return [
    memberUploadRoute(deps, RAW_ROUTES.profileImage, async (ctx, _req, form) => ({ profileImageUrl: await store('avatar', ctx, form) })),
    memberUploadRoute(deps, RAW_ROUTES.headerImage, async (ctx, _req, form) => ({ headerImageUrl: await store('header', ctx, form) })),
  ];
}
