import type { TRouterInputs } from '../../lib/trpc';

type TReportType = TRouterInputs['moderation']['resolveReport']['type'];

const FINAL = 'Das kann nicht rückgängig gemacht werden.';

/** What deleting someone's content does, asked before an admin does it (the server's delete of each kind). */
export const DELETE_CONFIRM: Record<TReportType, { title: string; description: string }> = {
  comment: {
    title: 'Kommentar endgültig löschen?',
    description: `Der Kommentar verschwindet für alle. Antworten darauf bleiben stehen, an seiner Stelle steht dann „Dieser Kommentar wurde gelöscht.“ ${FINAL}`,
  },
  photo: {
    title: 'Foto endgültig löschen?',
    description: `Das Community-Foto wird mit seinen Dateien gelöscht und ist für niemanden mehr zu sehen. ${FINAL}`,
  },
  challengeEntry: {
    title: 'Challenge-Beitrag endgültig löschen?',
    description: `Der Beitrag wird mit seinem Foto gelöscht. Solange die Challenge läuft, kann die Person neu einreichen. ${FINAL}`,
  },
  recipe: {
    title: 'Rezept endgültig löschen?',
    description: `Das Rezept wird mit seinen Bildern, Kommentaren und Community-Fotos gelöscht. ${FINAL}`,
  },
};

export const DELETE_CONFIRM_LABEL = 'Endgültig löschen';
