import type { Element, ParentNode } from 'domhandler';
import type { TBlock } from './page-blocks';
import { withoutStepMarker, type TPageStep } from './schema-recipe';

/** Headings of an ingredient list, in the languages of recipe sites („Zutaten“, „Ingredients“, „Ingrédients“ …). */
export const INGREDIENT_HEADING =
  /^(?:die\s+)?(?:zutaten|einkaufsliste|das brauchst du|du brauchst|was du brauchst|ingredients?|ingrédients?|ingrediënten|ingredi[eë]nten|ingredientes|ingredienti|ingredienser|ingredienset|ingrediensar|hozzávalók|składniki|přísady|suroviny|sastojci|malzemeler|ainekset|ainesosat|υλικά|ингредиенты|材料|用料|食材)(?![\p{L}\p{N}])/iu;

/** Headings of the method („Zubereitung“, „Instructions“, „Bereiding“, „Préparation“ …). */
export const METHOD_HEADING =
  /^(?:die\s+)?(?:zubereitung|so geht'?s|und so geht'?s|so wird'?s gemacht|so wird es gemacht|anleitung|zubereitungsschritte|arbeitsschritte|schritt für schritt|instructions?|directions?|method|preparation|how to make|steps|préparation|preparation|étapes|bereiding(?:swijze)?|werkwijze|preparación|elaboración|modo de preparo|modo de preparação|preparo|preparazione|procedimento|tillagning|gör så här|så gör du|fremgangsmåde|sådan gør du|fremgangsmåte|tilberedning|elkészítés|postup|przygotowanie|sposób przygotowania|hazırlanışı|priprema|valmistus|εκτέλεση|οδηγίες|приготовление|做法|步骤|作り方)(?![\p{L}\p{N}])/iu;

/** Headings after the method that are not part of it ('Notes', '3 commentaires'). */
export const END_HEADING =
  /^(?:\d+\s+)?(?:tipps?\b|tips?\b|hinweis|kommentar|nährwert|das könnte|ähnliche|auch lecker|weitere rezepte|mehr rezepte|beliebte|neueste|kategorien|archiv|teilen|über mich|newsletter|video|notes?\b|nutrition|comments?|reviews?|reacties|reactie plaatsen|commentaires|kommentarer|comentarios|commenti|related|you may also|more recipes|equipment|utensils|you'?ll need|ustensiles|matériel|küchengeräte|utensilien|benodigdheden)/iu;

const MAX_STEPS = 60;

/** A label and a duration ('Elkészítési idő: kb. 30 perc', 'Cook time: 20 minutes'). */
const TIME_LINE = /^[^\d:]{3,30}:\s*(?:kb\.|ca\.|approx\.|about|circa)?\s*\d+(?:[.,]\d+)?\s*\p{L}{1,10}\.?$/u;

const isHeadingLike = (block: TBlock, pattern: RegExp) =>
  (block.kind === 'heading' || (block.kind !== 'rule' && block.text.length <= 60)) && pattern.test(block.text);

/** Unit words one spelling of a line writes out and the other abbreviates ('4 tablespoons' for '4 tbsp'). */
const UNIT_SPELLINGS = new Map(
  Object.entries({
    tbsp: ['tablespoon', 'tablespoons', 'tbsps', 'tbs', 'tbl'],
    tsp: ['teaspoon', 'teaspoons', 'tsps'],
    oz: ['ounce', 'ounces'],
    lb: ['lbs', 'pound', 'pounds'],
    cup: ['cups'],
    g: ['gram', 'grams', 'gr', 'gramm'],
    el: ['esslöffel', 'eßlöffel'],
    tl: ['teelöffel'],
    ml: ['milliliter', 'milliliters', 'millilitre', 'millilitres'],
  }).flatMap(([unit, spellings]) => spellings.map((spelling) => [spelling, unit] as const)),
);

/** The words of a line, for finding the same ingredient in structured data and in the page's HTML. */
const wordsOf = (text: string) =>
  text
    .replace(/[\u00BC-\u00BE\u2150-\u215E]/gu, (fraction) => ` ${fraction.normalize('NFKC')} `)
    .replace(/(\d)(\p{L})/gu, '$1 $2')
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => UNIT_SPELLINGS.get(word) ?? word);

/**
 * Whether a block of the page shows a line of the structured data: all the line's words, and at most a few more
 * (sites write '1 cup butter, 2 sticks' in the HTML for '1 cup butter (2 sticks)' in JSON-LD, or add a checkbox).
 */
function shows(block: string[], line: string[]): boolean {
  if (line.length === 0) return false;
  // The page may add a note after the line ('6 pound brisket point USDA Choice grade or higher') or put the amount
  // first ('0.5 ks Čerstvé droždie …' for 'Čerstvé droždie: 0.5 ks'): the line's words within its first few.
  const have = new Set(block.slice(0, line.length + 3));
  if (line.every((word) => have.has(word))) return true;
  if (block.length > line.length + 3) return false;
  // Amount and name in inline elements with no space between them ('2,5 dl' + 'vatten' reads '2,5 dlvatten').
  const joined = block.join('');
  const wanted = line.join('');
  return block.length < line.length && joined.length <= wanted.length + 12 && joined.includes(wanted);
}

/**
 * The steps under the page's method heading: list items, or the paragraphs up to the first list after them. A
 * heading below the method heading („Für die Füllung“) names the group of the steps under it.
 */
export function htmlSteps(blocks: TBlock[], from = 0): TPageStep[] {
  const at = blocks.findIndex(
    (block, index) => index >= from && isHeadingLike(block, METHOD_HEADING) && !labelsTime(blocks, index),
  );
  return at < 0 ? [] : stepsUnder(blocks, at).steps;
}

/** A duration alone on its line ('35 m', '1 h 10 m', '20 Min.', '1½ timer'). */
const DURATION_ONLY = /^(?:ca\.\s*)?[\d½¼¾][\d\s.,½¼¾/–-]*\s*\p{L}{1,8}\.?(?:\s+[\d½¼¾][\d\s.,]*\s*\p{L}{1,8}\.?)?$/u;

/**
 * A method word that labels a time in the page's facts ('Preparación' above '35 m', „Zubereitung“ above
 * „20 Min.“): a plain line whose next line is a duration alone heads no steps.
 */
function labelsTime(blocks: TBlock[], at: number): boolean {
  const block = blocks[at];
  const next = blocks[at + 1];
  return block?.kind === 'line' && next?.kind === 'line' && DURATION_ONLY.test(next.text.trim());
}

/** A list's title set as a paragraph: short, no sentence's end, no number ('Boeuf braisé', 'Für die Füllung:'). */
const isListTitle = (text: string) => text.length <= 60 && !/[.!?]$/u.test(text.trim()) && !/\d/u.test(text);

/**
 * The steps under the method heading at `at` (list items, or the paragraphs up to the first list after them; a
 * lower heading names the group of the steps under it) and the blocks they were read from.
 */
export function stepsUnder(blocks: TBlock[], at: number): { steps: TPageStep[]; used: number[] } {
  const method = blocks[at];
  if (!method) return { steps: [], used: [] };
  const level = method.kind === 'heading' ? method.level : 7;
  const holder = method.kind === 'heading' ? (method.box?.parent ?? null) : null;
  const steps: TPageStep[] = [];
  const used: number[] = [];
  let group: string | null = null;
  let sawItems = false;
  let lastItem: Element | null = null;
  // Steps the page numbers itself ('1. …', '2. …'): the first block after them without the next number ends them
  // (a part's title such as 'Cooking Procedure:' and a new count from 1 do not).
  let numbered = 0;
  const part = pagePart();
  for (let j = at + 1; j < blocks.length && steps.length < MAX_STEPS; j += 1) {
    const block = blocks[j];
    if (!block) break;
    // A short line without a sentence's end right before a list ('Purée de pommes de terre au bacon') titles the
    // steps of that list: before the first list of the method, or between two lists of one element.
    const next = blocks[j + 1];
    if (block.kind === 'line' && next?.kind === 'item' && isListTitle(block.text)) {
      const list = lastItem?.parent?.parent ?? null;
      if (!lastItem || (list && block.box && within(block.box, list) && next.box && within(next.box, list))) {
        group = block.text.replace(/[\s:]+$/u, '');
        part.heading(block);
        continue;
      }
    }
    if (part.outside(block)) break;
    if (block.kind === 'heading') {
      if (END_HEADING.test(block.text) || block.level <= level) break;
      // A lower heading outside the element that holds the method's heading („People who like this“ in a box
      // beside the recipe) heads something else.
      if (steps.length > 0 && holder && block.box && !within(block.box, holder)) break;
      group = block.text.replace(/[\s:]+$/u, '') || null;
      part.heading(block);
      continue;
    }
    if (block.kind === 'rule') {
      if (steps.length > 0) break;
      continue;
    }
    if (block.kind === 'line' && sawItems) break;
    // A photo's caption and a time stated after the method ('Sütési idő: 20 perc') are no steps.
    if (block.box?.name === 'figcaption' || (steps.length > 0 && TIME_LINE.test(block.text))) continue;
    // '1. …', or a number set right before the step's first word ('1Das Universalmesser einsetzen.').
    const marker = /^(\d{1,2})(?:\s*[.)]\s|(?=\p{Lu}))/u.exec(block.text);
    const number = marker ? Number(marker[1]) : undefined;
    const counts = number !== undefined && (number === numbered + 1 || number === 1);
    if (counts) numbered = number;
    else if (/:$/u.test(block.text.trim())) numbered = 0;
    else if (numbered >= 2) break;
    if (block.kind === 'item') {
      sawItems = true;
      lastItem = block.box ?? null;
    }
    const step = withoutStepMarker(counts && marker ? block.text.slice(marker[0].length) : block.text);
    if (step) steps.push({ text: step, group });
    used.push(j);
    part.take(block);
  }
  return { steps, used };
}

