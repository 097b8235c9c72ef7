/** Parses one ingredient fragment ('1 Dose (400 g) Tomaten, abgetropft') into amount, unit and name. */
import { AMOUNT_SOURCE, fixOcrAmountToken, matchLeadingAmount, normaliseAmountText, scaleAmount } from './amounts';
import { isKnownIngredient, isSeasoning } from './lexicon';
import type { TParsedIngredient } from './types';
import { NON_INGREDIENT_UNIT, UNIT_SOURCE, matchLeadingUnit, type TCanonicalUnit } from './units';

/** Bavarian and Austrian 'I nimm', 'I hob', 'I gib': the pronoun 'I' before a verb of the speaker is a word. */
export const BAVARIAN_I =
  /^I\s+(?:nimm|nehm|hob|hab|gib|geb|moch|mach|tua|tu|brauch|kauf|schneid|brat|koch|back|gieß|lass|loss)\p{Ll}*(?![\p{L}])/u;

/** Replaces OCR look-alikes in a leading amount token ('l00 g' → '100 g', 'I Ei' → '1 Ei'). */
export function fixLeadingOcr(text: string): string {
  // 'I used 3 bananas': the English pronoun before a verb and an amount is no OCR '1'; nor is the Bavarian 'I nimm'.
  if (/^I\s+(?:used|use|take|took|need|add|added|mix|mixed|put|made|make)(?![\p{L}])/u.test(text.trim())) return text.trim();
  if (BAVARIAN_I.test(text.trim())) return text.trim();
  const m = /^(\S+)(\s.*)?$/su.exec(text.trim());
  if (!m?.[1]) return text.trim();
  // '1/2l Milch', '1,5l Wasser', '2l Brühe': a litre sign glued to the amount, not an OCR '1', unless a unit follows.
  const litre = /^(\d+(?:[.,/]\d+)?)l$/u.exec(m[1]);
  if (litre?.[1] && !(m[2] && matchLeadingUnit(m[2]))) return `${litre[1]} l${m[2] ?? ''}`;
  return fixOcrAmountToken(m[1]) + (m[2] ?? '');
}

/** '150 g', '2 Stück', '3', 'ca. 2 cm': text holding only an amount (and unit). */
export function isAmountOnlyText(text: string): boolean {
  const a = matchLeadingAmount(fixLeadingOcr(text));
  if (!a || !/\d/.test(a.amount)) return false;
  if (a.rest === '') return true;
  const u = matchLeadingUnit(a.rest);
  return u !== null && u.rest.replace(/[.)]/g, '').trim() === '';
}

const TRAILING_AMOUNT = new RegExp(`^(.+?)\\s*([:–—-]\\s*)?(${AMOUNT_SOURCE})\\s*(${UNIT_SOURCE})?$`, 'iu');
const TASTE_TAIL =
  /\s+(?:nach (?:Geschmack|Belieben|Bedarf|Wunsch)|n\.\s?B\.?|zum Abschmecken)$|\s*[–—-]\s*(?:viel|reichlich|nach Geschmack|nach Belieben|nach Bedarf)!*$/iu;
const NOTE_TAIL = /\s+(aus der Mühle|(?:zum|zur) \p{L}+|für (?:die|das|den) \p{L}+|optional)$/iu;
/** '630 kcal', '141 g P', '12 g Eiweiß': one nutrient figure of an item. */
const NUTRIENT_FIGURE = String.raw`\d+(?:[.,]\d+)?\s*(?:kcal|g\s*(?:p|protein|eiweiß|kh|kohlenhydrate|f|fett))(?![\p{L}])`;
/** '600 g Putenbrust – 630 kcal – 141 g P': an item's nutrients written after it, set off by dashes or bars. */
export const NUTRIENT_TAIL = new RegExp(String.raw`\s+[–—|-]\s*(${NUTRIENT_FIGURE}(?:\s*[–—|/,-]\s*${NUTRIENT_FIGURE})*)$`, 'iu');
const LEADING_FILLER =
  /^(?:(?:evtl\.?|eventuell|ggf\.?|optional:?)\s+|(?:circa|ca\.)\s+(?=\D)|(?:dazu|plus|sowie)\s+(?=[\d½¼¾]))/iu;
