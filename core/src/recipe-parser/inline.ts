/**
 * Captions written as one paragraph: 'Zutaten für 2 Personen: 250 g Penne, 1 Packung Feta (200 g), Salz,
 * Pfeffer. Tomaten und Feta in die Form, …'. The comma-separated list is unfolded into one line per item and the
 * running text after it becomes a paragraph of its own, so that the line-based sections see the usual shape.
 *
 * A list is found by the shape of its items, not by a marker word: a run of separated items that all read as
 * ingredients, two or more of them led by an amount or three named as known ingredients. The run may start
 * anywhere in the line (after a title, 'Für 2:', a '!' or a dash) and ends at the first sentence end or spaced
 * dash, or where an item turns into an instruction.
 */
import { isIngredientFragment, looksLikeIngredient, looksLikeStep } from './classify';
import { splitIngredientList, splitTopLevel } from './ingredient-split';
import { AMOUNT_SOURCE } from './amounts';
import { hasCookingVerb, isKnownIngredient, isSubHeading } from './lexicon';
import { hasSetOffMeasure } from './story-text';
import { detectHeading, type TLine } from './sections';
import { ABBREVIATIONS, splitSentences } from './steps';
import { EMOJI_SEQUENCE, cleanLine } from './text';

/** Without a heading a list needs three items; after 'Zutaten:' or 'Für die Sauce:' two will do. */
const MIN_ITEMS = { bare: 3, labelled: 2 };
const MIN_ITEMS_WITH_AMOUNT = 2;
const MIN_KNOWN_ITEMS = 3;

/**
 * 'Kreuzkümmel 1 TL.': amount and unit after the name end the item, so the '.' after them ends the sentence ('Mehl und
 * 1 Pck. Backpulver' is no such item).
 */
const AMOUNT_AFTER_NAME = /(?<![\p{L}])(?!(?:und|oder|mit|plus|sowie)\s)\p{L}{2,}\s+\d+(?:[.,]\d+)?\s*\p{L}{1,5}$/u;

/** A '.' after these words does not end a sentence ('ca.', 'Pkg.', 'z. B.', '5 Min.', '2 EL. Öl'). */
function isAbbreviationDot(text: string, dotIndex: number): boolean {
  const before = text.slice(Math.max(0, dotIndex - 40), dotIndex);
  const lastWord = (/(\p{L}+)$/u.exec(before)?.[1] ?? '').toLowerCase();
  if (!ABBREVIATIONS.has(lastWord) && lastWord !== 'min' && lastWord.length !== 1) return false;
  return !AMOUNT_AFTER_NAME.test(before);
}

interface TListEnd {
  /** Where the list text ends (exclusive). */
  end: number;
  /** Where the text after the list starts. */
  next: number;
}

/** Longer than this, a run of text is no inline list: it bounds the work on hostile one-line texts. */
const MAX_LIST_CHARS = 2000;

/** The first sentence end or spaced dash outside parentheses: where an inline list stops. */
function listEnd(text: string): TListEnd | null {
  let depth = 0;
  for (let i = 0; i < Math.min(text.length, MAX_LIST_CHARS); i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (depth > 0) continue;
    const next = text[i + 1];
    // '200 g Nudeln + 2 Eier = Carbonara': the dish after '=' is no item.
    if ((c === '–' || c === '—' || c === '=') && text[i - 1] === ' ' && next === ' ') return { end: i, next: i + 1 };
    if (c !== '.' && c !== '!' && c !== '?') continue;
    if (next !== undefined && next !== ' ') continue;
    if (c === '.' && isAbbreviationDot(text, i)) continue;
    return { end: i + 1, next: i + 1 };
  }
  return null;
}

interface TInlineList {
  items: string[];
  tail: string;
}

interface TItemCounts {
  /** Leading items that read as ingredients. */
  run: number;
  withAmount: number;
  known: number;
}

function countItems(items: string[]): TItemCounts {
  const counts: TItemCounts = { run: 0, withAmount: 0, known: 0 };
  for (const item of items) {
    const kind = isIngredientFragment(item);
    if (!kind) break;
    counts.run++;
    if (kind.led) counts.withAmount++;
    else if (isKnownIngredient(item)) counts.known++;
  }
  return counts;
}

