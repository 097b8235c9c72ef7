import { z } from 'zod';
import type { ZCreatedDraft } from '@kochclip/core/raw-routes';

/** A member keeps at most this many drafts; the 51st is refused until one is saved or discarded. */
export const MAX_DRAFTS = 50;
/** A draft untouched this long is gone (every autosave starts the time again). */
export const DRAFT_LIFETIME_DAYS = 30;

export const DRAFTS_FULL = `Du hast schon ${MAX_DRAFTS} Entwürfe. Bitte speichere oder verwirf zuerst einen davon unter „Entwürfe“.`;
export const DRAFT_NOT_FOUND = 'Entwurf nicht gefunden';

/** The creation calls' flag: the machine's result becomes a draft to review instead of a saved recipe. */
export const draftFlag = z.boolean().default(false).meta({
  description:
    'true: nichts wird als Rezept gespeichert; das Ergebnis wird ein Entwurf (GET /api/drafts/{id}), die Antwort nennt `draftId` statt der Rezept-ID. Ein schon vorhandenes Rezept desselben Videos oder derselben Seite wird weiter als Rezept geliefert.',
});
/** The link came through the share sheet (/teilen); only with `draft`, whose origin is then „share“. */
export const sharedFlag = z
  .boolean()
  .default(false)
  .meta({ description: 'Der Link kam über das Teilen-Menü (nur mit draft: Herkunft des Entwurfs „share“).' });

export type TCreatedDraft = z.infer<typeof ZCreatedDraft>;
