import { mediaPool } from './media-pool';

/**
 * One function per kind of work on an untrusted file, each run in a media child (media-pool.ts). Our refusals
 * arrive as German AppErrors: 413 above a cap (pixels, inflated PDF size, pages), 400 when a child had to be
 * killed (time, memory), 503 when the pool is full; a file that cannot be read rejects with a plain Error
 * naming the cause.
 */

/** The PDF's text layer (pages joined by blank lines, '' for a scan), within the caps of files/pdf-text.ts. */
export function pdfText(data: Uint8Array): Promise<string> {
  return mediaPool().run({ kind: 'pdf-text', data });
}

/** German OCR of a photo. */
export function recognizeGermanText(data: Uint8Array): Promise<string> {
  return mediaPool().run({ kind: 'ocr', data });
}

/** The WebP photo (at most 1200 px) and its 480 × 360 thumbnail. */
export function webpVariants(data: Uint8Array): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  return mediaPool().run({ kind: 'webp', data });
}

/** The recipe of an untrusted HTML page, read in a media child: a page that blows up costs that task only. */
export function htmlRecipe(html: string, pageUrl: string) {
  return mediaPool().run({ kind: 'html-recipe', html, pageUrl });
}

/** A JPEG of at most 2048 px for a vision model. */
export function visionJpeg(data: Uint8Array): Promise<Uint8Array> {
  return mediaPool().run({ kind: 'vision-jpeg', data });
}