/**
 * '… 2 EL geschmolzene Butter • Alles glatt rühren …': the list ran into the method. The text from the first item
 * that is not an ingredient on is the tail, when that item can be found again in the head as written.
 */
function splitAtMethod(head: string, items: string[], run: number): { items: string[]; rest: string } | null {
  const breakItem = items[run];
  if (breakItem === undefined || !/^\p{Lu}/u.test(breakItem)) return null;
  let from = 0;
  for (const item of items.slice(0, run)) {
    const at = head.indexOf(item, from);
    if (at < 0) return null;
    from = at + item.length;
  }
  const at = head.indexOf(breakItem, from);
  if (at < 0) return null;
  // After a bullet or pipe the item starts anew ('• Hack formen'); after a comma, 'Salz und Zucker glatt rühren'
  // or 'backe sie …' still belong to the sentence, and only 'Alles glatt rühren' starts an instruction.
  const afterBullet = /[•|]\s*$/u.test(head.slice(0, at));
  if (!afterBullet && isKnownIngredient(breakItem.split(/\s+/)[0] ?? '')) return null;
  return { items: items.slice(0, run), rest: head.slice(at) };
}

const MAX_AND_WORDS = 3;

/** 'chiliflocken und bisschen salz': in a lowercase list only short halves around 'und' are two items. */
function splitLowercaseList(head: string): string[] {
  return splitTopLevel(head.replace(/[.!]+$/u, '')).flatMap(({ part }) => {
    // '3 eier und 200 ml milch und eine prise salz': an 'und' chain of short items.
    const chain = part.split(/\s+und\s+/u);
    if (chain.length > 2 && chain.every((s) => s.split(/\s+/).length <= MAX_AND_WORDS)) return chain;
    const pair = /^(.+?)\s+und\s+(.+)$/u.exec(part);
    const short = (s: string): boolean => s.split(/\s+/).length <= MAX_AND_WORDS;
    return pair?.[1] && pair[2] && short(pair[1]) && short(pair[2]) ? [pair[1], pair[2]] : [part];
  });
}

const SHORT_UNIT = String.raw`(?:g|kg|ml|l|dl|cl|EL|TL|Prise|Pck\.?|Msp\.?|Dose|Bund|Becher|Tasse|Glas|Zehen?|Stück|Scheiben?|Handvoll)(?![\p{L}])`;
const ITEM_SOURCE = String.raw`(?:${AMOUNT_SOURCE})\s*(?:${SHORT_UNIT})?\s+(?:\p{Ll}+\s+)?(?!${SHORT_UNIT})\p{Lu}[\p{L}-]*`;
/**
 * '1/2 l Milch 60 g Grieß 2 EL Zucker 1 TL Butter Milch mit Zucker aufkochen.': items written one after another
 * without separators, the last running into the method; the method starts at the noun after the last item's name.
 */
const RUN_ON_METHOD = new RegExp(String.raw`^((?:${ITEM_SOURCE}\s+){2,}${ITEM_SOURCE})\s+(\p{Lu}.*)$`, 'u');

/** Three or more items one after another without separators ('1/2 l Milch 60 g Grieß 2 EL Zucker.'). */
const MERGED_ITEMS = new RegExp(String.raw`^(?:${ITEM_SOURCE}\s+){2,}${ITEM_SOURCE}\.?$`, 'u');

function splitRunOnMethod(head: string): { head: string; rest: string } | null {
  const m = RUN_ON_METHOD.exec(head);
  // The method's sentence goes on in lowercase after its first noun ('Milch mit Zucker …', not 'Salz Pfeffer …').
  if (!m?.[1] || !m[2] || !/^\p{Lu}[\p{L}-]*\s+\p{Ll}/u.test(m[2])) return null;
  const firstSentence = m[2].split(/[.!?](?:\s|$)/u)[0] ?? '';
  return hasCookingVerb(firstSentence) ? { head: m[1], rest: m[2] } : null;
}

