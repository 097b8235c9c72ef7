/** Line classification: ingredient, amount-less ingredient, instruction. */
import { matchLeadingAmount } from './amounts';
import { fixLeadingOcr, isAmountOnlyText, parseFragment } from './fragment';
import { splitIngredientList } from './ingredient-split';
import { META_LABEL, hasCookingVerb, isChatter, opensWithImperative, startsWithEnglishStep } from './lexicon';
import { parseTemperature } from './time';

const words = (s: string): number => s.split(/\s+/).filter(Boolean).length;

function core(fragment: string): string {
  return fragment
    .replace(/\([^)]*\)/g, ' ')
    .replace(/,.*$/su, '')
    .replace(/\s+(?:zum|zur|für|nach|aus)\s.*$/iu, '')
    .trim();
}

function isLed(fragment: string): boolean {
  const s = fixLeadingOcr(fragment);
  // 'Mehl (200 g)' leads with its amount, 'Bananen-Muffins mit Schoko (12 Stück)' is a title.
  const paren = /^([^()]+)\(([^()]+)\)$/u.exec(s);
  if (paren?.[1] && paren[2] && words(paren[1]) <= 2 && isAmountOnlyText(paren[2])) return true;
  const parsed = parseFragment(s.replace(/\([^()]*\)/g, ' '));
  if (!parsed || (parsed.amount === '' && parsed.unit === '') || parsed.unit === 'nach Geschmack') return false;
  // Number words ('Ein Traum von …') only lead short phrases.
  if (/^\p{L}/u.test(s) && !/^(?:etwas|prise)/iu.test(s) && matchLeadingAmount(s) !== null && parsed.unit === '') {
    return words(core(s)) <= 3;
  }
  return true;
}

/** A line that reads as ingredient(s) with amounts: '200 g Mehl', 'Haferflocken 50g', '1 Ei + 1 Eigelb'. */
export function looksLikeIngredient(text: string): boolean {
  const t = text.trim();
  if (t === '' || t.length > 160 || isChatter(t) || META_LABEL.test(t) || /[!?]/.test(t)) return false;
  const fragments = splitIngredientList(t);
  if (fragments.length === 0) return false;
  let led = 0;
  for (const f of fragments) {
    const c = core(f);
    if (words(c) > 7 || hasCookingVerb(c, true)) return false;
    if (isLed(f)) led++;
    else if (!isAmountlessFragment(f)) return false;
  }
  return led > 0;
}

/** 'Person: 2 Lachsfilets' runs a label into an item; 'Mehl: 200 g' is an item with its amount after the name. */
function hasInnerLabel(fragment: string): boolean {
  const m = /:\s+(\S.*)$/su.exec(fragment);
  return m?.[1] !== undefined && !isAmountOnlyText(m[1]);
}

/** 'backe es eine Stunde': a verb in any form or a pronoun makes an amount-less item a clause, not a name. */
const PRONOUN = /(?:^|\s)(?:es|sie|ihn|ihr|du|ich|wir|man)(?:\s|$)/u;

/** 'Feta in die Mitte', 'Öl drüber': an instruction written without its verb places a thing somewhere. */
const PLACES_IT = /\s(?:in|auf|über|unter|an)\s(?:die|den|das|der|eine?n?)\s|\s(?:drüber|darüber|drauf|darauf|obendrauf)$/u;

/** One list item: led by an amount ('1 Dose Kokosmilch (400 ml)') or a short name ('frisches Basilikum'). */
export function isIngredientFragment(fragment: string): { led: boolean } | null {
  const c = core(fragment);
  if (c === '' || words(c) > 7 || hasCookingVerb(c, true) || isChatter(fragment) || hasInnerLabel(fragment)) return null;
  if (isLed(fragment)) return { led: true };
  // ('Mix the dry stuff, then add Buttermilch, Ei und Butter.': an English imperative opens a step, not an item.)
  if (hasCookingVerb(c) || PRONOUN.test(c) || PLACES_IT.test(c) || startsWithEnglishStep(c)) return null;
  return isAmountlessFragment(fragment) ? { led: false } : null;
}

function isAmountlessFragment(fragment: string, maxWords = 4): boolean {
  const c = core(fragment);
  if (c === '' || words(c) > maxWords || /^[\d½¼¾]/u.test(c) || hasCookingVerb(c, true)) return false;
  // 'Kartoffelsalat für 4: 1 kg Kartoffeln' is a title run into the list; a name holds no colon.
  if (/[!?:]$|:\s/u.test(fragment.trim())) return false;
  // German nouns are capitalised; an all-lowercase caption only gets the benefit of the doubt for 1–2 words.
  return (/\p{Lu}/u.test(c) || words(c) <= 2) && parseFragment(fragment) !== null;
}

/**
 * 'Hält im Kühlschrank 2 Wochen.', 'Im Glas 3 Monate haltbar.': how long the dish keeps, a span of days, weeks or
 * months (or 'haltbar') after the items; it names no food.
 */
const KEEPING_TIME =
  /(?<![\p{L}])(?:haltbar|haltbarkeit|hält|halten)(?![\p{L}])|(?<![\p{L}])\d+(?:[.,]\d+)?\s*(?:-\s*\d+\s*)?(?:tage?n?|wochen?|monate?n?)(?![\p{L}])/iu;

