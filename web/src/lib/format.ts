/**
 * German display helpers (pure functions, no React).
 * Dates are always shown in Europe/Berlin time, whatever the device's zone. Numbers, counts and durations come
 * from the one German formatter that the server's pages and exports use too.
 */
import { APP_TIME_ZONE, berlinFields, lazily, NBSP, UNKNOWN_LABEL, type TBerlinFields } from '@kochclip/core';

export {
  countWordDE,
  formatCountDE,
  formatCountdownDE,
  formatDuration,
  formatNumberDE,
  formatSecondsDE,
  NBSP,
  UNKNOWN_LABEL,
} from '@kochclip/core';

const LOCALE = 'de-DE';

/** A Berlin date formatter made on first use: only for dates outside berlinFields' rule (below). */
const berlinFormatter = (options: Intl.DateTimeFormatOptions) =>
  lazily(() => new Intl.DateTimeFormat(LOCALE, { timeZone: APP_TIME_ZONE, ...options }));

const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const dateFormatter = berlinFormatter(DAY);
const monthYearFormatter = berlinFormatter({ month: 'long', year: 'numeric' });
const dateTimeFormatter = berlinFormatter({ ...DAY, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

function toDate(date: Date | string): Date | null {
  const d = typeof date === 'string' ? new Date(date) : date;
  return Number.isNaN(d.getTime()) ? null : d;
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A date written by hand from core's berlinFields (the EU's clock rule), as the formatters above write it
 * (format.test.ts compares both), or by the formatter outside that rule: the first Intl formatter a page makes costs
 * 50-170 ms at a phone's speed. Invalid dates -> "Unbekannt".
 */
function berlinText(date: Date | string, byHand: (f: TBerlinFields) => string, formatter: () => Intl.DateTimeFormat): string {
  const d = toDate(date);
  if (!d) return UNKNOWN_LABEL;
  const fields = berlinFields(d);
  return fields ? byHand(fields) : formatter().format(d);
}

const dayText = (f: TBerlinFields) => `${twoDigits(f.day)}.${twoDigits(f.month)}.${f.year}`;

/** "22.11.2026"; invalid dates -> "Unbekannt". */
export function formatDateDE(date: Date | string): string {
  return berlinText(date, dayText, dateFormatter);
}

/** "November 2026" (e.g. for "Mitglied seit …"); invalid dates -> "Unbekannt". */
export function formatMonthYearDE(date: Date | string): string {
  return berlinText(date, (f) => `${MONTHS[f.month - 1] ?? ''} ${f.year}`, monthYearFormatter);
}

/** "22.11.2026, 14:05" (24-hour clock); invalid dates -> "Unbekannt". */
export function formatDateTimeDE(date: Date | string): string {
  return berlinText(date, (f) => `${dayText(f)}, ${twoDigits(f.hour)}:${twoDigits(f.minute)}`, dateTimeFormatter);
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

const priceFormatter = lazily(() => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }));
const wholePriceFormatter = lazily(
  () => new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }),
);

/** '4,99 €', '39,99 €', whole euros as '20 €' (with a non-breaking space before the sign). */
export function formatPriceDE(euros: number): string {
  const formatter = Number.isInteger(euros) ? wholePriceFormatter() : priceFormatter();
  return formatter.format(euros).replace(/\s/u, NBSP);
}

/** '3,33 €/Monat' */
export function formatPricePerDE(euros: number, period: string): string {
  return `${formatPriceDE(euros)}/${period}`;
}