/**
 * The part of the page that holds the first two entries of a list (their nearest common element): entries after
 * them stand inside it too, and a block outside it (a newsletter box, a comment form, nutrition facts after the
 * list) ends them. A group's heading widens the part to hold its entries beside the ones before it.
 */
export function pagePart(): {
  outside: (block: TBlock) => boolean;
  take: (block: TBlock) => void;
  heading: (block: TBlock) => void;
} {
  let first: Element | null = null;
  let part: ParentNode | null = null;
  return {
    outside: (block) =>
      part !== null && block.kind !== 'heading' && block.kind !== 'rule' && !!block.box && !within(block.box, part),
    take: (block) => {
      if (first && !part && block.box) part = commonParent(first, block.box);
      first ??= block.box ?? null;
    },
    heading: (block) => {
      const before: ParentNode | null = part ?? first;
      part = before && block.box ? commonParent(before, block.box) : null;
    },
  };
}

/** The nearest element that holds both (`a` itself when it holds `b`). */
function commonParent(a: ParentNode, b: Element): ParentNode | null {
  const above = new Set<ParentNode>([a]);
  for (let at: ParentNode | null = a.parent, depth = 0; at && depth < 64; at = at.parent, depth += 1) above.add(at);
  for (let at: ParentNode | null = b.parent, depth = 0; at && depth < 64; at = at.parent, depth += 1)
    if (above.has(at)) return at;
  return null;
}

