import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZCommunityUser, ZOptionalText, ZRowId } from './community.schemas';

export const IMAGE_DESCRIPTION_MAX_LENGTH = 500;

export const ZImageDescription = ZOptionalText(IMAGE_DESCRIPTION_MAX_LENGTH, 'Die Beschreibung');

export const ZUserImageIdInput = z.object({ id: ZRowId('Ungültige Bild-ID') });

export const ZUserImage = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  userId: z.number().int(),
  imageUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: ZTimestamp,
  user: ZCommunityUser,
});
export type TUserImage = z.input<typeof ZUserImage>;

/** The first page (or the page after `cursor`) as a plain array; the next page's cursor travels in headers. */
export const ZUserImageList = z.array(ZUserImage);

export const ZUserImagePage = z.object({
  images: z.array(ZUserImage),
  nextCursor: z.string().nullable().describe('cursor der nächsten Seite; null auf der letzten'),
});
