/**
 * Scoring for the recipe-text parser, shared by the corpus unit test and scripts/eval-parser.ts.
 *
 * Ingredient match: an expected ingredient matches a parsed one when
 *  - names match: lowercase, trimmed, whitespace collapsed, parenthesised notes removed (umlauts kept);
 *    equal, or one contains the other as a whole-word sequence ('rote Zwiebel' ~ 'Zwiebel',
 *    but 'Knoblauchzehen' !~ 'Knoblauch'),
 *  - amounts are equal after normalisation: fractions, decimals and decimal commas compare by value
 *    ('1/2' == '0,5' == '0.5', '1 1/2' == '1.5'); ranges compare by text after normalising dashes/spaces,
 *  - units are equal (exact canonical string).
 * Each parsed ingredient can match at most one expected ingredient (exact name matches are paired first).
 *
 * Precision = matches / parsed, recall = matches / expected, F1 micro-averaged over all recipe cases
 * (a recipe case where the parser returns null contributes 0 parsed ingredients).
 * Step-count accuracy = share of recipe cases whose parsed step count equals the expected count
 * (null result counts as wrong); 'steps ±1' allows one step more or less.
 * Amount+unit exact = of the expected ingredients whose name is found among the parsed ones (paired by name
 * only), the share whose amount and unit are also right. Tag accuracy = share of recipe cases labelled with
 * tags whose parsed tag set equals the label. Servings accuracy = share of recipe cases where parsed servings equal
 * the label (both absent counts as equal).
 * No-recipe detection = share of null-labelled cases for which the parser returned null.
 */
import type { TParsedIngredient, TParsedRecipe } from '@kochclip/core/recipe-parser';

export type TParserSource = 'caption' | 'pdf' | 'ocr' | 'none';

export interface TExpectedRecipe {
  ingredients: TParsedIngredient[];
  stepCount: number;
  servings?: number;
  /** Tags from the caption's hashtags: without '#', lower case, deduplicated, ad disclosures left out. */
  tags?: string[];
}

export interface TParserCase {
  id: string;
  source: TParserSource;
  text: string;
  expected: TExpectedRecipe | null;
}

export interface TCaseScore {
  id: string;
  source: TParserSource;
  /** True for cases labelled null. */
  noRecipe: boolean;
  nullCorrect: boolean;
  matched: number;
  parsed: number;
  expected: number;
  stepsExpected: number;
  stepsParsed: number | null;
  stepsCorrect: boolean;
  stepsWithinOne: boolean;
  /** Expected ingredients whose name was found among the parsed ones, and of those the ones with amount+unit right. */
  namePaired: number;
  amountUnitExact: number;
  /** null when the case has no tag label. */
  tagsCorrect: boolean | null;
  servingsCorrect: boolean;
  missing: TParsedIngredient[];
  extra: TParsedIngredient[];
}

export interface TAggregate {
  cases: number;
  recipeCases: number;
  precision: number;
  recall: number;
  f1: number;
  stepAccuracy: number;
  stepWithinOne: number;
  amountUnitExact: number;
  tagAccuracy: number;
  servingsAccuracy: number;
  nullCases: number;
  nullDetection: number;
  /** Share of recipe cases wrongly returned as null. */
  falseNull: number;
}

