import { parseRecipeText } from '@kochclip/core/recipe-parser';
import { isTag, isText } from 'domhandler';
import type { TBlock } from './page-blocks';
import type { TPageRecipe } from './schema-recipe';
import { END_HEADING, INGREDIENT_HEADING, METHOD_HEADING, pagePart, stepsUnder } from './page-sections';

/** Lines that state times or servings, wherever they stand on the page. */
const META_LINE =
  /\b(?:zubereitungszeit|arbeitszeit|gesamtzeit|kochzeit|backzeit|garzeit|ruhezeit|vorbereitungszeit|dauer|zeitaufwand|portionen|personen)\b/iu;

const MAX_LINES = 150;

const isHeadingLike = (block: TBlock, pattern: RegExp) =>
  (block.kind === 'heading' || (block.kind !== 'rule' && block.text.length <= 60)) && pattern.test(block.text);

interface TRegion {
  heading: string;
  ingredientLines: string[];
  steps: string[];
  used: Set<number>;
}

/** Words of measures that a page's switch between US and metric amounts changes ('8.8oz' → '250g'). */
const MEASURE_WORD =
  /^(?:[\d.,/½¼¾⅓⅔-]+\p{L}{0,5}|fl|oz|ounces?|lbs?|pounds?|cups?|ml|g|kg|l|dl|cl|grams?|tbsp|tsp|tablespoons?|teaspoons?|inch(?:es)?|cm)$/iu;

const METRIC = /\d\s*(?:g|kg|ml|l|dl|cl)\b/iu;

/**
 * A list printed twice, once per system of measures (a page's 'US / metric' switch renders both): the printing with
 * the more metric amounts, which a German kitchen reads. Each line of the second printing names what the same line
 * of the first does once its measures are gone; lines after both printings (equipment) stay.
 */
function inOneMeasure(lines: string[]): string[] {
  const key = (line: string) =>
    line
      .toLowerCase()
      .split(/\s+/u)
      .filter((word) => word && !MEASURE_WORD.test(word))
      .join(' ');
  const keys = lines.map(key);
  for (let size = 3; size * 2 <= lines.length; size += 1) {
    if (!keys.slice(0, size).every((k, i) => k === keys[size + i])) continue;
    const first = lines.slice(0, size);
    const second = lines.slice(size, size * 2);
    const metric = (list: string[]) => list.filter((line) => METRIC.test(line)).length;
    return [...(metric(second) > metric(first) ? second : first), ...lines.slice(size * 2)];
  }
  return lines;
}

/** 'Benodigdheden' heads the ingredients on some sites and the equipment on others: the list's heading when no other is. */
const SUPPLIES_HEADING = /^benodigdheden\b/iu;

/** Blocks between the end of the list and a method heading below it. */
const MAX_GAP = 12;

/** A line that holds an amount only ('6', '2 κ.σ.', '1⅓ φλ.', '200 g'). */
const AMOUNT_ONLY = /^(?:ca\.\s*)?[\d½¼¾⅓⅔⅛][\d\s.,/½¼¾⅓⅔⅛–-]*(?:\s*\p{L}{1,8}\.?){0,2}$/u;
const HAS_DIGIT = /[\d½¼¾⅓⅔⅛]/u;

/**
 * A page that prints each ingredient's amount and name as lines of their own ('6' / 'ντομάτες'): one line, the
 * amount first, whichever of the two the page prints first — when every amount line of the list has such a partner.
 */
function withAmounts(lines: string[]): string[] {
  const amountFirst = (at: number) =>
    AMOUNT_ONLY.test(lines[at] ?? '') &&
    at + 1 < lines.length &&
    !HAS_DIGIT.test(lines[at + 1] ?? '') &&
    !(lines[at + 1] ?? '').endsWith(':');
  const amounts = lines.filter((line) => AMOUNT_ONLY.test(line)).length;
  if (amounts < 2) return lines;
  const out: string[] = [];
  let paired = 0;
  for (let at = 0; at < lines.length; at += 1) {
    if (amountFirst(at)) {
      out.push(`${lines[at] ?? ''} ${lines[at + 1] ?? ''}`);
      at += 1;
      paired += 1;
    } else out.push(lines[at] ?? '');
  }
  return paired === amounts ? out : lines;
}

