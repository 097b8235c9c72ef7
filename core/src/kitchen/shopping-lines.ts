import { ingredientAlternatives, stemGerman, withoutPurpose, wordsOf } from './german-words';
import { inflectNoun } from './ingredient-words';
import { standardName } from './regional-words';
import { addQuantities, amountToBuy, PIECE, quantitiesText, readAmount, type TQuantity } from './quantities';
import { isPantryStaple, sectionOf, type TShoppingSection } from './sections';

/**
 * Recipe ingredients turned into shopping-list lines and merged as a person would: the same ingredient from
 * several recipes becomes one line with its amounts added up in converted units, and remembers the recipes it
 * came from. Pure and browser-safe; the server stores the lines, the web app shows them.
 */

export interface TShoppingSource {
  recipeId: number;
  title: string;
}

export interface TShoppingLine {
  /** What lines merge by: the ingredient's words, stemmed and sorted ('zwiebel' for 'Zwiebeln' and 'Zwiebel'). */
  key: string;
  name: string;
  quantities: TQuantity[];
  /** Amounts nobody can add up, kept as written ('1 Stange'); a line without quantities and notes has no amount. */
  notes: string[];
  section: TShoppingSection;
  staple: boolean;
  sources: TShoppingSource[];
}

export interface TRecipeForShopping {
  id: number;
  title: string;
  servings: number;
  /**
   * A note („gesiebt“) never enters a line: what is bought is the same, so „Mehl, gesiebt“ and „Mehl“ merge. An
   * optional ingredient is added like any other; the member removes what they skip (a mark could not survive
   * merging with the same ingredient that another recipe needs).
   */
  ingredients: readonly { name: string; amount: string; unit: string; note?: string | null; optional?: boolean }[];
}

/** Words that say how an ingredient is cut or kept, not what to buy: 'frische Petersilie' is 'Petersilie'. */
const PREPARATION_STEMS = new Set(
  [
    'frisch',
    'fein',
    'grob',
    'klein',
    'gross',
    'mittelgross',
    'gewurfelt',
    'geschalt',
    'zimmerwarm',
    'kalt',
    'weich',
    'reif',
    'bio',
    'optional',
    'ca',
    'etwa',
    'gut',
    'sehr',
  ].map(stemGerman),
);

/**
 * The key lines merge by; two names that differ only in number, case, order, preparation or regional word share it
 * ('2 Paradeiser' and '3 Tomaten', 'Topfen' and 'Quark': regional-words.ts).
 */
export function ingredientKey(name: string): string {
  const plain = withoutPurpose(name.replace(/\([^)]*\)?/g, ' ').replace(/\[[^\]]*\]?/g, ' '));
  const stems = wordsOf(standardName(plain))
    .map((word) => stemGerman(word.text.replaceAll('-', '')))
    .filter((stem) => stem.length > 0 && !PREPARATION_STEMS.has(stem));
  return [...new Set(stems)].sort().join(' ');
}

/** A name without brackets and purpose, as the list shows it ('Butter zum Ausbacken' -> 'Butter'). */
function listName(name: string): string {
  const plain = withoutPurpose(
    name
      .replace(/\([^)]*\)?/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  return plain || name.trim();
}

function lineOf(name: string, unit: string, source: TShoppingSource, reading: ReturnType<typeof readAmount>): TShoppingLine {
  return {
    key: ingredientKey(name),
    name: listName(name),
    quantities: reading.kind === 'quantity' ? [reading.quantity] : [],
    notes: reading.kind === 'unspecified' && reading.note ? [reading.note] : [],
    section: sectionOf(name, unit),
    staple: isPantryStaple(name),
    sources: [source],
  };
}

/**
 * The lines of one recipe at the chosen servings. An ingredient without amount that names several things
 * ('Salz und Pfeffer' nach Geschmack) becomes one line each, so they merge with the other recipes' Salz.
 */
export function linesFromRecipe(recipe: TRecipeForShopping, servings: number): TShoppingLine[] {
  const factor = recipe.servings > 0 && servings > 0 ? servings / recipe.servings : 1;
  const source = { recipeId: recipe.id, title: recipe.title };
  const lines: TShoppingLine[] = [];
  for (const ingredient of recipe.ingredients) {
    if (ingredient.name.trim() === '') continue;
    const reading = readAmount(ingredient.amount, ingredient.unit, factor);
    const alternatives = ingredientAlternatives(ingredient.name);
    if (reading.kind === 'unspecified' && reading.note === null && alternatives.length > 1) {
      for (const alternative of alternatives) lines.push(lineOf(alternative, ingredient.unit, source, reading));
    } else {
      lines.push(lineOf(ingredient.name, ingredient.unit, source, reading));
    }
  }
  return mergeLines(lines);
}

/** One line from two of the same key: amounts added per unit, notes and sources once each. */
export function mergeLine(into: TShoppingLine, more: TShoppingLine): TShoppingLine {
  const sources = [...into.sources];
  for (const source of more.sources) {
    if (!sources.some((known) => known.recipeId === source.recipeId)) sources.push(source);
  }
  return {
    ...into,
    quantities: addQuantities(into.quantities, more.quantities),
    notes: [...new Set([...into.notes, ...more.notes])],
    staple: into.staple && more.staple,
    sources,
  };
}

/** Lines merged by key, in the order each key first appears. */
export function mergeLines(lines: readonly TShoppingLine[]): TShoppingLine[] {
  const byKey = new Map<string, TShoppingLine>();
  for (const line of lines) {
    const known = byKey.get(line.key);
    byKey.set(line.key, known ? mergeLine(known, line) : line);
  }
  return [...byKey.values()];
}

/** A line's amount: '700 g', '2 EL + 1 TL', '1 Stange'; empty for 'nach Geschmack'. */
export function lineAmount(line: Pick<TShoppingLine, 'quantities' | 'notes'>): string {
  return [quantitiesText(line.quantities), ...line.notes].filter(Boolean).join(' + ');
}

/** The name as the list shows it next to its amount: '3 Zwiebeln', not '3 Zwiebel' (ingredient-words.ts inflects). */
export function lineName(line: Pick<TShoppingLine, 'name' | 'quantities' | 'notes'>): string {
  const [only] = line.quantities;
  if (line.quantities.length !== 1 || line.notes.length > 0 || only?.unit !== PIECE) return line.name;
  return inflectNoun(line.name, amountToBuy(only));
}
