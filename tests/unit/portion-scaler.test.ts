import { describe, it, expect } from 'vitest';
import {
  DEFAULT_SERVINGS,
  MAX_SERVINGS,
  MIN_SERVINGS,
  clampServings,
  formatAmount,
  ingredientAmountKind,
  parseAmount,
  roundCount,
  scaleAmount,
  scaleIngredientAmount,
} from '@kochclip/core';

describe('servings', () => {
  it('defaults to 4 servings within a 1 to 20 range', () => {
    expect(DEFAULT_SERVINGS).toBe(4);
    expect(MIN_SERVINGS).toBe(1);
    expect(MAX_SERVINGS).toBe(20);
  });

  it('accepts whole numbers from 1 to 20 as they are', () => {
    expect(clampServings(1)).toBe(1);
    expect(clampServings(6)).toBe(6);
    expect(clampServings(20)).toBe(20);
  });

  it('reads numeric input text like "6" and " 12 "', () => {
    expect(clampServings('6')).toBe(6);
    expect(clampServings(' 12 ')).toBe(12);
  });

  it('clamps 25 down to 20', () => {
    expect(clampServings(25)).toBe(20);
    expect(clampServings('25')).toBe(20);
  });

  it('clamps 0 and negative numbers up to 1', () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings('-3')).toBe(1);
  });

  it('truncates 7.6 and 7,6 to 7 servings', () => {
    expect(clampServings('7.6')).toBe(7);
    expect(clampServings('7,6')).toBe(7);
    expect(clampServings(7.6)).toBe(7);
  });

  it('ignores non-numbers by returning null', () => {
    expect(clampServings('')).toBeNull();
    expect(clampServings('   ')).toBeNull();
    expect(clampServings('-')).toBeNull();
    expect(clampServings('abc')).toBeNull();
    expect(clampServings('4 Personen')).toBeNull();
    expect(clampServings(Number.NaN)).toBeNull();
    expect(clampServings(Number.POSITIVE_INFINITY)).toBeNull();
    expect(clampServings(null)).toBeNull();
    expect(clampServings(undefined)).toBeNull();
    expect(clampServings(true)).toBeNull();
    expect(clampServings({})).toBeNull();
  });
});

describe('parseAmount', () => {
  it('parses a whole number like 2', () => {
    expect(parseAmount('2')).toBe(2);
  });

  it('parses the fraction 1/2 as 0.5', () => {
    expect(parseAmount('1/2')).toBe(0.5);
    expect(parseAmount('3/4')).toBe(0.75);
  });

  it('parses the mixed number 1 1/2 as 1.5', () => {
    expect(parseAmount('1 1/2')).toBe(1.5);
  });

  it('parses the Unicode fractions ½ and 1½', () => {
    expect(parseAmount('½')).toBe(0.5);
    expect(parseAmount('1½')).toBe(1.5);
    expect(parseAmount('1 ½')).toBe(1.5);
    expect(parseAmount('¾')).toBe(0.75);
  });

  it('averages the range 2-3 to 2.5', () => {
    expect(parseAmount('2-3')).toBe(2.5);
  });

  it('averages ranges written with spaces, an en dash or "bis"', () => {
    expect(parseAmount('2 - 3')).toBe(2.5);
    expect(parseAmount('2–3')).toBe(2.5);
    expect(parseAmount('2 bis 3')).toBe(2.5);
  });

  it('averages ranges of fractions like 1/2-1', () => {
    expect(parseAmount('1/2-1')).toBe(0.75);
  });

  it('reads the German decimal comma in 0,5 as 0.5', () => {
    expect(parseAmount('0,5')).toBe(0.5);
  });

  it('reads the decimal point in 1.5 as 1.5', () => {
    expect(parseAmount('1.5')).toBe(1.5);
  });

  it('reads 1.000 with a German thousands separator as 1000', () => {
    expect(parseAmount('1.000')).toBe(1000);
  });

  it('returns null for empty and non-numeric amounts', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('etwas')).toBeNull();
    expect(parseAmount('nach Geschmack')).toBeNull();
    expect(parseAmount('eine Prise')).toBeNull();
  });

  it('returns null for a division by zero like 1/0', () => {
    expect(parseAmount('1/0')).toBeNull();
  });
});

