/**
 * Portion scaler (pure functions, no React).
 *
 * Spec: "Portion scaler: servings integer 1 to 20; the number input ignores
 * non-numbers. Amounts: fractions like 1/2 and ranges like 2-3 (averaged) are
 * parsed; non-numeric amounts stay unchanged. Result rounding: 10 or more to
 * whole; 1 or more to one decimal; else two decimals; .25, .5, .75, 1.5, 2.5
 * are shown as fractions." Default servings: 4.
 *
 * That rounding is for measured amounts (g, ml, EL, TL, …). Things counted in pieces round to halves as a cook
 * would ('1/2 Ei', not '1/4 Ei'; '2 Eier', not '2,1 Eier'), and a pinch stays at least one: see `roundCount`
 * in amount-rounding.ts.
 */

import { amountKind, formatAmount, type TAmountKind } from './amount-rounding';

export { amountKind, formatAmount, roundCount, type TAmountKind } from './amount-rounding';

export const MIN_SERVINGS = 1;
export const MAX_SERVINGS = 20;
export const DEFAULT_SERVINGS = 4;

/** Plain numeric text as typed into a number field; German comma allowed ("7,5"). */
const SERVINGS_TEXT = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/**
 * Turns the raw value of the servings input into a valid servings count.
 *
 * - Returns `null` for anything that is not a number (`''`, `'-'`, `'abc'`,
 *   `'4 Personen'`, `NaN`, `Infinity`, `null`, booleans, objects) so the input
 *   can simply ignore it and keep the previous value.
 * - Fractional input is truncated, not rounded: `'7.6'` / `'7,6'` -> 7. While
 *   typing "7.6" the value therefore stays at 7 instead of jumping to 8.
 * - Out-of-range numbers are clamped: `0` / `-3` -> 1, `25` -> 20.
 */
export function clampServings(value: unknown): number | null {
  let n: number;
  if (typeof value === 'number') {
    n = value;
  } else if (typeof value === 'string') {
    const text = value.trim();
    if (!SERVINGS_TEXT.test(text)) return null;
    n = Number(text.replace(',', '.'));
  } else {
    return null;
  }
  if (!Number.isFinite(n)) return null;
  const whole = Math.trunc(n);
  return Math.min(MAX_SERVINGS, Math.max(MIN_SERVINGS, whole));
}

// ---------------------------------------------------------------------------
// Parsing
// ---------------------------------------------------------------------------

const UNICODE_FRACTIONS: Readonly<Record<string, number>> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅕': 1 / 5,
  '⅖': 2 / 5,
  '⅗': 3 / 5,
  '⅘': 4 / 5,
  '⅙': 1 / 6,
  '⅚': 5 / 6,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

const U = `[${Object.keys(UNICODE_FRACTIONS).join('')}]`;

/**
 * One quantity. Alternatives are ordered longest first so that e.g. "1 1/2"
 * is not read as "1". The trailing look-ahead stops a partial match such as
 * "1.5" being read as "1".
 */
const SINGLE =
  `(?:\\d+\\s+\\d+\\s*/\\s*\\d+` + // 1 1/2
  `|\\d+\\s*/\\s*\\d+` + // 1/2
  `|\\d+\\s*${U}` + // 1½, 1 ½
  `|${U}` + // ½
  `|[1-9]\\d{0,2}(?:\\.\\d{3})+` + // 1.000 (thousands separator)
  `|\\d*[.,]\\d+` + // 0,5  1.5  ,5
  `|\\d+)` + // 2
  `(?![\\d.,/])`;

/** Range separators: hyphen, en dash, em dash, "bis". */
const RANGE_SEP = `(?:\\s*[-–—]\\s*|\\s+bis\\s+)`;

const AMOUNT_SOURCE = `(${SINGLE})(?:${RANGE_SEP}(${SINGLE}))?`;
const AMOUNT_FULL = new RegExp(`^${AMOUNT_SOURCE}$`, 'u');
/** Leading amount followed by text that starts with a space or a letter ("200 g", "200g"). */
const AMOUNT_PREFIX = new RegExp(`^${AMOUNT_SOURCE}(?=\\s|\\p{L})`, 'u');

const MIXED = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/;
const FRACTION = /^(\d+)\s*\/\s*(\d+)$/;
const WHOLE_AND_UNICODE = new RegExp(`^(\\d+)\\s*(${U})$`, 'u');
/** "1.000", "12.500": a dot followed by groups of exactly three digits is a German thousands separator. */
const THOUSANDS = /^[1-9]\d{0,2}(?:\.\d{3})+$/;

function normalize(text: string): string {
  return text
    .replace(/[\u2044\u2215]/g, '/') // fraction slash, division slash
    .replace(/\s+/g, ' ')
    .trim();
}

function divide(numerator: string, denominator: string): number | null {
  const d = Number(denominator);
  if (d === 0) return null;
  return Number(numerator) / d;
}

