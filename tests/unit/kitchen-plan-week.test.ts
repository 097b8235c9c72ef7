import { describe, expect, it } from 'vitest';
import { MEAL_SLOT_VALUES } from '@kochclip/db/schema';
import {
  addDays,
  germanDayLabel,
  isIsoDate,
  isoWeekNumber,
  MEAL_SLOTS,
  mondayOf,
  parseAmountPrefix,
  parseAmountRange,
  todayInPlanZone,
  weekDays,
} from '@kochclip/core';

describe('weeks of the meal plan', () => {
  it("has the database's slots, in the order of a day", () => {
    expect(MEAL_SLOTS).toEqual(MEAL_SLOT_VALUES);
  });

  it('starts every week on Monday', () => {
    expect(mondayOf('2030-06-14')).toBe('2030-06-10');
    expect(mondayOf('2030-06-10')).toBe('2030-06-10');
    expect(mondayOf('2030-06-16')).toBe('2030-06-10');
    expect(weekDays('2030-06-10')).toEqual([
      '2030-06-10',
      '2030-06-11',
      '2030-06-12',
      '2030-06-13',
      '2030-06-14',
      '2030-06-15',
      '2030-06-16',
    ]);
  });

  it('crosses months, years and leap days', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2030-12-30', 7)).toBe('2031-01-06');
    expect(mondayOf('2031-01-01')).toBe('2030-12-30');
  });

  it('accepts only real calendar days written as YYYY-MM-DD', () => {
    expect(isIsoDate('2030-06-10')).toBe(true);
    for (const text of ['2030-02-30', '2030-13-01', '30-06-10', '2030-6-1', '2030-06-10T00:00', '']) {
      expect(isIsoDate(text), text).toBe(false);
    }
  });

  it("takes 'today' in Berlin, whatever the server's clock zone", () => {
    // 23:30 UTC on a summer Sunday is already Monday in Berlin.
    expect(todayInPlanZone(new Date('2030-06-16T23:30:00Z'))).toBe('2030-06-17');
    expect(todayInPlanZone(new Date('2030-12-31T22:59:00Z'))).toBe('2030-12-31');
  });

  it('labels days and weeks as German calendars do', () => {
    expect(germanDayLabel('2030-06-10')).toBe('Montag, 10.06.');
    expect(isoWeekNumber('2030-06-10')).toBe(24);
    expect(isoWeekNumber('2030-12-30')).toBe(1);
  });
});

describe('amounts read by the portion scaler, for the shopping list', () => {
  it('keeps both ends of a range and reads a leading amount with its words', () => {
    expect(parseAmountRange('2-3')).toEqual({ min: 2, max: 3 });
    expect(parseAmountRange('3 bis 2')).toEqual({ min: 2, max: 3 });
    expect(parseAmountRange('1 1/2')).toEqual({ min: 1.5, max: 1.5 });
    expect(parseAmountRange('etwas')).toBeNull();
    expect(parseAmountPrefix('200g')).toEqual({ range: { min: 200, max: 200 }, rest: 'g' });
    expect(parseAmountPrefix('2 große')).toEqual({ range: { min: 2, max: 2 }, rest: 'große' });
  });
});
