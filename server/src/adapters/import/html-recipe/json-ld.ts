import type { Document } from 'domhandler';
import { attr, findElements, ownText } from './page-dom';

export type TJsonObject = Record<string, unknown>;

const MAX_SCRIPTS = 30;
const MAX_SCRIPT_CHARS = 1_000_000;
/** Bounds the search for Recipe nodes in nested graphs. */
const MAX_SEARCH_DEPTH = 10;
const MAX_SEARCH_NODES = 20_000;

export const isObject = (value: unknown): value is TJsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** '@type' as a list of bare type names: 'Recipe', ['Recipe', 'NewsArticle'], 'schema:Recipe', 'http://schema.org/Recipe'. */
/** The schema.org types the import reads, by their lower-case spelling: some sites write `"@type": "recipe"`. */
const KNOWN_TYPES = new Map(
  ['Recipe', 'HowToStep', 'HowToSection', 'HowToTip', 'ItemList', 'ListItem', 'ImageObject', 'Person', 'Organization'].map(
    (type) => [type.toLowerCase(), type] as const,
  ),
);

export function typesOf(node: TJsonObject): string[] {
  const raw = node['@type'];
  const list = Array.isArray(raw) ? raw : [raw];
  return list
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.replace(/^.*[/:#]/, ''))
    .map((t) => KNOWN_TYPES.get(t.toLowerCase()) ?? t);
}

/**
 * Sites publish JSON-LD that JSON.parse refuses: raw line breaks inside strings, trailing commas, HTML comments
 * or CDATA around the object. This repairs exactly those, outside and inside strings as appropriate.
 */
function repairJson(text: string): string {
  const source = text.replace(/^\s*(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '').replace(/(?:-->|\/\/\s*\]\]>|\]\]>)\s*$/, '');
  let out = '';
  let inString = false;
  for (let i = 0; i < source.length; i += 1) {
    const c = source.charAt(i);
    if (inString) {
      if (c === '\\') {
        out += c + source.charAt(i + 1);
        i += 1;
      } else if (c === '"') {
        inString = false;
        out += c;
      } else if (c === '\n') out += '\\n';
      else if (c === '\r') out += '';
      else if (c === '\t') out += '\\t';
      else out += c;
      continue;
    }
    if (c === '"') inString = true;
    if (c === ',' && /^\s*[}\]]/.test(source.slice(i + 1, i + 64))) continue;
    out += c;
  }
  return out;
}

export function parseJsonLdText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    try {
      return JSON.parse(repairJson(trimmed)) as unknown;
    } catch {
      return null;
    }
  }
}

/** Every JSON-LD block of the page, parsed; blocks that cannot be read are skipped. */
export function jsonLdBlocks(document: Document): unknown[] {
  const scripts = findElements(document, (el) => el.name === 'script' && /ld\+json/i.test(attr(el, 'type') ?? ''));
  return scripts
    .slice(0, MAX_SCRIPTS)
    .map((script) => ownText(script))
    .filter((text) => text.length <= MAX_SCRIPT_CHARS)
    .map(parseJsonLdText)
    .filter((value) => value !== null);
}

/**
 * All objects of the given type in the blocks, wherever they sit: the top level, arrays, '@graph', or nested
 * under another node ('mainEntity' of a WebPage). Breadth-first, so the shallowest comes first.
 */
export function findTyped(blocks: unknown[], type: string): TJsonObject[] {
  const found: TJsonObject[] = [];
  let level: unknown[] = blocks;
  let seen = 0;
  for (let depth = 0; depth <= MAX_SEARCH_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (++seen > MAX_SEARCH_NODES) return found;
      if (Array.isArray(value)) next.push(...(value as unknown[]));
      else if (isObject(value)) {
        if (typesOf(value).includes(type)) found.push(value);
        else next.push(...Object.values(value));
      }
    }
    level = next;
  }
  return found;
}
