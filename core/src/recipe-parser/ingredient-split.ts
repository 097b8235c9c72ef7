/** Splits one ingredient line into ingredient fragments ('Salz, Pfeffer', '1 Ei + 1 Eigelb', 'Zutaten: a, b'). */
import { AMOUNT_SOURCE, matchLeadingAmount } from './amounts';
import { fixLeadingOcr, isAmountOnlyText } from './fragment';
import { isKnownIngredient, isSeasoning, startsWithEnglishStep } from './lexicon';
import { UNIT_SOURCE } from './units';

const PREPOSITIONS = new Set([
  'in',
  'im',
  'zum',
  'zur',
  'mit',
  'für',
  'vom',
  'von',
  'aus',
  'nach',
  'als',
  'ohne',
  'bei',
  'am',
  'an',
  'auf',
  'z.',
  'b.',
]);
const NOTE_NOUN = /^(?:Zimmertemperatur|Raumtemperatur|TK|Größe|Type|Typ)\b/u;
/** '1 Zitrone, Saft und Abrieb', '½ Orange, Schale', '1 Limette, der Saft': the parts used of the fruit before the comma. */
const FRUIT_PARTS =
  /^(?:(?:der|die|davon)\s+)?(?:Saft|Schale|Abrieb|Zesten?)(?:\s+(?:und|&)\s+(?:Saft|Schale|Abrieb|Zesten?))?$/u;

/** A lowercase remark like 'fein gehackt', 'in Würfeln', 'zum Servieren' (not 'frisches Basilikum'). */
export function isNoteLike(text: string): boolean {
  const s = text.trim();
  // 'Saft davon', 'davon der Abrieb': what to use of the ingredient before; '(Schlagsahne)' explains it.
  if (
    s === '' ||
    NOTE_NOUN.test(s) ||
    FRUIT_PARTS.test(s) ||
    /(?:^|\s)davon(?:\s|$)/u.test(s) ||
    /^\([^()]*\)$/u.test(s) ||
    isAmountOnlyText(s) ||
    // 'Ingwer, 1 Stück (daumengroß)': the item's amount after its name, with a remark.
    (/\(/u.test(s) && isAmountOnlyText(s.replace(/\([^()]*\)/gu, ' ').trim()))
  )
    return true;
  // '1 TL, gestr. Salz': how full the spoon is, then the ingredient the spoon holds.
  if (/^(?:gestr\.|gestrichene?[rn]?|geh\.|gehäufte?[rn]?)\s/iu.test(s)) return true;
  if (/^[\d½¼¾]/u.test(fixLeadingOcr(s))) return false;
  if (!/^\p{Ll}/u.test(s) || /^(?:etwas|ein|eine|einen|zwei|drei|vier|halbe)\s/u.test(s)) return false;
  const words = s.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    if (!/^\p{Lu}/u.test(w)) continue;
    const prev = (words[i - 1] ?? '').toLowerCase();
    if (!PREPOSITIONS.has(prev)) return false;
  }
  return true;
}

/** Two or more ' / ' make a list ('200g Reis / 400g Hähnchen / Sesam'); a single one may be 'Butter / Margarine'. */
const SLASH_LIST = /\s\/\s[^/]*\s\/\s/u;

/** Two or more '50g Haferflocken/150ml Milch' slashes: a list written without spaces. */
const TIGHT_SLASH_LIST = /\p{L}{2}\/\d.*\p{L}{2}\/\d/u;

/** Two or more '200g Frischkäse+150g Joghurt' pluses: a list written without spaces. */
const TIGHT_PLUS_LIST = /\p{L}{2}\+[\d½¼¾\p{Lu}].*\p{L}{2}\+[\d½¼¾\p{Lu}]/u;

/** '200g Frischkäse+1 Knoblauchzehe+Salz': in such a list a '+' between a name and the next item separates them. */
function isTightPlus(text: string, i: number, tightPlus: boolean): boolean {
  return (
    tightPlus &&
    text[i] === '+' &&
    /\p{L}{2}$/u.test(text.slice(Math.max(0, i - 2), i)) &&
    /^[\d½¼¾\p{Lu}]/u.test(text.slice(i + 1))
  );
}

