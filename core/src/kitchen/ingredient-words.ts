import { parseAmountRange, scaleIngredientAmount } from './portion-scaler';

/** Singular and plural of the units recipes use; units not listed (g, EL, Bund, Stück, Handvoll …) never change. */
const UNIT_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['Zehe', 'Zehen'],
  ['Dose', 'Dosen'],
  ['Prise', 'Prisen'],
  ['Scheibe', 'Scheiben'],
  ['Stange', 'Stangen'],
  ['Tasse', 'Tassen'],
  ['Flasche', 'Flaschen'],
  ['Packung', 'Packungen'],
  ['Knolle', 'Knollen'],
  ['Kugel', 'Kugeln'],
  ['Tüte', 'Tüten'],
  ['Schote', 'Schoten'],
  ['Messerspitze', 'Messerspitzen'],
  ['Glas', 'Gläser'],
  ['Blatt', 'Blätter'],
  ['Zweig', 'Zweige'],
  ['Stiel', 'Stiele'],
  ['Kopf', 'Köpfe'],
  ['Becher', 'Becher'],
];

/**
 * Countable foods by their last part, so compounds follow ('Knoblauchzehe', 'Gewürzgurke', 'Lorbeerblatt').
 * Nouns whose plural equals the singular (Brötchen, Würstchen, Eigelb, Zucchini) need no entry.
 */
const NOUN_FORMS: ReadonlyArray<readonly [string, string]> = [
  ['ei', 'eier'],
  ['zwiebel', 'zwiebeln'],
  ['schalotte', 'schalotten'],
  ['tomate', 'tomaten'],
  ['kartoffel', 'kartoffeln'],
  ['karotte', 'karotten'],
  ['möhre', 'möhren'],
  ['paprikaschote', 'paprikaschoten'],
  ['schote', 'schoten'],
  ['zitrone', 'zitronen'],
  ['limette', 'limetten'],
  ['orange', 'orangen'],
  ['apfel', 'äpfel'],
  ['birne', 'birnen'],
  ['banane', 'bananen'],
  ['avocado', 'avocados'],
  ['zehe', 'zehen'],
  ['gurke', 'gurken'],
  ['aubergine', 'auberginen'],
  ['blatt', 'blätter'],
  ['filet', 'filets'],
  ['schnitzel', 'schnitzel'],
  ['roulade', 'rouladen'],
  ['tortilla', 'tortillas'],
  ['champignon', 'champignons'],
  ['knödel', 'knödel'],
  ['wurst', 'würste'],
  ['brust', 'brüste'],
  ['keule', 'keulen'],
  ['stange', 'stangen'],
  ['nuss', 'nüsse'],
  ['feige', 'feigen'],
  ['dattel', 'datteln'],
  ['pflaume', 'pflaumen'],
  ['aprikose', 'aprikosen'],
  ['chili', 'chilis'],
  ['peperoni', 'peperoni'],
  ['scheibe', 'scheiben'],
  ['brot', 'brote'],
  ['huhn', 'hühner'],
  ['kopf', 'köpfe'],
];

/** More than one takes the plural: '1 Zehe', '½ Zehe', '1,5 Zehen', '2-3 Zehen'. */
export const isPlural = (quantity: number) => quantity > 1;

/** 'Zehe' or 'Zehen' for a quantity, whichever form the recipe stored; other units unchanged. */
export function inflectUnit(unit: string, quantity: number): string {
  const trimmed = unit.trim();
  const forms = UNIT_FORMS.find(([one, many]) => one === trimmed || many === trimmed);
  if (!forms) return trimmed;
  return isPlural(quantity) ? forms[1] : forms[0];
}

function matchCase(template: string, word: string): string {
  const first = template.charAt(0);
  return first === first.toUpperCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

function inflectWord(word: string, quantity: number): string {
  const lower = word.toLowerCase();
  for (const [one, many] of NOUN_FORMS) {
    const from = isPlural(quantity) ? one : many;
    const to = isPlural(quantity) ? many : one;
    // Compounds only for endings of four letters or more: 'Salbei' is no egg.
    if (lower === from || (from.length >= 4 && lower.endsWith(from))) {
      const stem = word.slice(0, word.length - from.length);
      return stem === '' ? matchCase(word, to) : stem + to;
    }
  }
  return word;
}

/**
 * A countable food in the number it is counted in: '4 Eier', '1 rote Zwiebel', '3 Zwiebeln (gewürfelt)'. Only the
 * last word before a comma or parenthesis changes, so adjectives and notes stay as written.
 */
export function inflectNoun(name: string, quantity: number): string {
  const match = /^(.*?)([\p{L}-]+)(\s*(?:[,(].*)?)$/u.exec(name);
  if (!match) return name;
  const [, before = '', word = '', after = ''] = match;
  return before + inflectWord(word, quantity) + after;
}

export interface TIngredientText {
  amount: string;
  name: string;
}

/** Without a unit or counted in 'Stück', the food itself is counted; with another unit the unit is ('2 Zehen Knoblauch'). */
const COUNTS_THE_FOOD = new Set(['', 'stück', 'stk.', 'stk']);

/**
 * An ingredient line for display at a number of servings: the scaled amount (rounded by what it measures, see
 * portion-scaler.ts) with its unit in the right number, and the name in the right number where the food is
 * counted. Amounts that are not numbers ('nach Geschmack') stay as written. Every surface writes ingredients with
 * it: recipe page, cooking mode, print views, public HTML, JSON-LD and Markdown (recipe-json-ld.ts).
 */
export function ingredientText(
  ingredient: { amount: string; unit: string; name: string },
  fromServings: number,
  toServings: number,
): TIngredientText {
  const amount = scaleIngredientAmount(ingredient, fromServings, toServings);
  const range = parseAmountRange(amount);
  if (!range) return { amount: [amount, ingredient.unit.trim()].filter(Boolean).join(' '), name: ingredient.name };
  const unit = inflectUnit(ingredient.unit, range.max);
  const name = COUNTS_THE_FOOD.has(unit.toLowerCase()) ? inflectNoun(ingredient.name, range.max) : ingredient.name;
  return { amount: [amount, unit].filter(Boolean).join(' '), name };
}
