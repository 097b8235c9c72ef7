import { amountKind } from './amount-rounding';
import { inflectUnit } from './ingredient-words';
import { formatAmount, parseAmount, parseAmountPrefix, parseAmountRange } from './portion-scaler';

/**
 * Amounts of the shopping list, in units a person adds up: weights in grams, volumes in millilitres, pieces
 * counted; spoons stay spoons and every other kitchen unit (Zehe, Dose, Bund, Prise, …) adds up on its own.
 */

/** The unit a quantity is kept in: 'g' and 'ml' for everything convertible, 'Stück' for counted items. */
export type TQuantityUnit = string;

export interface TQuantity {
  value: number;
  unit: TQuantityUnit;
}

export const GRAM = 'g';
export const MILLILITRE = 'ml';
export const PIECE = 'Stück';

interface TUnitRule {
  unit: TQuantityUnit;
  factor: number;
  forms: readonly string[];
}

/** Written forms (lower case, without a final '.') and what they become. */
const UNIT_RULES: readonly TUnitRule[] = [
  { unit: GRAM, factor: 1, forms: ['g', 'gr', 'gramm'] },
  { unit: GRAM, factor: 1000, forms: ['kg', 'kilo', 'kilogramm'] },
  { unit: GRAM, factor: 0.001, forms: ['mg', 'milligramm'] },
  { unit: MILLILITRE, factor: 1, forms: ['ml', 'milliliter'] },
  { unit: MILLILITRE, factor: 10, forms: ['cl', 'zentiliter'] },
  { unit: MILLILITRE, factor: 100, forms: ['dl', 'deziliter'] },
  { unit: MILLILITRE, factor: 1000, forms: ['l', 'liter', 'ltr'] },
  { unit: PIECE, factor: 1, forms: ['', 'stück', 'stk', 'st', 'stücke', 'stueck'] },
  { unit: 'EL', factor: 1, forms: ['el', 'essl', 'esslöffel', 'eßlöffel'] },
  { unit: 'TL', factor: 1, forms: ['tl', 'teel', 'teelöffel'] },
  { unit: 'Prise', factor: 1, forms: ['prise', 'prisen'] },
  { unit: 'Msp.', factor: 1, forms: ['msp', 'messerspitze', 'messerspitzen'] },
  { unit: 'Zehe', factor: 1, forms: ['zehe', 'zehen'] },
  { unit: 'Dose', factor: 1, forms: ['dose', 'dosen', 'ds'] },
  { unit: 'Bund', factor: 1, forms: ['bund', 'bd'] },
  { unit: 'Becher', factor: 1, forms: ['becher'] },
  { unit: 'Pck.', factor: 1, forms: ['pck', 'päckchen', 'packung', 'packungen', 'pkt', 'tüte', 'beutel'] },
  { unit: 'Scheibe', factor: 1, forms: ['scheibe', 'scheiben'] },
  { unit: 'Handvoll', factor: 1, forms: ['handvoll', 'hand voll'] },
  { unit: 'Tasse', factor: 1, forms: ['tasse', 'tassen'] },
  { unit: 'Glas', factor: 1, forms: ['glas', 'gläser'] },
  { unit: 'Zweig', factor: 1, forms: ['zweig', 'zweige', 'stiel', 'stiele'] },
  { unit: 'Blatt', factor: 1, forms: ['blatt', 'blätter'] },
  { unit: 'Stange', factor: 1, forms: ['stange', 'stangen'] },
  { unit: 'Knolle', factor: 1, forms: ['knolle', 'knollen'] },
  { unit: 'Kopf', factor: 1, forms: ['kopf', 'köpfe'] },
  { unit: 'Würfel', factor: 1, forms: ['würfel'] },
  { unit: 'Schuss', factor: 1, forms: ['schuss', 'spritzer'] },
];

const RULE_BY_FORM = new Map(UNIT_RULES.flatMap((rule) => rule.forms.map((form) => [form, rule] as const)));

/** Units that say 'as much as you like': the item is listed once, without an amount. */
const TO_TASTE = /^(?:nach\s+geschmack|n\.\s*g\.|nach\s+belieben|n\.\s*b\.|nach\s+bedarf|etwas|optional|zum\s+\p{L}+)$/iu;

function ruleFor(unit: string): TUnitRule | undefined {
  const key = unit.trim().toLowerCase().replace(/\.$/, '');
  return RULE_BY_FORM.get(key);
}

/** What one ingredient line asks for: a quantity, or none ('nach Geschmack', 'etwas', no amount at all). */
export type TAmountReading = { kind: 'quantity'; quantity: TQuantity } | { kind: 'unspecified'; note: string | null };