function within(node: Element, ancestor: ParentNode): boolean {
  for (let at: ParentNode | null = node.parent, depth = 0; at && depth < 64; at = at.parent, depth += 1)
    if (at === ancestor) return true;
  return false;
}

/**
 * Structured data that names the ingredients without their amounts ('laxfilé', 'olivolja') while the page shows
 * them with amounts ('800 g laxfilé', '4 msk olivolja'): the page's lines, in the page's order when it shows every
 * one of them (the data may list them alphabetically, the page by its groups), else in the data's order. Null when
 * most lines of the data already carry a number, or the HTML does not show most of them with one.
 */
export function htmlIngredientLines(blocks: TBlock[], lines: string[]): string[] | null {
  const bare = lines.filter((line) => !/\d/.test(line)).length;
  if (lines.length < 2 || bare < lines.length / 2) return null;
  const listed = (block: TBlock) => block.kind === 'item' || block.kind === 'line';
  const folded = blocks.map((block) => (listed(block) ? wordsOf(block.text) : null));
  // A line's words before its first comma: the page may add a note to the name ('4 st tomat, i klyftor, gärna …').
  const heads = blocks.map((block) => (listed(block) ? wordsOf(block.text.split(',')[0] ?? '') : null));
  const holds = (have: string[] | null | undefined, words: string[]) =>
    !!have && have.length <= words.length + 6 && words.every((w) => have.includes(w));
  const places: number[] = [];
  const used = new Set<number>();
  const showsLine = (look: number, words: string[]) =>
    !used.has(look) && words.length > 0 && (holds(folded[look], words) || holds(heads[look], words));
  for (const line of lines) {
    const words = wordsOf(line);
    // A list entry with its amount first ('16 cl gin, Beefeater'), before a title that names it too ('Gin Fizz').
    let at = blocks.findIndex((block, look) => block.kind === 'item' && HAS_NUMBER.test(block.text) && showsLine(look, words));
    if (at < 0) at = blocks.findIndex((_, look) => showsLine(look, words));
    places.push(at);
    if (at >= 0) used.add(at);
  }
  // The amount in an element of its own before the name ('800 g' | 'laxfilé(er), i bit med skinn'), or after it
  // on a page that writes each name first ('ziemniaki' | '1 kilogram'): the side where more names have one.
  const amountAt = (at: number) => {
    const block = used.has(at) ? undefined : blocks[at];
    return block && AMOUNT_BLOCK.test(block.text) ? block.text : null;
  };
  const found = places.filter((at) => at >= 0);
  const after = found.filter((at) => amountAt(at + 1) !== null).length > found.filter((at) => amountAt(at - 1) !== null).length;
  let withAmount = 0;
  const read = lines.map((line, i) => {
    const at = places[i] ?? -1;
    const block = blocks[at];
    if (at < 0 || !block) return line;
    const amount = amountAt(after ? at + 1 : at - 1);
    const text =
      /\d/.test(block.text) || amount === null ? block.text : after ? `${block.text} ${amount}` : `${amount} ${block.text}`;
    if (/\d/.test(text) && !/\d/.test(line)) withAmount += 1;
    return /\d/.test(line) ? line : text;
  });
  if (withAmount < bare * 0.8) return null;
  // Every line found: the page's order, which keeps its groups together (the data may list them alphabetically).
  if (places.every((at) => at >= 0))
    return read
      .map((line, i) => ({ line, at: places[i] ?? 0 }))
      .sort((a, b) => a.at - b.at)
      .map((x) => x.line);
  return read;
}

