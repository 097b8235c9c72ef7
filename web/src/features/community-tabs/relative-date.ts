import { lazily } from '@kochclip/core';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = lazily(() => new Intl.RelativeTimeFormat('de', { numeric: 'auto' }));

/** 'gerade eben', 'vor 5 Minuten', 'gestern', 'vor 2 Wochen' … */
export function relativeDateDE(date: Date | string, now: Date = new Date()): string {
  const seconds = Math.round((new Date(date).getTime() - now.getTime()) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format().format(Math.trunc(seconds / size), unit);
  }
  return 'gerade eben';
}
