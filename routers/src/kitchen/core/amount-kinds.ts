/**
 * What an amount measures, which decides how a scaled amount is rounded (portion-scaler.ts): weights, volumes,
 * spoons and cups are measured and keep the spec's rounding ('0,33 TL'); everything counted in pieces (Stück,
 * Zehe, Bund, Pck., Dose, …, and amounts without a unit: '2 Eier') rounds to halves as a cook would; a pinch
 * (Prise, Messerspitze, Schuss) is at least one. Pure and browser-safe.
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
