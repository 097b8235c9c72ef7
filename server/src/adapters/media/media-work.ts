import { parseRecipeText, type TParsedRecipe } from '@kochclip/core/recipe-parser';
import { requestOwner } from '../../http/request-scope';
import { mediaPool, type TMediaPool } from './media-pool';

/** Whose work this is: the request's member or address, so the pool can share its children fairly. */
const owner = () => requestOwner() ?? undefined;

/**
 * One function per kind of work on an untrusted file, each run in a media child (media-pool.ts). Our refusals
 * arrive as German AppErrors: 413 above a cap (pixels, inflated PDF size, pages), 400 when a child had to be
 * killed (time, memory), 503 when the pool is full; a file that cannot be read rejects with a plain Error
 * naming the cause.
 */

/** The PDF's text layer (pages joined by blank lines, '' for a scan), within the caps of files/pdf-text.ts. */
export function pdfText(data: Uint8Array): Promise<string> {
  return mediaPool().run({ kind: 'pdf-text', data }, owner());
}

/** German OCR of a photo. */
export function recognizeGermanText(data: Uint8Array): Promise<string> {
  return mediaPool().run({ kind: 'ocr', data }, owner());
}

/** The WebP photo (at most 1200 px) and its 480 × 360 thumbnail. */
export function webpVariants(data: Uint8Array): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  return mediaPool().run({ kind: 'webp', data }, owner());
}

/**
 * The same for a picture of an archive import, encoded for speed (encode.ts, WEBP_EFFORT); `forOwner` names whose
 * work the job does, `pool` the job's own pool (jobMediaPool).
 */
export function bulkWebpVariants(
  data: Uint8Array,
  forOwner: string | undefined,
  pool: TMediaPool,
): Promise<{ full: Uint8Array; thumb: Uint8Array }> {
  return pool.run({ kind: 'webp', data, bulk: true }, forOwner);
}

/** The recipe of an untrusted HTML page, read in a media child: a page that blows up costs that task only. */
export function htmlRecipe(html: string, pageUrl: string) {
  return mediaPool().run({ kind: 'html-recipe', html, pageUrl }, owner());
}

/** The 1200 × 630 JPEG of a recipe's link preview, from its photo or illustration. */
export function shareCardJpeg(data: Uint8Array): Promise<Uint8Array> {
  return mediaPool().run({ kind: 'share-card', data });
}

/** A JPEG of at most 2048 px for a vision model. */
export function visionJpeg(data: Uint8Array): Promise<Uint8Array> {
  return mediaPool().run({ kind: 'vision-jpeg', data }, owner());
}

/**
 * Texts up to this length are read by the recipe parser in the server itself (a caption takes a millisecond);
 * longer ones (a PDF's text layer, a long page) in a media child, where a text the parser is slow on costs that task
 * only and never the event loop (docs/performance.md: up to a second for 80 KB of hostile text).
 */
export const IN_PROCESS_PARSE_CHARS = 5_000;
/** The parser never reads more than this (a PDF's text is already cut there). */
export const MAX_PARSE_CHARS = 50_000;

/** The recipe the built-in parser reads in a text (null: none), in a media child for long texts. */
export function parseRecipeTextSafely(text: string, title?: string): Promise<TParsedRecipe | null> {
  const bounded = text.length > MAX_PARSE_CHARS ? text.slice(0, MAX_PARSE_CHARS) : text;
  if (bounded.length <= IN_PROCESS_PARSE_CHARS) return Promise.resolve(parseRecipeText(bounded, title ? { title } : undefined));
  return mediaPool().run({ kind: 'recipe-text', text: bounded, title }, owner());
}

/**
 * An archive from another app (a file on local disk), checked and read in a media child: count 0 only checks it and
 * counts its recipes; otherwise the normalised recipes at [from, from + count).
 */
export function readArchiveSafely(path: string, from: number, count: number, owner?: string, pool: TMediaPool = mediaPool()) {
  return pool.run({ kind: 'archive-read', path, from, count }, owner);
}
