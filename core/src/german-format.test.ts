import { describe, expect, it } from 'vitest';
import { formatNumberDE } from './german-format';

const INTL = new Intl.NumberFormat('de-DE');

/** A few thousand numbers of every kind a page shows: counts, amounts, averages, prices, and awkward ones. */
function samples(): number[] {
  const values = [0, -0, 1, -1, 0.5, 1.0005, 2.0005, 0.0625, -0.0625, 999.9995, 9999.9996, 0.1 + 0.2, 1e-7, -1e-7];
  values.push(1234, 12345, 123456, 1234567.891, -0.0001, 0.0004, 0.0005, 1e14 + 0.5, 999_999_999_999_999);
  let seed = 42;
  const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
  for (let i = 0; i < 3000; i++) {
    values.push(Math.round(random() * 1e7) * (random() < 0.2 ? -1 : 1));
    values.push(Math.round(random() * 1e6) / 10 ** (i % 5));
    values.push((random() - 0.3) * 10 ** (random() * 15 - 2));
  }
  return values;
}

describe('formatNumberDE', () => {
  it('writes every number as Intl.NumberFormat("de-DE") does, -0 as "0"', () => {
    for (const value of samples()) expect(formatNumberDE(value), String(value)).toBe(INTL.format(value === 0 ? 0 : value));
  });

  it('writes what no number is as "–"', () => {
    expect([NaN, Infinity, -Infinity].map(formatNumberDE)).toEqual(['–', '–', '–']);
  });
});
