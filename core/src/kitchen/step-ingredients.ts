import { ingredientNouns, sameNoun, wordsOf } from './german-words';

/**
 * Which ingredients a step uses, read from its text: 'Die Zwiebeln würfeln' uses 'Zwiebel', 'Knoblauchzehen
 * hacken' uses 'Knoblauch', 'Mehl einrühren' uses 'Weizenmehl (Type 405)'. Cooking mode shows these under the
 * step with the amounts of the chosen servings.
 */

/** How well a word of the step names an ingredient noun; a step word goes to its best-scoring ingredients only. */
const Fit = {
  None: 0,
  /** The step names the first part of a compound ingredient: 'Chili' for 'Chiliflocken'. */
  ModifierOfIngredient: 1,
  /** The step names the head of a compound ingredient: 'Mehl' for 'Weizenmehl', 'Öl' for 'Olivenöl'. */
  HeadOfIngredient: 2,
  /** The step's word is a compound of the ingredient: 'Knoblauchzehen' for 'Knoblauch'. */
  CompoundOfIngredient: 3,
  /** The same noun in another form: 'Zwiebeln' for 'Zwiebel'. */
  Same: 4,
} as const;
type TFit = (typeof Fit)[keyof typeof Fit];

/** Shortest ingredient noun that may start a compound: 'Ei' must not claim 'Eigentlich' or 'Einer'. */
const MIN_COMPOUND_STEM = 4;
/** Shortest rest of a compound beyond the noun ('Knoblauch' + 'zehen'). */
const MIN_COMPOUND_REST = 3;
/** Shortest step word taken as the first part of a compound ingredient. */
const MIN_MODIFIER = 5;
/**
 * What a compound ingredient may add to the thing a step names: its form ('Chili' for 'Chiliflocken', 'Sardellen'
 * for 'Sardellenfilet'), not another dish ('Suppe' is no 'Suppengrün', 'Tomaten' no 'Tomatenmark').
 */
const FORM_OF_INGREDIENT =
  /^(?:n|en|s|es)?(?:flocken|pulver|schoten?|zehen?|wurfel|saft|blatt|blatter|filets?|kerne?|stucke?|streifen|scheiben|ringe|brust|brustfilets?|keulen?|schenkel)$/u;
/** Parts of an egg a step names ('Eigelbe', 'Eiweiß'): the egg is too short a word to be found in compounds. */
const EGG_PARTS = /^(?:eigelb|eiweiss|eischnee|eidotter|eimasse)/u;

/** Words of a step that never name an ingredient, however an ingredient's name ends ('er' in 'Emmentaler'). */
const FUNCTION_WORDS = new Set(
  `der die das den dem des ein eine einer einem einen eines und oder in im ins an am auf aus bei beim mit nach von vom
  zu zum zur um bis für fur ohne über uber unter vor neben es er sie ihn man sich etwas noch dann wenn dass als wie so
  ist sind wird werden nicht auch nur sehr gut alle jede jeder jedes je da darin dabei damit danach kurz lang
  el tl g kg mg ml cl dl l cm mm min std sek ca bzw`
    .split(/\s+/)
    .filter(Boolean),
);

function fit(stepWord: string, noun: string, capitalised: boolean): TFit {
  if (sameNoun(stepWord, noun)) return Fit.Same;
  if (noun.length >= MIN_COMPOUND_STEM && stepWord.length - noun.length >= MIN_COMPOUND_REST && stepWord.startsWith(noun)) {
    return Fit.CompoundOfIngredient;
  }
  // 'Öl' is short but a noun; a short lower-case word is no compound's head.
  const headLength = capitalised ? 2 : 4;
  if (stepWord.length >= headLength && noun.length - stepWord.length >= MIN_COMPOUND_REST && endsWithForm(noun, stepWord)) {
    return Fit.HeadOfIngredient;
  }
  if (stepWord.length >= MIN_MODIFIER && noun.startsWith(stepWord) && FORM_OF_INGREDIENT.test(noun.slice(stepWord.length))) {
    return Fit.ModifierOfIngredient;
  }
  return Fit.None;
}

/** 'weizenmehl' ends with 'mehl'; 'olivenol' with 'ol'; a plural step word ('Nudeln') still finds 'Reisnudel'. */
function endsWithForm(noun: string, stepWord: string): boolean {
  if (noun.endsWith(stepWord)) return true;
  for (let cut = 1; cut <= 3 && stepWord.length - cut >= 3; cut += 1) {
    const singular = stepWord.slice(0, -cut);
    if (noun.endsWith(singular) && sameNoun(singular, stepWord)) return true;
  }
  return false;
}

/** The indices of the ingredients a step's text mentions, in the order of the ingredient list. */
export function ingredientsOfStep(step: string, ingredients: readonly { name: string }[]): number[] {
  const nounsByIngredient = ingredients.map((ingredient) => ingredientNouns(ingredient.name));
  const used = new Set<number>();
  for (const word of wordsOf(step)) {
    if (word.folded.length < 2 || FUNCTION_WORDS.has(word.folded)) continue;
    const capitalised = /^\p{Lu}/u.test(word.text);
    const folded = EGG_PARTS.test(word.folded) ? 'ei' : word.folded;
    let best: TFit = Fit.None;
    let chosen: number[] = [];
    nounsByIngredient.forEach((nouns, index) => {
      const score = Math.max(Fit.None, ...nouns.map((noun) => fit(folded, noun, capitalised))) as TFit;
      if (score === Fit.None || score < best) return;
      if (score > best) {
        best = score;
        chosen = [];
      }
      chosen.push(index);
    });
    for (const index of chosen) used.add(index);
  }
  return [...used].sort((a, b) => a - b);
}
