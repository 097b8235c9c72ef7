/**
 * Weeks of the meal plan: Monday first, days as ISO dates ('2030-06-10'), in the app's time zone (Europe/Berlin),
 * so 'this week' is the same for the server's limits and the member's screen. Pure and browser-safe.
 */

import { berlinDay } from '../berlin-time';

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type TMealSlot = (typeof MEAL_SLOTS)[number];

export const MEAL_SLOT_LABELS: Record<TMealSlot, string> = {
  breakfast: 'Frühstück',
  lunch: 'Mittagessen',
  dinner: 'Abendessen',
  snack: 'Snack',
};

/** When a planned meal is in the calendar (local time, 'HH:MM'). */
export const MEAL_SLOT_TIMES: Record<TMealSlot, string> = {
  breakfast: '08:00',
  lunch: '12:30',
  snack: '15:30',
  dinner: '18:30',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A real calendar day written as 'YYYY-MM-DD' ('2030-02-30' is none). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function utcMs(date: string): number {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`Kein Datum: ${date}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return isoOf(utcMs(date) + days * DAY_MS);
}

/** The Monday of the week a day belongs to. */
export function mondayOf(date: string): string {
  const weekday = (new Date(utcMs(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

/** Monday to Sunday of a week. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** Today's date in the plan's time zone. */
export function todayInPlanZone(now: Date = new Date()): string {
  return berlinDay(now);
}

/** Days between two dates (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMs(b) - utcMs(a)) / DAY_MS);
}

/** 'Montag, 10.06.' */
export function germanDayLabel(date: string): string {
  return new Intl.DateTimeFormat('de-DE', { weekday: 'long', day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(
    utcMs(date),
  );
}

/** '10.06.2030' */
export function germanDate(date: string): string {
  return new Intl.DateTimeFormat('de-DE', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(
    utcMs(date),
  );
}

/** 'KW 24' as German calendars count weeks (ISO 8601). */
export function isoWeekNumber(monday: string): number {
  const thursday = utcMs(addDays(mondayOf(monday), 3));
  const yearStart = Date.UTC(new Date(thursday).getUTCFullYear(), 0, 1);
  return Math.floor((thursday - yearStart) / DAY_MS / 7) + 1;
}