/**
 * Structured data that gives the first lines of a list the page shows in full (a cake's eight lines without its
 * filling's seven): the page's list, when its first entries are the data's lines in order and more follow. A
 * heading or a short line ending in ':' between the entries is a group's title ('For the filling:'); the list ends
 * at the method heading or any other block.
 */
export function fullerIngredientLines(blocks: TBlock[], lines: string[]): string[] | null {
  const wanted = lines.map(wordsOf);
  const first = wanted[0];
  if (!first || lines.length > 100) return null;
  const folded = blocks.map((block) => wordsOf(block.text));
  for (let start = 0; start < blocks.length; start += 1) {
    if (blocks[start]?.kind !== 'item' || !shows(folded[start] ?? [], first)) continue;
    // The data's first line opens the page's list: an entry in the middle of one ('1 whole chicken …' for the data's
    // 'Chicken') is no start.
    const before = blocks[start - 1];
    if (before?.kind === 'item' && before.box?.parent === blocks[start]?.box?.parent) continue;
    const out: string[] = [];
    let entries = 0;
    let matched = true;
    // Entries go on in the same list; a new list (the method's, a shop's) only after a group's title.
    let list: unknown = blocks[start]?.box?.parent;
    let titled = false;
    for (let j = start; j < blocks.length && out.length < 120; j += 1) {
      const block = blocks[j];
      if (!block) break;
      if (block.kind === 'item' && block.text.length <= 200) {
        const parent = block.box?.parent;
        if (parent !== list && !titled) break;
        list = parent;
        titled = false;
        const want = wanted[entries];
        if (want && !shows(folded[j] ?? [], want)) {
          matched = false;
          break;
        }
        entries += 1;
        out.push(block.text);
        continue;
      }
      titled =
        block.text.length <= 60 &&
        !HAS_NUMBER.test(block.text) &&
        !METHOD_HEADING.test(block.text) &&
        !END_HEADING.test(block.text) &&
        (block.kind === 'heading' || (block.kind === 'line' && /:\s*$/u.test(block.text)));
      if (!titled || entries < lines.length) break;
      out.push(`${block.text.replace(/[\s:]+$/u, '')}:`);
    }
    while (out.at(-1)?.endsWith(':')) out.pop();
    // The entries beyond the data's read as ingredients: most with an amount, none a sentence (a step, a tip).
    const added = out.filter((line) => !line.endsWith(':')).slice(lines.length);
    const amounts = added.filter((line) => HAS_NUMBER.test(line)).length;
    const sentences = added.some((line) => line.length > 100 || /\p{L}{2}[.!?]$/u.test(line.trim()) || PRICE.test(line));
    if (matched && added.length > 0 && amounts * 3 >= added.length * 2 && !sentences) return out;
  }
  return null;
}

