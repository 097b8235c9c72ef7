import { z } from 'zod';
import { ZUserImage } from '@kochclip/core/raw-routes';
import { ZOptionalText, ZRowId } from './community.shared';

export { ZUserImage };

export const IMAGE_DESCRIPTION_MAX_LENGTH = 500;

export const ZImageDescription = ZOptionalText(IMAGE_DESCRIPTION_MAX_LENGTH, 'Die Beschreibung');

export const ZUserImageIdInput = z.object({ id: ZRowId('Ungültige Bild-ID') });

export type TUserImage = z.input<typeof ZUserImage>;

/** The first page (or the page after `cursor`) as a plain array; the next page's cursor travels in headers. */
export const ZUserImageList = z.array(ZUserImage);

export const ZUserImagePage = z.object({
  images: z.array(ZUserImage),
  nextCursor: z.string().nullable().describe('cursor der nächsten Seite; null auf der letzten'),
});
