import { parseIngredientLine, type TParsedIngredient } from '@kochclip/routers/recipe-parser';

/**
 * The one place website import reads an ingredient line ('1.5 Semmel(n) (altbacken)', '1 kl. Bund Petersilie',
 * 'Salz und Pfeffer, schwarzer') with the caption parser's German amount rules: swapping the parser's line
 * reader is a change of this line only.
 */
export function readIngredientLine(line: string): TParsedIngredient[] {
  return parseIngredientLine(line);
}
