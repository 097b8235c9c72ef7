import { z } from 'zod';
import { TIMER_KIND_VALUES } from '@kochclip/db/schema';
import { rowId } from '../shared/common.schemas';
import { ZTimestamp } from '../timestamp';

/** Running timers per member; a looping client cannot grow the reminders beyond this. */
export const MAX_RUNNING_TIMERS = 20;
export const TIMER_LABEL_MAX = 100;
/** A step timer runs for at most a day; the cooking timer's start may be planned two weeks ahead. */
export const STEP_TIMER_MAX_SECONDS = 24 * 60 * 60;
export const COOKING_TIMER_MAX_SECONDS = 14 * 24 * 60 * 60;

export const TIMER_NOT_FOUND = 'Timer nicht gefunden.';
export const TOO_MANY_TIMERS = `Du hast bereits ${MAX_RUNNING_TIMERS} laufende Timer. Stoppe zuerst einen davon.`;
export const TIMER_IN_PAST = 'Die Endzeit des Timers liegt in der Vergangenheit.';
export const STEP_TIMER_TOO_LONG = 'Ein Timer darf höchstens 24 Stunden laufen.';
export const COOKING_TIMER_TOO_FAR = 'Der Koch-Timer lässt sich höchstens 14 Tage im Voraus stellen.';
export const SECONDS_OR_END = 'Gib entweder seconds (Sekunden ab jetzt) oder endsAt (Zeitpunkt) an.';

const KIND_TEXT = 'Ungültige Timer-Art: erlaubt sind step, cooking und cooking-start.';
const LABEL_TEXT = `Bitte gib dem Timer eine Bezeichnung (höchstens ${TIMER_LABEL_MAX} Zeichen).`;

export const ZTimerKind = z.enum(TIMER_KIND_VALUES, { error: KIND_TEXT });

export const ZTimerId = rowId('Ungültige Timer-ID');
export const ZTimerIdInput = z.object({ id: ZTimerId });

export const ZStartTimerInput = z
  .strictObject({
    kind: ZTimerKind,
    label: z.string({ error: LABEL_TEXT }).trim().min(1, LABEL_TEXT).max(TIMER_LABEL_MAX, LABEL_TEXT),
    /** The recipe the timer belongs to: the push opens it. */
    recipeId: rowId('Ungültige Rezept-ID').optional(),
    /** Seconds from now: immune to a wrong clock on the device. */
    seconds: z
      .number({ error: 'seconds muss eine ganze Zahl von Sekunden sein.' })
      .int('seconds muss eine ganze Zahl von Sekunden sein.')
      .optional(),
    endsAt: z.iso.datetime({ offset: true, error: 'endsAt muss ein Zeitpunkt nach ISO 8601 sein.' }).optional(),
  })
  .refine((value) => (value.seconds === undefined) !== (value.endsAt === undefined), { message: SECONDS_OR_END });
export type TStartTimerInput = z.output<typeof ZStartTimerInput>;

export const ZTimer = z.object({
  id: z.number().int(),
  kind: ZTimerKind,
  label: z.string(),
  recipeId: z.number().int().nullable(),
  endsAt: ZTimestamp,
});
export type TTimer = z.input<typeof ZTimer>;

export const ZTimerList = z.array(ZTimer);