/**
 * '50g Haferflocken/150ml Milch': a slash between a name and the next amount separates two items; in such a list
 * also one before a capitalised name ('1 EL Ahornsirup/Blaubeeren').
 */
function isSlashSeparator(text: string, i: number, slashList: boolean, tightList: boolean): boolean {
  if (text[i] !== '/') return false;
  if (slashList && text[i - 1] === ' ' && text[i + 1] === ' ') return true;
  // '1 Paprika / 200 g Blumenkohl': a single spaced slash between a noun and the next amount also separates items.
  if (/\p{Lu}\p{Ll}+ $/u.test(text.slice(Math.max(0, i - 30), i)) && /^ [\d½¼¾]/u.test(text.slice(i + 1, i + 3))) return true;
  if (tightList && /\p{L}{2}$/u.test(text.slice(Math.max(0, i - 2), i)) && /^\p{Lu}\p{Ll}{2}/u.test(text.slice(i + 1))) {
    return true;
  }
  // A word, not an OCR 'l/2' (½).
  return /\p{L}{2}$/u.test(text.slice(Math.max(0, i - 2), i)) && /\d/u.test(text[i + 1] ?? '');
}

/** A noun before a full stop ('Ei.', 'Topfen.'), not a unit's abbreviation ('Pkg.', 'Stk.', 'Msp.'). */
const FULL_STOP_AFTER_NOUN = /(?:^|\s)(?!(?:Pck|Pkg|Pkt|Stk|Msp|Bd|Nr|Gr|Tl|El)$)\p{Lu}\p{Ll}+$/u;

/** Top-level split on ',', ';', ' + ' and list slashes (not inside parentheses, not in '1,5' or '1/2'). */
export function splitTopLevel(text: string): Array<{ part: string; plus: boolean }> {
  const out: Array<{ part: string; plus: boolean }> = [];
  const slashList = SLASH_LIST.test(text);
  const tightList = TIGHT_SLASH_LIST.test(text);
  const tightPlus = TIGHT_PLUS_LIST.test(text);
  let depth = 0;
  let start = 0;
  let plus = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    const isComma =
      ((c === ',' || c === ';') && !(/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? ''))) ||
      // '250 g Topfen. 1 Ei. 50 g Butter': a full stop after a noun, then the next amount ('ca. 1 kg' goes on).
      (c === '.' &&
        FULL_STOP_AFTER_NOUN.test(text.slice(Math.max(0, i - 30), i)) &&
        // 'Ca. 200 g Mehl', 'Plm. 750 gram', 'Env. 200 g': a short word opening the line is an abbreviation.
        !/^\p{L}{2,4}$/u.test(text.slice(0, i)) &&
        /^ (?:ca\. )?[\d½¼¾]/u.test(text.slice(i + 1, i + 7)));
    // '1 cup + 2 tablespoons water', '20 g + q.b. burro': a '+' after a bare measure adds to it, no item ends there.
    const sum = c === '+' && isAmountOnlyText(text.slice(start, i).trim());
    const isPlus =
      ((c === '+' || c === '•' || c === '·' || c === '|') && text[i - 1] === ' ' && text[i + 1] === ' ' && !sum) ||
      isSlashSeparator(text, i, slashList, tightList) ||
      isTightPlus(text, i, tightPlus);
    if (!isComma && !isPlus) continue;
    out.push({ part: text.slice(start, i).trim(), plus });
    plus = isPlus;
    start = i + 1;
  }
  out.push({ part: text.slice(start).trim(), plus });
  return out.filter((p) => p.part !== '');
}

const NOTE_TAIL = /\s+(?:aus der Mühle|zum \p{L}+|zur \p{L}+|nach (?:Geschmack|Belieben|Bedarf)|n\.\s?B\.?)$/iu;
const wordCount = (s: string): number => s.split(/\s+/).filter(Boolean).length;

function isShortNoun(s: string): boolean {
  const core = s.replace(NOTE_TAIL, '').trim();
  return wordCount(core) <= 2 && /\p{Lu}/u.test(core) && !/\d/.test(core);
}

