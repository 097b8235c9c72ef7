import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { cookingCalendar, escapeText, foldLine } from './calendar-file';
import { countdownText, parseClockTime, planTimer, TIME_INVALID, TIME_REQUIRED } from './timer-plan';

const now = new Date(2026, 10, 23, 17, 0, 0);

describe('cooking timer plan', () => {
  it('starts at target minus recipe duration minus buffer', () => {
    const result = planTimer({ time: '19:30', date: '', bufferMinutes: 10, durationMinutes: 45 }, now);
    expect(result).toEqual({
      plan: {
        target: new Date(2026, 10, 23, 19, 30).getTime(),
        start: new Date(2026, 10, 23, 18, 35).getTime(),
        durationMinutes: 45,
      },
    });
  });

  it('rolls a time already passed today to tomorrow when no date is given', () => {
    const result = planTimer({ time: '08:00', date: '', bufferMinutes: 5, durationMinutes: 30 }, now);
    expect('plan' in result && new Date(result.plan.target).getDate()).toBe(24);
  });

  it('asks for a time, a valid time of day and a date not before today', () => {
    expect(planTimer({ time: '', date: '', bufferMinutes: 10, durationMinutes: 30 }, now)).toEqual({ error: TIME_REQUIRED });
    for (const time of ['24:00', '12:60', 'abc', '2400', '19:3', '1:2:3', '12345', '-9:30']) {
      expect(planTimer({ time, date: '', bufferMinutes: 10, durationMinutes: 30 }, now)).toEqual({ error: TIME_INVALID });
    }
    expect(planTimer({ time: '12:00', date: '2026-11-22', bufferMinutes: 10, durationMinutes: 30 }, now)).toHaveProperty('error');
    expect(planTimer({ time: '12:00', date: '2026-11-25', bufferMinutes: 10, durationMinutes: 30 }, now)).toHaveProperty('plan');
  });

  it('says "Ungültiges Zeitformat" for a time it cannot read', () => {
    expect(TIME_INVALID.startsWith('Ungültiges Zeitformat.')).toBe(true);
  });

  it.each([
    ['930', 9, 30],
    ['0930', 9, 30],
    ['9:30', 9, 30],
    ['9.30', 9, 30],
    ['19 30', 19, 30],
    ['19:30', 19, 30],
    ['1930', 19, 30],
    [' 7:05 ', 7, 5],
    ['19', 19, 0],
    ['19 Uhr', 19, 0],
    ['0000', 0, 0],
  ])('reads the typed time "%s" as %i:%i', (typed, hours, minutes) => {
    expect(parseClockTime(typed)).toEqual({ hours, minutes });
    const result = planTimer({ time: typed, date: '2026-11-24', bufferMinutes: 10, durationMinutes: 30 }, now);
    expect(result).toHaveProperty('plan.target', new Date(2026, 10, 24, hours, minutes).getTime());
  });

  it('counts down in German: "Noch 3 Min. 42 Sek. bis zum Start"', () => {
    const plain = (text: string) => text.replaceAll('\u00a0', ' ');
    expect(plain(countdownText((3 * 60 + 42) * 1000))).toBe('Noch 3 Min. 42 Sek. bis zum Start');
    expect(plain(countdownText((3600 + 5 * 60 + 3) * 1000))).toBe('Noch 1 Std. 5 Min. 3 Sek. bis zum Start');
  });
});

describe('calendar file', () => {
  const start = Date.UTC(2026, 10, 23, 17, 35);
  const ics = cookingCalendar({
    recipeId: 42,
    title: 'Käsespätzle, schwäbisch; mit Röstzwiebeln und einem sehr langen Titel, der gefaltet werden muss',
    start,
    durationMinutes: 45,
    url: 'https://kochclip.de/recipe/42',
    now: Date.UTC(2026, 10, 23, 16, 0),
  });

  it('parses as an RFC 5545 event from start to start plus duration, with an alarm 5 minutes before', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics) as unknown[]);
    const vevent = calendar.getFirstSubcomponent('vevent');
    if (!vevent) throw new Error('no VEVENT');
    const event = new ICAL.Event(vevent);
    expect(event.startDate.toJSDate().getTime()).toBe(start);
    expect(event.endDate.toJSDate().getTime()).toBe(start + 45 * 60_000);
    expect(event.summary).toBe(
      'Kochen: Käsespätzle, schwäbisch; mit Röstzwiebeln und einem sehr langen Titel, der gefaltet werden muss',
    );
    expect(event.uid).toBe('kochclip-timer-42-20261123T173500Z@kochclip.de');
    const alarm = vevent.getFirstSubcomponent('valarm');
    expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT5M');
  });

  it('uses CRLF line endings and folds lines at 75 octets', () => {
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toContain('\n');
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(foldLine('ä'.repeat(50)).split('\r\n ')).toHaveLength(2);
  });

  it('escapes commas, semicolons, backslashes and line breaks', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });
});
