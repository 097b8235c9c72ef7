/**
 * How a scaled amount is rounded and shown, by what it measures (the portion scaler, the shopping list): weights,
 * volumes, spoons and cups are measured and keep the spec's rounding ('0,33 TL'); everything counted in pieces
 * (Stück, Zehe, Bund, Pck., Dose, …, and amounts without a unit: '2 Eier') rounds to halves as a cook would; a
 * pinch (Prise, Messerspitze, Schuss) is at least one. Pure and browser-safe.
 */

export type TAmountKind = 'measured' | 'counted' | 'pinch';

/** Written forms of measures (lower case, without a final '.'). */
const MEASURES = new Set([
  'g',
  'gr',
  'gramm',
  'kg',
  'kilo',
  'kilogramm',
  'mg',
  'milligramm',
  'pfund',
  'ml',
  'milliliter',
  'cl',
  'zentiliter',
  'dl',
  'deziliter',
  'l',
  'liter',
  'ltr',
  'el',
  'essl',
  'esslöffel',
  'eßlöffel',
  'tl',
  'teel',
  'teelöffel',
  'tasse',
  'tassen',
  'cup',
  'cups',
  'oz',
  'lb',
  'cm',
]);

const PINCHES = new Set(['prise', 'prisen', 'msp', 'messerspitze', 'messerspitzen', 'schuss', 'spritzer']);

/**
 * The kind of amount a unit gives: a measure when one of its words is one ('g', 'gestr. TL'), a pinch for
 * 'Prise', 'Msp.', 'Schuss'; any other unit, and none, counts things ('Stück', 'Zehe', 'Bund', 'große').
 */
export function amountKind(unit: string): TAmountKind {
  const words = unit
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/\.+$/, ''))
    .filter(Boolean);
  if (words.some((word) => MEASURES.has(word))) return 'measured';
  if (words.some((word) => PINCHES.has(word))) return 'pinch';
  return 'counted';
}

/**
 * Rounded values shown as fractions. This is the spec's literal list
 * (.25, .5, .75, 1.5, 2.5): 3.5 is deliberately NOT in it and stays "3,5".
 * 1.25 / 1.75 cannot occur here because values >= 1 are rounded to one
 * decimal first (1.25 -> 1,3).
 */
const FRACTION_DISPLAY: ReadonlyMap<number, string> = new Map([
  [0.25, '1/4'],
  [0.5, '1/2'],
  [0.75, '3/4'],
  [1.5, '1 1/2'],
  [2.5, '2 1/2'],
]);

function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  // EPSILON nudge so that e.g. 1.005 / 0.285 round half up as expected.
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/**
 * A counted amount as a cook portions it: to the nearest half below ten, never less than a half (a pinch never
 * less than one), whole from ten on. Zero and negative values stay as they are.
 */
export function roundCount(value: number, kind: Exclude<TAmountKind, 'measured'>): number {
  if (!(value > 0) || !Number.isFinite(value)) return value;
  if (value >= 10) return roundTo(value, 0);
  const half = Math.round((value + Number.EPSILON) * 2) / 2;
  return Math.max(kind === 'pinch' ? 1 : 0.5, half);
}

/** '1/2', '2', '3 1/2' for a value rounded to halves. */
function halvesText(value: number): string {
  const whole = Math.floor(value);
  if (value === whole) return String(whole);
  return whole === 0 ? '1/2' : `${whole} 1/2`;
}

/**
 * Formats a (scaled) amount for display.
 *
 * Measured amounts (the default, the spec's rule): >= 10 to a whole number, >= 1 to one decimal, otherwise two
 * decimals. Then 0.25, 0.5, 0.75, 1.5 and 2.5 are shown as fractions ("1/4", "1/2", "3/4", "1 1/2", "2 1/2");
 * everything else uses a German decimal comma with trailing zeros removed ("1,3", "0,33", "2").
 * Non-finite input yields "". Very small amounts may round to "0".
 *
 * Counted amounts and pinches are rounded by `roundCount` and shown in halves: "1/2", "2", "3 1/2", "13".
 */
export function formatAmount(value: number, kind: TAmountKind = 'measured'): string {
  if (!Number.isFinite(value)) return '';
  if (kind !== 'measured' && value > 0) return halvesText(roundCount(value, kind));
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  const decimals = abs >= 10 ? 0 : abs >= 1 ? 1 : 2;
  const rounded = roundTo(abs, decimals);
  if (rounded === 0) return '0';

  const fraction = FRACTION_DISPLAY.get(rounded);
  if (fraction !== undefined) return sign + fraction;

  const text = rounded
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');
  return sign + text;
}
