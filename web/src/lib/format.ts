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

/** A non-breaking space: a number and its word or unit never part at a line end. */
export const NBSP = '\u00a0';

const priceFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' });
const wholePriceFormatter = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** '4,99 €', '39,99 €', whole euros as '20 €' (with a non-breaking space before the sign). */
export function formatPriceDE(euros: number): string {
  const formatter = Number.isInteger(euros) ? wholePriceFormatter : priceFormatter;
  return formatter.format(euros).replace(/\s/u, NBSP);
}

/** '3,33 €/Monat' */
export function formatPricePerDE(euros: number, period: string): string {
  return `${formatPriceDE(euros)}/${period}`;
}

/**
 * A count with its noun in the right number: '1 Rezept', '2 Rezepte', '1.234 Rezepte', '0 Rezepte'. The space is
 * non-breaking, so '5 Sterne' never wraps.
 */
export function formatCountDE(n: number, one: string, many: string): string {
  return `${formatNumberDE(n)}${NBSP}${n === 1 ? one : many}`;
}

/**
 * Time left as German abbreviations: '3 Min. 42 Sek.', '1 Std. 0 Min. 5 Sek.', '0 Sek.'. Leading zero units are
 * left out; partial seconds count as a whole second, so the countdown reaches '0 Sek.' only at the end.
 */
export function formatCountdownDE(msLeft: number): string {
  const total = Number.isFinite(msLeft) ? Math.max(0, Math.ceil(msLeft / 1000)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts: string[] = [];
  if (hours > 0) parts.push(`${formatNumberDE(hours)}${NBSP}Std.`);
  if (hours > 0 || minutes > 0) parts.push(`${minutes}${NBSP}Min.`);
  parts.push(`${seconds}${NBSP}Sek.`);
  return parts.join(' ');
}