describe('formatAmount', () => {
  it('rounds 12.4 to 12', () => {
    expect(formatAmount(12.4)).toBe('12');
  });

  it('rounds 10.5 up to the whole number 11', () => {
    expect(formatAmount(10.5)).toBe('11');
  });

  it('rounds 1.333 to one decimal as 1,3', () => {
    expect(formatAmount(4 / 3)).toBe('1,3');
  });

  it('rounds 0.333 to two decimals as 0,33', () => {
    expect(formatAmount(1 / 3)).toBe('0,33');
  });

  it('strips the trailing zero so 2.0 shows as 2', () => {
    expect(formatAmount(2)).toBe('2');
    expect(formatAmount(2.04)).toBe('2');
  });

  it('strips trailing zeros below 1 so 0.3 shows as 0,3', () => {
    expect(formatAmount(0.3)).toBe('0,3');
  });

  it('shows 0.25 as 1/4', () => {
    expect(formatAmount(0.25)).toBe('1/4');
  });

  it('shows 0.5 as 1/2', () => {
    expect(formatAmount(0.5)).toBe('1/2');
  });

  it('shows 0.75 as 3/4', () => {
    expect(formatAmount(0.75)).toBe('3/4');
  });

  it('shows 1.5 as 1 1/2', () => {
    expect(formatAmount(1.5)).toBe('1 1/2');
  });

  it('shows 2.5 as 2 1/2', () => {
    expect(formatAmount(2.5)).toBe('2 1/2');
  });

  it('shows values that round to 0.5 as 1/2 too', () => {
    expect(formatAmount(0.499)).toBe('1/2');
  });

  it('keeps 3.5 as the decimal 3,5 because only 1.5 and 2.5 are listed', () => {
    expect(formatAmount(3.5)).toBe('3,5');
  });

  it('rounds 1.25 to one decimal as 1,3 instead of a fraction', () => {
    expect(formatAmount(1.25)).toBe('1,3');
  });

  it('shows 0 as 0', () => {
    expect(formatAmount(0)).toBe('0');
  });
});

describe('scaleAmount', () => {
  it('scales the measured range 2-3 from 4 to 6 servings as 3,8', () => {
    expect(scaleAmount('2-3', 4, 6)).toBe('3,8');
  });

  it('scales 200 from 4 to 6 servings as 300', () => {
    expect(scaleAmount('200', 4, 6)).toBe('300');
  });

  it('scales 1/2 from 4 to 2 servings as 1/4', () => {
    expect(scaleAmount('1/2', 4, 2)).toBe('1/4');
  });

  it('scales 1 from 4 to 6 servings as 1 1/2', () => {
    expect(scaleAmount('1', 4, 6)).toBe('1 1/2');
  });

  it('scales 1 from 3 to 4 servings as 1,3', () => {
    expect(scaleAmount('1', 3, 4)).toBe('1,3');
  });

  it('scales 0,5 from 4 to 8 servings as 1', () => {
    expect(scaleAmount('0,5', 4, 8)).toBe('1');
  });

  it('scales ½ from 4 to 20 servings as 2 1/2', () => {
    expect(scaleAmount('½', 4, 20)).toBe('2 1/2');
  });

  it('scales 1 from 3 to 1 serving as 0,33', () => {
    expect(scaleAmount('1', 3, 1)).toBe('0,33');
  });

  it('leaves "etwas" unchanged', () => {
    expect(scaleAmount('etwas', 4, 6)).toBe('etwas');
  });

  it('leaves "nach Geschmack" and "eine Prise" unchanged', () => {
    expect(scaleAmount('nach Geschmack', 4, 8)).toBe('nach Geschmack');
    expect(scaleAmount('eine Prise', 4, 8)).toBe('eine Prise');
  });

  it('leaves an empty amount unchanged', () => {
    expect(scaleAmount('', 4, 8)).toBe('');
  });

  it('returns the original string unchanged for the same servings', () => {
    expect(scaleAmount('1 ½', 4, 4)).toBe('1 ½');
    expect(scaleAmount('2-3', 4, 4)).toBe('2-3');
  });

  it('scales only the leading number of 200 g and keeps the unit', () => {
    expect(scaleAmount('200 g', 4, 2)).toBe('100 g');
    expect(scaleAmount('200g', 4, 6)).toBe('300g');
  });

  it('leaves "ca. 200 g" unchanged because it does not start with a number', () => {
    expect(scaleAmount('ca. 200 g', 4, 6)).toBe('ca. 200 g');
  });

  it('leaves the amount unchanged for invalid servings like 0', () => {
    expect(scaleAmount('2', 0, 4)).toBe('2');
    expect(scaleAmount('2', 4, 0)).toBe('2');
  });

  it('produces output that parses back to the rounded value', () => {
    expect(parseAmount(scaleAmount('1', 4, 6))).toBe(1.5);
    expect(parseAmount(scaleAmount('2-3', 4, 6))).toBe(3.8);
  });
});