const TASTE_THEN_METHOD = /^(.+?\s+nach\s+(?:Geschmack|Belieben|Bedarf))\s+(\p{Ll}.*)$/u;

/** Reads a list of ingredient items at the start of `text`; the rest is returned as `tail`. */
export function readInlineList(text: string, labelled = false): TInlineList | null {
  const stop = listEnd(text);
  if (stop === null && text.length > MAX_LIST_CHARS) return null;
  const head = (stop === null ? text : text.slice(0, stop.end)).trim();
  const runOn = splitRunOnMethod(head);
  if (runOn) {
    const after = stop === null ? '' : text.slice(stop.next);
    return readInlineList(`${runOn.head}. ${runOn.rest} ${after}`.trim(), labelled);
  }
  // 'Dann noch Mehl, 250 g, und Milch, ein Viertelliter': each measure set off after its food, a sentence of a story.
  if (hasSetOffMeasure(head)) return null;
  // Without a separator there is at most one item: no need to split and classify.
  if (!/[,;•·+]|\s(?:und|&)\s|\s\/\s|\p{L}\/\d/u.test(head) && !MERGED_ITEMS.test(head)) return null;
  let tail = stop === null ? '' : text.slice(stop.next).trim();
  // All-lowercase captions give no capital-letter signal to tell a note ('fein gehackt') from an item ('chili flakes').
  let items = /\p{Lu}/u.test(head) ? splitIngredientList(head) : splitLowercaseList(head);
  // '… + Süße nach Geschmack mit dem Schneebesen glatt.': 'to taste' ends the last item, its sentence goes on.
  const taste = TASTE_THEN_METHOD.exec(items.at(-1) ?? '');
  if (taste?.[1] && taste[2]) {
    items = [...items.slice(0, -1), taste[1]];
    tail = `${taste[2]}. ${tail}`.trim();
  }
  const min = labelled ? MIN_ITEMS.labelled : MIN_ITEMS.bare;
  const counts = countItems(items);
  if (counts.run < min) return null;
  if (counts.run < items.length) {
    // Only a list with amounts is trusted to run into the method: 'Mehl, Eier, Milch …' may be the method itself.
    if (counts.withAmount < MIN_ITEMS_WITH_AMOUNT) return null;
    const split = splitAtMethod(head, items, counts.run);
    if (!split) return null;
    items = split.items;
    tail = `${split.rest} ${tail}`.trim();
  }
  const enough = counts.withAmount >= MIN_ITEMS_WITH_AMOUNT || counts.known + counts.withAmount >= MIN_KNOWN_ITEMS;
  return enough ? { items, tail } : null;
}

const LIST_BOUNDARY = /[.!?:;–—•]/u;
const PREPOSITION_BEFORE = /(?:^|\s)(?:in|im|mit|aus|von|vom|zu|zum|auf|an|bei|nach|über|unter)$/iu;
/** A list start is only tried when a separator follows soon: an item is rarely longer than this. */
const MAX_FIRST_ITEM_CHARS = 80;
const FIRST_SEPARATOR = new RegExp(String.raw`^[^.!?]{1,${MAX_FIRST_ITEM_CHARS}}?(?:,|;|\s[•+/]\s|\sund\s|\p{L}/\d)`, 'u');
/** Enough for a long story before the recipe; bounds the work on hostile texts. */
const MAX_LIST_STARTS = 64;

/**
 * Where a list may begin inside a line: after a sentence end, a colon, a spaced dash or a bullet, or at an amount
 * that follows a word ('Spaghetti aglio e olio 200 g Spaghetti, …' once the flag emoji is gone).
 */
