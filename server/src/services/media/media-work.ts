import sharp from 'sharp';
import { AppError } from '@kochclip/routers/errors';
import { mediaPool } from './media-pool';
import { MAX_IMAGE_PIXELS } from './media-tasks';

export const IMAGE_TOO_MANY_PIXELS = `Das Bild ist zu groß: Bitte lade ein Bild mit höchstens ${MAX_IMAGE_PIXELS / 1_000_000} Megapixeln hoch.`;

/**
 * Refuses an image whose header announces more pixels than the cap, before anything is decoded (sharp reads only
 * the header here). A file sharp cannot read passes: decoding it fails in the worker like any corrupt image.
 */
export async function assertPixelCap(data: Uint8Array): Promise<void> {
  const meta = await sharp(data)
    .metadata()
    .catch(() => null);
  if (meta?.width && meta.height && meta.width * meta.height > MAX_IMAGE_PIXELS) {
    throw new AppError('PAYLOAD_TOO_LARGE', IMAGE_TOO_MANY_PIXELS);
  }
}

/** The PDF's text layer (pages joined by blank lines, '' for a scan), read on a media worker. */
export function pdfText(data: Uint8Array): Promise<string> {
  return mediaPool().run({ kind: 'pdf-text', data });
}

/** German OCR of a photo on a media worker. */
export async function recognizeGermanText(data: Uint8Array): Promise<string> {
  await assertPixelCap(data);
  return mediaPool().run({ kind: 'ocr', data });
}

/** The WebP photo (at most 1200 px) and its 480 × 360 thumbnail, encoded on a media worker. */
export async function webpVariants(data: Uint8Array): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  await assertPixelCap(data);
  return mediaPool().run({ kind: 'webp', data });
}

/** The recipe of an untrusted HTML page, read on a media worker: a page that blows up costs that task only. */
export function htmlRecipe(html: string, pageUrl: string) {
  return mediaPool().run({ kind: 'html-recipe', html, pageUrl });
}

/** A JPEG of at most 2048 px for a vision model, encoded on a media worker. */
export async function visionJpeg(data: Uint8Array): Promise<Uint8Array> {
  await assertPixelCap(data);
  return mediaPool().run({ kind: 'vision-jpeg', data });
}
