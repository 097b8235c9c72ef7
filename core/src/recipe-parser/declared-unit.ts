/**
 * A unit declared once for the whole list: 'Bei mir wird alles in Gramm gewogen: 500 Mehl, 325 Wasser …',
 * 'Rührkuchen (Mengen in Gramm)'. The bare numbers that follow are grams.
 */
import type { TParsedRecipe } from './types';

const GRAMS_DECLARED =
  /(?:alles|(?:alle\s+)?(?:angaben|mengen|mengenangaben|zutaten))\s+(?:sind\s+|werden\s+)?in\s+(?:gramm|g)(?![\p{L}])/iu;
const BARE_NUMBER = /^\d+(?:[.,]\d+)?$/u;
/** Eggs are counted even where everything else is weighed ('4 Eier'). */
const COUNTED = /^(?:ei(?:er)?|eigelbe?|eiweiße?|eiklar)(?![\p{L}])/iu;

/** The ingredients with the declared grams given to their bare numbers; unchanged when the text declares none. */
export function withDeclaredGrams(text: string, ingredients: TParsedRecipe['ingredients']): TParsedRecipe['ingredients'] {
  if (!GRAMS_DECLARED.test(text)) return ingredients;
  return ingredients.map((i) => (i.unit === '' && BARE_NUMBER.test(i.amount) && !COUNTED.test(i.name) ? { ...i, unit: 'g' } : i));
}
