/** Turns recipe shorthand into German that a speech engine reads naturally. */
import { inflectNoun, inflectUnit, isPlural, parseAmountRange } from '@kochclip/core';

const SMALL_NUMBERS = ['null', 'ein', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];

/** Units as spoken, singular (for exactly one) and plural; feminine ones take "eine". */
const UNITS: Record<string, { one: string; many: string; feminine?: boolean }> = {
  g: { one: 'Gramm', many: 'Gramm' },
  gr: { one: 'Gramm', many: 'Gramm' },
  kg: { one: 'Kilogramm', many: 'Kilogramm' },
  mg: { one: 'Milligramm', many: 'Milligramm' },
  ml: { one: 'Milliliter', many: 'Milliliter' },
  cl: { one: 'Zentiliter', many: 'Zentiliter' },
  dl: { one: 'Deziliter', many: 'Deziliter' },
  l: { one: 'Liter', many: 'Liter' },
  el: { one: 'Esslöffel', many: 'Esslöffel' },
  tl: { one: 'Teelöffel', many: 'Teelöffel' },
  msp: { one: 'Messerspitze', many: 'Messerspitzen', feminine: true },
  prise: { one: 'Prise', many: 'Prisen', feminine: true },
  prisen: { one: 'Prise', many: 'Prisen', feminine: true },
  stk: { one: 'Stück', many: 'Stück' },
  stück: { one: 'Stück', many: 'Stück' },
  pck: { one: 'Päckchen', many: 'Päckchen' },
  pkg: { one: 'Packung', many: 'Packungen', feminine: true },
  packung: { one: 'Packung', many: 'Packungen', feminine: true },
  dose: { one: 'Dose', many: 'Dosen', feminine: true },
  dosen: { one: 'Dose', many: 'Dosen', feminine: true },
  tasse: { one: 'Tasse', many: 'Tassen', feminine: true },
  tassen: { one: 'Tasse', many: 'Tassen', feminine: true },
  zehe: { one: 'Zehe', many: 'Zehen', feminine: true },
  zehen: { one: 'Zehe', many: 'Zehen', feminine: true },
  bund: { one: 'Bund', many: 'Bund' },
  becher: { one: 'Becher', many: 'Becher' },
  scheibe: { one: 'Scheibe', many: 'Scheiben', feminine: true },
  scheiben: { one: 'Scheibe', many: 'Scheiben', feminine: true },
  handvoll: { one: 'Handvoll', many: 'Handvoll', feminine: true },
};

const FRACTIONS: Record<string, string> = {
  '1/2': 'einhalb',
  '½': 'einhalb',
  '1/4': 'ein Viertel',
  '¼': 'ein Viertel',
  '3/4': 'drei Viertel',
  '¾': 'drei Viertel',
  '1/3': 'ein Drittel',
  '⅓': 'ein Drittel',
  '2/3': 'zwei Drittel',
  '⅔': 'zwei Drittel',
  '1,5': 'eineinhalb',
  '1.5': 'eineinhalb',
  '1 1/2': 'eineinhalb',
  '2,5': 'zweieinhalb',
  '2.5': 'zweieinhalb',
  '0,5': 'einhalb',
  '0.5': 'einhalb',
};

/** "2" → "zwei", "200" stays "200" (read well as a number), "1,5" → "eineinhalb", "2-3" → "zwei bis drei". */
export function spokenAmount(amount: string, feminine = false): string {
  const text = amount.trim();
  const range = /^(\S+)\s*[-–]\s*(\S+)$/.exec(text);
  if (range?.[1] && range[2]) return `${spokenAmount(range[1], feminine)} bis ${spokenAmount(range[2], feminine)}`;
  const fraction = FRACTIONS[text];
  if (fraction) return fraction;
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    if (n === 1) return feminine ? 'eine' : 'ein';
    return n <= 12 ? (SMALL_NUMBERS[n] ?? text) : text;
  }
  return text.replace(/(\d),(\d)/g, '$1 Komma $2');
}

