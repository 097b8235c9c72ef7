import type { Document } from 'domhandler';
import { isChrome, pageBlocks, type TBlock } from './page-blocks';
import { attr, findElements } from './page-dom';
import { INGREDIENT_HEADING } from './page-sections';
import { pageRecipe, unwrapped, withoutStepMarker, type TPageRecipe, type TPageStep } from './schema-recipe';

/*
 * What the page's own lists give when its structured data falls short: the ingredient lines of the elements named
 * for ingredients, and the steps the page lists out of an article-long text block.
 */

/** A page that marks its list up twice (one copy for phones, one for desktops) states it once. */
export function once<T>(list: T[], key: (item: T) => string): T[] {
  const half = list.length / 2;
  if (!Number.isInteger(half) || half === 0) return list;
  return list.slice(0, half).every((item, i) => key(item) === key(list[half + i] as T)) ? list.slice(0, half) : list;
}

const foldText = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Structured data whose one text block holds the whole article around the method (introduction, tips, links) while
 * the page lists the method's steps: the longest run of list entries whose texts all stand in the block, with the
 * headings between them as groups. Null when no run of two is found, it holds as many steps as the block, or one
 * of the block's other sentences is a list entry elsewhere on the page (a method the page lists in pieces).
 */
export function listedSteps(steps: TPageStep[], blocks: TBlock[]): TPageStep[] | null {
  const whole = foldText(steps.map((step) => step.text).join(' '));
  // A heading between entries goes on with the run when the block holds it as a line of its own.
  const lines = new Set(steps.map((step) => foldText(step.text)));
  const inBlock = (text: string, least: number) => {
    const folded = foldText(text);
    return folded.length >= least && whole.includes(folded);
  };
  let best: TPageStep[] = [];
  for (let start = 0; start < blocks.length; start += 1) {
    if (blocks[start]?.kind !== 'item' || !inBlock(blocks[start]?.text ?? '', 15)) continue;
    const run: TPageStep[] = [];
    let group: string | null = null;
    for (let at = start; at < blocks.length; at += 1) {
      const block = blocks[at];
      if (!block) break;
      if (block.kind === 'heading' && lines.has(foldText(block.text))) group = block.text;
      else if (block.kind === 'item' && inBlock(block.text, 2)) run.push({ text: withoutStepMarker(block.text), group });
      else break;
    }
    if (run.length > best.length) best = run;
  }
  if (best.length < 2 || best.length >= steps.length) return null;
  const listed = new Set(blocks.filter((block) => block.kind === 'item').map((block) => foldText(block.text)));
  const taken = foldText(best.map((step) => step.text).join(' '));
  const elsewhere = steps.find((step) => {
    const folded = foldText(step.text);
    // A step reads as a sentence; a link's title („Culy Homemade: aardbeienjam met munt“) does not.
    const sentence = /[.!?。！]$/u.test(step.text.trim());
    return sentence && folded.length >= 15 && !taken.includes(folded) && listed.has(folded);
  });
  return elsewhere ? null : best;
}

/** A step's number the layout glues to its text ('2During this time'): no sentence starts so. */
const GLUED_NUMBER = /^\d{1,2}(?=\p{Lu})/u;

/** Folded for comparing a page's line with structured text: its step number aside. */
const bareText = (text: string) => foldText(withoutStepMarker(text).replace(GLUED_NUMBER, ''));

/**
 * Structured steps that join what the page shows apart: a HowToStep holding three of the page's list entries, or a
 * text block that lost the line breaks of the page's twelve paragraphs. A step per entry (per line too for a text
 * block: a HowToStep's paragraphs are one step) where a run of two or more of them, one after another, reads
 * exactly as the step. Lines wrapped at a fixed width go on in the next. Null when no step is shown apart.
 */
export function stepsShownApart(steps: TPageStep[], blocks: TBlock[], textBlock: boolean): TPageStep[] | null {
  const KEY = 12;
  const lines = blocks.map((block) =>
    block.kind === 'item' || (textBlock && block.kind === 'line') ? bareText(block.text) : '',
  );
  const starts = new Map<string, number[]>();
  lines.forEach((line, i) => {
    if (line.length < KEY) return;
    const key = line.slice(0, KEY);
    starts.set(key, [...(starts.get(key) ?? []), i]);
  });
  let changed = false;
  const out = steps.flatMap((step) => {
    const whole = bareText(step.text);
    for (const start of starts.get(whole.slice(0, KEY)) ?? []) {
      let at = start;
      let pos = 0;
      while (pos < whole.length && at < lines.length) {
        const line = lines[at] ?? '';
        if (line === '' || !whole.startsWith(line, pos)) break;
        pos += line.length;
        at += 1;
      }
      if (pos !== whole.length || at - start < 2) continue;
      const texts = blocks.slice(start, at).map((block) => withoutStepMarker(block.text.replace(GLUED_NUMBER, '')));
      const parts = unwrapped(texts);
      if (parts.length < 2) continue;
      changed = true;
      return parts.map((text) => ({ ...step, text }));
    }
    return [step];
  });
  return changed ? out : null;
}

