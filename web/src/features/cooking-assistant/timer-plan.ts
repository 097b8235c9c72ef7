export const BUFFER_OPTIONS = [5, 10, 15, 20, 30] as const;
export const DEFAULT_BUFFER = 10;
/** 'Bereit zum Start!' shows this close to the start; the calendar alarm rings as early. */
export const READY_WINDOW_MS = 5 * 60 * 1000;

export const TIME_REQUIRED = 'Bitte gib eine Zielzeit ein.';
export const TIME_INVALID = 'Ungültiger Zeitformat. Bitte verwende HH:MM.';
export const DATE_IN_PAST = 'Das Datum darf nicht in der Vergangenheit liegen.';

export interface TTimerPlan {
  /** When the meal should be ready. */
  target: number;
  /** When to start cooking: target − duration − buffer. */
  start: number;
  durationMinutes: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
export const localDateText = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Validates the form and computes start and target in the browser's local time. Without a date, a time that has
 * already passed today means tomorrow.
 */
export function planTimer(
  input: { time: string; date: string; bufferMinutes: number; durationMinutes: number },
  now: Date,
): { plan: TTimerPlan } | { error: string } {
  const time = input.time.trim();
  if (!time) return { error: TIME_REQUIRED };
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) return { error: TIME_INVALID };
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  let target: Date;
  if (input.date) {
    if (input.date < localDateText(now)) return { error: DATE_IN_PAST };
    const [y, m, d] = input.date.split('-').map(Number);
    target = new Date(y ?? 0, (m ?? 1) - 1, d ?? 1, hours, minutes);
  } else {
    target = new Date(now.getFullYear(), now.getMonth(), now.getDate(), hours, minutes);
    if (target.getTime() <= now.getTime()) target.setDate(target.getDate() + 1);
  }
  const start = target.getTime() - (input.durationMinutes + input.bufferMinutes) * 60_000;
  return { plan: { target: target.getTime(), start, durationMinutes: input.durationMinutes } };
}

/** 'Noch 1h 5m 3s bis zum Start' */
export function countdownText(msLeft: number): string {
  const total = Math.max(0, Math.ceil(msLeft / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `Noch ${h}h ${m}m ${s}s bis zum Start`;
}
