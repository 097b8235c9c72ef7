import { isTag, isText, type ChildNode, type Element } from 'domhandler';
import { attr, blockText, cleanLines, findElements, isBlock, MAX_WALK_DEPTH, neverText } from './page-dom';
import { INGREDIENT_HEADING } from './page-sections';

/** A piece of the page in reading order: a heading, a list item or table row, or a line of a paragraph. */
export interface TBlock {
  kind: 'heading' | 'item' | 'line' | 'rule';
  text: string;
  /** 1–6 for headings. */
  level: number;
  /** The element the block was read from (a heading, list item or row, or the element around a run of text). */
  box?: Element;
}

const MAX_BLOCKS = 5_000;
/** Longer than any section's title. */
const MAX_HEADING_CHARS = 160;

/** Page chrome whose lists are never the recipe: navigation, sidebars, comments, consent banners. */
const CHROME_TAGS = new Set(['nav', 'header', 'footer', 'aside']);
const HEADING = /^h([1-6])$/;
const CHROME_NAMES =
  /(^|[\s_-])(nav|navigation|menu|menue|sidebar|widget|comment|comments|kommentar|related|footer|cookie|consent|newsletter|share|social|breadcrumb|labels|ad-slot)($|[\s_-])/i;

const RECIPE_PART = /(?:^|[\s_-])(?:recipe|ingredients?|zutaten|wprm-recipe|tasty-recipes?)(?:$|[\s_-])/i;
const LAYOUT_NAME = /[_-](?:layout|wrap|wrapper|container|inner|page|content)$|^(?:content|main|page|layout)[_-]/i;

/** The page's own frame: its class names („responsive-menu-slide“) describe the whole page, never chrome. */
const CONTENT_TAGS = new Set(['html', 'body', 'main', 'article']);

/** A part of the recipe inside a sidebar: a recipe-named element, or an ingredient list's heading („Ingredients“). */
const holdsRecipePart = (element: Element) =>
  findElements(
    element,
    (el) =>
      RECIPE_PART.test(attr(el, 'class') ?? '') || (HEADING.test(el.name) && INGREDIENT_HEADING.test(blockText(el).join(' '))),
    { stopAtMatch: true },
  ).length > 0;

export function isChrome(element: Element): boolean {
  // A page may set its ingredients beside the method in an <aside>.
  if (element.name === 'aside') return !holdsRecipePart(element);
  if (CHROME_TAGS.has(element.name)) return true;
  if (CONTENT_TAGS.has(element.name)) return false;
  const names = `${attr(element, 'class') ?? ''} ${attr(element, 'id') ?? ''} ${attr(element, 'role') ?? ''}`;
  // A form is a search box or a login, unless it wraps the page (ASP.NET pages put the whole page in one form).
  const form = element.name === 'form';
  // 'sidebar-right-layout', 'nav-wrapper', 'content-desktop-sidebar': a layout named after what sits beside the page
  // holds the page too.
  if (!form && !names.split(/\s+/).some((name) => CHROME_NAMES.test(name) && !LAYOUT_NAME.test(name))) return false;
  // A layout wrapper named after its sidebar („content-sidebar-wrap“) holds the page itself, and a sidebar that holds
  // the recipe's ingredients ('entry__sidebar' › 'recipe__necessities') is part of the recipe: chrome holds neither.
  return (
    findElements(element, (el) => CONTENT_TAGS.has(el.name) || el.name === 'h1', { stopAtMatch: true }).length === 0 &&
    !holdsRecipePart(element)
  );
}

/** A table row that holds paragraphs or headings is page layout (old sites), not a row of data. */
function holdsBlocks(row: Element): boolean {
  return (
    findElements(row, (el) => el.name !== 'td' && el.name !== 'th' && (isBlock(el) || HEADING.test(el.name)), {
      stopAtMatch: true,
    }).length > 0
  );
}

/**
 * An inline element that wraps a page's structure (a page builder's <span> around a whole recipe card with its
 * headings and lists): its blocks are read as blocks, not run into one line. A <label> around an amount and a
 * paragraph stays one line.
 */
function holdsStructure(element: Element): boolean {
  if (isBlock(element) || neverText(element) || element.children.length === 0) return false;
  return (
    findElements(element, (el) => HEADING.test(el.name) || el.name === 'ul' || el.name === 'ol' || el.name === 'table', {
      stopAtMatch: true,
    }).length > 0
  );
}

const NOTE_NAME = /(?:^|[\s_-])(?:note|notes|tip|tips|hint)(?:$|[\s_-])/i;

/** A nested list whose entries are all named as notes ('<li class="note">'). */
function holdsNotesOnly(list: Element): boolean {
  const entries = list.children.filter(isTag);
  return entries.length > 0 && entries.every((entry) => entry.name === 'li' && NOTE_NAME.test(attr(entry, 'class') ?? ''));
}

/**
 * Inline content of a run of children (text, links, emphasis) with line breaks kept. Two elements side by side whose
 * texts would run together after a word ('<b>nagaimo</b><u>160 g, grated</u>') are two words.
 */