const INGREDIENT_CLASS = /(?:^|[\s_-])ingredients?(?:$|[\s_-])/i;

/**
 * The lines of the page's elements named for ingredients (class „Ingredients“, „recipe-ingredients“), one per
 * entry or paragraph; a heading inside names the group of the lines below it ('Biscuit Joconde:').
 */
function classedIngredientLines(document: Document): { lines: string[]; headings: Set<string> } {
  const lists = findElements(document, (el) => INGREDIENT_CLASS.test(attr(el, 'class') ?? ''), {
    stopAtMatch: true,
    skip: isChrome,
  });
  const headings = new Set<string>();
  const lines = lists
    .flatMap((list) => pageBlocks(list))
    .flatMap((block) => {
      if (block.kind === 'rule') return [];
      if (block.kind !== 'heading') return [block.text];
      if (INGREDIENT_HEADING.test(block.text)) return [];
      const title = block.text.replace(/[\s:]+$/u, '');
      headings.add(title.toLowerCase());
      return [`${title}:`];
    });
  return { lines: once(lines, (line) => line).slice(0, 150), headings };
}

/** An element named for the method: „instructions“, „directions“, „recipe-steps“, „zubereitung“. */
const METHOD_CLASS = /(?:^|[\s_-])(?:instructions?|directions?|steps|method|preparation|zubereitung)(?:$|[\s_-])/i;

/**
 * A page without structured data or headings the reader knows, whose lists are named by their class only
 * (`<dl class="ingredients">` with a title per group, `<ul class="instructions">`): the ingredient lines and, as
 * the steps, the entries of its method lists (one per part of the recipe). Null unless two ingredient lines hold an
 * amount and the method lists two entries at least.
 */
export function classedRecipe(document: Document, title: string | null): TPageRecipe | null {
  if (!title) return null;
  const { lines } = classedIngredientLines(document);
  if (lines.filter((line) => /\d/.test(line)).length < 2) return null;
  const methods = findElements(
    document,
    (el) => (el.name === 'ul' || el.name === 'ol') && METHOD_CLASS.test(attr(el, 'class') ?? ''),
    { stopAtMatch: true, skip: isChrome },
  );
  const steps = methods
    .flatMap((method) => pageBlocks(method))
    .filter((block) => block.kind === 'item')
    .map((block) => ({ text: withoutStepMarker(block.text), group: null }))
    .filter((step) => step.text.length > 0);
  if (steps.length < 2) return null;
  return pageRecipe({ title, ingredientLines: lines, steps: steps.slice(0, 60) });
}

/**
 * Structured data without its ingredients (`[null]`), or naming only the titles of their groups ('Décor', 'Biscuit
 * Joconde'): the lines of the page's ingredient elements, when they hold some with an amount.
 */
export function withClassedIngredients(recipe: TPageRecipe, document: Document): TPageRecipe {
  const lines = recipe.ingredientLines;
  if (lines.some((line) => /\d/.test(line))) return recipe;
  const classed = classedIngredientLines(document);
  if (!classed.lines.some((line) => /\d/.test(line))) return recipe;
  if (
    lines.length > 0 &&
    !lines.every((line) =>
      classed.headings.has(
        line
          .trim()
          .replace(/[\s:]+$/u, '')
          .toLowerCase(),
      ),
    )
  )
    return recipe;
  return { ...recipe, ingredientLines: classed.lines };
}

/**
 * Structured data that writes amount and name without a space between them ('150克鸡胸肉', '120g淡奶油': Chinese
 * needs none) while the page shows them apart ('鸡胸肉' | '150克'): the line with a space between its two parts, in
 * the data's order, so that the line reader can tell them apart. Null when no line changes.
 */
export function spacedLines(blocks: TBlock[], lines: string[]): string[] | null {
  const shown = new Map<string, [string, string]>();
  for (const block of blocks) {
    if (block.kind !== 'item' && block.kind !== 'line') continue;
    const parts = block.text.trim().split(/\s+/u);
    if (parts.length !== 2 || block.text.length > 60) continue;
    const [a = '', b = ''] = parts;
    shown.set(`${a}${b}`, [a, b]);
    shown.set(`${b}${a}`, [b, a]);
  }
  let changed = false;
  const out = lines.map((line) => {
    const text = line.trim();
    const parts = /\s/u.test(text) ? undefined : shown.get(text);
    if (!parts) return line;
    changed = true;
    return parts.join(' ');
  });
  return changed ? out : null;
}
