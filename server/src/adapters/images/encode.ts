import sharp from 'sharp';
import { SHARE_IMAGE } from '@kochclip/core';
import { assertPixelCap, MAX_IMAGE_PIXELS } from './pixel-cap';

/**
 * libwebp's method (effort): 2 for a picture a member uploads (libwebp's default is 4), 0 for the pictures of an
 * archive moved in by the thousand, which encode in about two thirds of the time for files 2–5 % larger than at
 * 2 on real photos (docs/performance.md, "Moving in an archive"; moved-in recipes are private by default, so the
 * larger files are mostly their owner's to load).
 */
const WEBP_EFFORT = { upload: 2, bulk: 0 } as const;

/**
 * Runs in a media child. The header is checked against the pixel cap first (413); rotate() applies the EXIF
 * orientation; only decoded pixels are kept. The photo is decoded once (JPEG and WebP at a reduced scale when it is
 * much larger than 1200 px: libvips' shrink-on-load), and the thumbnail is cut from those at most 1200 px rather than
 * from a second decode of the original. `bulk`: a picture of an archive import (see WEBP_EFFORT).
 */
export async function encodeWebp(
  data: Uint8Array,
  { bulk = false }: { bulk?: boolean } = {},
): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  const effort = WEBP_EFFORT[bulk ? 'bulk' : 'upload'];
  await assertPixelCap(data);
  const { data: pixels, info } = await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: 1200, height: 1200, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const decoded = () => sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [full, thumb] = await Promise.all([
    decoded().webp({ quality: 82, effort }).toBuffer(),
    decoded().resize({ width: 480, height: 360, fit: 'cover' }).webp({ quality: 75, effort }).toBuffer(),
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
