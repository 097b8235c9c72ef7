import sharp from 'sharp';
import { AppError } from '@kochclip/routers/errors';

export { IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_PIXELS } from '@kochclip/core';
import { IMAGE_TOO_MANY_PIXELS, MAX_IMAGE_PIXELS } from '@kochclip/core';

/**
 * Runs in a media child: refuses (413) an image whose header announces more pixels than the cap. The header is
 * read without sharp's own limit (268 MP), which would otherwise fail the read and hide the size; a header sharp
 * cannot read at all rejects with sharp's error, as decoding would.
 */
export async function assertPixelCap(data: Uint8Array): Promise<void> {
  const { width, height } = await sharp(data, { limitInputPixels: false }).metadata();
  if (width * height > MAX_IMAGE_PIXELS) throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS);
}
