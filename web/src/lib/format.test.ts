import { describe, it, expect } from 'vitest';
import { displayName, formatDateDE, formatDateTimeDE, formatDuration, formatMonthYearDE, formatNumberDE } from './format';

/** Expected texts are written with plain spaces; the product keeps number and unit together with U+00A0. */
const plain = (text: string) => text.replaceAll('\u00a0', ' ');

describe('formatDuration', () => {
  it('shows durations under 60 minutes as "N Min."', () => {
    expect(plain(formatDuration(45))).toBe('45 Min.');
    expect(plain(formatDuration(1))).toBe('1 Min.');
    expect(plain(formatDuration(59))).toBe('59 Min.');
  });

  it('shows 70 minutes as "1 Std. 10 Min." and 90 as "1 Std. 30 Min.", never "1h 10m"', () => {
    expect(plain(formatDuration(70))).toBe('1 Std. 10 Min.');
    expect(plain(formatDuration(90))).toBe('1 Std. 30 Min.');
  });

  it('shows full hours without minutes, e.g. 120 as "2 Std."', () => {
    expect(plain(formatDuration(60))).toBe('1 Std.');
    expect(plain(formatDuration(120))).toBe('2 Std.');
  });

  it('shows 150 minutes as "2 Std. 30 Min." and 125 as "2 Std. 5 Min."', () => {
    expect(plain(formatDuration(150))).toBe('2 Std. 30 Min.');
    expect(plain(formatDuration(125))).toBe('2 Std. 5 Min.');
  });

  it('keeps each number with its unit on one line', () => {
    expect(formatDuration(70)).toBe('1\u00a0Std. 10\u00a0Min.');
  });

  it('rounds fractional minutes', () => {
    expect(plain(formatDuration(29.6))).toBe('30 Min.');
    expect(plain(formatDuration(0.2))).toBe('1 Min.');
  });

  it('shows "Unbekannt" for missing, zero, negative or invalid durations', () => {
    expect(formatDuration(null)).toBe('Unbekannt');
    expect(formatDuration(undefined)).toBe('Unbekannt');
    expect(formatDuration(0)).toBe('Unbekannt');
    expect(formatDuration(-5)).toBe('Unbekannt');
    expect(formatDuration(Number.NaN)).toBe('Unbekannt');
    expect(formatDuration(Number.POSITIVE_INFINITY)).toBe('Unbekannt');
  });
});

describe('German dates', () => {
  const date = new Date('2026-11-22T13:05:00Z'); // 14:05 in Berlin (CET)

  it('formats a date as "22.11.2026"', () => {
    expect(formatDateDE(date)).toBe('22.11.2026');
  });

  it('pads single-digit days and months with zeros', () => {
    expect(formatDateDE(new Date('2026-03-05T12:00:00Z'))).toBe('05.03.2026');
  });

  it('accepts ISO strings', () => {
    expect(formatDateDE('2026-11-22T13:05:00Z')).toBe('22.11.2026');
  });

  it('uses Berlin time, so 23:30 UTC on 21 November is already the 22nd', () => {
    expect(formatDateDE('2026-11-21T23:30:00Z')).toBe('22.11.2026');
  });

  it('formats the month and year as "November 2026"', () => {
    expect(formatMonthYearDE(date)).toBe('November 2026');
    expect(formatMonthYearDE('2026-03-15T12:00:00Z')).toBe('März 2026');
  });

  it('formats date and time as "22.11.2026, 14:05"', () => {
    expect(formatDateTimeDE(date)).toBe('22.11.2026, 14:05');
  });

  it('applies summer time, so 12:00 UTC in July is 14:00', () => {
    expect(formatDateTimeDE('2026-07-01T12:00:00Z')).toBe('01.07.2026, 14:00');
  });

  it('writes every date as the Intl formatters for Berlin do, also outside the EU clock rule (1990, 2101)', () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', ...options });
    const day = intl({ day: '2-digit', month: '2-digit', year: 'numeric' });
    const monthYear = intl({ month: 'long', year: 'numeric' });
    const dateTime = intl({
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const instants = [Date.UTC(1990, 6, 1, 12), Date.UTC(2101, 0, 1, 0, 30)];
    for (let t = Date.UTC(2019, 0, 1); t < Date.UTC(2031, 0, 1); t += (53 * 60 + 7) * 60_000) instants.push(t);
    for (const t of instants) {
      const at = new Date(t);
      expect([formatDateDE(at), formatMonthYearDE(at), formatDateTimeDE(at)], at.toISOString()).toEqual([
        day.format(at),
        monthYear.format(at),
        dateTime.format(at),
      ]);
    }
  });

  it('shows midnight as 00:xx on a 24-hour clock', () => {
    expect(formatDateTimeDE('2026-03-29T22:30:00Z')).toBe('30.03.2026, 00:30');
  });

  it('shows "Unbekannt" for invalid dates', () => {
    expect(formatDateDE('kein Datum')).toBe('Unbekannt');
    expect(formatMonthYearDE(new Date(Number.NaN))).toBe('Unbekannt');
    expect(formatDateTimeDE('')).toBe('Unbekannt');
  });
});

describe('formatNumberDE', () => {
  it('groups thousands with a dot: 12345 as "12.345"', () => {
    expect(formatNumberDE(12345)).toBe('12.345');
    expect(formatNumberDE(1234567)).toBe('1.234.567');
  });

  it('uses a decimal comma: 1234.5 as "1.234,5"', () => {
    expect(formatNumberDE(1234.5)).toBe('1.234,5');
  });

  it('shows small numbers and -0 plainly', () => {
    expect(formatNumberDE(7)).toBe('7');
    expect(formatNumberDE(-0)).toBe('0');
  });

  it('shows a dash for NaN and Infinity', () => {
    expect(formatNumberDE(Number.NaN)).toBe('–');
    expect(formatNumberDE(Number.POSITIVE_INFINITY)).toBe('–');
  });
});

describe('displayName', () => {
  const anna = { username: 'kochfan88', firstName: 'Anna', lastName: 'Schmidt' };

  it('shows the first name in first mode', () => {
    expect(displayName(anna, 'first')).toBe('Anna');
  });

  it('falls back to the username in first mode when there is no first name', () => {
    expect(displayName({ username: 'kochfan88' }, 'first')).toBe('kochfan88');
    expect(displayName({ username: 'kochfan88', firstName: null }, 'first')).toBe('kochfan88');
    expect(displayName({ username: 'kochfan88', firstName: '  ' }, 'first')).toBe('kochfan88');
  });

  it('shows "First Last" in full mode when both names exist', () => {
    expect(displayName(anna, 'full')).toBe('Anna Schmidt');
  });

  it('trims names before joining them', () => {
    expect(displayName({ username: 'x', firstName: ' Anna ', lastName: ' Schmidt ' }, 'full')).toBe('Anna Schmidt');
  });

  it('falls back to the username in full mode when a name is missing', () => {
    expect(displayName({ username: 'kochfan88', firstName: 'Anna' }, 'full')).toBe('kochfan88');
    expect(displayName({ username: 'kochfan88', lastName: 'Schmidt' }, 'full')).toBe('kochfan88');
    expect(displayName({ username: 'kochfan88', firstName: 'Anna', lastName: '' }, 'full')).toBe('kochfan88');
  });
});
