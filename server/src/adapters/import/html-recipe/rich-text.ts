import { decodeHTML } from 'entities';
import { isTag } from 'domhandler';
import { blockText, cleanLines, parsePage } from './page-dom';

/** Longest text taken from one structured-data value: more is never a recipe field. */
const MAX_VALUE_CHARS = 20_000;

/**
 * A text value from structured data as lines, without HTML: JSON-LD strings often carry entities ('&amp;',
 * '&#8211;', sometimes encoded twice) and markup ('<p>', '<strong>', '<br>'), which become plain text here.
 */
export function textLines(raw: string): string[] {
  const decoded = decodeHTML(raw.slice(0, MAX_VALUE_CHARS));
  if (!/<[a-z/!]/i.test(decoded)) return cleanLines(decodeHTML(decoded));
  const { document } = parsePage(`<div>${decoded}</div>`);
  const root = document.children.find(isTag);
  return root ? blockText(root).map((line) => decodeHTML(line)) : [];
}

/** The value as one line of plain text. */
export function plainText(raw: string): string {
  return textLines(raw).join(' ').trim();
}