const TASTE_AFTER_COMMA = /^(?:nach (?:Geschmack|Belieben|Bedarf|Wunsch)|n\.\s?B\.?)$/iu;
/** 'n. B. Pfeffer': recipe sites put 'to taste' where the amount goes. */
const TASTE_HEAD = /^(?:nach (?:Geschmack|Belieben|Bedarf|Wunsch)|n\.\s?B\.?)\s+(?=\p{L})/iu;
/** '1 TL, gestr. Salz', '2 EL, gehäuft Zucker': Chefkoch writes how full the spoon is after a comma. */
const SPOON_AFTER_COMMA = new RegExp(
  `^(${AMOUNT_SOURCE}\\s*${UNIT_SOURCE}),\\s*(?:gestr\\.|gestrichene?[rn]?|geh\\.|gehäufte?[rn]?|gute?[rn]?|knappe?[rn]?)\\s+`,
  'iu',
);
/**
 * 'Hackfleisch, gemischtes', 'Pfeffer, schwarzer', 'Tomaten, stückige': an inflected adjective after the comma
 * belongs before the noun (Chefkoch sorts its lists by noun). Words that only look inflected are no adjectives.
 */
const INVERTED_ADJECTIVE = /^\p{Ll}+(?:e|er|es|en|em)$/u;
// ('Butter, geschmolzen', 'Käse, gerieben': a strong verb's participle uninflected is a note, not 'geschmolzene'.)
const NOT_ADJECTIVE =
  /^(?:oder|aber|sehr|später|wieder|immer|weniger|lieber|eher|jede[rnms]?|eine[rnms]?|keine[rnms]?|andere[rnms]?|ge\p{Ll}{3,}(?<!en|t)en)$/u;

/** 'Salz und Pfeffer' + 'schwarzer' → 'Salz und schwarzer Pfeffer'; 'Hackfleisch' + 'gemischtes' → 'gemischtes Hackfleisch'. */
function placeAdjective(name: string, adjective: string): string {
  const pair = /^(.*\s(?:und|oder|&)\s)(.+)$/u.exec(name);
  return pair?.[1] && pair[2] ? `${pair[1]}${adjective} ${pair[2]}` : `${adjective} ${name}`;
}
// 'Für 4 Gläser', 'Ergibt 12 Stück' state a yield, not an ingredient.
const YIELD_WORD = /^(?:für|fur|ergibt|reicht|zutaten|portionen|menge)\b/iu;
// ('ein bischen Zimt', 'ein bißchen Butter': the word misspelt and in the old spelling is 'bisschen'.)
const SOME =
  /^(?:etwas|ein paar|einige|wenig|ein wenig|(?:ein |a )?(?:bisschen|bischen|bißchen|bissl|bisl|bissel|bissle|bisserl))\s+/iu;
/**
 * Spoken articles before a measure: 'n Schuss Milch', 'ne Handvoll Nüsse', 'nen Spritzer Zitrone', 'ne Flasche Bier',
 * Saxon 'ä Glas Gurken'.
 */
const SPOKEN_ARTICLE =
  /^(?:n|ne|nen|nem|ner|a|an|ä)\s+(?:gute[nrm]?\s+)?(?=(?:schuss|spritzer|klecks|schluck|hand\s?voll|prise|stück|päckchen|packung|becher|dose|glas|tasse|flasche)(?![\p{L}]))/iu;
/**
 * 'ein daumengroßes Stück Ingwer', 'ein fingerlanges stück ingwer': a size word before the unit describes the piece, so
 * it becomes a note (in a lowercase text the unit is lowercase too); Swiss writing has no ß ('1 grosser Bund Kerbel').
 */