const SECOND_AMOUNT = new RegExp(`(?<=\\p{Lu}[\\p{L}-]*)\\s+(?=(?:${AMOUNT_SOURCE})\\s*(?:${UNIT_SOURCE}\\s*)?\\p{Lu})`, 'u');

/** OCR merges list lines: '250 g Butter 200 g Zucker' → two fragments (only after a complete ingredient). */
function splitMerged(fragment: string): string[] {
  const out: string[] = [];
  let rest = fragment;
  for (let guard = 0; guard < 6; guard++) {
    const m = SECOND_AMOUNT.exec(rest);
    const head = m ? rest.slice(0, m.index) : '';
    if (!m || !/^[\d½¼¾]/u.test(fixLeadingOcr(head)) || head.includes('(')) break;
    out.push(head.trim());
    rest = rest.slice(m.index).trim();
  }
  out.push(rest);
  return out;
}

/**
 * 'n Schuss Milch', 'ne Handvoll Nüsse', 'ein bisschen Salz': a spoken measure leads an item as an amount does (in a
 * caption written in lowercase, 'und n bisschen chili rein' may be the method); Swabian 'a bissle' and Bavarian 'a
 * bisserl' are 'ein bisschen', and so are the misspelt 'bischen' and the old spelling 'bißchen'; North German writes
 * the clipped article with its apostrophe ('und 'n bisschen Butter').
 */
