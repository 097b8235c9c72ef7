import { MISSING_STEPS_NOTES } from '@kochclip/routers/server';
import { AppError } from '@kochclip/routers/errors';
import { parseRecipeTextSafely, recognizeGermanText } from '../media/media-work';
import { draftFromParsed } from './builtin/draft-from-parsed';
import { noRecipeIn, type TRecipeEngine, type TTextSource } from './engine';

/** A web page's steps are on the page: without them there is no recipe (a step is never invented for a page). */
const MISSING_STEPS: Record<TTextSource['origin'], string | null> = {
  video: MISSING_STEPS_NOTES.video,
  file: MISSING_STEPS_NOTES.file,
  website: null,
};

/** Works without any network model: the German parser on captions and PDF text, tesseract OCR on photos. */
export function createBuiltinEngine(): TRecipeEngine {
  const fromText: TRecipeEngine['fromText'] = async (source) => {
    const parsed = await parseRecipeTextSafely(source.text, source.title);
    const draft = parsed
      ? draftFromParsed(parsed, { title: source.title, missingStepsNote: MISSING_STEPS[source.origin] })
      : null;
    if (!draft) throw noRecipeIn(source.origin);
    return draft;
  };
  return {
    usesLlm: false,
    fromText,
    async fromImage(image, member, ai) {
      // An unreadable photo is a photo without text; our own refusals (pixel cap, busy server) reach the member.
      const text = await recognizeGermanText(image.data).catch((error: unknown) => {
        if (error instanceof AppError) throw error;
        return '';
      });
      return fromText({ origin: 'file', text, context: 'Foto eines Rezepts (Texterkennung)' }, member, ai);
    },
    fromScannedPdf() {
      // Rasterising PDF pages for OCR needs a canvas implementation this install does not ship.
      return Promise.reject(noRecipeIn('file'));
    },
    fromIdea() {
      // The routers answer ideas from the community recipes when no LLM is configured.
      return Promise.reject(
        new AppError('SERVICE_UNAVAILABLE', 'Für neue Rezepte aus Zutaten oder Wünschen ist keine KI eingerichtet.'),
      );
    },
  };
}