/** Without a unit or counted in 'Stück', the food itself takes the number of the amount ('vier Eier'). */
const COUNTS_THE_FOOD = new Set(['', 'stk', 'stück']);

/**
 * "2", "EL", "Olivenöl" → "zwei Esslöffel Olivenöl"; "1", "Prise", "Salz" → "eine Prise Salz"; "4", "", "Ei" →
 * "vier Eier". Units and counted foods take the number of the amount, as on the recipe page (ingredient-words.ts).
 */
export function spokenIngredient(ingredient: {
  name: string;
  amount: string;
  unit: string;
  note?: string | null;
  optional?: boolean;
}): string {
  const unitKey = ingredient.unit.trim().toLowerCase().replace(/\.$/, '');
  const unit = UNITS[unitKey];
  const quantity = parseAmountRange(ingredient.amount)?.max ?? null;
  const amount = ingredient.amount.trim() ? spokenAmount(ingredient.amount, unit?.feminine) : '';
  const plural = quantity === null || isPlural(quantity);
  const unitWord = unit
    ? plural
      ? unit.many
      : unit.one
    : quantity === null
      ? ingredient.unit.trim()
      : inflectUnit(ingredient.unit, quantity);
  const name =
    quantity !== null && COUNTS_THE_FOOD.has(unitKey) ? inflectNoun(ingredient.name.trim(), quantity) : ingredient.name.trim();
  const line = [amount, unitWord, name].filter(Boolean).join(' ');
  // „200 Gramm Mehl, gesiebt“: the note as written after the name, „optional“ last.
  const note = ingredient.note?.trim() ? `, ${spokenText(ingredient.note)}` : '';
  return `${line}${note}${ingredient.optional ? ', optional' : ''}`;
}

const ABBREVIATIONS: [RegExp, string][] = [
  [/(\d)\s*°\s*C\b/g, '$1 Grad'],
  [/(\d)\s*°/g, '$1 Grad'],
  [/\bca\.\s*/g, 'circa '],
  [/\bz\.\s*B\.\s*/g, 'zum Beispiel '],
  [/\bevtl\.\s*/g, 'eventuell '],
  [/\bbzw\.\s*/g, 'beziehungsweise '],
  [/\bgeh\.\s*/g, 'gehäufte '],
  [/(\d)\s*Min\.?(?=\s|$|[,.;!?)])/g, '$1 Minuten'],
  [/(\d)\s*Std\.?(?=\s|$|[,.;!?)])/g, '$1 Stunden'],
  [/(\d)\s*Sek\.?(?=\s|$|[,.;!?)])/g, '$1 Sekunden'],
  [/(\d)\s*kg\b/g, '$1 Kilogramm'],
  [/(\d)\s*g\b/g, '$1 Gramm'],
  [/(\d)\s*ml\b/g, '$1 Milliliter'],
  [/(\d)\s*l\b/g, '$1 Liter'],
  [/(\d)\s*cm\b/g, '$1 Zentimeter'],
  [/\bEL\b/g, 'Esslöffel'],
  [/\bTL\b/g, 'Teelöffel'],
  [/(\d),(\d)/g, '$1 Komma $2'],
  [/(^|[^\d,]\s?)\b1 Minuten\b/g, '$1eine Minute'],
  [/(^|[^\d,]\s?)\b1 Stunden\b/g, '$1eine Stunde'],
  [/(^|[^\d,]\s?)\b1 Sekunden\b/g, '$1eine Sekunde'],
  [/\s{2,}/g, ' '],
];

/** Expands units and abbreviations inside a sentence: "bei 180 °C 25 Min. backen" → "bei 180 Grad 25 Minuten backen". */
export function spokenText(text: string): string {
  let spoken = text.trim();
  for (const [pattern, replacement] of ABBREVIATIONS) spoken = spoken.replace(pattern, replacement);
  spoken = spoken.replace(/\b(\d{1,2}) (Esslöffel|Teelöffel)/g, (_m, n: string, unit: string) => `${spokenAmount(n)} ${unit}`);
  return spoken;
}

/** Ends a sentence so the engine pauses after it. */
export const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);
