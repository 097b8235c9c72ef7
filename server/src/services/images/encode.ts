import sharp from 'sharp';
import { SHARE_IMAGE } from '@kochclip/core';
import { assertPixelCap, MAX_IMAGE_PIXELS } from './pixel-cap';

const WEBP_EFFORT = 2;

/**
 * Runs in a media child. The header is checked against the pixel cap first (413); rotate() applies the EXIF
 * orientation; only decoded pixels are kept. WebP effort 2 (libwebp's default is 4) encodes in about half the time
 * for files about 4 % larger (docs/performance.md, "Moving in an archive").
 */
export async function encodeWebp(data: Uint8Array): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  await assertPixelCap(data);
  const image = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const [full, thumb] = await Promise.all([
    image
      .clone()
      .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: WEBP_EFFORT })
      .toBuffer(),
    image.clone().resize({ width: 480, height: 360, fit: 'cover' }).webp({ quality: 75, effort: WEBP_EFFORT }).toBuffer(),
  ]);
  return { full, thumb };
}

/** Runs in a media child: a photo for a vision model, at most 2048 px on its longer side. */
export async function encodeVisionJpeg(data: Uint8Array): Promise<Uint8Array> {
  await assertPixelCap(data);
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: 2048, height: 2048, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/**
 * Runs in a media child: the link-preview picture (Open Graph 1200 × 630) as JPEG, a centred cover crop of a photo
 * or of an illustration. An SVG is drawn at 1.5× its size (density 108), so the crop is sharp and not scaled up.
 */
export async function encodeShareCard(data: Uint8Array): Promise<Uint8Array> {
  await assertPixelCap(data);
  return sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, density: 108 })
    .rotate()
    .resize({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
