import { Parser } from 'htmlparser2';
import { DomHandler, isTag, isText, type ChildNode, type Document, type Element } from 'domhandler';
import { AppError } from '@kochclip/routers/errors';
import { MEDIA_TOO_COSTLY } from '@kochclip/core';

/**
 * Caps for an untrusted page: 2 MB of HTML (checked before parsing), at most this many DOM nodes (a page of
 * nested empty elements cannot grow the tree further) and walks at most this deep (unclosed tags nest without end).
 */
export const MAX_PAGE_NODES = 150_000;
export const MAX_WALK_DEPTH = 256;
/**
 * Elements open at once. htmlparser2 keeps the open elements in an array it shifts at the front and searches for
 * every end tag, so without a bound 2 MB of unclosed `<div>` cost minutes (quadratic); with it, every tag costs at
 * most this much. Real pages stay far below: the 347 pages of the import corpus nest at most 43 deep (p99 30).
 */
export const MAX_OPEN_ELEMENTS = 512;
/** Tags, texts and comments the parser may report for one page, ten times what the largest page of the import corpus holds twice over. */
export const MAX_PARSE_STEPS = 500_000;
/** The page is fed to the parser in pieces this long, and the step budget is checked between them. */
const CHUNK_CHARS = 64 * 1024;

/** The German 400 of a page that nests too deep or holds too much markup to read (website-import.ts words it). */
const tooCostly = () => new AppError('BAD_REQUEST', MEDIA_TOO_COSTLY);

/**
 * The DOM handler with the page's limits: stops attaching nodes once MAX_PAGE_NODES is reached (the parser still
 * reads the rest, so scripts after it are lost), and refuses the page once MAX_OPEN_ELEMENTS are open.
 */
class BoundedDomHandler extends DomHandler {
  count = 0;
  steps = 0;
  truncated = false;

  override onopentag(name: string, attribs: Record<string, string>): void {
    // tagStack holds the document and every element still open.
    if (this.tagStack.length > MAX_OPEN_ELEMENTS) throw tooCostly();
    this.steps += 1;
    super.onopentag(name, attribs);
  }

  override ontext(data: string): void {
    this.steps += 1;
    super.ontext(data);
  }

  override oncomment(data: string): void {
    this.steps += 1;
    super.oncomment(data);
  }

  protected override addNode(node: ChildNode): void {
    if (this.count >= MAX_PAGE_NODES) {
      this.truncated = true;
      return;
    }
    this.count += 1;
    super.addNode(node);
  }
}

/**
 * The page's DOM, built in time linear in its length: fed in chunks with a step budget, open elements bounded.
 * A page beyond either limit is refused (AppError 400), never read for seconds.
 */
export function parsePage(html: string): { document: Document; truncated: boolean } {
  const handler = new BoundedDomHandler();
  const parser = new Parser(handler, { decodeEntities: true });
  for (let start = 0; start < html.length; start += CHUNK_CHARS) {
    parser.write(html.slice(start, start + CHUNK_CHARS));
    if (handler.steps > MAX_PARSE_STEPS) throw tooCostly();
  }
  parser.end();
  return { document: handler.root, truncated: handler.truncated };
}

/** Elements whose content is never page text. */
const NEVER_TEXT = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'iframe',
  'object',
  'canvas',
  'select',
  'textarea',
  'button',
  'head',
]);

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'thead',
  'tfoot',
  'tr',
  'ul',
  'html',
]);

export const isBlock = (element: Element): boolean => BLOCK_TAGS.has(element.name);
/** A control set in a line as a link ('<a class="to_shopping_list">shopping list</a>'): what it does, not what the line says. */
const CONTROL_NAME = /(?:^|[\s_-])(?:shopping[_-]?list|einkaufsliste|add[_-]to[_-](?:cart|basket|list))(?:$|[\s_-])/i;

export const neverText = (element: Element): boolean =>
  NEVER_TEXT.has(element.name) || (element.name === 'a' && CONTROL_NAME.test(element.attribs.class ?? ''));

export function attr(element: Element, name: string): string | undefined {
  return element.attribs[name];
}

/** Elements below `root` (document order) that match, without descending into matches when `stopAtMatch`. */
export function findElements(
  root: Document | Element,
  matches: (element: Element) => boolean,
  options: { stopAtMatch?: boolean; skip?: (element: Element) => boolean } = {},
): Element[] {
  const found: Element[] = [];
  const visit = (node: ChildNode, depth: number) => {
    if (!isTag(node) || depth > MAX_WALK_DEPTH) return;
    if (options.skip?.(node)) return;
    const hit = matches(node);
    if (hit) found.push(node);
    if (hit && options.stopAtMatch) return;
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const child of root.children) visit(child, 0);
  return found;
}

/** The raw text of an element's text children (a script's JSON, a title), entities already decoded by the parser. */
export function ownText(element: Element): string {
  return element.children.map((child) => (isText(child) ? child.data : '')).join('');
}

/**
 * The element's text as a reader sees it: one line per block and line break, table cells side by side, nothing
 * from scripts or styles. Whitespace within a line collapses; empty lines go.
 */
export function blockText(root: Element, options: { skip?: (element: Element) => boolean } = {}): string[] {
  const parts: string[] = [];
  const visit = (node: ChildNode, depth: number) => {
    if (depth > MAX_WALK_DEPTH) return;
    if (isText(node)) {
      parts.push(node.data);
      return;
    }
    if (!isTag(node) || neverText(node) || options.skip?.(node)) return;
    if (node.name === 'br' || node.name === 'hr') {
      parts.push('\n');
      return;
    }
    const block = isBlock(node);
    if (block) parts.push('\n');
    if (node.name === 'td' || node.name === 'th') parts.push(' ');
    for (const child of node.children) visit(child, depth + 1);
    if (block) parts.push('\n');
    else if (node.name === 'td' || node.name === 'th') parts.push(' ');
  };
  visit(root, 0);
  return cleanLines(parts.join(''));
}

/** Lines of text with whitespace (incl. no-break spaces) collapsed and empty lines dropped. */
export function cleanLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0\u200b]+/gu, ' ').trim())
    .filter((line) => line !== '');
}
