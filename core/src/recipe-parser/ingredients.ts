/** Public ingredient-line parsing. */
import { parseFragment, readFragmentParts } from './fragment';
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

/**
 * One ingredient line of a web page or structured list ('1 Dose/n Tomaten, stückige', 'n. B. Pfeffer') as one
 * ingredient, read by the caption rules: amounts as written but normalised ('1.5', '1/2', ranges like '2-3' keep
 * their text), canonical units, 'nach Geschmack' for seasonings without an amount, remarks in parentheses.
 * A page lists 'Salz und Pfeffer, schwarzer' as one row, so the line is not split: it reads as
 * 'Salz und schwarzer Pfeffer', nach Geschmack. Expects text without HTML; null when the line names no
 * ingredient ('', '30 Min.', 'Zutaten:').
 */
export function parseIngredient(line: string): TParsedIngredient | null {
  const text = cleanLine(line).text;
  const heading = detectHeading(text);
  const body = (heading ? heading.rest : text).replace(/[.;,]+\s*$/u, '').trim();
  if (body === '' || META_LABEL.test(body)) return null;
  return parseFragment(body);
}

/** An ingredient line as the recipe editor stores it. */
export interface TIngredientFields {
  amount: string;
  unit: string;
  name: string;
  note: string | null;
}

/**
 * The editor's live reading of a line as a person types it ('200 g Mehl, gesiebt' → 200 · g · Mehl · gesiebt):
 * parseIngredient's rules, with remarks in parentheses or after a comma as the note instead of inside the name.
 * Browser-safe (the web app imports it), so the editor and the importers read a line alike. Null when the line
 * names no ingredient.
 */
export function readIngredientFields(line: string): TIngredientFields | null {
  const text = cleanLine(line).text;
  const heading = detectHeading(text);
  const body = (heading ? heading.rest : text).replace(/[.;,]+\s*$/u, '').trim();
  if (body === '' || META_LABEL.test(body)) return null;
  const parts = readFragmentParts(body);
  if (!parts) return null;
  return {
    amount: parts.amount,
    unit: parts.unit,
    name: parts.name,
    note: parts.notes.length > 0 ? parts.notes.join(', ') : null,
  };
}
