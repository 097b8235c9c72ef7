import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '../media/media-tasks';

/** Runs in a media worker. rotate() first applies the EXIF orientation; only decoded pixels are kept. */
export async function encodeWebp(data: Uint8Array): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const [full, thumb] = await Promise.all([
    image.clone().resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    image.clone().resize({ width: 480, height: 360, fit: 'cover' }).webp({ quality: 75 }).toBuffer(),
  ]);
  return { full, thumb };
}

/** Runs in a media worker: a photo for a vision model, at most 2048 px on its longer side. */
export function encodeVisionJpeg(data: Uint8Array): Promise<Uint8Array> {
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}