const SPOKEN_MEASURE =
  /^(?:'?(?:n|ne|nen|nem)|ein|eine|einen|a)\s+(?:[Ss]chuss|[Ss]pritzer|[Kk]lecks|[Pp]rise|[Hh]and\s?voll|bisschen|bischen|bißchen|bissl|bissel|bissle|bisserl|paar)\s+\p{Lu}/u;

/** 'Salz und Pfeffer', '4 Eier und etwas Feta' → two fragments; 'Saft und Abrieb einer Zitrone' stays one. */
/** '2 EL Chiliöl and 1 EL Sojasauce', '125 g Mehl mit 1 TL Natron': a second measured item joined to the first. */
const JOINED_MEASURE = new RegExp(
  String.raw`^([\d½¼¾].*?\p{L}{2,})\s+(?:and|mit)\s+((?:${AMOUNT_SOURCE})\s*(?:${UNIT_SOURCE})\.?\s+\p{L}.*)$`,
  'iu',
);

const SPOKEN_UNIT_LEAD =
  /^(?:ein|eine|einen|zwei|drei|vier|fünf|n|ne|nen|a|an)\s+(?:Esslöffel|Teelöffel|EL|TL|Prise|Becher|Tasse|Dose|Glas|Bund|Handvoll|Packung|Päckchen)\s+\p{Lu}/u;
/** The same in text set in capitals ('EIN PÄCKCHEN VANILLEZUCKER'). */
const SPOKEN_UNIT_LEAD_ANY_CASE = new RegExp(SPOKEN_UNIT_LEAD.source, 'iu');

/**
 * '1 Pck. Vanillezucker und Butter zum Ausbacken', '1 TL Salz und Öl zum Braten': an amount-less food named with what it
 * is for, after a measured item, is an item of its own, as 'Öl zum Braten' on a line of its own is.
 */
const FOR_PURPOSE = /\s+(?:zum|zur)\s+\p{L}+$/iu;
const isFoodForPurpose = (name: string): boolean => FOR_PURPOSE.test(name) && isKnownIngredient(name.replace(FOR_PURPOSE, ''));

/** 'EIN PÄCKCHEN VANILLEZUCKER UND BUTTER': text set in capitals joins its items with a capital 'UND'. */
function inCapitals(text: string): boolean {
  const letters = text.replace(/[^\p{L}]/gu, '');
  return letters.length >= 8 && letters === letters.toUpperCase();
}

function splitAnd(fragment: string): string[] {
  const joined = JOINED_MEASURE.exec(fragment.trim());
  // Not in a sentence: '250 g Quark und rühr ihn mit 100 ml Sahne' is the method, not two items.
  const plain = joined?.[1] !== undefined && !/\s(?:und|oder|ihn|sie|es)\s|\s(?:ihn|sie|es)$/u.test(joined[1]);
  if (plain && joined?.[1] && joined[2] && !fragment.includes('(')) return [joined[1], ...splitAnd(joined[2])];
  const slash = /^(\p{Lu}\p{Ll}+)\s*\/\s*(\p{Lu}\p{Ll}+)$/u.exec(fragment.trim());
  if (slash?.[1] && slash[2]) return [slash[1], slash[2]];
  const noParens = fragment.replace(/\([^)]*\)/g, '');
  // '80 g Butter sowie 100 g brauner Zucker plus 2 EL Zimt': 'sowie' and 'plus' join measured items as 'und' does, and
  // so does the English 'and' in a caption that mixes languages ('450 g Spinat and 4 eggs');
  // '1 1/2 cups plus 3 tablespoons sugar' is one item whose measure is a sum (the left half names nothing).
  const also = /^([\d½¼¾].*?\p{L}{2,})\s+(?:sowie|plus|and)\s+([\d½¼¾].*)$/u.exec(noParens);
  if (also?.[1] && also[2] && noParens === fragment && !isAmountOnlyText(also[1]) && matchLeadingAmount(also[2]) !== null) {
    return [also[1], ...splitAnd(also[2])];
  }
  // '1 Dose (400 ml) Kokosmilch und 2 EL Currypaste': a measured item with a note in parentheses, then the next one;
  // also one led by a vague quantity ('1,5 l Brühe (1 P) und etwas Paprika', '… (2 P) und ein paar Basilikumblätter').
  const noted = /^([\d½¼¾][^()]*\([^()]*\)[^()]*?)\s+(?:und|&)\s+([^()]+)$/u.exec(fragment.trim());
  const vague = (right: string): boolean => /^etwas\s/u.test(right) || SPOKEN_MEASURE.test(right);
  if (noted?.[1] && noted[2] && ((/^[\d½¼¾]/u.test(noted[2]) && matchLeadingAmount(noted[2]) !== null) || vague(noted[2])))
    return [noted[1], ...splitAnd(noted[2])];
  // (Dialect 'un' is 'und': '200 g Jagdwurst un ä Becher Mayo'.)
  const m = (inCapitals(noParens) ? /^(.+?)\s+(?:und|un|&|UND)\s+(.+)$/u : /^(.+?)\s+(?:und|un|&)\s+(.+)$/u).exec(noParens);
  if (!m?.[1] || !m[2] || noParens !== fragment) return [fragment];
  const [left, right] = [m[1].trim(), m[2].trim()];
  const rightLed = /^(?:etwas\s|[\d½¼¾])/u.test(fixLeadingOcr(right)) || SPOKEN_MEASURE.test(right);
  const leftLed =
    (matchLeadingAmount(fixLeadingOcr(left)) !== null && /^[\d½¼¾]/u.test(fixLeadingOcr(left))) ||
    // 'ein Esslöffel Olivenöl und ein bisschen Dill': a number word before a unit measures as a digit does (also in
    // capitals: 'EIN PÄCKCHEN VANILLEZUCKER').
    SPOKEN_UNIT_LEAD.test(left) ||
    (inCapitals(left) && SPOKEN_UNIT_LEAD_ANY_CASE.test(left));
  // '1 Pck. Backpulver und 80 g Butter und Zimt': the right half may hold the next 'und' of a chain.
  if (rightLed && (leftLed || isShortNoun(left))) return [left, ...splitAnd(right)];
  // '50 g Feta und Salz und Pfeffer': short names after a measured item in an 'und' chain.
  const names = right.split(/\s+(?:und|&)\s+/u);
  if (leftLed && names.every(isShortNoun) && (names.length > 1 || isSeasoning(right) || isFoodForPurpose(right))) {
    return [left, ...names];
  }
  // '60 g Grieß und ein Stück Butter': a number word after a measured item starts the next one (Saxon 'ä Becher').
  if (leftLed && /^(?:ein|eine|einen|zwei|drei|vier|fünf|sechs|ne|nen|ä)\s+\p{L}/iu.test(right))
    return [left, ...splitAnd(right)];
  // 'Salz und frisch gemahlener Pfeffer'
  if (!leftLed && isSeasoning(left) && isSeasoning(right.replace(NOTE_TAIL, ''))) return [left, right];
  if (!leftLed && isShortNoun(left) && isShortNoun(right)) return [left, right];
  return [fragment];
}