/** Evaluates a string that already matched SINGLE. */
function parseSingle(text: string): number | null {
  const unicode = UNICODE_FRACTIONS[text];
  if (unicode !== undefined) return unicode;

  const mixed = MIXED.exec(text);
  if (mixed) {
    const [, whole = '', num = '', den = ''] = mixed;
    const frac = divide(num, den);
    return frac === null ? null : Number(whole) + frac;
  }

  const fraction = FRACTION.exec(text);
  if (fraction) {
    const [, num = '', den = ''] = fraction;
    return divide(num, den);
  }

  const wholeAndUnicode = WHOLE_AND_UNICODE.exec(text);
  if (wholeAndUnicode) {
    const [, whole = '', symbol = ''] = wholeAndUnicode;
    const frac = UNICODE_FRACTIONS[symbol];
    return frac === undefined ? null : Number(whole) + frac;
  }

  if (THOUSANDS.test(text)) return Number(text.replace(/\./g, ''));

  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** A parsed amount: one number, or the two ends of a range ('2-3'). */
export interface TAmountRange {
  min: number;
  max: number;
}

function evaluateRange(match: RegExpExecArray): TAmountRange | null {
  const [, first = '', second] = match;
  const a = parseSingle(first);
  if (a === null) return null;
  if (second === undefined) return { min: a, max: a };
  const b = parseSingle(second);
  if (b === null) return null;
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

function evaluate(match: RegExpExecArray): number | null {
  const range = evaluateRange(match);
  return range === null ? null : (range.min + range.max) / 2;
}

/**
 * Parses an ingredient amount into a number, or `null` if it is not numeric.
 *
 * Understands whole numbers ("2"), decimals with comma or dot ("0,5", "1.5"),
 * fractions ("1/2"), mixed numbers ("1 1/2"), Unicode fractions ("½", "1½"),
 * and ranges ("2-3", "2 - 3", "2–3", "2 bis 3"), which are averaged (2.5).
 * "1.000" (dot + groups of three digits) is read as the German thousands
 * separator, i.e. 1000. Anything else ("", "etwas", "eine Prise", "200 g")
 * returns `null`; the whole string must be the amount.
 */
export function parseAmount(amount: string): number | null {
  const match = AMOUNT_FULL.exec(normalize(amount));
  return match ? evaluate(match) : null;
}

/**
 * The same reading as `parseAmount`, keeping both ends of a range ('2-3' -> 2 and 3) for callers that must not
 * average: the shopping list buys the upper end. A single number gives min = max.
 */
export function parseAmountRange(amount: string): TAmountRange | null {
  const match = AMOUNT_FULL.exec(normalize(amount));
  return match ? evaluateRange(match) : null;
}

/**
 * A leading amount and the words after it ('2 große' -> 2 and 'große', '200g' -> 200 and 'g'); null when the text
 * does not start with an amount followed by a space or a letter.
 */
export function parseAmountPrefix(amount: string): { range: TAmountRange; rest: string } | null {
  const text = normalize(amount);
  const prefix = AMOUNT_PREFIX.exec(text);
  if (!prefix) return null;
  const range = evaluateRange(prefix);
  return range === null ? null : { range, rest: text.slice(prefix[0].length).trim() };
}

/**
 * The kind of an ingredient's amount: by its unit, or, without one, by the word after the number in the amount
 * ('200 g' is measured, '2 große' and '3' are counted).
 */
export function ingredientAmountKind(amount: string, unit: string): TAmountKind {
  if (unit.trim() !== '') return amountKind(unit);
  const prefix = AMOUNT_PREFIX.exec(normalize(amount));
  if (!prefix) return 'counted';
  const word = normalize(amount).slice(prefix[0].length).trim().split(' ')[0] ?? '';
  return amountKind(word);
}

/**
 * Scales an ingredient amount from one serving count to another.
 *
 * - Same servings (or invalid servings: not finite / <= 0) -> the original
 *   string, untouched.
 * - Numeric amounts (see `parseAmount`) are scaled and formatted with
 *   `formatAmount` in the given kind; a range becomes its scaled average
 *   ("2-3", 4 -> 6: "3,8" measured, "4" counted).
 * - An amount that starts with a number followed by a space or letter
 *   ("200 g", "2 große") has just that number scaled; the rest is kept.
 * - Everything else ("etwas", "eine Prise", "ca. 200 g") is returned unchanged.
 */
export function scaleAmount(amount: string, fromServings: number, toServings: number, kind: TAmountKind = 'measured'): string {
  if (fromServings === toServings) return amount;
  if (!Number.isFinite(fromServings) || !Number.isFinite(toServings)) return amount;
  if (fromServings <= 0 || toServings <= 0) return amount;

  const factor = toServings / fromServings;
  const text = normalize(amount);

  const full = AMOUNT_FULL.exec(text);
  if (full) {
    const value = evaluate(full);
    return value === null ? amount : formatAmount(value * factor, kind);
  }

  const prefix = AMOUNT_PREFIX.exec(text);
  if (prefix) {
    const value = evaluate(prefix);
    if (value === null) return amount;
    return formatAmount(value * factor, kind) + text.slice(prefix[0].length);
  }

  return amount;
}

/** An ingredient's amount at other servings, rounded by what its unit measures (`ingredientAmountKind`). */
export function scaleIngredientAmount(
  ingredient: { amount: string; unit: string },
  fromServings: number,
  toServings: number,
): string {
  return scaleAmount(ingredient.amount, fromServings, toServings, ingredientAmountKind(ingredient.amount, ingredient.unit));
}
