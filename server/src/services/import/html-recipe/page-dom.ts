import { Parser } from 'htmlparser2';
import { DomHandler, isTag, isText, type ChildNode, type Document, type Element } from 'domhandler';

/**
 * Caps for an untrusted page: 2 MB of HTML (checked before parsing), at most this many DOM nodes (a page of
 * nested empty elements cannot grow the tree further) and walks at most this deep (unclosed tags nest without end).
 */
export const MAX_PAGE_NODES = 150_000;
export const MAX_WALK_DEPTH = 256;

/** Stops attaching nodes once the cap is reached; the parser still reads the rest, so scripts after it are lost. */
class CappedDomHandler extends DomHandler {
  count = 0;
  truncated = false;

  protected override addNode(node: ChildNode): void {
    if (this.count >= MAX_PAGE_NODES) {
      this.truncated = true;
      return;
    }
    this.count += 1;
    super.addNode(node);
  }
}

export function parsePage(html: string): { document: Document; truncated: boolean } {
  const handler = new CappedDomHandler();
  new Parser(handler, { decodeEntities: true }).end(html);
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
export const neverText = (element: Element): boolean => NEVER_TEXT.has(element.name);

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
