import { describe, expect, it } from 'vitest';
import { RELATIVE_UNITS, relativeDateDE } from './relative-date';

const INTL = new Intl.RelativeTimeFormat('de', { numeric: 'auto' });

/** What Intl.RelativeTimeFormat writes for the same unit and count. */
function intl(seconds: number): string {
  for (const [unit, size] of RELATIVE_UNITS) if (Math.abs(seconds) >= size) return INTL.format(Math.trunc(seconds / size), unit);
  return 'gerade eben';
}

describe('relativeDateDE', () => {
  const now = new Date('2026-11-22T12:00:00Z');

  it('writes every distance, past and future, as Intl.RelativeTimeFormat("de", numeric auto) does', () => {
    const distances = [0, 30, 59, 60, 61, 119, 120, 3599, 3600, 7200, 86_399, 86_400, 172_800, 259_200, 604_800];
    for (let s = 1; s < 40 * 365 * 86_400; s = Math.ceil(s * 1.07) + 17) distances.push(s);
    for (const distance of distances) {
      for (const seconds of [-distance, distance]) {
        expect(relativeDateDE(new Date(now.getTime() + seconds * 1000), now), String(seconds)).toBe(intl(seconds));
      }
    }
  });

  it('names the days and weeks as people say them', () => {
    const ago = (seconds: number) => relativeDateDE(new Date(now.getTime() - seconds * 1000), now);
    expect([ago(30), ago(5 * 60), ago(86_400), ago(2 * 86_400), ago(7 * 86_400), ago(14 * 86_400)]).toEqual([
      'gerade eben',
      'vor 5 Minuten',
      'gestern',
      'vorgestern',
      'letzte Woche',
      'vor 2 Wochen',
    ]);
  });

  it('answers „Unbekannt“ for a date that is none', () => {
    expect(relativeDateDE('kein Datum', now)).toBe('Unbekannt');
  });
});