function inlineText(nodes: ChildNode[]): string {
  const parts: string[] = [];
  const visit = (node: ChildNode, depth: number) => {
    if (depth > MAX_WALK_DEPTH) return;
    if (isText(node)) parts.push(node.data);
    else if (isTag(node) && !neverText(node)) {
      if (node.name === 'br') parts.push('\n');
      else {
        let previous: ChildNode | null = null;
        for (const child of node.children) {
          if (previous && isTag(previous) && isTag(child) && /\p{L}$/u.test(parts.join('').slice(-1))) {
            const before = parts.length;
            visit(child, depth + 1);
            if (/^[\p{L}\d]/u.test(parts.slice(before).join(''))) parts.splice(before, 0, ' ');
          } else visit(child, depth + 1);
          previous = child;
        }
      }
    }
  };
  let previous: ChildNode | null = null;
  for (const node of nodes) {
    if (previous && isTag(previous) && isTag(node) && /\p{L}$/u.test(parts.join('').slice(-1))) {
      const before = parts.length;
      visit(node, 0);
      if (/^[\p{L}\d]/u.test(parts.slice(before).join(''))) parts.splice(before, 0, ' ');
    } else visit(node, 0);
    previous = node;
  }
  return parts.join('');
}

const AMOUNT_CELL = /^(?:ca\.\s*)?[\d½¼¾⅓⅔⅛][\d\s.,/½¼¾⅓⅔⅛–-]*\s*\p{L}{0,12}\.?$/u;

/**
 * An ingredient laid out as a row of blocks ('<div>1 db</div><div>patisszon</div><div>(1 kg/db)</div>'): the amount
 * in the first, the name and a note after it. One line, as the page shows it in one row; null for anything else.
 */
function amountRow(element: Element): string | null {
  const children = element.children.filter((child) => !isText(child) || child.data.trim() !== '');
  if (children.length < 2 || children.length > 4 || !children.every((child) => isTag(child) && isBlock(child))) return null;
  const cells = (children as Element[]).map((child) =>
    child.children.some((inner) => isTag(inner) && isBlock(inner)) ? null : cleanLines(inlineText(child.children)).join(' '),
  );
  if (cells.some((cell) => cell === null || cell === '')) return null;
  const [amount, name] = cells as string[];
  if (!amount || !name || !AMOUNT_CELL.test(amount) || !/\p{L}{2}/u.test(name) || /^\d/.test(name)) return null;
  const text = (cells as string[]).join(' ');
  return text.length <= 120 ? text : null;
}

/**
 * The page body as blocks in reading order. Headings, list items and table rows are one block each (a list item
 * without its nested lists, which follow as items of their own); running text becomes one line per paragraph or
 * line break. Chrome (navigation, sidebars, comments) is left out.
 */
export function pageBlocks(root: Element): TBlock[] {
  const blocks: TBlock[] = [];
  const push = (kind: TBlock['kind'], text: string, level: number, box: Element) => {
    if (blocks.length < MAX_BLOCKS) blocks.push({ kind, text, level, box });
  };
  const visit = (element: Element, depth: number) => {
    if (depth > MAX_WALK_DEPTH || blocks.length >= MAX_BLOCKS || neverText(element) || isChrome(element)) return;
    const heading = HEADING.exec(element.name);
    if (heading) {
      const text = blockText(element).join(' ');
      // A paragraph set in a heading's type (a whole step in an <h3>) is text, not a heading.
      if (text) push(text.length > MAX_HEADING_CHARS ? 'line' : 'heading', text, Number(heading[1]), element);
      return;
    }
    if (element.name === 'hr') {
      push('rule', '', 0, element);
      return;
    }
    if (element.name === 'tr' && !holdsBlocks(element)) {
      // A header row ('Menge | Zutat') names the columns.
      const cells = element.children.filter(isTag);
      if (cells.length > 0 && cells.every((cell) => cell.name === 'th')) return;
      const text = blockText(element).join(' ');
      if (text) push('item', text, 0, element);
      return;
    }
    if (element.name === 'li') {
      const lists = element.children.filter(
        (child): child is Element => isTag(child) && (child.name === 'ul' || child.name === 'ol'),
      );
      // '<li>150 g onion, diced<ul><li class="note">about 1 large onion</li></ul></li>': entries named as notes of
      // the entry they stand in are part of its line.
      const notes = lists.filter(holdsNotesOnly);
      const own = element.children.filter((child) => !(isTag(child) && (child.name === 'ul' || child.name === 'ol')));
      const text = cleanLines(inlineText(own.filter((child) => !isTag(child) || !isBlock(child)))).join(' ');
      const nestedBlocks = own.filter((child): child is Element => isTag(child) && isBlock(child));
      const nestedText = [...nestedBlocks, ...notes].flatMap((child) => blockText(child)).join(' ');
      const itemText = [text, nestedText].filter(Boolean).join(' ');
      if (itemText) push('item', itemText, 0, element);
      for (const list of lists) if (!notes.includes(list)) visit(list, depth + 1);
      return;
    }
    const row = amountRow(element);
    if (row) {
      push('line', row, 0, element);
      return;
    }
    // Running text between block children: each paragraph and each line break gives a line.
    let run: ChildNode[] = [];
    const flush = () => {
      for (const line of cleanLines(inlineText(run))) push('line', line, 0, element);
      run = [];
    };
    for (const child of element.children) {
      if (
        isTag(child) &&
        (isBlock(child) ||
          child.name === 'hr' ||
          HEADING.test(child.name) ||
          child.name === 'li' ||
          child.name === 'tr' ||
          holdsStructure(child))
      ) {
        flush();
        visit(child, depth + 1);
      } else if (isTag(child) && (child.name === 'td' || child.name === 'th')) {
        flush();
        visit(child, depth + 1);
      } else run.push(child);
    }
    flush();
  };
  visit(root, 0);
  return blocks;
}