/** A price marks a shop's offer ('… 1 item needed $5.85', '500 g 1,49 €'), not a line of the recipe. */
const PRICE = /[$€£]\s?\d|\d\s?[$€£]/u;

/** Blocks between the ingredient heading and the list's first entry ('for 3 to 4 servings'). */
const MAX_LEAD_BLOCKS = 2;

/**
 * Structured data that gives a later part of the list the page shows under its ingredient heading, in an order of
 * its own (the sauce and the batter without the main part): the page's list with its group titles, when each of the
 * data's lines is one of its entries, the method heading or one of the data's lines ends it, and the entries
 * beyond them read as ingredients (most with an amount, none a sentence or a price). The list ends at the method heading or at any block that is neither an
 * entry nor a group's title.
 */
export function listHoldingIngredientLines(blocks: TBlock[], lines: string[]): string[] | null {
  if (lines.length === 0 || lines.length > 100) return null;
  const at = blocks.findIndex((block) => block.kind === 'heading' && INGREDIENT_HEADING.test(block.text));
  if (at < 0) return null;
  const out: string[] = [];
  const entries: string[][] = [];
  let method = false;
  for (let j = at + 1; j < blocks.length && out.length < 120; j += 1) {
    const block = blocks[j];
    if (!block) break;
    method = block.kind === 'heading' && METHOD_HEADING.test(block.text);
    if (block.kind === 'item' && block.text.length <= 200) {
      out.push(block.text);
      entries.push(wordsOf(block.text));
      continue;
    }
    if (entries.length === 0 && j - at <= MAX_LEAD_BLOCKS && block.kind === 'line') continue;
    const titled =
      entries.length > 0 &&
      block.text.length <= 60 &&
      !HAS_NUMBER.test(block.text) &&
      !METHOD_HEADING.test(block.text) &&
      !END_HEADING.test(block.text) &&
      (block.kind === 'heading' || (block.kind === 'line' && /:\s*$/u.test(block.text)));
    if (!titled) break;
    out.push(`${block.text.replace(/[\s:]+$/u, '')}:`);
  }
  while (out.at(-1)?.endsWith(':')) out.pop();
  if (entries.length <= lines.length) return null;
  const used = new Set<number>();
  for (const line of lines) {
    const words = wordsOf(line);
    const found = entries.findIndex((entry, i) => !used.has(i) && shows(entry, words));
    if (found < 0) return null;
    used.add(found);
  }
  // The list ends at the method heading, or the data gives a later part of it (its last entry is one of the data's
  // lines): a shop's offers after the list ('Shop ingredients') are no part of it.
  if (!method && !used.has(entries.length - 1)) return null;
  const added = out.filter((line) => !line.endsWith(':')).filter((_, i) => !used.has(i));
  const amounts = added.filter((line) => HAS_NUMBER.test(line)).length;
  const foreign = added.some((line) => line.length > 160 || /\p{L}{2}[.!?]$/u.test(line.trim()) || PRICE.test(line));
  return amounts * 3 >= added.length * 2 && !foreign ? out : null;
}

/** A digit or a fraction sign ('½' is an amount line of its own on some pages). */
/** An amount alone in its element ('800 g', '1 kilogram', '½'). */
const AMOUNT_BLOCK = /^[\d\s.,/½¼¾⅓⅔–-]+\s*\p{L}{0,12}\.?$/u;

const HAS_NUMBER = /[\d\u00BC-\u00BE\u2150-\u215E]/u;

/**
 * How many blocks from `at` show the line: 1, or 2 for a page that prints name and amount as lines of their own
 * ('Saltgurkor' above '4'), or 3 for amount, unit and name each on a line ('250', 'g', 'tvaroh'); 0 when they do
 * not show it.
 */
