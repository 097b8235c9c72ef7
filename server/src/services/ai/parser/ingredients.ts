/** Public ingredient-line parsing. */
import { parseFragment } from './fragment';
import { splitIngredientList } from './ingredient-split';
import { META_LABEL } from './lexicon';
import { detectHeading } from './sections';
import { cleanLine } from './text';
import type { TParsedIngredient } from './types';

/** Parses already cleaned ingredient text into 0..n ingredients. */
export function parseIngredientText(text: string): TParsedIngredient[] {
  if (META_LABEL.test(text)) return [];
  return splitIngredientList(text)
    .map(parseFragment)
    .filter((i): i is TParsedIngredient => i !== null);
}

/**
 * Parses one raw ingredient line ('- 1 Dose (400 g) Tomaten', '🧄 2 Zehen Knoblauch', 'Salz und Pfeffer')
 * into 0..n ingredients.
 */
export function parseIngredientLine(line: string): TParsedIngredient[] {
  const text = cleanLine(line).text;
  // 'Zutaten: 200 g Nudeln, 1 Zwiebel' → the list after the heading; a bare heading holds none.
  const heading = detectHeading(text);
  return parseIngredientText(heading ? heading.rest : text);
}