const SIZE_BEFORE_UNIT =
  /^(\p{Ll}*(?:groß|gross|klein|lang|dick|breit)(?:e|es|er|en)?)\s+(?=\p{Lu}|(?:stück|scheibe|scheiben)(?![\p{L}]))/u;
// ('und 'n bisschen Butter': North German writes the clipped article with its apostrophe.)
const SPOKEN_SOME =
  /^(?:(?:(?:'?(?:n|ne|nen|nem|ner)|ein|a)\s+)?(?:bisschen|bischen|bißchen|bissl|bisl|bissel|bissle|bisserl)|(?:n|ne|nen|nem|ner|ein)?\s*paar)\s+/iu;

/**
 * 'a Ei', 'a Apfel', 'an Apfel', Swiss 'e Ei': a Bavarian, Austrian or Swiss article before a food counts one, as 'eine'
 * does; 'a', 'an' and 'e' are also other words ('a Marillenröster dazu' served beside, 'an Weihnachten'), so only before
 * a food the lexicon knows (an adjective may stand between: 'a kloane Zwiebel'). (North German 'ne', 'nen' before
 * 'Teelöffel' or a food are left to the story reader, which knows their measures.)
 */
const ARTICLE_BEFORE_FOOD = /^(?:a|an|e)\s+(?=(?:\p{Ll}+e\s+)?(\p{Lu}\p{Ll}+)(?:\s|$))/u;
function withArticleCounted(text: string): string {
  const noun = ARTICLE_BEFORE_FOOD.exec(text)?.[1];
  return noun !== undefined && isKnownIngredient(noun) ? text.replace(ARTICLE_BEFORE_FOOD, 'eine ') : text;
}

interface TDraft {
  amount: string;
  unit: TCanonicalUnit | '';
  name: string;
}

function readAmountAndUnit(written: string): TDraft | null {
  const s = written
    .replace(SPOKEN_ARTICLE, 'ein ')
    // 'ne halbe Zwiebel': the spoken article before 'halbe' is the number word.
    .replace(/^(?:n|ne|nen|ner|a|an)\s+(?=halbe[nrs]?\s)/iu, 'eine ')
    .replace(SPOKEN_SOME, 'etwas ');
  const a = matchLeadingAmount(withArticleCounted(s));
  if (a) {
    if (NON_INGREDIENT_UNIT.test(a.rest)) return null;
    // 'ein paar Nüsse' is vague; '2 Paar Frankfurter' counts pairs.
    if (/^(?:paar|wenig)\b/iu.test(a.rest) && !/^\d/.test(s))
      return { amount: '', unit: 'etwas', name: a.rest.replace(/^\S+\s*/u, '') };
    const size = SIZE_BEFORE_UNIT.exec(a.rest);
    const sized = size?.[1] ? matchLeadingUnit(a.rest.slice(size[0].length)) : null;
    if (size?.[1] && sized && sized.unit !== 'etwas' && sized.rest !== '') {
      return { amount: a.amount, unit: sized.unit, name: `${sized.rest} (${size[1].replace(/(?:e|es|er|en)$/u, '')})` };
    }
    const u = matchLeadingUnit(a.rest);
    if (!u) return { amount: a.amount, unit: '', name: a.rest };
    const amount = u.unit === 'etwas' ? '' : u.factor === 1 ? a.amount : scaleAmount(a.amount, u.factor);
    return { amount, unit: u.unit, name: u.rest };
  }
  // 'Schnittlauch – etwas': a vague amount after the name.
  const someAfter = /^(\p{L}[\p{L}\s-]*?)\s*[:–—-]\s*(?:etwas|ein wenig|ein paar)$/iu.exec(s);
  if (someAfter?.[1]) return { amount: '', unit: 'etwas', name: someAfter[1] };
  const some = SOME.exec(s);
  if (some) return { amount: '', unit: 'etwas', name: s.slice(some[0].length) };
  const u = matchLeadingUnit(s);
  if (u && u.rest !== '') return { amount: '', unit: u.unit, name: u.rest };
  const t = TRAILING_AMOUNT.exec(s);
  if (t?.[1] && t[3] && (t[2] !== undefined || t[4] !== undefined) && /^\p{L}/u.test(t[1]) && !YIELD_WORD.test(t[1])) {
    const unit = t[4] ? matchLeadingUnit(t[4]) : null;
    const amount = normaliseAmountText(t[3]);
    // 'Weisswein 1 dl' → 100 ml, as '1 dl Weisswein' would be.
    return { amount: unit && unit.factor !== 1 ? scaleAmount(amount, unit.factor) : amount, unit: unit?.unit ?? '', name: t[1] };
  }
  // 'Eier x6', 'Tomaten x2': a multiplier after the name counts pieces.
  // 'Eigelb – x3': also after a dash.
  const times = /^(\p{L}[\p{L}\s-]*?)(?:\s+|\s*[:–—-]\s*)[x×]\s?(\d{1,2})$/u.exec(s);
  if (times?.[1] && times[2]) return { amount: times[2], unit: '', name: times[1] };
  // 'Banane 1', 'Eier 3', 'Gurke ½': a bare count after a known ingredient ('Teil 2' or 'Type 405' are not counts).
  const count = /^(\p{Lu}[\p{L}-]*(?:\s[\p{L}-]+)?)\s+(\d{1,2}|[½¼¾])$/u.exec(s);
  if (count?.[1] && count[2] && isKnownIngredient(count[1])) {
    return { amount: normaliseAmountText(count[2]), unit: '', name: count[1] };
  }
  return { amount: '', unit: '', name: s };
}

/**
 * Uses '(200 g)' as the amount when the fragment has none of its own: 'Mehl (200 g)'; also when a remark follows the
 * amount after a comma: 'Rotwein (100 ml, optional)' → 100 ml Rotwein (optional).
 */
function takeAmountFromNotes(draft: TDraft, notes: string[]): void {
  if (draft.amount !== '' || draft.unit !== '') return;
  const lead = (note: string): string => note.split(',')[0]?.trim() ?? '';
  const i = notes.findIndex((note) => isAmountOnlyText(note) || isAmountOnlyText(lead(note)));
  const note = notes[i];
  if (note === undefined) return;
  const parsed = readAmountAndUnit(fixLeadingOcr(lead(note)));
  if (!parsed) return;
  draft.amount = parsed.amount;
  draft.unit = parsed.unit;
  const rest = note.slice(note.indexOf(',') + 1).trim();
  if (note.includes(',') && rest !== '') notes.splice(i, 1, rest);
  else notes.splice(i, 1);
}

function cleanName(name: string): string {
  return (
    name
      .replace(/^(?:von|vom)\s+/iu, '')
      // '1 TL Backpulver dazu': the adverb of the sentence the list ran in.
      .replace(/\s+(?:dazu|rein|hinein|drauf|drüber|drunter|obendrauf|on top)$/u, '')
      // 'Quark brauchst du 500 g': the verb between a name and its amount is no part of the name.
      .replace(/\s+(?:brauchst|braucht|brauche|nimmst|nehmt|nehme?|nimm)\s+(?:du|ihr|ich|man|wir)$/iu, '')
      .replace(/\s+/g, ' ')
      .replace(/^[\s,.:;–-]+|[\s,.:;–-]+$/gu, '')
      .trim()
  );
}

/** One fragment's fields with its remarks apart ('200 g Mehl, gesiebt' → name 'Mehl', notes ['gesiebt']). */
export interface TIngredientParts extends TParsedIngredient {
  notes: string[];
}

/** Parses one fragment; returns null when it names nothing (e.g. '30 Min.'). */
export function parseFragment(fragment: string): TParsedIngredient | null {
  const parts = readFragmentParts(fragment);
  if (!parts) return null;
  const { notes, ...ingredient } = parts;
  return notes.length > 0 ? { ...ingredient, name: `${ingredient.name} (${notes.join(', ')})` } : ingredient;
}

/** The plural endings sites put in brackets after a word ('Zwiebel(n)', 'pièce(s)'). */
const PLURAL_MARKER = /^(?:n|en|e|s|er|nen)$/u;

/** parseFragment's reading, with the remarks kept apart from the name. */
export function readFragmentParts(fragment: string): TIngredientParts | null {
  let s = fragment
    .trim()
    .replace(/[.;:]+$/u, '')
    // Chefkoch plural markers: 'Zwiebel(n)' → 'Zwiebel', 'Dose/n' → 'Dose'; a lowercase word that is no unit keeps
    // its marker ('pièce(s)', 'carotte(s)'), since no German reading of it follows.
    .replace(
      /(?<![\p{L}])(\p{L}*\p{Ll})(?:\((?:n|en|e|s|er|nen)\)|\/(?:n|en|e|s|er|nen)(?![\p{L}]))/gu,
      (marked: string, word: string) => (/^\p{Lu}/u.test(word) || matchLeadingUnit(word)?.rest === '' ? word : marked),
    )
    // 'm.-große Zwiebel' is Chefkoch's 'mittelgroße'
    .replace(/(^|\s)m\.-(?=gro[ßs])/gu, '$1mittel')
    .replace(SPOON_AFTER_COMMA, '$1 ');
  const notes: string[] = [];
  s = s.replace(/\(([^()]*)\)/g, (paren: string, inner: string, at: number, whole: string) => {
    if (PLURAL_MARKER.test(inner) && /\p{Ll}$/u.test(whole.slice(0, at))) return paren;
    if (inner.trim() !== '') notes.push(inner.trim());
    return ' ';
  });
  const comma = /,\s*(?!\d)/u.exec(s);
  let adjective = '';
  if (comma) {
    const note = s.slice(comma.index + comma[0].length).trim();
    if (INVERTED_ADJECTIVE.test(note) && !NOT_ADJECTIVE.test(note)) adjective = note;
    // 'Chili, nach Belieben': the amount after the comma says 'to taste'.
    else if (TASTE_AFTER_COMMA.test(note)) s = `${s.slice(0, comma.index)} nach Geschmack`;
    else if (note !== '') notes.push(note);
    if (!TASTE_AFTER_COMMA.test(note)) s = s.slice(0, comma.index);
  }
  s = s.replace(/\s+/g, ' ').trim().replace(LEADING_FILLER, '');
  const tasteHead = TASTE_HEAD.exec(s);
  let toTaste = tasteHead !== null;
  if (tasteHead) s = s.slice(tasteHead[0].length);
  for (let guard = 0; guard < 3; guard++) {
    const taste = TASTE_TAIL.exec(s);
    const tail = NOTE_TAIL.exec(s) ?? NUTRIENT_TAIL.exec(s);
    if (taste) {
      toTaste = true;
      s = s.slice(0, taste.index);
    } else if (tail?.[1]) {
      notes.unshift(tail[1]);
      s = s.slice(0, tail.index);
    } else break;
  }
  const draft = readAmountAndUnit(fixLeadingOcr(s));
  if (!draft) return null;
  takeAmountFromNotes(draft, notes);
  // '2x 200 g Lachs': the second amount is the size of each piece.
  const each = draft.unit === '' ? /^(\d+(?:[.,]\d+)?\s*(?:g|kg|ml|l)\.?)\s+(?=\p{L})/iu.exec(draft.name) : null;
  if (each?.[1]) {
    notes.unshift(`à ${each[1]}`);
    draft.name = draft.name.slice(each[0].length);
  }
  const bare = cleanName(draft.name);
  if (!/\p{L}{2}/u.test(bare)) return null;
  const name = adjective === '' ? bare : placeAdjective(bare, adjective);
  let unit = draft.unit;
  if (draft.amount === '' && unit === '' && (toTaste || isSeasoning(name))) unit = 'nach Geschmack';
  return { name, amount: draft.amount, unit, notes };
}