function showsFrom(blocks: TBlock[], folded: string[][], at: number, line: string[]): 0 | 1 | 2 | 3 {
  if (shows(folded[at] ?? [], line)) return 1;
  const here = blocks[at];
  const next = blocks[at + 1];
  const third = blocks[at + 2];
  if (
    here?.kind === 'line' &&
    next?.kind === 'line' &&
    third?.kind === 'line' &&
    /^[\d\s.,/½¼¾⅓⅔–-]+$/u.test(here.text) &&
    next.text.length <= 10 &&
    !HAS_NUMBER.test(next.text) &&
    !HAS_NUMBER.test(third.text) &&
    shows([...(folded[at] ?? []), ...(folded[at + 1] ?? []), ...(folded[at + 2] ?? [])], line)
  )
    return 3;
  if (here?.kind !== 'line' || next?.kind !== 'line' || HAS_NUMBER.test(here.text) === HAS_NUMBER.test(next.text)) return 0;
  // The amount's line is short ('4', '1 dl', '½', '3 c. de sopa', '460 g (na kysnuté cesto)' with its note in
  // brackets); a group title above a whole line is no such pair.
  const amount = HAS_NUMBER.test(here.text) ? here : next;
  if (amount.text.replace(/\([^()]*\)/gu, '').trim().length > 16 || shows(folded[at + 1] ?? [], line)) return 0;
  return shows([...(folded[at] ?? []), ...(folded[at + 1] ?? [])], line) ? 2 : 0;
}

/**
 * The group of each ingredient line as the page's HTML shows it: the lines are looked up in order in the page's
 * blocks, and a heading or a short line ending in ':' between them names the group of the lines after it. Null
 * when the HTML does not show the lines in order, or shows fewer than two groups.
 */
export function htmlIngredientGroups(blocks: TBlock[], lines: string[]): (string | null)[] | null {
  const wanted = lines.map(wordsOf);
  const first = wanted[0];
  if (lines.length < 2 || !first) return null;
  const folded = blocks.map((block) => (block.kind === 'heading' ? [] : wordsOf(block.text)));
  // Blog posts name the first ingredient in their text before the recipe card: each place that shows it is tried,
  // and the one where most lines follow, closest together, wins.
  let best: { groups: (string | null)[]; found: number; span: number; loose: number } | null = null;
  let tries = 0;
  let bestStart = 0;
  for (let start = 0; start < blocks.length && tries < MAX_GROUP_STARTS; start += 1) {
    if (showsFrom(blocks, folded, start, first) === 0) continue;
    tries += 1;
    const read = groupsFrom(blocks, folded, wanted, start);
    // On a tie, the place that shows the lines as the data words them (a blog's own list says '1 15oz. can').
    const better =
      !best ||
      read.found > best.found ||
      (read.found === best.found && (read.loose < best.loose || (read.loose === best.loose && read.span < best.span)));
    if (better) {
      best = read;
      bestStart = start;
    }
  }
  if (!best || best.found < Math.ceil(wanted.length * 0.6) || new Set(best.groups).size < 2) return null;
  // The list's own heading names the first group when it says more than „Ingredients“ ('Ingredients for the salad').
  const listHeading = blocks
    .slice(Math.max(0, bestStart - 3), bestStart)
    .findLast((block) => block.kind === 'heading' && INGREDIENT_HEADING.test(block.text));
  const more =
    listHeading?.text
      .replace(INGREDIENT_HEADING, '')
      .replace(/[\s:]+$/u, '')
      .trim() ?? '';
  const own = /^\p{L}/u.test(more) && !/\d/.test(more) && listHeading ? title(listHeading.text) : null;
  if (best.groups[0] !== null) return best.groups;
  const named = own ?? sameRankHeading(blocks, bestStart, best.groups);
  return named ? best.groups.map((group) => group ?? named) : best.groups;
}

/**
 * A bare list heading („Ingredienser“) set at the rank of the group headings below it („Pensling“): the page shows
 * it as the first group's title, one section among equals (a heading above smaller ones heads the whole list).
 */