/**
 * A paragraph set wholly in bold among the ingredient lines, without an amount ('<p><strong>The Marinade</strong></p>'):
 * the title of the group below it.
 */
function isBoldTitle(block: TBlock): boolean {
  const box = block.box;
  if (block.kind !== 'line' || !box || box.name !== 'p' || /\d/.test(block.text) || block.text.length > 50) return false;
  const children = box.children.filter((child) => !(isText(child) && child.data.trim() === ''));
  const [only] = children;
  return children.length === 1 && !!only && isTag(only) && (only.name === 'strong' || only.name === 'b');
}

function findRegion(blocks: TBlock[]): TRegion | null {
  const named = blocks.findIndex((block) => isHeadingLike(block, INGREDIENT_HEADING));
  const start = named >= 0 ? named : blocks.findIndex((block) => block.kind === 'heading' && SUPPLIES_HEADING.test(block.text));
  const startBlock = blocks[start];
  if (!startBlock) return null;
  const used = new Set<number>([start]);
  const ingredientLines: string[] = [];
  let i = start + 1;
  let methodAt = -1;
  // A page whose method heading the patterns do not know ('A recept'): the next heading of the ingredient heading's
  // rank heads the method, when no known method heading stands anywhere.
  const unnamedMethod = startBlock.kind === 'heading' && !blocks.some((block) => isHeadingLike(block, METHOD_HEADING));
  const part = pagePart();
  // Past the list's part of the page (nutrition facts, downloads), only a method heading is looked for.
  let ended = false;
  // A group heading of the list heading's rank: the list heading is the first group's title, one among equals.
  let sameRank = false;
  for (; i < blocks.length && ingredientLines.length < MAX_LINES; i += 1) {
    const block = blocks[i];
    if (!block) break;
    if (isHeadingLike(block, METHOD_HEADING)) {
      methodAt = i;
      break;
    }
    if (!ended && part.outside(block)) ended = true;
    if (ended) {
      if (block.kind === 'heading' && END_HEADING.test(block.text)) break;
      continue;
    }
    if (block.kind === 'heading') {
      if (END_HEADING.test(block.text)) break;
      if (unnamedMethod && block.level <= startBlock.level && block.text !== startBlock.text) {
        methodAt = i;
        break;
      }
      // The list's own heading again: the page prints the list twice (for phones and desktops), or tags between.
      if (block.text === startBlock.text) {
        ingredientLines.length = 0;
        continue;
      }
      // A heading inside the list („Für den Teig“) names the group of the lines below it.
      if (!/\d/.test(block.text) && block.text.length <= 50) {
        ingredientLines.push(`${block.text.replace(/[\s:]+$/u, '')}:`);
        if (startBlock.kind === 'heading' && block.level === startBlock.level) sameRank = true;
      }
      part.heading(block);
      continue;
    }
    if (block.kind === 'rule' || (META_LINE.test(block.text) && !/^\s*[\d½¼¾]/u.test(block.text))) continue;
    ingredientLines.push(isBoldTitle(block) ? `${block.text.replace(/[\s:]+$/u, '')}:` : block.text);
    used.add(i);
    part.take(block);
  }
  // A list that ends at a heading after it ('Video', 'Equipment') may still have the method below.
  if (methodAt < 0) {
    const after = blocks.slice(i, i + MAX_GAP).findIndex((block) => isHeadingLike(block, METHOD_HEADING));
    if (after >= 0) methodAt = i + after;
  }
  // Some pages put the method above the ingredients: the nearest method heading before the list, then.
  if (methodAt < 0) methodAt = blocks.slice(0, start).findLastIndex((block) => isHeadingLike(block, METHOD_HEADING));
  const under = methodAt < 0 ? { steps: [], used: [] } : stepsUnder(blocks, methodAt);
  if (methodAt >= 0) used.add(methodAt);
  for (const index of under.used) used.add(index);
  const steps = under.steps.map((step) => step.text);
  const heading = startBlock.text.replace(/[\s:]+$/u, '');
  const measured = withAmounts(inOneMeasure(ingredientLines));
  const lines =
    sameRank && !/\d/.test(heading) && measured[0] !== undefined && !measured[0].endsWith(':')
      ? [`${heading}:`, ...measured]
      : measured;
  // One line under an ingredient heading is a widget's label ('personer' of a servings switch), not a list.
  return lines.filter((line) => !line.endsWith(':')).length >= 2 ? { heading, ingredientLines: lines, steps, used } : null;
}