/** 'Zum Wälzen: 2 Pck. Vanillezucker' → list part; 'Mehl: 200 g' → '200 g Mehl'. */
export function stripInlineLabel(text: string): string {
  const m = /^([\p{L}][\p{L}\s&/-]{0,30}):\s*(.+)$/u.exec(text.trim());
  if (!m?.[1] || !m[2] || wordCount(m[1]) > 3) return text.trim();
  const [label, rest] = [m[1].trim(), m[2].trim()];
  if (isAmountOnlyText(rest)) return `${rest} ${label}`;
  if (/^(?:etwas\s|[\d½¼¾])/u.test(fixLeadingOcr(rest))) return rest;
  return `${label} ${rest}`;
}

/** 'je 1 TL Salz und Paprikapulver', 'je 2 EL Zucker, Mehl und Öl': one measure for each of the names that follow. */
const EACH = new RegExp(
  String.raw`^je\s+((?:${AMOUNT_SOURCE}|ein|eine|einen|zwei|drei|vier)\s*(?:${UNIT_SOURCE})?)\s+(.+)$`,
  'iu',
);

function splitEach(fragment: string): string[] {
  const m = EACH.exec(fragment.trim());
  if (!m?.[1] || !m[2]) return [fragment];
  const names = m[2].split(/\s*,\s*|\s+(?:und|&)\s+/u);
  if (names.length < 2 || !names.every(isShortNoun)) return [fragment];
  return names.map((name) => `${m[1] ?? ''} ${name}`);
}

/**
 * 'je 200 g Butter, Zucker und Mehl, dazu 4 Eier, …': a run of one measure for each name that opens a longer list, cut
 * at the last comma after which the names end; the rest is read as a list of its own.
 */
function splitLeadingEach(body: string): string[] {
  if (!/^je\s/iu.test(body)) return [];
  const cuts = [...body.matchAll(/,/gu)].map((m) => m.index).reverse();
  for (const cut of cuts) {
    const each = splitEach(body.slice(0, cut));
    if (each.length > 1) return [...each, ...splitIngredientList(body.slice(cut + 1).trim())];
  }
  return [];
}

/** Splits a cleaned ingredient line into fragments; notes after a comma stay with their ingredient. */
export function splitIngredientList(text: string): string[] {
  const body = stripInlineLabel(text.replace(/[.;,]+\s*$/u, ''));
  const each = splitEach(body);
  if (each.length > 1) return each;
  const leadingEach = splitLeadingEach(body);
  if (leadingEach.length > 0) return leadingEach;
  const merged: string[] = [];
  for (const { part, plus } of splitTopLevel(body)) {
    const last = merged.length - 1;
    if (!plus && last >= 0 && isNoteLike(part)) merged[last] = `${merged[last] ?? ''}, ${part}`;
    else merged.push(part);
  }
  // 'dazu 3 Eier und 1 Pck. Vanillepudding', 'Einfach 50 g Haferflocken': a spoken lead before the item's amount.
  return (
    merged
      .map((f) =>
        f.replace(
          /^(?:dazu|plus|sowie|einfach|nur|zuerst|erst|jetzt|nun|then|basically|literally|just|simply)\s+(?=[\d½¼¾])/iu,
          '',
        ),
      )
      // 'Add 1 Ei, …', 'Blend 1 Banane, …': an English imperative before the first amount leads as 'dazu' does.
      .map((f) => (/^\p{L}+\s+[\d½¼¾]/u.test(f) && startsWithEnglishStep(f) ? f.replace(/^\p{L}+\s+/u, '') : f))
      .flatMap(splitMerged)
      // 'je ein Teelöffel Kreuzkümmel und Oregano, eine Prise Zimt': the measure of 'je' goes to its part's names.
      .flatMap(splitEach)
      .flatMap(splitAnd)
  );
}