function listStarts(text: string): number[] {
  const starts: number[] = [];
  let depth = 0;
  for (let i = 1; i < text.length; i++) {
    const prev = text[i - 1];
    if (prev === '(') depth++;
    else if (prev === ')') depth = Math.max(0, depth - 1);
    const c = text[i] ?? ' ';
    if (depth > 0 || prev !== ' ' || c === ' ' || c === '(') continue;
    const before = text.slice(0, i).trimEnd();
    const mark = before[before.length - 1] ?? '';
    const atBoundary = LIST_BOUNDARY.test(mark) && (mark !== '.' || !isAbbreviationDot(before, before.length - 1));
    // 'in 1 EL Öl angebraten, dazu …': an amount after a preposition is inside a sentence, not the start of a list.
    const atAmount = /[\d½¼¾⅓⅔⅛]/u.test(c) && /[\p{L})]$/u.test(before) && !PREPOSITION_BEFORE.test(before);
    if ((atBoundary || atAmount) && FIRST_SEPARATOR.test(text.slice(i, i + MAX_FIRST_ITEM_CHARS + 8))) {
      starts.push(i);
      if (starts.length >= MAX_LIST_STARTS) break;
    }
  }
  return starts;
}

interface TLocatedList extends TInlineList {
  /** The title or intro before the list, '' when the list starts the line. */
  prefix: string;
}

/** 'Burger • 500 g Hack • 4 Buns • …': a first item that is neither measured nor a known ingredient is a title. */
function startsWithTitle(list: TInlineList): boolean {
  const [first, second] = list.items;
  return (
    first !== undefined &&
    second !== undefined &&
    !isIngredientFragment(first)?.led &&
    !isKnownIngredient(first) &&
    isIngredientFragment(second)?.led === true
  );
}

/**
 * 'Für den Teig rühre ich 250 g Mehl, 125 ml Wasser und 1 Prise Salz zusammen.': a finite verb with its subject before
 * the first amount ('rühre ich', 'ich rühr') and its separable particle after the last item frame one sentence of a
 * story, not a list.
 */
// (Bavarian and Austrian 'i' is 'ich': 'Für'n Teig knet i …'.)
const VERB_AND_SUBJECT = /(?:^|\s)(?:(\p{Ll}{2,})\s+(?:ich|i|wir|man|du|ihr|mer)|(?:ich|i|wir|man|du|ihr|mer)\s+(\p{Ll}{2,}))$/iu;
// '… und 1 Prise Salz (ganz) glatt.': the texture the verb works the items to closes the sentence like a particle.
const PARTICLE_AFTER_ITEM =
  /\s(?:zusammen|unter|dazu|hinzu|hinein|rein|ein|durch|(?:(?:ganz|schön|gut|richtig)\s+)?(?:glatt|geschmeidig|schaumig|cremig|homogen|elastisch))[.!]?$/u;
function isVerbFramed(prefix: string, items: string[]): boolean {
  const last = items.at(-1) ?? '';
  const m = VERB_AND_SUBJECT.exec(prefix.trimEnd());
  const verb = m?.[1] ?? m?.[2];
  return verb !== undefined && hasCookingVerb(verb) && PARTICLE_AFTER_ITEM.test(last.trimEnd());
}

/** The words of an item before its first amount ('Suppe Für die Nockerl rühr i' of '… rühr i 2 Eier'), '' if none. */
function beforeFirstAmount(item: string): string {
  const at = item.search(/\s[\d½¼¾]/u);
  return at > 0 ? item.slice(0, at) : '';
}

/**
 * 'Heute 5 kg Fleischtomaten, 4 Zwiebeln, …', 'Linsensuppe Rein kommen 200 g rote Linsen, 1 Zwiebel, …': a first item
 * that its amount does not lead but that holds one after words of its own carries the sentence's lead (or the title)
 * before its amount, when the next place a list may start is that amount ('Saft von 1 Zitrone' starts none there).
 */
function ledLater(text: string, list: TInlineList, next: number): boolean {
  const first = list.items[0] ?? '';
  const lead = beforeFirstAmount(first);
  return lead !== '' && isIngredientFragment(first)?.led !== true && text.indexOf(first) + lead.length + 1 === next;
}