const foldStep = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
const stepWords = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * A line after the reader's last step that is still a step in a language it does not read: a sign-off („Viel Spaß
 * beim Nachkochen!“, „Enjoy!“) is short and names no time, temperature or amount.
 */
const UNREAD_STEP = (line: string) => line.length > 60 || /\d/u.test(line);

/**
 * The steps of the page's method region. The caption reader drops chatter („Viel Spaß beim Nachkochen!“) but reads
 * German only: a sign-off ends a method, so the page's lines up to the last one the reader kept as a step are the
 * steps (a line it dropped between two steps is a step in a language it does not read), and after it the lines that
 * are no sign-off (`UNREAD_STEP`); when the reader's steps are not the page's lines, or it finds less than half of
 * them, its own or the page's lines as before.
 */
function pageSteps(lines: string[], parsed: string[] | undefined): string[] {
  if (!parsed || parsed.length * 2 < lines.length) return lines;
  if (parsed.length >= lines.length) return parsed;
  const folded = lines.map(foldStep);
  const lineWords = lines.map(stepWords);
  let last = -1;
  for (const step of parsed) {
    const want = foldStep(step);
    // The reader may drop a word of the line ('1 cup of dough' read '1 cup dough'): each of its words is the line's.
    const words = stepWords(step);
    const at = folded.findIndex(
      (line, i) => i > last && want.length > 0 && (line.includes(want) || [...words].every((word) => lineWords[i]?.has(word))),
    );
    if (at < 0) return parsed;
    last = at;
  }
  while (last + 1 < lines.length && UNREAD_STEP(lines[last + 1] ?? '')) last += 1;
  return lines.slice(0, last + 1);
}

/**
 * The page's own structure: an ingredient heading ('Zutaten', 'Zutaten für 4 Personen:') with the lines under it
 * and a method heading ('Zubereitung', "So geht's") with the steps under it. Steps, servings and times are read by
 * the caption parser from that region (it drops chatter such as 'Viel Spaß beim Nachkochen!'); ingredients are the
 * lines under the heading.
 */
export function structureRecipe(blocks: TBlock[], title: string | null): TPageRecipe | null {
  const region = findRegion(blocks);
  if (!region) return null;
  const metaLines = blocks
    .filter((block, index) => !region.used.has(index) && block.kind !== 'heading' && block.text.length <= 150)
    .map((block) => block.text)
    .filter((text) => META_LINE.test(text));
  const caption = [
    ...(title ? [title] : []),
    ...metaLines,
    `${region.heading}:`,
    ...region.ingredientLines.map((line) => `- ${line}`),
    'Zubereitung:',
    ...region.steps.map((step, index) => `${index + 1}. ${step}`),
  ].join('\n');
  const parsed = parseRecipeText(caption, title ? { title } : undefined);
  return {
    title: title ?? parsed?.title ?? '',
    description: null,
    ingredientLines: region.ingredientLines,
    steps: pageSteps(
      region.steps,
      parsed?.instructions.map((s) => s.step),
    ).map((text) => ({ text, group: null })),
    yields: parsed?.servings ? [String(parsed.servings)] : [],
    totalMinutes: parsed?.duration ?? null,
    imageUrls: [],
    author: null,
    keywords: [],
    categoryHints: [],
  };
}
