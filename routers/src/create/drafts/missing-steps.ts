/**
 * A machine recipe whose source names no steps. Saved at once (the REST contract of the spec), it carries one of
 * these notes as its only step, pointing to the original; a draft never does: it is left without steps and the
 * editor tells the member what is missing instead (MISSING_STEPS_NOTICE).
 */
export const MISSING_STEPS_NOTES = {
  video: 'Die Zubereitung wird im Originalvideo gezeigt.',
  file: 'Die Zubereitung steht in der Originaldatei.',
  website: 'Die Zubereitung steht auf der Originalseite.',
} as const;

export const MISSING_STEPS_NOTICE = {
  video: 'Das Video nennt keine Zubereitungsschritte – bitte ergänze sie.',
  file: 'Die Datei nennt keine Zubereitungsschritte – bitte ergänze sie.',
  website: 'Die Seite nennt keine Zubereitungsschritte – bitte ergänze sie.',
} as const;

const NOTE_TO_NOTICE = new Map<string, string>(
  (Object.keys(MISSING_STEPS_NOTES) as (keyof typeof MISSING_STEPS_NOTES)[]).map((key) => [
    MISSING_STEPS_NOTES[key],
    MISSING_STEPS_NOTICE[key],
  ]),
);

/** The notice for a recipe whose only step is a stand-in note, or null when its steps are real. */
export function missingStepsNotice(steps: readonly { step: string }[]): string | null {
  if (steps.length === 0) return MISSING_STEPS_NOTICE.website;
  const [only] = steps;
  return steps.length === 1 && only ? (NOTE_TO_NOTICE.get(only.step.trim()) ?? null) : null;
}
