/**
 * A learned second opinion on „is this a recipe to cook and eat?“: logistic regression over the caption's lower-cased
 * words, word pairs and word endings and a few readings of what the text is for (its measured items' share of foods,
 * words of eating, of a purpose other than food, of not eating). Trained by scripts/train-recipe-judge.ts on the
 * labelled captions the parser may be tuned on; its weights are judge-weights.ts. Used only as a veto: a text the rules
 * read as a recipe is refused when the judge is sure it is none; it never turns a refused text into a recipe.
 */
import { DEFAULT_SECTION, sectionOf } from '../kitchen/sections';
import { parseIngredientLine } from './ingredients';
import { isKnownIngredient } from './lexicon';
import { EATEN, NON_FOOD_PURPOSE, NOT_TO_EAT } from './non-food';

export interface TJudgeWeights {
  bias: number;
  /** Refuse when the probability of „no recipe“ is at least this. */
  threshold: number;
  weights: Readonly<Record<string, number>>;
}

const MIN_WORD = 2;
/** Word endings for compounds ('Düngerwasser', 'Hundekekse'): the last letters of a long word. */
const ENDING_CHARS = 5;
const MIN_COMPOUND = 8;
/** A line led by an amount ('2 EL Natron', '- 500 g Mehl'): a measured item whose name is judged as food or not. */
const MEASURED_LINE = /^[\s\-–•*·▪️✔️]*[\d½¼¾]/u;

function bucket(n: number, edges: readonly number[]): number {
  const index = edges.findIndex((edge) => n < edge);
  return index < 0 ? edges.length : index;
}

/** The share of the measured items that are foods, told in four steps (none measured, under a third, under two thirds, more). */
function foodShare(text: string): string {
  const items = text
    .split('\n')
    .filter((line) => MEASURED_LINE.test(line))
    .flatMap((line) => parseIngredientLine(line))
    .filter((i) => i.amount !== '' || i.unit !== '');
  if (items.length < 2) return 'few';
  const food = items.filter((i) => isKnownIngredient(i.name) || sectionOf(i.name) !== DEFAULT_SECTION).length;
  return String(bucket(food / items.length, [1 / 3, 2 / 3]));
}

/** The features a text turns on (each counts once): words, word pairs, word endings and readings of its purpose. */
export function judgeFeatures(text: string): string[] {
  const told = text.replace(/https?:\/\/\S+/gu, ' ').toLowerCase();
  const words = (told.match(/\p{L}+/gu) ?? []).filter((w) => w.length >= MIN_WORD);
  const features = new Set<string>();
  for (const [i, w] of words.entries()) {
    features.add(`w:${w}`);
    if (w.length >= MIN_COMPOUND) features.add(`e:${w.slice(-ENDING_CHARS)}`);
    const next = words[i + 1];
    if (next !== undefined) features.add(`b:${w}_${next}`);
  }
  const plain = text.replace(/#[\p{L}\d_]+/gu, ' ');
  const eaten = plain.match(new RegExp(EATEN.source, 'giu'))?.length ?? 0;
  features.add(`s:eat${bucket(eaten, [1, 2, 4])}`);
  if (NON_FOOD_PURPOSE.test(plain)) features.add('s:purpose');
  if (NOT_TO_EAT.test(plain)) features.add('s:noteat');
  features.add(`s:food${foodShare(text)}`);
  return [...features];
}

/** The probability the judge gives that the text is no recipe to cook and eat. */
export function noRecipeOdds(features: readonly string[], model: Pick<TJudgeWeights, 'bias' | 'weights'>): number {
  let z = model.bias;
  for (const f of features) z += model.weights[f] ?? 0;
  return 1 / (1 + Math.exp(-z));
}
