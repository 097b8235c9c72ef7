import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import { z } from 'zod';
import { users } from '@kochclip/db/schema';
import type { TStorage } from '../services/storage';
import { memberUploadRoute, readImageUpload, storeMemberPhoto, type TUploadRouteDeps } from './upload-route';

type TProfilePicture = 'avatar' | 'header';

export const ZProfileImage = z.object({ profileImageUrl: z.string() });
export const ZHeaderImage = z.object({ headerImageUrl: z.string() });

/**
 * POST /api/user/profile-image and /api/user/header-image (multipart field `image`): the photo is re-encoded to
 * WebP, the member's URL switches to it, and only then the previous file is removed.
 */
export function registerProfileUploads(app: Express, deps: TUploadRouteDeps & { storage: TStorage }): void {
  const route = (kind: TProfilePicture) =>
    memberUploadRoute(deps, kind === 'avatar' ? ZProfileImage : ZHeaderImage, async (ctx, req) => {
      const { data } = await readImageUpload(req);
      const { imageUrl, thumbnailUrl } = await storeMemberPhoto(deps.storage, data, kind);
      // Profile pictures are shown whole; the recipe-card thumbnail is of no use here.
      await deps.storage.remove(thumbnailUrl);
      const column = kind === 'avatar' ? users.profileImageUrl : users.headerImageUrl;
      const [previous] = await ctx.db.select({ url: column }).from(users).where(eq(users.id, ctx.user.id));
      const change = kind === 'avatar' ? { profileImageUrl: imageUrl } : { headerImageUrl: imageUrl };
      await ctx.db.update(users).set(change).where(eq(users.id, ctx.user.id));
      if (previous?.url && previous.url !== imageUrl) await deps.storage.remove(previous.url);
      return change;
    });
  app.post('/api/user/profile-image', route('avatar'));
  app.post('/api/user/header-image', route('header'));
}