describe('what an amount measures', () => {
  it('keeps the spec rounding for weights, volumes, spoons and cups', () => {
    for (const unit of ['g', 'kg', 'ml', 'l', 'cl', 'dl', 'EL', 'TL', 'Tasse', 'gestr. TL', 'Esslöffel']) {
      expect(ingredientAmountKind('1', unit), unit).toBe('measured');
    }
    expect(ingredientAmountKind('200 g', '')).toBe('measured');
  });

  it('counts pieces, packs and amounts without a unit', () => {
    for (const unit of ['', 'Stück', 'Stk.', 'Zehe', 'Zehen', 'Bund', 'Pck.', 'Dose', 'Becher', 'Scheibe', 'Zweig', 'Würfel']) {
      expect(ingredientAmountKind('1', unit), unit).toBe('counted');
    }
    expect(ingredientAmountKind('2 große', '')).toBe('counted');
  });

  it('treats Prise, Messerspitze and Schuss as a pinch', () => {
    for (const unit of ['Prise', 'Prisen', 'Msp.', 'Messerspitze', 'Schuss'])
      expect(ingredientAmountKind('1', unit), unit).toBe('pinch');
  });
});

describe('counted amounts round to halves as a cook would', () => {
  it('rounds to the nearest half below ten and to whole numbers from ten', () => {
    expect(roundCount(2.08, 'counted')).toBe(2);
    expect(roundCount(2.25, 'counted')).toBe(2.5);
    expect(roundCount(1.25, 'counted')).toBe(1.5);
    expect(roundCount(0.75, 'counted')).toBe(1);
    expect(roundCount(3.6, 'counted')).toBe(3.5);
    expect(roundCount(12.5, 'counted')).toBe(13);
  });

  it('never goes below a half, and a pinch never below one', () => {
    expect(roundCount(0.25, 'counted')).toBe(0.5);
    expect(roundCount(1 / 3, 'counted')).toBe(0.5);
    expect(roundCount(0.08, 'counted')).toBe(0.5);
    expect(roundCount(0.17, 'pinch')).toBe(1);
    expect(roundCount(1.4, 'pinch')).toBe(1.5);
  });

  it('shows halves as fractions: "1/2", "1 1/2", "3 1/2"', () => {
    expect(formatAmount(0.25, 'counted')).toBe('1/2');
    expect(formatAmount(1.3, 'counted')).toBe('1 1/2');
    expect(formatAmount(3.5, 'counted')).toBe('3 1/2');
    expect(formatAmount(2.1, 'counted')).toBe('2');
    expect(formatAmount(0.17, 'pinch')).toBe('1');
  });

  it('scales 1 Ei for 4 to "1/2" for 1 and to "1" for 3, never "1/4" or "3/4"', () => {
    expect(scaleIngredientAmount({ amount: '1', unit: '' }, 4, 1)).toBe('1/2');
    expect(scaleIngredientAmount({ amount: '1', unit: '' }, 4, 3)).toBe('1');
  });

  it('scales 3 Stück Zwiebeln for 4 to "2 1/2" for 3, not "2,3"', () => {
    expect(scaleIngredientAmount({ amount: '3', unit: 'Stück' }, 4, 3)).toBe('2 1/2');
  });

  it('scales 5 Eier and 3 Pck. for 12 to "2" and "1 1/2" for 5, not "2,1" and "1,3"', () => {
    expect(scaleIngredientAmount({ amount: '5', unit: '' }, 12, 5)).toBe('2');
    expect(scaleIngredientAmount({ amount: '3', unit: 'Pck.' }, 12, 5)).toBe('1 1/2');
  });

  it('keeps a Prise at one and half a lemon at a half for 1 of 6 servings', () => {
    expect(scaleIngredientAmount({ amount: '1', unit: 'Prise' }, 6, 1)).toBe('1');
    expect(scaleIngredientAmount({ amount: '1/2', unit: 'Stück' }, 6, 1)).toBe('1/2');
  });

  it('averages a range of counted things and rounds it: 2-3 Eier for 4 are 4 for 6', () => {
    expect(scaleIngredientAmount({ amount: '2-3', unit: '' }, 4, 6)).toBe('4');
    expect(scaleIngredientAmount({ amount: '2-3', unit: '' }, 4, 4)).toBe('2-3');
  });

  it('rounds the number of "2 große" as counted and of "200 g" as measured', () => {
    expect(scaleIngredientAmount({ amount: '2 große', unit: '' }, 4, 3)).toBe('1 1/2 große');
    expect(scaleIngredientAmount({ amount: '200 g', unit: '' }, 6, 1)).toBe('33 g');
  });

  it('keeps the spec rounding for measured units: 1 TL for 6 is 0,17 TL for 1', () => {
    expect(scaleIngredientAmount({ amount: '1', unit: 'TL' }, 6, 1)).toBe('0,17');
    expect(scaleIngredientAmount({ amount: '1/2', unit: 'EL' }, 4, 2)).toBe('1/4');
  });
});