/** The first place in the line where an inline list starts, or null. `anywhere` allows a title or intro before it. */
function locateList(text: string, anywhere: boolean): TLocatedList | null {
  const starts = anywhere ? [0, ...listStarts(text)] : [0];
  for (const [i, start] of starts.entries()) {
    const list = readInlineList(text.slice(start));
    if (!list) continue;
    if (start > 0 && isVerbFramed(text.slice(0, start), list.items)) continue;
    // ('Nockerlsuppe 🍲 Für die Nockerl rühr i 2 Eier, … und 1 Prise Salz glatt.': the first item holds the frame.)
    if (start === 0 && isVerbFramed(beforeFirstAmount(list.items[0] ?? ''), list.items)) continue;
    const next = starts[i + 1];
    if (anywhere && start === 0 && next !== undefined && (startsWithTitle(list) || ledLater(text, list, next))) {
      const rest = readInlineList(text.slice(next));
      if (rest) return { ...rest, prefix: text.slice(0, next).trim() };
    }
    return { ...list, prefix: text.slice(0, start).trim() };
  }
  return null;
}

const line = (text: string): TLine => ({ text, marker: 'none', blank: false });
const BLANK: TLine = { text: '', marker: 'none', blank: true };

function linesOf(prefix: string | null, list: TInlineList): TLine[] {
  const out: TLine[] = [];
  if (prefix !== null && prefix !== '') out.push(line(prefix));
  out.push(...list.items.map((item): TLine => ({ ...line(item), listItem: true })));
  if (list.tail === '') return out;
  // A second inline group ('Für die Sauce: …') continues the list; anything else is the method.
  const next = expandLine(line(list.tail), false);
  const continuesList = next.length > 1 && next[0]?.blank !== true;
  if (continuesList) return [...out, ...next];
  // One line per sentence, so that a closing call to action does not make the whole method chatter.
  return [...out, BLANK, ...splitSentences(list.tail).flatMap((sentence) => expandLine(line(sentence), false))];
}

/**
 * 'ohne Gluten, Milch, Ei, Nüsse und Soja', 'Puffer ohne Ei, Weizen und Milch', 'frei von: Laktose, Ei': what a dish is
 * free from (an allergen line) names what it leaves out, no items, when none of them carries an amount.
 */
const FREE_FROM = /(?:^|\s)(?:ohne|frei\s+von|free\s+from|without)(?![\p{L}])/iu;
/** 'Allergikerfreundlich, frei von:', 'Ohne:': a lead that ends in the words of an allergen line. */
const FREE_FROM_LEAD = /(?<![\p{L}])(?:ohne|frei\s+von|free\s+from|without)\s*:?\s*$/iu;
function isFreeFromList(list: TInlineList, lead = ''): boolean {
  const freeFrom = FREE_FROM.test(list.items[0]?.trim() ?? '') || FREE_FROM_LEAD.test(lead);
  return freeFrom && list.items.every((item) => !/[\d½¼¾]/u.test(item));
}

/**
 * Expands one caption line holding an inline list (after a heading, a group label or on its own).
 * `anywhere`: no list has been seen yet, so the list may start after a title or intro in the same line.
 */
function expandLine(l: TLine, anywhere: boolean): TLine[] {
  if (l.blank || l.text.length < 20) return [l];
  const heading = detectHeading(l.text);
  if (heading) {
    if (heading.section !== 'ingredients' || heading.rest === '') return [l];
    const prefix = l.text.slice(0, l.text.length - heading.rest.length).trim();
    // 'Zutaten: • Couscous 200 g • …': the bullet after the heading leads the first item, it is no part of it.
    const list = readInlineList(heading.rest.replace(/^[•·▪●]\s*/u, ''), true);
    return list ? linesOf(prefix, list) : [l];
  }
  const label = /^([^:]{1,40}:)\s*(.+)$/su.exec(l.text);
  if (label?.[1] && label[2] && isSubHeading(label[1])) {
    const list = readInlineList(label[2], true);
    return list && !isFreeFromList(list, label[1]) ? linesOf(label[1], list) : [l];
  }
  const located = locateList(l.text, anywhere);
  if (!located || isFreeFromList(located, located.prefix)) return [l];
  const unfolded = linesOf(located.prefix, located);
  // The line keeps its marker on its first part ('- 200 g Mehl, 2 Eier' stays a bullet line).
  const first = unfolded[0];
  return first ? [{ ...first, marker: l.marker }, ...unfolded.slice(1)] : [l];
}