/** 'Im Glas mit Öl bedeckt 1 Woche haltbar.': how long it keeps, told with a span and no cooking verb, is no step. */
const KEEPS_FOR =
  /(?<![\p{L}])(?:haltbar|hält|halten)(?![\p{L}])[^.!?]*?(?<![\p{L}])\d+\s*(?:tage?n?|wochen?|monate?n?)(?![\p{L}])|(?<![\p{L}])\d+\s*(?:tage?n?|wochen?|monate?n?)\s+(?:haltbar|hält|halten)(?![\p{L}])/iu;

/**
 * 'Salz, Pfeffer', 'Öl zum Braten', 'frisches Basilikum' — only trusted next to other ingredients.
 * `lenient` (under an ingredient heading) allows longer names like 'Saft und Abrieb von 2 Zitronen'.
 */
export function looksLikeAmountless(text: string, lenient = false): boolean {
  const t = text.trim();
  if (t === '' || isChatter(t) || META_LABEL.test(t) || /[!?]/.test(t) || KEEPING_TIME.test(t)) return false;
  // '… 10 min bei 200 grad in den ofen …': an oven's temperature tells a step, whatever the case of its words.
  if (parseTemperature(t) !== undefined) return false;
  // 'Marmorkuchen (Gugelhupfform, 22 cm)': the baking form and its size name the recipe the list is for.
  if (/\([^()]*(?:form\b|\d\s*cm\b)[^()]*\)/iu.test(t)) return false;
  const fragments = splitIngredientList(t);
  return fragments.length > 0 && fragments.every((f) => isAmountlessFragment(f, lenient ? 6 : 4));
}

/** The first sentence of a line that holds more ('Orzo kochen. Gurke würfeln.'), not ended by an abbreviation. */
const FIRST_SENTENCE = /^(.*?(?<!\b(?:ca|bzw|evtl|z\.b|min|std|gr|pck|ggf))[.!])\s+(?=\p{Lu})/u;

/** 'Everything in den Mixer und blend until smooth': an English imperative after 'und'/'and' opens a clause of a step. */
function hasEnglishStepClause(text: string): boolean {
  return [...text.matchAll(/\s(?:und|and)\s+/gu)].some((m) => startsWithEnglishStep(text.slice(m.index + m[0].length)));
}

/** A sentence or line that tells the cook to do something. */
export function looksLikeStep(text: string): boolean {
  const t = text.trim();
  if (words(t) < 2) return false;
  if (KEEPS_FOR.test(t) && !hasCookingVerb(t, true)) return false;
  if (isChatter(t)) {
    // 'Orzo kochen. Gurke würfeln. … Schmeckt am besten nach 1 Stunde!': a method paragraph on one line is judged by
    // its first sentence, not by the remark it ends with.
    const first = FIRST_SENTENCE.exec(t)?.[1];
    return first !== undefined && looksLikeStep(first);
  }
  // 'Cook the noodles, toss with the sauce': an English imperative opens a step as a German verb does.
  // ('Schritt eins: Koche die Spaghetti …': a du-imperative opens one of its sentences.)
  if (
    !hasCookingVerb(t) &&
    parseTemperature(t) === undefined &&
    !startsWithEnglishStep(t) &&
    !hasEnglishStepClause(t) &&
    !t.split(/(?<=[.!?:…])\s+/u).some(opensWithImperative)
  ) {
    return false;
  }
  return !looksLikeIngredient(t);
}

/** A wrapped remainder of the previous line: 'zum Servieren', 'fein gehackt', 'oder Pancetta'. */
const WRAPPED_NOTE =
  /^(?:zum|zur|für|in|im|mit|aus|nach|vom|von|ohne|oder|und|plus|sowie|bzw\.|fein|grob|ca\.|ge\p{Ll}+(?:t|en))(?![\p{L}])/u;

/** 'Kidneybohnen, 1 Dose', 'Chili, nach Belieben': a name, then its amount (or 'to taste') after a comma. */
const NAME_COMMA_MEASURE = /^\p{L}[\p{L}\s-]{0,40},\s*(?:(?:ca\.?\s*)?[\d½¼¾]|nach\s+(?:geschmack|belieben|bedarf)|etwas)/iu;

/** True when `next` continues the ingredient line `prev` (wrapped in a PDF/OCR text). */
export function continuesIngredient(prev: string, next: string): boolean {
  const p = prev.trim();
  const n = next.trim();
  // 'ca. 150 g rote Linsen' starts an item of its own, as '150 g' would.
  const lead = n.replace(/^(?:ca\.?|circa|etwa|ungefähr|~)\s*(?=[\d½¼¾])/iu, '');
  if (n === '' || /^[\d½¼¾]/u.test(fixLeadingOcr(lead)) || looksLikeStep(n)) return false;
  // 'Rote Linsen, 150 g' then 'Kidneybohnen, 1 Dose': a line of the same shape is the next item, not the wrap.
  if (NAME_COMMA_MEASURE.test(p) && NAME_COMMA_MEASURE.test(n)) return false;
  if (/[,-]$/.test(p)) return true;
  // 'Schnittlauch – etwas': a vague amount after the name completes the item.
  if (/\s[–—-]\s*(?:etwas|viel|reichlich)$/u.test(p)) return false;
  if (WRAPPED_NOTE.test(n) && words(n) <= 5 && !hasCookingVerb(n, true)) return true;
  const lastFragment = p.split(',').pop() ?? '';
  if (isAmountOnlyText(lastFragment)) return true;
  const lastWord = /(\S+)$/u.exec(p)?.[1] ?? '';
  return /^(?:\p{Ll}+(?:e|er|es)|mit|und|oder|von|etwas|für|zum|zur|aus|in)$/u.test(lastWord);
}