export function normaliseName(name: string): string {
  let s = name.toLowerCase();
  let prev = '';
  while (prev !== s) {
    prev = s;
    s = s.replace(/\([^()]*\)/g, ' ');
  }
  return s
    .replace(/[,;:.!?"„“”]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

function containsWords(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((w, j) => haystack[i + j] === w)) return true;
  }
  return false;
}

export function namesMatch(a: string, b: string): boolean {
  const na = normaliseName(a);
  const nb = normaliseName(b);
  if (na === '' || nb === '') return false;
  if (na === nb) return true;
  const wa = na.split(' ');
  const wb = nb.split(' ');
  return containsWords(wa, wb) || containsWords(wb, wa);
}

const UNICODE_FRACTIONS: Record<string, string> = { '½': '1/2', '¼': '1/4', '¾': '3/4', '⅓': '1/3', '⅔': '2/3', '⅛': '1/8' };

function amountValue(text: string): number | null {
  const s = text.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(s);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const frac = /^(\d+)\/(\d+)$/.exec(s);
  if (frac) return Number(frac[1]) / Number(frac[2]);
  if (/^\d+(?:\.\d+)?$/.test(s)) return Number(s);
  return null;
}

export function normaliseAmount(amount: string): string {
  let s = amount.trim().replace(/\u2044/g, '/');
  s = s.replace(/(\d)\s*([½¼¾⅓⅔⅛])/g, '$1 $2');
  s = s.replace(/[½¼¾⅓⅔⅛]/g, (c) => UNICODE_FRACTIONS[c] ?? c);
  s = s.replace(/(\d),(\d)/g, '$1.$2').replace(/\s*\/\s*/g, '/');
  s = s.replace(/\s*(?:-|–|—|bis)\s*/g, '-').replace(/\s+/g, ' ');
  const parts = s.split('-');
  return parts
    .map((p) => {
      const v = amountValue(p);
      return v === null ? p : String(Math.round(v * 1000) / 1000);
    })
    .join('-');
}

export function amountsEqual(a: string, b: string): boolean {
  return normaliseAmount(a) === normaliseAmount(b);
}

export function ingredientMatches(expected: TParsedIngredient, parsed: TParsedIngredient): boolean {
  return expected.unit === parsed.unit && amountsEqual(expected.amount, parsed.amount) && namesMatch(expected.name, parsed.name);
}

export interface TIngredientMatch {
  matched: number;
  missing: TParsedIngredient[];
  extra: TParsedIngredient[];
}

export function matchIngredients(expected: TParsedIngredient[], parsed: TParsedIngredient[]): TIngredientMatch {
  const used = new Set<number>();
  const pairedExpected = new Set<number>();
  const passes: Array<(e: TParsedIngredient, p: TParsedIngredient) => boolean> = [
    (e, p) => ingredientMatches(e, p) && normaliseName(e.name) === normaliseName(p.name),
    ingredientMatches,
  ];
  for (const pass of passes) {
    expected.forEach((e, ei) => {
      if (pairedExpected.has(ei)) return;
      const pi = parsed.findIndex((p, i) => !used.has(i) && pass(e, p));
      if (pi >= 0) {
        used.add(pi);
        pairedExpected.add(ei);
      }
    });
  }
  return {
    matched: pairedExpected.size,
    missing: expected.filter((_, i) => !pairedExpected.has(i)),
    extra: parsed.filter((_, i) => !used.has(i)),
  };
}

/** Pairs expected and parsed ingredients by name alone and counts the pairs whose amount and unit agree. */
export function pairByName(expected: TParsedIngredient[], parsed: TParsedIngredient[]): { paired: number; exact: number } {
  const used = new Set<number>();
  const done = new Set<number>();
  let exact = 0;
  const passes: Array<(e: TParsedIngredient, p: TParsedIngredient) => boolean> = [
    (e, p) => normaliseName(e.name) === normaliseName(p.name),
    (e, p) => namesMatch(e.name, p.name),
  ];
  for (const pass of passes) {
    expected.forEach((e, ei) => {
      if (done.has(ei)) return;
      // Prefer the parsed ingredient that also agrees on amount and unit ('Butter' twice in one recipe).
      const candidates = parsed.map((p, i) => ({ p, i })).filter(({ p, i }) => !used.has(i) && pass(e, p));
      const best = candidates.find(({ p }) => p.unit === e.unit && amountsEqual(p.amount, e.amount)) ?? candidates[0];
      if (!best) return;
      used.add(best.i);
      done.add(ei);
      if (best.p.unit === e.unit && amountsEqual(best.p.amount, e.amount)) exact++;
    });
  }
  return { paired: done.size, exact };
}

function sameTags(expected: string[], parsed: string[]): boolean {
  const a = [...new Set(expected)].sort();
  const b = [...new Set(parsed)].sort();
  return a.length === b.length && a.every((t, i) => t === b[i]);
}

export function scoreCase(testCase: TParserCase, result: TParsedRecipe | null): TCaseScore {
  const base = { id: testCase.id, source: testCase.source };
  const exp = testCase.expected;
  if (exp === null) {
    return {
      ...base,
      noRecipe: true,
      nullCorrect: result === null,
      matched: 0,
      parsed: 0,
      expected: 0,
      stepsExpected: 0,
      stepsParsed: result ? result.instructions.length : null,
      stepsCorrect: false,
      stepsWithinOne: false,
      namePaired: 0,
      amountUnitExact: 0,
      tagsCorrect: null,
      servingsCorrect: false,
      missing: [],
      extra: result ? result.ingredients : [],
    };
  }
  const parsedIngredients = result ? result.ingredients : [];
  const m = matchIngredients(exp.ingredients, parsedIngredients);
  const stepsParsed = result ? result.instructions.length : null;
  const byName = pairByName(exp.ingredients, parsedIngredients);
  return {
    ...base,
    noRecipe: false,
    nullCorrect: false,
    matched: m.matched,
    parsed: parsedIngredients.length,
    expected: exp.ingredients.length,
    stepsExpected: exp.stepCount,
    stepsParsed,
    stepsCorrect: stepsParsed === exp.stepCount,
    stepsWithinOne: stepsParsed !== null && Math.abs(stepsParsed - exp.stepCount) <= 1,
    namePaired: byName.paired,
    amountUnitExact: byName.exact,
    tagsCorrect: exp.tags === undefined ? null : result !== null && sameTags(exp.tags, result.tags),
    servingsCorrect: result !== null && result.servings === exp.servings,
    missing: m.missing,
    extra: m.extra,
  };
}

function ratio(n: number, d: number): number {
  return d === 0 ? 1 : n / d;
}

export function aggregate(scores: TCaseScore[]): TAggregate {
  const recipes = scores.filter((s) => !s.noRecipe);
  const nulls = scores.filter((s) => s.noRecipe);
  const matched = recipes.reduce((n, s) => n + s.matched, 0);
  const parsed = recipes.reduce((n, s) => n + s.parsed, 0);
  const expected = recipes.reduce((n, s) => n + s.expected, 0);
  const precision = ratio(matched, parsed);
  const recall = ratio(matched, expected);
  const tagged = recipes.filter((s) => s.tagsCorrect !== null);
  return {
    cases: scores.length,
    recipeCases: recipes.length,
    precision,
    recall,
    f1: precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall),
    stepAccuracy: ratio(recipes.filter((s) => s.stepsCorrect).length, recipes.length),
    stepWithinOne: ratio(recipes.filter((s) => s.stepsWithinOne).length, recipes.length),
    amountUnitExact: ratio(
      recipes.reduce((n, s) => n + s.amountUnitExact, 0),
      recipes.reduce((n, s) => n + s.namePaired, 0),
    ),
    tagAccuracy: ratio(tagged.filter((s) => s.tagsCorrect === true).length, tagged.length),
    servingsAccuracy: ratio(recipes.filter((s) => s.servingsCorrect).length, recipes.length),
    nullCases: nulls.length,
    nullDetection: ratio(nulls.filter((s) => s.nullCorrect).length, nulls.length),
    falseNull: ratio(recipes.filter((s) => s.stepsParsed === null).length, recipes.length),
  };
}

/** Per-case F1 used to rank the worst cases in the eval report. */
export function caseQuality(s: TCaseScore): number {
  if (s.noRecipe) return s.nullCorrect ? 1 : 0;
  const p = ratio(s.matched, s.parsed);
  const r = ratio(s.matched, s.expected);
  const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  return f1 - (s.stepsCorrect ? 0 : 0.25);
}