function sameRankHeading(blocks: TBlock[], start: number, groups: (string | null)[]): string | null {
  let at = start - 1;
  for (; at >= Math.max(0, start - 8) && blocks[at]?.kind !== 'heading'; at -= 1);
  const heading = blocks[at];
  if (heading?.kind !== 'heading' || !INGREDIENT_HEADING.test(heading.text)) return null;
  const names = new Set(groups.filter((group): group is string => group !== null));
  const ranks = blocks
    .slice(start)
    .filter((block) => block.kind === 'heading' && names.has(title(block.text) ?? ''))
    .map((block) => block.level);
  return ranks.length > 0 && ranks.every((level) => level === heading.level) ? title(heading.text) : null;
}

const MAX_GROUP_STARTS = 20;

function groupsFrom(
  blocks: TBlock[],
  folded: string[][],
  wanted: string[][],
  start: number,
): { groups: (string | null)[]; found: number; span: number; loose: number } {
  const groups: (string | null)[] = [];
  let group: string | null = null;
  const before = blocks[start - 1];
  // Between the list's heading and its first line, plain lines of bare <div>s without a colon ('Units' | 'Scale'
  // buttons, '4' | 'port' of a servings switch) are a widget's labels, not a group's title (which sites set as a
  // heading or paragraph, or after such a label: 'Upraviť porcie:' | 'NA KVÁSOK').
  const widgetLine = (block: TBlock | undefined) =>
    block?.kind === 'line' && block.box?.name === 'div' && block.text.trim().length <= 20 && !/:\s*$/u.test(block.text);
  const widget =
    widgetLine(before) &&
    (blocks[start - 2]?.kind === 'heading' || (widgetLine(blocks[start - 2]) && blocks[start - 3]?.kind === 'heading'));
  if (before && !widget && (isGroupTitle(before) || isItemTitle(before))) group = title(before.text);
  let j = start;
  let found = 0;
  // Words the page shows beyond the lines' own.
  let loose = 0;
  // A plain line whose words all stand in the ingredients is one of them, worded otherwise ('Sel' for '1 pincée de
  // sel'), not a group's title.
  const ingredientWords = new Set(wanted.flat());
  const titleOf = (block: TBlock) =>
    isGroupTitle(block) &&
    !(block.kind === 'line' && !/:\s*$/u.test(block.text) && wordsOf(block.text).every((w) => ingredientWords.has(w)))
      ? title(block.text)
      : undefined;
  for (const line of wanted) {
    // The next block that shows this line, a few blocks ahead at most; a line the HTML words otherwise stays
    // in the group of the line before it.
    let at = -1;
    let width = 0;
    let heading: string | null | undefined;
    for (let look = j; look < blocks.length && look < j + 8; look += 1) {
      const block = blocks[look];
      if (!block) break;
      width = showsFrom(blocks, folded, look, line);
      if (width > 0) {
        at = look;
        break;
      }
      heading = titleOf(block) ?? heading;
    }
    if (at >= 0) {
      const previous = blocks[at - 1];
      if (at > j && previous && isItemTitle(previous)) heading = title(previous.text);
      if (heading !== undefined) group = heading;
      for (let k = at; k < at + width; k += 1) loose += folded[k]?.length ?? 0;
      loose -= line.length;
      j = at + width;
      found += 1;
    }
    groups.push(group);
  }
  return { groups, found, span: j - start, loose };
}

function isGroupTitle(block: TBlock): boolean {
  if (block.text.length > 60 || INGREDIENT_HEADING.test(block.text) || METHOD_HEADING.test(block.text)) return false;
  return (
    block.kind === 'heading' ||
    (block.kind === 'line' && /:\s*$/u.test(block.text)) ||
    (block.kind === 'line' && !HAS_NUMBER.test(block.text))
  );
}

/** What a part of the list is for, with a count („Voor 2 banketstaven“, „Für 12 Stück“, 'For 4 skewers'). */
const FOR_COUNT = /^(?:für|voor|for|pour|para|per|til|för)\s+\d+\s+\p{L}+(?:\s+\p{L}+)?\s*:?$/iu;

/** A list entry right above a group's lines that is no ingredient („Per la carne“ as the list's first item). */
function isItemTitle(block: TBlock): boolean {
  return (
    block.kind === 'item' &&
    block.text.length <= 40 &&
    (!HAS_NUMBER.test(block.text) || FOR_COUNT.test(block.text.trim())) &&
    !INGREDIENT_HEADING.test(block.text)
  );
}

const title = (text: string) => text.replace(/[\s:]+$/u, '') || null;
