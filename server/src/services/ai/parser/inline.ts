/**
 * Captions written as one paragraph: 'Zutaten für 2 Personen: 250 g Penne, 1 Packung Feta (200 g), Salz,
 * Pfeffer. Tomaten und Feta in die Form, …'. The comma-separated list is unfolded into one line per item and the
 * running text after it becomes a paragraph of its own, so that the line-based sections see the usual shape.
 */
import { isIngredientFragment } from './classify';
import { splitIngredientList, splitTopLevel } from './ingredient-split';
import { isSubHeading } from './lexicon';
import { detectHeading, type TLine } from './sections';
import { ABBREVIATIONS, splitSentences } from './steps';

/** Without a heading a list needs three items (two with amounts); after 'Zutaten:' or 'Für die Sauce:' two will do. */
const MIN_ITEMS = { bare: 3, labelled: 2 };
const MIN_ITEMS_WITH_AMOUNT = 2;

/** Index just after the first sentence end outside parentheses ('ca.', 'Pkg.', 'z. B.' do not end one). */
function firstSentenceEnd(text: string): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth = Math.max(0, depth - 1);
    if (depth > 0 || (c !== '.' && c !== '!' && c !== '?')) continue;
    const next = text[i + 1];
    if (next !== undefined && next !== ' ') continue;
    const lastWord = (/(\p{L}+)$/u.exec(text.slice(Math.max(0, i - 20), i))?.[1] ?? '').toLowerCase();
    if (c === '.' && (ABBREVIATIONS.has(lastWord) || lastWord === 'min' || lastWord.length === 1)) continue;
    return i + 1;
  }
  return -1;
}

interface TInlineList {
  items: string[];
  tail: string;
}

/** Reads a list of at least three ingredient items at the start of `text`; the rest is returned as `tail`. */
export function readInlineList(text: string, labelled = false): TInlineList | null {
  const end = firstSentenceEnd(text);
  const head = (end < 0 ? text : text.slice(0, end)).trim();
  const tail = end < 0 ? '' : text.slice(end).trim();
  // All-lowercase captions give no capital-letter signal to tell a note ('fein gehackt') from an item ('chili flakes').
  const items = /\p{Lu}/u.test(head) ? splitIngredientList(head) : splitTopLevel(head.replace(/[.!]+$/u, '')).map((p) => p.part);
  if (items.length < (labelled ? MIN_ITEMS.labelled : MIN_ITEMS.bare)) return null;
  let withAmount = 0;
  for (const item of items) {
    const kind = isIngredientFragment(item);
    if (!kind) return null;
    if (kind.led) withAmount++;
  }
  return withAmount >= MIN_ITEMS_WITH_AMOUNT ? { items, tail } : null;
}

const line = (text: string): TLine => ({ text, marker: 'none', blank: false });
const BLANK: TLine = { text: '', marker: 'none', blank: true };

function unfold(prefix: string | null, body: string): TLine[] | null {
  const list = readInlineList(body, prefix !== null);
  if (!list) return null;
  const out: TLine[] = [];
  if (prefix !== null) out.push(line(prefix));
  out.push(...list.items.map(line));
  if (list.tail === '') return out;
  // A second inline group ('Für die Sauce: …') continues the list; anything else is the method.
  const next = expandLine(line(list.tail));
  const continuesList = next.length > 1 && next[0]?.blank !== true;
  if (continuesList) return [...out, ...next];
  // One line per sentence, so that a closing call to action does not make the whole method chatter.
  return [...out, BLANK, ...splitSentences(list.tail).flatMap((sentence) => expandLine(line(sentence)))];
}

/** Expands one caption line holding an inline list (after a heading, a group label or on its own). */
function expandLine(l: TLine): TLine[] {
  if (l.blank || l.text.length < 20) return [l];
  const heading = detectHeading(l.text);
  if (heading) {
    if (heading.section !== 'ingredients' || heading.rest === '') return [l];
    const prefix = l.text.slice(0, l.text.length - heading.rest.length).trim();
    return unfold(prefix, heading.rest) ?? [l];
  }
  const label = /^([^:]{1,40}:)\s*(.+)$/su.exec(l.text);
  if (label?.[1] && label[2] && isSubHeading(label[1])) return unfold(label[1], label[2]) ?? [l];
  const unfolded = unfold(null, l.text);
  return unfolded ? [{ ...l, text: unfolded[0]?.text ?? '' }, ...unfolded.slice(1)] : [l];
}

export function unfoldInlineLists(lines: TLine[]): TLine[] {
  return lines.flatMap(expandLine);
}
