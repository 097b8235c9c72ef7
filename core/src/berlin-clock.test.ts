import { describe, expect, it } from 'vitest';
import { berlinFields } from './berlin-clock';

const BERLIN = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

const intlFields = (date: Date) => {
  const parts = Object.fromEntries(BERLIN.formatToParts(date).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
};

describe('berlinFields', () => {
  it('agrees with Intl (Europe/Berlin) every 29 hours and 13 minutes from 1996 to 2040', () => {
    const step = (29 * 60 + 13) * 60_000;
    for (let t = Date.UTC(1996, 0, 1); t < Date.UTC(2040, 0, 1); t += step) {
      const date = new Date(t);
      expect(berlinFields(date), date.toISOString()).toEqual(intlFields(date));
    }
  });

  it('agrees with Intl every 5 minutes around each change of clocks', () => {
    for (let year = 1996; year < 2040; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let t = change - 90 * 60_000; t <= change + 90 * 60_000; t += 5 * 60_000) {
          const date = new Date(t);
          expect(berlinFields(date), date.toISOString()).toEqual(intlFields(date));
        }
      }
    }
  });

  it('leaves dates outside its rule and invalid dates to Intl', () => {
    expect(berlinFields(new Date('1990-07-01T12:00:00Z'))).toBeNull();
    expect(berlinFields(new Date('2100-01-01T12:00:00Z'))).toBeNull();
    expect(berlinFields(new Date('kein Datum'))).toBeNull();
  });
});
