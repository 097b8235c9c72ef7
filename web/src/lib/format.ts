/**
 * German display helpers (pure functions, no React).
 * Dates are always shown in Europe/Berlin time, whatever the device's zone.
 */

export const UNKNOWN_LABEL = 'Unbekannt';

const LOCALE = 'de-DE';
const TIME_ZONE = 'Europe/Berlin';

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const monthYearFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  month: 'long',
  year: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const numberFormatter = new Intl.NumberFormat(LOCALE);

/**
 * Cooking/preparation time.
 * Under 60 -> "45 Min"; 60 or more -> "1h 30m", full hours without minutes ("2h").
 * Fractional minutes are rounded (a positive value never shows as "0 Min").
 * null / undefined / 0 / negative / NaN / Infinity -> "Unbekannt".
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return UNKNOWN_LABEL;
  if (!Number.isFinite(minutes) || minutes <= 0) return UNKNOWN_LABEL;
  const total = Math.max(1, Math.round(minutes));
  if (total < 60) return `${total} Min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

function toDate(date: Date | string): Date | null {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? null : d;
}

/** "22.11.2026"; invalid dates -> "Unbekannt". */
export function formatDateDE(date: Date | string): string {
  const d = toDate(date);
  return d ? dateFormatter.format(d) : UNKNOWN_LABEL;
}

/** "November 2026" (e.g. for "Mitglied seit …"); invalid dates -> "Unbekannt". */
export function formatMonthYearDE(date: Date | string): string {
  const d = toDate(date);
  return d ? monthYearFormatter.format(d) : UNKNOWN_LABEL;
}

/** "22.11.2026, 14:05" (24-hour clock); invalid dates -> "Unbekannt". */
export function formatDateTimeDE(date: Date | string): string {
  const d = toDate(date);
  return d ? dateTimeFormatter.format(d) : UNKNOWN_LABEL;
}

/** "12.345", "1.234,5"; -0 shows as "0"; NaN / Infinity -> "–". */
export function formatNumberDE(n: number): string {
  if (!Number.isFinite(n)) return '–';
  return numberFormatter.format(n === 0 ? 0 : n);
}

export interface DisplayNameUser {
  username: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * 'first': first name, else username.
 * 'full': "First Last" when both exist, else username (a lone first or last
 * name is not shown in full mode). Names are trimmed; blank counts as missing.
 */
export function displayName(user: DisplayNameUser, mode: 'first' | 'full'): string {
  const first = user.firstName?.trim() ?? '';
  const last = user.lastName?.trim() ?? '';
  if (mode === 'first') return first !== '' ? first : user.username;
  return first !== '' && last !== '' ? `${first} ${last}` : user.username;
}
