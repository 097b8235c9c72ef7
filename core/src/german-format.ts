/**
 * The one German formatter for numbers, counts and durations, on every surface: the web app (re-exported by
 * web/src/lib/format.ts), the public HTML, the Markdown export, the read-aloud script and cooking mode's timers.
 * Ingredient amounts with their units and foods in the right number are ingredient-words.ts's `ingredientText`.
 * Pure and browser-safe.
 */

import { lazily } from './lazily';

/** A non-breaking space: a number and its word or unit never part at a line end. */
export const NBSP = '\u00a0';

export const UNKNOWN_LABEL = 'Unbekannt';

const numberFormatter = lazily(() => new Intl.NumberFormat('de-DE'));

/**
 * The whole and decimal digits of a non-negative number as `Intl.NumberFormat('de-DE')` rounds it: at most three
 * decimals, half away from zero, on the shortest decimal that reads back as the number ("1.0005" -> "1.001").
 */
function roundedDigits(abs: number): [whole: string, decimals: string] {
  const text = String(abs);
  if (text.includes('e')) {
    // Below 10^-6 (rounds to 0) or from 10^21 (the caller leaves those to Intl).
    const [whole = '0', decimals = ''] = abs.toFixed(3).split('.');
    return [whole, decimals];
  }
  const [whole = '0', decimals = ''] = text.split('.');
  if (decimals.length <= 3 || (decimals[3] ?? '0') < '5') return [whole, decimals.slice(0, 3)];
  const up = (BigInt(whole + decimals.slice(0, 3)) + 1n).toString().padStart(whole.length + 3, '0');
  return [up.slice(0, -3), up.slice(-3)];
}

/**
 * "12.345", "1.234,5"; -0 shows as "0"; NaN / Infinity -> "–". Written as `Intl.NumberFormat('de-DE')` writes it
 * (german-format.test.ts compares both), by hand below 10^15: the first `Intl` formatter a page makes loads the
 * locale's data, 50-170 ms at a phone's speed in one piece of the page's hydration.
 */
export function formatNumberDE(n: number): string {
  if (!Number.isFinite(n)) return '–';
  if (Math.abs(n) >= 1e15) return numberFormatter().format(n);
  const [whole, decimals] = roundedDigits(Math.abs(n));
  const fraction = decimals.replace(/0+$/, '');
  return `${n < 0 ? '-' : ''}${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${fraction ? `,${fraction}` : ''}`;
}

/** The noun in the number of a count: 'Aufruf' for 1, 'Aufrufe' for 0, 2 or 1,5. */
export function countWordDE(n: number, one: string, many: string): string {
  return n === 1 ? one : many;
}

/**
 * A count with its noun in the right number: '1 Rezept', '2 Rezepte', '1.234 Rezepte', '0 Rezepte', '1 Aufruf',
 * '2 Aufrufe'. The space is non-breaking, so '5 Sterne' never wraps.
 */
export function formatCountDE(n: number, one: string, many: string): string {
  return `${formatNumberDE(n)}${NBSP}${countWordDE(n, one, many)}`;
}

/**
 * A length of time in German abbreviations, zero parts left out: '45 Min.', '1 Std. 10 Min.', '2 Std.',
 * '1 Min. 30 Sek.', '0 Sek.'. Number and unit are kept together by a non-breaking space.
 */
export function formatSecondsDE(totalSeconds: number): string {
  const total = Number.isFinite(totalSeconds) ? Math.max(0, Math.round(totalSeconds)) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    hours > 0 ? `${formatNumberDE(hours)}${NBSP}Std.` : '',
    minutes > 0 ? `${minutes}${NBSP}Min.` : '',
    seconds > 0 ? `${seconds}${NBSP}Sek.` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : `0${NBSP}Sek.`;
}

/**
 * A recipe's or step's time in minutes: under 60 '45 Min.', otherwise '1 Std. 10 Min.' or '2 Std.' (the spec's
 * 'N Min' / 'Xh Ym' in German words). Fractional minutes are rounded (a positive value never shows as '0 Min.');
 * null, 0, negative or non-finite values are 'Unbekannt'.
 */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0) return UNKNOWN_LABEL;
  return formatSecondsDE(Math.max(1, Math.round(minutes)) * 60);
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
