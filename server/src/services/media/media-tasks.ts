import type { THtmlRecipe } from '../import/html-recipe/extract';

/** Work that leaves the event loop: what the main thread sends to a media worker and what comes back. */
export type TMediaTask =
  | { kind: 'pdf-text'; data: Uint8Array }
  | { kind: 'ocr'; data: Uint8Array }
  | { kind: 'webp'; data: Uint8Array }
  | { kind: 'vision-jpeg'; data: Uint8Array }
  | { kind: 'html-recipe'; html: string; pageUrl: string };

export interface TMediaResults {
  'pdf-text': string;
  ocr: string;
  webp: { full: Uint8Array; thumb: Uint8Array };
  'vision-jpeg': Uint8Array;
  'html-recipe': THtmlRecipe;
}

export type TMediaResult = TMediaResults[keyof TMediaResults];

/**
 * Decoded pixels an image may have (width × height of the first frame), read from its header before anything is
 * decoded: 32 megapixels take a full-frame camera photo (6960 × 4640) and keep one decode under about 130 MiB.
 */
export const MAX_IMAGE_PIXELS = 32_000_000;
