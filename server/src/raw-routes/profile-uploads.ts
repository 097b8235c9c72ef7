import type { Request } from 'express';
import { RAW_ROUTES } from '@kochclip/routers/raw-routes/raw-routes';
import { setProfilePicture } from '@kochclip/routers/social/profile.service';
import type { TStorage } from '../services/storage';
import {
  memberUploadRoute,
  readImageUpload,
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
  const store = async (kind: TProfilePicture, ctx: TMemberContext, req: Request) => {
    const { data } = await readImageUpload(req);
    const { imageUrl, thumbnailUrl } = await storeMemberPhoto(deps.storage, data, kind);
    // Profile pictures are shown whole; the recipe-card thumbnail is of no use here.
    await deps.storage.remove(thumbnailUrl);
    const previous = await setProfilePicture(ctx.db, { userId: ctx.user.id, kind, url: imageUrl });
    if (previous && previous !== imageUrl) await deps.storage.remove(previous);
    return imageUrl;
  };
  return [
    memberUploadRoute(deps, RAW_ROUTES.profileImage, async (ctx, req) => ({ profileImageUrl: await store('avatar', ctx, req) })),
    memberUploadRoute(deps, RAW_ROUTES.headerImage, async (ctx, req) => ({ headerImageUrl: await store('header', ctx, req) })),
  ];
}