/** '8 Reispapierblätter. Reisnudeln einweichen, …': the last line of a list carries the method after its item. */
function splitLastItem(l: TLine): TLine[] | null {
  const stop = listEnd(l.text);
  if (!stop) return null;
  const head = l.text.slice(0, stop.end).trim();
  const sentences = splitSentences(l.text.slice(stop.next).trim());
  // '- 2 EL Olivenöl - Parmesan. Zwiebel anbraten …': a known ingredient without an amount ends the list as well
  // ('Mix the dry stuff, then add Buttermilch, Ei und Butter.' ends in one, but is a step of its own).
  const item = looksLikeIngredient(head) || (isKnownIngredient(head.replace(/\.$/u, '')) && !looksLikeStep(head));
  if (sentences.length === 0 || !item || !looksLikeStep(sentences[0] ?? '')) return null;
  return [{ ...l, text: head, listItem: true }, BLANK, ...sentences.map(line)];
}

export function unfoldInlineLists(lines: TLine[]): TLine[] {
  const out: TLine[] = [];
  let listSeen = false;
  for (const l of lines) {
    // Only after an ingredient may a line end the list with the method ('8 Reispapierblätter. Reisnudeln …').
    const prev = out[out.length - 1];
    const mayEndList = prev !== undefined && !prev.blank && !l.blank && /[.!?]\s+\S/u.test(l.text);
    const lastItem = mayEndList && (prev.listItem === true || looksLikeIngredient(prev.text)) ? splitLastItem(l) : null;
    if (lastItem) {
      out.push(...lastItem);
      continue;
    }
    const expanded = expandLine(l, !listSeen);
    out.push(...expanded);
    if (!listSeen) {
      const ingredients = detectHeading(l.text)?.section === 'ingredients' || (!l.blank && looksLikeIngredient(l.text));
      listSeen = expanded.length > 1 || ingredients;
    }
  }
  return out;
}

const EMOJI_RUN = new RegExp(String.raw`[ \t]+(?:${EMOJI_SEQUENCE}[ \t]*)+`, 'gu');
const MAX_EMOJI_TITLE_ENDS = 16;

/** 'Man nehme 500 g Kartoffeln, …', 'Man nimmt 4 Eier …': the old cookbook's lead, with its first amount, opens the list. */
const TAKING_LEAD = /^(?:man|mer)\s+(?:nimmt|nehme)\s+[\d½¼¾]/iu;

/**
 * 'Bruschetta wie in Rom 🇮🇹 Ciabatta, reife Tomaten, …' or 'Omas Grießbrei 🥣 Ihr braucht …': an emoji between a
 * title and an ingredient list ends the title. Works on the raw line, because cleaning removes the emoji.
 */
export function splitTitleAtEmoji(raw: string): string[] {
  let tried = 0;
  for (const m of raw.matchAll(EMOJI_RUN)) {
    // A title ends at one of the first emojis of its line; the bound keeps hostile emoji-laden lines linear.
    if (++tried > MAX_EMOJI_TITLE_ENDS) break;
    const before = raw.slice(0, m.index);
    const after = raw.slice(m.index + m[0].length);
    if (!/\p{L}/u.test(before) || !/\S/u.test(after)) continue;
    const text = cleanLine(after.slice(0, MAX_LIST_CHARS)).text;
    // 'Pasta 🍅 für 2 Personen' stays the title; only a heading with its list on the line ends it.
    const heading = detectHeading(text);
    // ('Aus Omas Kochheft abgeschrieben, Zeile für Zeile 📓 Man nehme 500 g …': the lead opens a list told in sentences.)
    const listFollows = heading
      ? heading.section === 'ingredients' && heading.rest !== ''
      : readInlineList(text) !== null || TAKING_LEAD.test(text);
    if (listFollows) return [before, after];
  }
  return [raw];
}
