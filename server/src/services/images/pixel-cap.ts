import sharp from 'sharp';
import { AppError } from '@kochclip/routers/errors';

/**
 * Decoded pixels an image may have (width × height of the first frame), read from its header before anything is
 * decoded: 40 megapixels take every common camera photo up to 36 MP (6960 × 4640 = 32.3 MP, 7360 × 4912 =
 * 36.2 MP) and keep one decode under about 160 MiB of pixels in a media child.
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const IMAGE_TOO_MANY_PIXELS = `Das Bild ist zu groß: Bitte lade ein Bild mit höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixeln hoch.`;

/**
 * Runs in a media child: refuses (413) an image whose header announces more pixels than the cap. The header is
 * read without sharp's own limit (268 MP), which would otherwise fail the read and hide the size; a header sharp
 * cannot read at all rejects with sharp's error, as decoding would.
 */
export async function assertPixelCap(data: Uint8Array): Promise<void> {
  const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS);
}
