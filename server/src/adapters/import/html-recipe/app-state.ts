import type { Document } from 'domhandler';
import { isObject, parseJsonLdText, type TJsonObject } from './json-ld';
import { attr, findElements, ownText } from './page-dom';

/**
 * Pages rendered by a script framework carry their data as JSON beside or instead of the HTML: Inertia's
 * `<div id="app" data-page="{…}">`, Next.js' `<script id="__NEXT_DATA__" type="application/json">`, React props in
 * `data-props` / `data-react-props`. Recipe sites built so may show no recipe in the HTML at all and publish no
 * schema.org data; their state object still holds it under plain names (title, ingredients, instructions). This
 * reads such an object into the shape of a schema.org Recipe, so the rest of the import treats it like JSON-LD.
 */

const MAX_STATE_CHARS = 1_500_000;
const MAX_STATES = 20;
const MAX_DEPTH = 12;
const MAX_NODES = 50_000;

/** A chunk of a React Server Components payload as Next.js' app router writes it into the page. */
const FLIGHT_CHUNK = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/gu;

/** The JSON rows of a React Server Components payload ('5:{…}', '1a:["$","div",…]'), one per line. */
function flightRows(chunks: string[]): string[] {
  const payload = chunks
    .map((chunk) => {
      try {
        return JSON.parse(chunk) as unknown;
      } catch {
        return '';
      }
    })
    .filter((text): text is string => typeof text === 'string')
    .join('');
  if (payload.length > MAX_STATE_CHARS) return [];
  return payload
    .split('\n')
    .map((row) => /^[0-9a-f]{1,8}:([[{].*)$/su.exec(row)?.[1])
    .filter((row): row is string => row !== undefined);
}

/** The JSON objects a page keeps in data-* attributes, JSON script elements and a server components payload. */
export function appStates(document: Document): unknown[] {
  const raw: string[] = [];
  const flight: string[] = [];
  findElements(document, (el) => {
    if (el.name === 'script') {
      if (/^application\/json$/i.test(attr(el, 'type') ?? '')) raw.push(ownText(el));
      else if (!attr(el, 'src')) for (const match of ownText(el).matchAll(FLIGHT_CHUNK)) flight.push(match[1] ?? '""');
      return false;
    }
    for (const [name, value] of Object.entries(el.attribs)) {
      if (name.startsWith('data-') && value.length > 100 && /^\s*\{/.test(value)) raw.push(value);
    }
    return false;
  });
  return [...raw.slice(0, MAX_STATES), ...flightRows(flight)]
    .filter((text) => text.length <= MAX_STATE_CHARS)
    .map(parseJsonLdText)
    .filter((value) => value !== null);
}

const TITLE_KEY = /^(?:title|name|headline|recipe_?name)$/i;
const INGREDIENT_KEY = /ingredient/i;
const STEP_KEY = /instruction|direction|steps?$|method|preparation/i;
const TEXT_KEY = /^(?:text|instruction|description|body|content|display|original|raw|line|full_?text)$/i;
const GROUP_TITLE_KEY = /^(?:title|name|heading|label|group_?name|section)$/i;
const AMOUNT_KEY = /^(?:amount|quantity|qty|value)$|(?:amount|quantity)$/i;
const UNIT_KEY = /^(?:unit|unit_?name|measure|measurement)$|(?:unit|unit_?of_?measurement)$/i;
const NAME_KEY = /^(?:ingredient|name|ingredient_?name|food|product|item)$/i;
const BEFORE_KEY = /^(?:prefix|pre_?text|descriptor)$/i;
const AFTER_KEY = /^(?:suffix|note|notes|comment|post_?text|preparation_?note)$/i;
const SERVINGS_KEY = /^(?:servings?|serving_?size|portions?|yields?|persons)$/i;
const TOTAL_KEY = /^total_?time(?:_?in_?minutes)?$/i;
const PART_KEYS = [/^prep(?:aration)?_?time(?:_?in_?minutes)?$/i, /^cook(?:ing)?_?time(?:_?in_?minutes)?$/i];
const IMAGE_KEY = /^(?:image|image_?url|media|photo|picture)$/i;
const AUTHOR_KEY = /^author$/i;

const stringOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value)
    ? value
    : typeof value === 'string' && /^\d+(?:[.,]\d+)?$/.test(value.trim())
      ? Number(value.trim().replace(',', '.'))
      : null;

function field(node: TJsonObject, key: RegExp): unknown {
  const name = Object.keys(node).find((k) => key.test(k) && node[k] !== null && node[k] !== undefined);
  return name === undefined ? undefined : node[name];
}

/** A list under a key that matches, with content (an empty related-recipes teaser has none). */
function listField(node: TJsonObject, key: RegExp): unknown[] | null {
  for (const [name, value] of Object.entries(node)) {
    if (key.test(name) && Array.isArray(value) && value.length > 0) return value as unknown[];
  }
  return null;
}

/** An object that is a recipe: a title, a list of ingredients and steps (a list or a text). */
function isRecipeShaped(node: TJsonObject): boolean {
  if (stringOf(field(node, TITLE_KEY)) === null || listField(node, INGREDIENT_KEY) === null) return false;
  return listField(node, STEP_KEY) !== null || Object.keys(node).some((k) => STEP_KEY.test(k) && stringOf(node[k]) !== null);
}

/** The first recipe-shaped objects in the states, breadth-first (the page's recipe before its related recipes). */
function recipeObjects(states: unknown[]): TJsonObject[] {
  const found: TJsonObject[] = [];
  let level: unknown[] = states;
  let seen = 0;
  for (let depth = 0; depth <= MAX_DEPTH && level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (++seen > MAX_NODES) return found;
      if (Array.isArray(value)) next.push(...(value as unknown[]));
      else if (isObject(value)) {
        if (isRecipeShaped(value)) found.push(value);
        else next.push(...Object.values(value));
      }
    }
    level = next;
  }
  return found;
}

/** A word given with its forms ({name_singular, name_plural}, {name, abbreviation}) in the form the amount wants. */
function wordOf(value: unknown, plural: boolean): string | null {
  const direct = stringOf(value);
  if (direct !== null || !isObject(value)) return direct;
  const form = (key: RegExp) => stringOf(field(value, key));
  return (
    form(/^abbreviation$/i) ??
    (plural ? form(/plural/i) : form(/singular/i)) ??
    form(/singular|plural/i) ??
    form(/^(?:name|title|label)$/i)
  );
}

/** Amounts as a person writes them: 2, 1.5, 0.25. */
const amountText = (n: number) => String(Math.round(n * 1000) / 1000);

interface TItemParts {
  amount: number | null;
  amountText: string | null;
  node: TJsonObject;
}

function partsOf(node: TJsonObject): TItemParts {
  const raw = field(node, AMOUNT_KEY);
  const amount = numberOf(raw);
  return { amount, amountText: amount === null ? stringOf(raw) : null, node };
}

/** One ingredient object as the line the page would print: amount, unit, what comes before the name, name, note. */
function itemLine({ amount, amountText: text, node }: TItemParts, factor: number): string | null {
  const whole = stringOf(field(node, TEXT_KEY));
  if (whole !== null) return whole;
  const value = amount === null ? null : amount * factor;
  const plural = value !== null && value > 1;
  // A form the data asks for ('singular': '300 g kyllingebrystfilet') wins over the one the amount asks for.
  const inflection = stringOf(field(node, /^(?:ingredient_?)?inflection$/i));
  const unit = wordOf(field(node, UNIT_KEY), plural);
  const name = wordOf(field(node, NAME_KEY), inflection === 'plural' || (inflection !== 'singular' && plural));
  if (name === null) return null;
  const parts = [
    value === null ? text : amountText(value),
    value === null && text === null ? null : unit,
    stringOf(field(node, BEFORE_KEY)),
    name,
  ].filter((part): part is string => part !== null);
  const note = stringOf(field(node, AFTER_KEY));
  return note === null ? parts.join(' ') : `${parts.join(' ')}, ${note}`;
}

/**
 * Some recipe databases keep the amounts for one person and let the page multiply them by its servings (0.2083 dl
 * of milk in a recipe for 12). Amounts no cook writes (not a multiple of ⅛), or a list of mostly fractions, that all
 * become whole or half numbers once multiplied by the servings are per person; anything less clear is kept as stored.
 */
function perServingFactor(items: TItemParts[], servings: number | null): number {
  if (servings === null || servings < 2 || servings > 50) return 1;
  const amounts = items.map((i) => i.amount).filter((n): n is number => n !== null && n > 0);
  const multipleOf = (n: number, step: number) => Math.abs(n / step - Math.round(n / step)) < 1e-6;
  const odd = amounts.filter((n) => !multipleOf(n, 1 / 8)).length;
  // Or most amounts are fractions (½ stalk of celery, ¼ leek, 12.5 g of butter): a list for one in a recipe for four.
  const fractions = amounts.filter((n) => !Number.isInteger(n)).length;
  const perPerson = odd >= 2 || (amounts.length >= 4 && fractions * 2 > amounts.length);
  return perPerson && amounts.every((n) => multipleOf(n * servings, 1 / 2)) ? servings : 1;
}

/** Ingredients as lines, a group's title as a line of its own ending in ':' (the line reader's group heading). */
function ingredientEntries(list: unknown[]): { title: string | null; items: (string | TItemParts)[] }[] {
  const groups: { title: string | null; items: (string | TItemParts)[] }[] = [];
  const loose: (string | TItemParts)[] = [];
  for (const entry of list) {
    const text = stringOf(entry);
    if (text !== null) loose.push(text);
    else if (isObject(entry)) {
      const inner = listField(entry, /ingredient|items|entries|lines/i);
      if (inner) {
        const title = stringOf(field(entry, GROUP_TITLE_KEY));
        groups.push({ title, items: inner.map((i) => stringOf(i) ?? (isObject(i) ? partsOf(i) : '')).filter(Boolean) });
      } else loose.push(partsOf(entry));
    }
  }
  return loose.length > 0 ? [{ title: null, items: loose }, ...groups] : groups;
}

function ingredientLines(node: TJsonObject, servings: number | null): string[] {
  const groups = ingredientEntries(listField(node, INGREDIENT_KEY) ?? []);
  const parts = groups.flatMap((g) => g.items.filter((i): i is TItemParts => typeof i !== 'string'));
  const factor = perServingFactor(parts, servings);
  return groups.flatMap((group) => {
    const lines = group.items
      .map((item) => (typeof item === 'string' ? item : itemLine(item, factor)))
      .filter((line): line is string => line !== null);
    return group.title && lines.length > 0 ? [`${group.title.replace(/[\s:]+$/u, '')}:`, ...lines] : lines;
  });
}

/** States often keep texts as Markdown: '**275 g Kritharaki**' reads '275 g Kritharaki'. */
const withoutMarkdown = (text: string) => text.replace(/(\*\*|__)\s*([^*_]+?)\s*\1/gu, '$2');

/** Steps as schema.org writes them: texts, or HowToSections named by their group's title. */
function instructionsOf(node: TJsonObject): unknown {
  const list = listField(node, STEP_KEY);
  if (list === null) {
    const key = Object.keys(node).find((k) => STEP_KEY.test(k) && stringOf(node[k]) !== null);
    return key === undefined ? [] : node[key];
  }
  const stepText = (entry: unknown) => {
    const text = stringOf(entry) ?? (isObject(entry) ? stringOf(field(entry, TEXT_KEY)) : null);
    return text === null ? null : withoutMarkdown(text);
  };
  return list.flatMap((entry): unknown[] => {
    const inner = isObject(entry) ? listField(entry, /instruction|step|direction|items/i) : null;
    if (isObject(entry) && inner) {
      const steps = inner.map(stepText).filter((s): s is string => s !== null);
      const name = stringOf(field(entry, GROUP_TITLE_KEY));
      return [
        {
          '@type': 'HowToSection',
          ...(name ? { name } : {}),
          itemListElement: steps.map((text) => ({ '@type': 'HowToStep', text })),
        },
      ];
    }
    const text = stepText(entry);
    return text === null ? [] : [{ '@type': 'HowToStep', text }];
  });
}

function imageOf(node: TJsonObject): string | null {
  const value = field(node, IMAGE_KEY);
  const direct = stringOf(value);
  if (direct !== null) return /^https?:\/\//i.test(direct) ? direct : null;
  if (!isObject(value)) return null;
  const url = stringOf(field(value, /^(?:url|src|raw_?url|original)$/i));
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** The page's recipe from its state objects, as a schema.org Recipe node; null when no object is recipe-shaped. */
export function stateRecipes(states: unknown[]): TJsonObject[] {
  return recipeObjects(states).map((node) => {
    const servings = numberOf(field(node, SERVINGS_KEY));
    const parts = PART_KEYS.map((key) => numberOf(field(node, key))).filter((n): n is number => n !== null);
    const total = numberOf(field(node, TOTAL_KEY)) ?? (parts.length > 0 ? parts.reduce((sum, n) => sum + n, 0) : null);
    const image = imageOf(node);
    const author = stringOf(field(node, AUTHOR_KEY));
    return {
      '@type': 'Recipe',
      name: stringOf(field(node, TITLE_KEY)),
      description: stringOf(field(node, /^(?:description|summary|intro)$/i)),
      recipeIngredient: ingredientLines(node, servings),
      recipeInstructions: instructionsOf(node),
      ...(servings !== null ? { recipeYield: String(servings) } : {}),
      ...(total !== null && total > 0 ? { totalTime: `PT${Math.round(total)}M` } : {}),
      ...(image ? { image } : {}),
      ...(author ? { author } : {}),
    };
  });
}