/**
 * Reads amount and unit as the recipe stores them, scaled by `factor` (the chosen servings over the recipe's).
 * A range buys its upper end ('2-3' Zwiebeln -> 3). Amounts that are no number ('etwas', 'eine Prise') and
 * units nobody can add up keep their words as a note.
 */
export function readAmount(amount: string, unit: string, factor = 1): TAmountReading {
  const amountText = amount.trim();
  const unitText = unit.trim();
  if (TO_TASTE.test(unitText) || TO_TASTE.test(amountText)) return { kind: 'unspecified', note: null };
  let range = amountText === '' ? null : parseAmountRange(amountText);
  let unitWords = unitText;
  if (range === null && amountText !== '') {
    // '200 g' or '2 große' written into the amount field.
    const prefix = parseAmountPrefix(amountText);
    if (prefix && (unitText === '' || ruleFor(prefix.rest) !== undefined)) {
      range = prefix.range;
      unitWords = ruleFor(prefix.rest) ? prefix.rest : unitText;
    }
  }
  if (range === null) {
    const note = [amountText, unitText].filter(Boolean).join(' ');
    return { kind: 'unspecified', note: note || null };
  }
  const rule = ruleFor(unitWords);
  const value = range.max * factor;
  if (!rule) return { kind: 'quantity', quantity: { value, unit: unitWords } };
  return { kind: 'quantity', quantity: { value: value * rule.factor, unit: rule.unit } };
}

/** Adds quantities of the same unit; different units stay side by side (200 g and 2 EL). */
export function addQuantities(into: readonly TQuantity[], more: readonly TQuantity[]): TQuantity[] {
  const sums = new Map<string, number>();
  for (const quantity of [...into, ...more]) sums.set(quantity.unit, (sums.get(quantity.unit) ?? 0) + quantity.value);
  return [...sums].map(([unit, value]) => ({ unit, value }));
}

/** German decimal with at most `decimals` places and no trailing zeros: 1,25 / 700 / 0,5. */
function decimalText(value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round((value + Number.EPSILON) * factor) / factor;
  return rounded
    .toFixed(decimals)
    .replace(/(\.\d*?)0+$/, '$1')
    .replace(/\.$/, '')
    .replace('.', ',');
}

/** 700 g, 1,25 kg, 7,5 g: grams below a kilo, kilos from there. */
function metricText(value: number, small: string, large: string): string {
  if (value >= 1000) return `${decimalText(value / 1000, 2)} ${large}`;
  return `${decimalText(value, value >= 10 ? 0 : 1)} ${small}`;
}

/** Order of units on a line: weights and volumes, pieces, spoons, the rest by name. */
const UNIT_ORDER = [GRAM, MILLILITRE, PIECE, 'EL', 'TL'];
const unitRank = (unit: string) => {
  const rank = UNIT_ORDER.indexOf(unit);
  return rank === -1 ? UNIT_ORDER.length : rank;
};

/** What is bought whole: 4,5 Eier are 5 Eier in the basket, half a Bund is a Bund. */
const WHOLE_UNITS = new Set([PIECE, 'Dose', 'Bund', 'Becher', 'Pck.', 'Glas', 'Stange', 'Knolle', 'Kopf', 'Zehe', 'Würfel']);

/** The amount to buy: whole units rounded up (a hair of float error does not add one), the rest as measured. */
export function amountToBuy(quantity: TQuantity): number {
  return WHOLE_UNITS.has(quantity.unit) ? Math.ceil(quantity.value - 1e-9) : quantity.value;
}

export function quantityText(quantity: TQuantity): string {
  const value = amountToBuy(quantity);
  if (quantity.unit === GRAM) return metricText(value, 'g', 'kg');
  if (quantity.unit === MILLILITRE) return metricText(value, 'ml', 'l');
  if (quantity.unit === PIECE) return formatAmount(value, 'counted');
  // '2 Zehen', '3 Dosen', '1 1/2 Prisen', '1 Prise' (never '0,17 Prise'), as the recipe page writes them.
  const amount = formatAmount(value, amountKind(quantity.unit));
  return `${amount} ${inflectUnit(quantity.unit, parseAmount(amount) ?? value)}`;
}

/** A line's amount as a person writes it: '700 g', '2 EL + 1 TL', '3'; empty when it has none. */
export function quantitiesText(quantities: readonly TQuantity[]): string {
  return [...quantities]
    .filter((quantity) => quantity.value > 0)
    .sort((a, b) => unitRank(a.unit) - unitRank(b.unit) || a.unit.localeCompare(b.unit, 'de'))
    .map(quantityText)
    .join(' + ');
}
