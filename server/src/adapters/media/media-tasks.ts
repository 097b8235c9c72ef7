import type { TAppErrorCode } from '@kochclip/routers/errors';
import type { TArchiveRead } from '../import/archive/read-archive';
import type { THtmlRecipe } from '../import/html-recipe/extract';
import type { TParsedRecipe } from '@kochclip/core/recipe-parser';

/** Work on untrusted files that leaves the server process: what it sends to a media child and what comes back. */
export type TMediaTask =
  | { kind: 'pdf-text'; data: Uint8Array }
  | { kind: 'ocr'; data: Uint8Array }
  | { kind: 'webp'; data: Uint8Array; bulk?: boolean }
  | { kind: 'vision-jpeg'; data: Uint8Array }
  | { kind: 'share-card'; data: Uint8Array }
  | { kind: 'html-recipe'; html: string; pageUrl: string }
  | { kind: 'recipe-text'; text: string; title: string | undefined }
  | { kind: 'archive-read'; path: string; from: number; count: number };

export interface TMediaResults {
  'pdf-text': string;
  ocr: string;
  webp: { full: Uint8Array; thumb: Uint8Array };
  'vision-jpeg': Uint8Array;
  'share-card': Uint8Array;
  'html-recipe': THtmlRecipe;
  'recipe-text': TParsedRecipe | null;
  'archive-read': TArchiveRead;
}

export type TMediaResult = TMediaResults[keyof TMediaResults];

/**
 * A failure inside the child as it crosses the process boundary: our own German refusal (an AppError, e.g. the
 * 413 of a cap), or the name and message of anything else (a damaged file), so the server can log the cause.
 */
export type TMediaFailure =
  { kind: 'refused'; code: TAppErrorCode; message: string } | { kind: 'failed'; name: string; message: string };

/** Server → child: one task at a time. */
export interface TMediaRequest {
  id: number;
  task: TMediaTask;
}

/**
 * Child → server: `ready` once its modules are loaded, then one answer per request; `cpuMicros` is the CPU the child
 * spent (all its threads) on loading its modules, resp. on the task (the server counts it per kind for /metrics).
 */
export type TMediaReply =
  | { type: 'ready'; cpuMicros: number }
  | { type: 'done'; id: number; result: TMediaResult; cpuMicros: number }
  | { type: 'failed'; id: number; failure: TMediaFailure; cpuMicros: number };
