import { formatNumberDE, UNKNOWN_LABEL } from '@kochclip/core';

type TUnit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute';

/** Each unit with its length in seconds, largest first: the first that fits the distance names it. */
export const RELATIVE_UNITS: readonly [TUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** The unit's word for one and for more (dative plural after „vor“/„in“: „vor 2 Tagen“). */
const WORDS: Record<TUnit, [one: string, many: string]> = {
  year: ['Jahr', 'Jahren'],
  month: ['Monat', 'Monaten'],
  week: ['Woche', 'Wochen'],
  day: ['Tag', 'Tagen'],
  hour: ['Stunde', 'Stunden'],
  minute: ['Minute', 'Minuten'],
};

/** What German says instead of the number (`Intl.RelativeTimeFormat` with `numeric: 'auto'`). */
const NAMED: Partial<Record<TUnit, Record<number, string>>> = {
  year: { [-1]: 'letztes Jahr', 1: 'nächstes Jahr' },
  month: { [-1]: 'letzten Monat', 1: 'nächsten Monat' },
  week: { [-1]: 'letzte Woche', 1: 'nächste Woche' },
  day: { [-2]: 'vorgestern', [-1]: 'gestern', 1: 'morgen', 2: 'übermorgen' },
};

/**
 * 'gerade eben', 'vor 5 Minuten', 'gestern', 'vor 2 Wochen' … as `Intl.RelativeTimeFormat('de', { numeric: 'auto' })`
 * writes them (relative-date.test.ts compares both), by hand: a recipe page's ratings would otherwise make the
 * page's first Intl formatter, which loads the locale's data (50-170 ms at a phone's speed).
 */
export function relativeDateDE(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(seconds)) return UNKNOWN_LABEL;
  for (const [unit, size] of RELATIVE_UNITS) {
    if (Math.abs(seconds) < size) continue;
    const count = Math.trunc(seconds / size);
    const named = NAMED[unit]?.[count];
    if (named) return named;
    const [one, many] = WORDS[unit];
    const amount = `${formatNumberDE(Math.abs(count))} ${Math.abs(count) === 1 ? one : many}`;
    return count < 0 ? `vor ${amount}` : `in ${amount}`;
  }
  return 'gerade eben';
}
