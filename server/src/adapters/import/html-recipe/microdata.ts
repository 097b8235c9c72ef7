import { isTag, type Document, type Element } from 'domhandler';
import type { TJsonObject } from './json-ld';
import { attr, blockText, findElements, MAX_WALK_DEPTH } from './page-dom';

const MAX_ITEMS = 5;
const MAX_NESTING = 4;

/** What a property element holds, by the HTML microdata rules (and RDFa's `content`, `resource`). */
function propertyValue(element: Element): string {
  const content = attr(element, 'content');
  if (content !== undefined) return content;
  switch (element.name) {
    case 'img':
    case 'audio':
    case 'video':
    case 'source':
    case 'embed':
    case 'iframe':
      return attr(element, 'src') ?? '';
    case 'a':
    case 'area':
    case 'link':
      return attr(element, 'href') ?? '';
    case 'data':
    case 'meter':
      return attr(element, 'value') ?? '';
    case 'time':
      return attr(element, 'datetime') ?? blockText(element).join('\n');
    default:
      return attr(element, 'resource') ?? blockText(element).join('\n');
  }
}

const INGREDIENT_PROPERTIES = new Set(['recipeIngredient', 'ingredients']);

/**
 * An ingredient element is one ingredient, even when amount, unit and name sit in elements of their own
 * (`<span>150</span><div>g</div><div>Risottoreis</div>`); only an element that holds a list, paragraphs or
 * line breaks gives a line per entry.
 */
function ingredientValue(element: Element): string {
  const value = propertyValue(element);
  const holdsLines = findElements(element, (el) => el.name === 'li' || el.name === 'p' || el.name === 'br', {
    stopAtMatch: true,
  });
  return holdsLines.length > 0 ? value : value.replace(/\s*\n\s*/g, ' ');
}

interface TScopeRules {
  /** The property names an element declares (none: not a property). */
  names: (element: Element) => string[];
  /** Whether the element opens an item of its own, and its type. */
  itemType: (element: Element) => string | null;
}

function addValue(item: TJsonObject, name: string, value: unknown): void {
  const list = item[name];
  if (Array.isArray(list)) list.push(value);
  else item[name] = [value];
}

/** Reads one item: every property below the scope that is not inside a nested item; nested items become objects. */
function readItem(scope: Element, type: string, rules: TScopeRules, nesting: number): TJsonObject {
  const item: TJsonObject = { '@type': type };
  const visit = (element: Element, depth: number) => {
    if (depth > MAX_WALK_DEPTH) return;
    for (const child of element.children) {
      if (!isTag(child)) continue;
      const names = rules.names(child);
      const nestedType = rules.itemType(child);
      if (nestedType !== null) {
        if (names.length > 0 && nesting < MAX_NESTING) {
          const nested = readItem(child, nestedType, rules, nesting + 1);
          for (const name of names) addValue(item, name, nested);
        }
        continue;
      }
      for (const name of names)
        addValue(item, name, INGREDIENT_PROPERTIES.has(name) ? ingredientValue(child) : propertyValue(child));
      visit(child, depth + 1);
    }
  };
  visit(scope, 0);
  return item;
}

const bareType = (type: string) =>
  type
    .trim()
    .split(/\s+/)[0]
    ?.replace(/^.*[/:#]/, '') ?? '';

const MICRODATA: TScopeRules = {
  names: (element) =>
    (attr(element, 'itemprop') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => name.replace(/^.*[/:#]/, '')),
  itemType: (element) => ('itemscope' in element.attribs ? bareType(attr(element, 'itemtype') ?? 'Thing') : null),
};

const RDFA: TScopeRules = {
  names: (element) =>
    (attr(element, 'property') ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((name) => name.replace(/^.*[/:#]/, '')),
  itemType: (element) => {
    const type = attr(element, 'typeof');
    return type === undefined ? null : bareType(type);
  },
};

function recipes(document: Document, rules: TScopeRules): TJsonObject[] {
  const scopes = findElements(document, (element) => rules.itemType(element) === 'Recipe', { stopAtMatch: true });
  return scopes.slice(0, MAX_ITEMS).map((scope) => readItem(scope, 'Recipe', rules, 0));
}

/** schema.org Recipe items marked up with microdata (itemscope/itemprop), in the shape JSON-LD would give. */
export function microdataRecipes(document: Document): TJsonObject[] {
  return recipes(document, MICRODATA);
}

/** schema.org Recipe resources marked up with RDFa (typeof/property), in the shape JSON-LD would give. */
export function rdfaRecipes(document: Document): TJsonObject[] {
  return recipes(document, RDFA);
}
