import { formatCountdownDE } from '../../lib/format';

export const BUFFER_OPTIONS = [5, 10, 15, 20, 30] as const;
export const DEFAULT_BUFFER = 10;
/** 'Bereit zum Start!' shows this close to the start; the calendar alarm rings as early. */
export const READY_WINDOW_MS = 5 * 60 * 1000;

export const TIME_REQUIRED = 'Bitte gib eine Zielzeit ein.';
export const TIME_INVALID = 'Ungültiges Zeitformat. Bitte gib die Uhrzeit als HH:MM ein, z. B. 19:30.';
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
 * A time of day as people type it on a phone's digit keypad or a keyboard: '19:30', '9:30', '9.30', '19 30', '930',
 * '0930', '19' (full hour), optionally followed by 'Uhr'. Null for anything else or past 23:59.
 */
export function parseClockTime(text: string): { hours: number; minutes: number } | null {
  const match = /^(\d{1,2})(?:[:.\s]?(\d{2}))?(?:\s*uhr)?$/i.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  return hours <= 23 && minutes <= 59 ? { hours, minutes } : null;
}

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
  const clock = parseClockTime(time);
  if (!clock) return { error: TIME_INVALID };
  const { hours, minutes } = clock;
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

/** 'Noch 1 Std. 5 Min. 3 Sek. bis zum Start' */
export function countdownText(msLeft: number): string {
  return `Noch ${formatCountdownDE(msLeft)} bis zum Start`;
}
