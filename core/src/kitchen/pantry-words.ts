import { foldGerman, ingredientAlternatives, stemGerman } from './german-words';
import { regionalAlternatives } from './regional-words';
import { isPantryStaple } from './sections';
import { ingredientKey } from './shopping-lines';

/**
 * Whether the pantry („Vorrat“) covers an ingredient, in the shopping list's words: both sides are merge keys
 * (shopping-lines.ts ingredientKey: stemmed, regional words as their standard word, sorted), so plurals and
 * „Paradeiser“/„Tomaten“ already meet. A pantry key covers a line key when each of its words is a word of the
 * line, as is or as the head of a compound: „Zwiebeln“ covers „rote Zwiebeln“, „Tomaten“ covers „Kirschtomaten“,
 * „Knoblauch“ covers „Knoblauchzehen“; „rote Zwiebeln“ does not cover „Zwiebeln“, and „Tomaten“ not „Tomatenmark“
 * (German compounds name what they are last). Pure and browser-safe.
 */

/** Parts a food is bought in, written after it in one word ('Knoblauchzehe', 'Zimtstange'): the food itself counts. */
const PART_STEMS = ['zehe', 'blatt', 'blatter', 'scheibe', 'stange', 'knolle', 'schote', 'zweig', 'stiel', 'wurfel'].map(
  stemGerman,
);
/** A compound's head must be this long to cover it ('Salz' in 'Meersalz'; 'Ei' is no 'Salbei'). */
const MIN_HEAD = 4;

function wordCovers(pantryWord: string, lineWord: string): boolean {
  if (pantryWord === lineWord) return true;
  if (pantryWord.length < MIN_HEAD) return false;
  if (lineWord.endsWith(pantryWord)) return true;
  return lineWord.startsWith(pantryWord) && PART_STEMS.includes(lineWord.slice(pantryWord.length));
}

export function keyCovers(pantryKey: string, lineKey: string): boolean {
  if (pantryKey === '' || lineKey === '') return false;
  if (pantryKey === lineKey) return true;
  const lineWords = lineKey.split(' ');
  return pantryKey.split(' ').every((word) => lineWords.some((lineWord) => wordCovers(word, lineWord)));
}

export function pantryCovers(pantryKeys: readonly string[], lineKey: string | null): boolean {
  return lineKey !== null && pantryKeys.some((key) => keyCovers(key, lineKey));
}

/** A pantry item's key: the shopping list's key, or the folded name for a name without words ('7up'). */
export function pantryKey(name: string): string {
  return ingredientKey(name) || foldGerman(name.trim()).slice(0, 200);
}

export interface TIngredientCoverage {
  /** Ingredients that count: not optional, not a staple (salt, pepper, water, oil, sugar: sections.ts). */
  counted: number;
  covered: number;
  /** Names of the counted ingredients the pantry lacks, as the recipe writes them. */
  missing: string[];
}

/** How much of a recipe's ingredients the pantry covers; an ingredient naming alternatives needs one of them. */
export function recipeCoverage(
  ingredients: readonly { name: string; optional?: boolean }[],
  pantryKeys: readonly string[],
): TIngredientCoverage {
  let counted = 0;
  let covered = 0;
  const missing: string[] = [];
  for (const ingredient of ingredients) {
    const name = ingredient.name.trim();
    if (name === '' || ingredient.optional === true || isPantryStaple(name)) continue;
    counted += 1;
    const alternatives = ingredientAlternatives(name);
    const keys = [ingredientKey(name), ...alternatives.map(ingredientKey)];
    if (keys.some((key) => pantryCovers(pantryKeys, key))) covered += 1;
    else missing.push(name);
  }
  return { counted, covered, missing };
}

/**
 * Folded words a recipe's search text must contain to be worth ranking: each pantry key's words with the other
 * words of their regional group ('tomate' also 'paradeiser'), for the database to pre-filter candidates.
 */
export function pantrySearchWords(names: readonly string[]): string[] {
  const words = new Set<string>();
  for (const name of names) {
    if (isPantryStaple(name)) continue;
    for (const word of foldGerman(name).match(/\p{L}{3,}/gu) ?? []) {
      words.add(word);
      for (const alternative of regionalAlternatives(word)) words.add(alternative);
    }
  }
  return [...words];
}
