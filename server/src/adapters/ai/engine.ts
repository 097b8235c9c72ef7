import type { TRecipeDraft } from '@kochclip/routers/server';
import type { TAiGate, TIdeaRequest, TMemberPrefs } from '@kochclip/routers/ports';
import { AppError } from '@kochclip/routers/errors';

export const VIDEO_FAILED = 'Das Video konnte nicht verarbeitet werden.';
export const FILE_FAILED = 'Die Datei konnte nicht analysiert werden.';
export const NO_RECIPE_ON_PAGE = 'Auf dieser Seite wurde kein Rezept gefunden.';

export type TSourceOrigin = 'video' | 'file' | 'website';

const NO_RECIPE: Record<TSourceOrigin, string> = { video: VIDEO_FAILED, file: FILE_FAILED, website: NO_RECIPE_ON_PAGE };

/** Recipe text from a video caption, a PDF/OCR text layer or the visible text of a web page. */
export interface TTextSource {
  origin: TSourceOrigin;
  text: string;
  /** A title the source states separately (typed by the member or the video's title). */
  title?: string;
  /** One German line for the LLM about where the text comes from. */
  context: string;
}

export interface TImageSource {
  data: Uint8Array;
  mime: string;
}

/** Two engines behind one interface: the OpenAI-compatible LLM and the built-in German parser. */
export interface TRecipeEngine {
  readonly usesLlm: boolean;
  fromText: (source: TTextSource, member: TMemberPrefs, ai: TAiGate) => Promise<TRecipeDraft>;
  fromImage: (image: TImageSource, member: TMemberPrefs, ai: TAiGate) => Promise<TRecipeDraft>;
  /** A PDF without a text layer (a scan): the LLM reads the file itself; the built-in engine cannot. */
  fromScannedPdf: (data: Uint8Array, member: TMemberPrefs, ai: TAiGate) => Promise<TRecipeDraft>;
  fromIdea: (request: TIdeaRequest, member: TMemberPrefs, ai: TAiGate) => Promise<TRecipeDraft>;
}

/** The source holds no recipe: the member gets the German failure text, never an invented recipe. */
export function noRecipeIn(origin: TSourceOrigin): AppError {
  return new AppError('BAD_REQUEST', NO_RECIPE[origin]);
}
