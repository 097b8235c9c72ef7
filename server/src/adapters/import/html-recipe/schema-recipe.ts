import type { TParsedIngredient } from '@kochclip/core/recipe-parser';
import { isoDurationMinutes } from './iso-duration';
import { isObject, typesOf, type TJsonObject } from './json-ld';
import { plainText, textLines } from './rich-text';

/** A step as the page states it, with the title of its section („Füllung“; null: none). */
export interface TPageStep {
  text: string;
  group: string | null;
}

/** A recipe as the page states it: texts only, nothing parsed yet. */
export interface TPageRecipe {
  title: string;
  description: string | null;
  ingredientLines: string[];
  /** Ingredients the caption reader already parsed (the visible-text step); then `ingredientLines` is empty. */
  parsedIngredients?: TParsedIngredient[];
  /** Ingredients read from `ingredientLines` with the groups the page's HTML shows around them. */
  ingredients?: (TParsedIngredient & { note?: string; group?: string | null })[];
  steps: TPageStep[];
  /** The steps were split from one text block (not given one by one): the block may hold more than the method. */
  stepsAsText?: boolean;
  yields: string[];
  /** Minutes the page states: totalTime, else preparation plus cooking time. */
  totalMinutes: number | null;
  imageUrls: string[];
  author: string | null;
  keywords: string[];
  /** recipeCategory and recipeCuisine as written ('Beilage', 'Italienisch', 'main course'). */
  categoryHints: string[];
}

const MAX_LINES = 150;
const MAX_STEPS = 80;

/** The node's key spelled otherwise ('ItemListElement' for 'itemListElement'): sites get the case wrong. */
function keyLike(node: TJsonObject, key: string): string | undefined {
  const wanted = key.toLowerCase();
  return Object.keys(node).find((k) => k !== key && k.toLowerCase() === wanted);
}

/** The values of a property as a flat list ('name', 'schema:name' or 'Name'; single values and arrays alike). */
function values(node: TJsonObject, ...keys: string[]): unknown[] {
  const out: unknown[] = [];
  for (const key of keys) {
    const exact = node[key] ?? node[`schema:${key}`];
    const other = exact === undefined || exact === null ? keyLike(node, key) : undefined;
    for (const value of [node[key], node[`schema:${key}`], other === undefined ? undefined : node[other]]) {
      if (value === undefined || value === null) continue;
      // Nested lists (one per group: [['2 EL Öl', …], ['5 Kartoffeln', …]]) are read as one list.
      if (Array.isArray(value)) out.push(...(value as unknown[]).flat(3));
      else out.push(value);
    }
  }
  return out;
}

/** A text value: a string, a number, or a JSON-LD value object ({"@value": …}). */
function text(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (isObject(value) && typeof value['@value'] === 'string') return value['@value'];
  return null;
}

function texts(node: TJsonObject, ...keys: string[]): string[] {
  return values(node, ...keys)
    .map(text)
    .filter((value): value is string => value !== null);
}

function firstPlain(node: TJsonObject, ...keys: string[]): string | null {
  for (const value of texts(node, ...keys)) {
    const clean = plainText(value);
    if (clean) return clean;
  }
  return null;
}

/** A person or organisation: a name string or an object with a name. */
function nameOf(value: unknown): string | null {
  const direct = text(value);
  if (direct !== null) return plainText(direct) || null;
  if (isObject(value)) return firstPlain(value, 'name');
  return null;
}

/** 'Schritt 1:', '1.', '2)', '3- ', bullets: markers the page's layout adds in front of a step. */
/** A recipe read from a page: what the reader found, the rest empty. */
export function pageRecipe(fields: Partial<TPageRecipe> & { title: string }): TPageRecipe {
  return {
    description: null,
    ingredientLines: [],
    steps: [],
    yields: [],
    totalMinutes: null,
    imageUrls: [],
    author: null,
    keywords: [],
    categoryHints: [],
    ...fields,
  };
}

export function withoutStepMarker(line: string): string {
  return line
    .replace(
      /^(?:(?:schritt|step|stap|étape|etape|paso|passo|steg|trin)\s*\d+\s*[:.)–-]?\s*|\d{1,2}\s*[.)](?:\s+|(?=\p{L}))|\d{1,2}\s?[–-]\s+(?=\p{L})|[•·▪●◦*–—-]\s*)/iu,
      '',
    )
    .trim();
}

/**
 * Numbered paragraphs inside one line of text: '1. … 2. … 3. …' or 'Schritt 1 … Schritt 2 …', counted upwards;
 * '1.番茄切丁 2.土豆…' too (no space after the number, but a letter: never '1.5 kg'). With `numbersOnly`, 'Schritt 2'
 * starts no paragraph (across lines it often titles a section: 'Étape 2 : Préparation de la salade').
 */
function numberedParts(line: string, numbersOnly = false): string[] {
  const marker =
    /(?:^|\s)(?:(?:schritt|step|stap|étape|etape|paso|passo|steg|trin)\s*(\d{1,2})\s*[:.)–-]?|(\d{1,2})\s*[.)])(?:\s+|(?=\p{L}))/giu;
  const starts: number[] = [];
  let expected = 1;
  for (const match of line.matchAll(marker)) {
    if (Number(match[1] ?? match[2]) !== expected || (numbersOnly && match[2] === undefined)) continue;
    starts.push(match.index + match[0].length - match[0].trimStart().length);
    expected += 1;
  }
  if (starts.length < 2 || starts[0] !== 0) return [line];
  return starts.map((start, i) => line.slice(start, starts[i + 1] ?? line.length).trim());
}

/**
 * A sentence end glued to the next sentence's capital ('…met een beetje zout.Verhit een koekenpan'): the line break
 * the page had between two paragraphs, lost when its HTML was flattened. Abbreviations ('z.B.', 'U.S.') do not
 * match: the dot must follow a small letter or a bracket and precede a capital that starts a word.
 */
const GLUED_SENTENCES = /(?<=[\p{Ll})])([.!?])(?=\p{Lu}\p{Ll})/gu;

/**
 * Lines a text wraps at a fixed width ('Cook noodles according to' / 'package directions. …'): a line that ends
 * without a sentence's end, followed by one that starts with a small letter, goes on in it.
 */
export function unwrapped(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (last !== undefined && !/[.!?:;)]$/u.test(last) && /^\p{Ll}/u.test(line)) out[out.length - 1] = `${last} ${line}`;
    else out.push(line);
  }
  return out;
}

/**
 * A text block as steps: one per line, a line of numbered paragraphs one per number; a long paragraph stays one.
 * A block numbered throughout ('1. …', '2. …' with a line of its own in step 5) is split at its numbers alone.
 */
export function blockSteps(raw: string): string[] {
  const lines = unwrapped(textLines(raw.replace(/\r\n?/g, '\n').replace(GLUED_SENTENCES, '$1\n')));
  const numbered = lines.length > 1 ? numberedParts(lines.join('\n'), true) : [];
  const parts =
    numbered.length > 1 ? numbered.map((part) => part.replace(/\s*\n\s*/g, ' ')) : lines.flatMap((line) => numberedParts(line));
  return parts.map(withoutStepMarker).filter(Boolean);
}

/** A section's title on a line of its own: four words at most, no number, no sentence's end („Pizzadeeg“). */
const isBlockTitle = (part: string) =>
  part.length <= 40 && part.split(/\s+/u).length <= 4 && !/\d/u.test(part) && !/[.!?;,]$/u.test(part) && !/[.!?]\s/u.test(part);

/**
 * A text block as steps under the titles it sets between them („Pizzadeeg“ / „Stap 1: …“ … „Bavette grillen“ /
 * …): a title ending in „:“ always, titles without one only when the block opens with one and sets two or more,
 * each before a step, fewer than the steps (a method that alternates short steps such as „Ofen vorheizen“ /
 * „Zuckern“ with longer ones stays steps). Steps before the first title keep `group`.
 */
export function titledBlockSteps(raw: string, group: string | null): TPageStep[] {
  const parts = blockSteps(raw);
  const titled = parts.map((part, i) => {
    const next = parts[i + 1];
    return next !== undefined && isBlockTitle(part) && !isBlockTitle(next);
  });
  const colon = titled.map((is, i) => is && /:$/u.test(parts[i] ?? ''));
  const count = titled.filter(Boolean).length;
  const plain = titled[0] === true && count >= 2 && count * 2 < parts.length;
  const steps: TPageStep[] = [];
  let current = group;
  parts.forEach((part, i) => {
    if (colon[i] || (plain && titled[i])) current = part.replace(/\s*:$/u, '');
    else steps.push({ text: part, group: current });
  });
  return steps;
}

/** Step text held as JSON inside a string (some microdata puts the whole HowToStep list in `content`). */
function embeddedJson(raw: string): unknown {
  const trimmed = raw.trim();
  if (!/^[[{]/.test(trimmed)) return undefined;
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return undefined;
  }
}

const fold = (line: string) => line.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The title a page shows above a step outside any section („Préparation de la pâte“ above its text): the step's
 * `name` when it is not just its text again, cut short, or a number („Schritt 1“), and fits a group title (100
 * characters, „Préparation de la meringue (vous pouvez passer cette étape …)“). It names the step's group.
 */
function stepTitle(step: TJsonObject, text: string): string | null {
  const name = firstPlain(step, 'name');
  if (!name || name.length > 100 || withoutStepMarker(name) === '' || isLabel(name)) return null;
  const short = fold(name);
  return short === '' || fold(text).startsWith(short) || short.startsWith(fold(text)) ? null : name;
}

const STEP_WORD =
  /(?:instructions?|instruktion(?:en|er)?|instruksjon(?:en|er)?|anleitung|anweisung|step|schritt|stap|étape|etape|paso|passo|steg|trin|krok|lépés|korak)/iu;

/**
 * A name that labels a step instead of titling it: a number ('Schritt 1', 'recipe_c step 2'), or the word for an
 * instruction with one other word at most ('Första instruktionen', 'Next step').
 */
function isLabel(name: string): boolean {
  return (
    /^\D{0,12}\d{1,2}\s*[.:)]?$/u.test(name) ||
    new RegExp(`${STEP_WORD.source}\\s*\\d{1,2}\\s*[.:)]?$`, 'iu').test(name) ||
    (STEP_WORD.test(name) && name.trim().split(/\s+/u).length <= 2)
  );
}

/**
 * A title given to three runs of steps apart from each other ('Ajout d'ingrédient' … 'Précisions' … 'Ajout
 * d'ingrédient' …) names a kind of step, not a part of the method.
 */
function withoutKindTitles(steps: TPageStep[]): TPageStep[] {
  const runs = new Map<string, number>();
  steps.forEach((step, i) => {
    if (step.group && step.group !== steps[i - 1]?.group) runs.set(step.group, (runs.get(step.group) ?? 0) + 1);
  });
  const kinds = new Set([...runs].filter(([, count]) => count >= 3).map(([name]) => name));
  return kinds.size === 0 ? steps : steps.map((step) => (step.group && kinds.has(step.group) ? { ...step, group: null } : step));
}

interface TStepWalk {
  out: TPageStep[];
  /** Whether the recipe gives its steps as items (HowToStep, list entries) rather than one text block. */
  items: number;
  /** The number each step's name gives it ('Step 3': 3; null: none), by the index of `out`. */
  numbers: (number | null)[];
}

/**
 * One HowToStep is one step, however many lines its text has; a HowToSection's name becomes the group of its
 * steps; a text block gives a step per line or numbered paragraph.
 */
function collectSteps(value: unknown, walk: TStepWalk, group: string | null, depth: number): void {
  const { out } = walk;
  if (out.length >= MAX_STEPS || depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) collectSteps(item, walk, group, depth + 1);
    return;
  }
  const raw = text(value);
  if (raw !== null) {
    const json = embeddedJson(raw);
    if (json !== undefined) {
      collectSteps(json, walk, group, depth + 1);
      return;
    }
    // A step without a letter ('[{' of a JSON list cut short by a broken attribute) is markup, not a step.
    for (const step of titledBlockSteps(raw, group)) if (/\p{L}/u.test(step.text)) out.push(step);
    return;
  }
  if (!isObject(value)) return;
  const types = typesOf(value);
  const children = values(value, 'itemListElement');
  if (types.includes('HowToSection') || types.includes('ItemList') || (children.length > 0 && !types.includes('HowToStep'))) {
    const name = types.includes('HowToSection') ? firstPlain(value, 'name') : null;
    const title = name && !isLabel(name) ? name : null;
    collectSteps(children, walk, title ?? group, depth + 1);
    return;
  }
  const body =
    texts(value, 'text', 'description')[0] ??
    (children.length > 0
      ? children
          .map((child) => text(child) ?? (isObject(child) ? texts(child, 'text', 'description')[0] : undefined))
          .filter((line): line is string => typeof line === 'string')
          .join('\n')
      : undefined) ??
    texts(value, 'name')[0] ??
    text(value.item);
  if (body === null || body === undefined || body === '') {
    if (isObject(value.item)) collectSteps(value.item, walk, group, depth + 1);
    return;
  }
  walk.items += 1;
  const step = textLines(body).map(withoutStepMarker).filter(Boolean).join(' ');
  if (!step) return;
  out.push({ text: step, group: group ?? stepTitle(value, step) });
  walk.numbers[out.length - 1] = labelNumber(firstPlain(value, 'name'));
}

/** The number a step's name gives it ('Step 3', 'Schritt 3', 'recipe_c step 3'); null when it names none. */
function labelNumber(name: string | null): number | null {
  const match = name && isLabel(name) ? /(\d{1,2})\s*[.:)]?$/u.exec(name) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Steps named 'Step 1' … 'Step 7' and again 'Step 1' … whose first step repeats the first one's words: the method
 * given twice (for another appliance or size, a second copy of the list). The first is the recipe's; steps in
 * sections, which count each from 1, stay whole.
 */
function firstRun(steps: TPageStep[], numbers: (number | null)[]): TPageStep[] {
  if (steps.some((step) => step.group !== null) || numbers[0] !== 1) return steps;
  const again = numbers.findIndex((n, i) => i > 0 && n === 1);
  if (again < 2 || !numbers.slice(0, again).every((n, i) => n === i + 1)) return steps;
  const first = stepWords(steps[0]?.text ?? '');
  const repeat = stepWords(steps[again]?.text ?? '');
  const shared = [...first].filter((word) => repeat.has(word)).length;
  return shared * 2 >= first.size ? steps.slice(0, again) : steps;
}

const stepWords = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);

/**
 * The recipe's steps. A recipe that gives one HowToStep holding the whole method as lines is a text block:
 * it is split like one.
 */
function stepsOf(node: TJsonObject): { steps: TPageStep[]; asText: boolean } {
  const walk: TStepWalk = { out: [], items: 0, numbers: [] };
  collectSteps(values(node, 'recipeInstructions', 'instructions'), walk, null, 0);
  walk.out = firstRun(walk.out, walk.numbers);
  const [only] = walk.out;
  if (walk.out.length === 1 && only) {
    const split = titledBlockSteps(stepSource(node) ?? only.text, only.group);
    if (split.length > 1) return { steps: split, asText: true };
  }
  const raw = values(node, 'recipeInstructions', 'instructions');
  return { steps: withoutKindTitles(walk.out), asText: walk.items === 0 && raw.length === 1 };
}

/** The raw text of a recipe's only step, with its line breaks (the walk joins a HowToStep's lines). */
function stepSource(node: TJsonObject): string | null {
  let found: string | null = null;
  const visit = (value: unknown, depth: number) => {
    if (found !== null || depth > 6) return;
    if (Array.isArray(value)) for (const item of value as unknown[]) visit(item, depth + 1);
    else if (isObject(value)) {
      const own = texts(value, 'text', 'description')[0];
      if (own !== undefined) found = own;
      else visit(values(value, 'itemListElement'), depth + 1);
    }
  };
  visit(values(node, 'recipeInstructions', 'instructions'), 0);
  return found;
}

/** Smaller than any picture worth showing above a recipe: a list's thumbnail ('…-225x225.jpg', width 150). */
const THUMBNAIL_PX = 400;

/** The larger side an image states: its ImageObject's width and height, or the size in its file name ('-225x225.jpg'). */
function imageSide(value: unknown, url: URL): number | null {
  const sides = isObject(value) ? [text(value.width), text(value.height)].map((side) => Number.parseInt(side ?? '', 10)) : [];
  const named = /-(\d{2,4})x(\d{2,4})\.\w+$/u.exec(url.pathname);
  const all = [...sides, ...(named ? [Number(named[1]), Number(named[2])] : [])].filter((side) => side > 0);
  return all.length > 0 ? Math.max(...all) : null;
}

/**
 * The recipe's images as the data lists them (a URL, an ImageObject, a list of either), thumbnails last: sites list
 * the crops of one photo ('…-225x225.jpg' first, then 4:3 and 16:9), and a thumbnail is too small to show.
 */
function imageUrls(node: TJsonObject, pageUrl: string): string[] {
  const urls: { url: string; small: boolean }[] = [];
  for (const value of values(node, 'image', 'thumbnailUrl')) {
    const raw = text(value) ?? (isObject(value) ? (text(value.url) ?? text(value.contentUrl) ?? text(value['@id'])) : null);
    if (!raw) continue;
    try {
      const url = new URL(raw.trim(), pageUrl);
      const side = imageSide(value, url);
      if (url.protocol === 'https:' || url.protocol === 'http:')
        urls.push({ url: url.toString(), small: side !== null && side < THUMBNAIL_PX });
    } catch {
      // An unusable image address is simply not offered.
    }
  }
  return [...urls.filter((image) => !image.small), ...urls.filter((image) => image.small)].map((image) => image.url);
}

function keywordsOf(node: TJsonObject): string[] {
  return texts(node, 'keywords')
    .flatMap((value) => plainText(value).split(','))
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

function totalMinutesOf(node: TJsonObject): number | null {
  const minutes = (key: string) => {
    const value = texts(node, key)[0];
    return value === undefined ? null : isoDurationMinutes(value);
  };
  const total = minutes('totalTime');
  if (total !== null) return total;
  const parts = ['prepTime', 'cookTime'].map(minutes).filter((m): m is number => m !== null);
  return parts.length > 0 ? parts.reduce((sum, m) => sum + m, 0) : null;
}

/**
 * A list given as one line with commas ('125ml milk, 1 tsp vinegar, 60ml olive oil, …'): a line per entry, when three
 * or more of them start with an amount.
 */
function oneLineList(lines: string[]): string[] {
  const [only] = lines;
  if (lines.length !== 1 || !only) return lines;
  const parts = only.split(/,\s*(?=[\d½¼¾⅓⅔])/u);
  return parts.length >= 3 ? parts.map((part) => part.trim()).filter(Boolean) : lines;
}

/**
 * A recipe whose only step is its description cut off mid-sentence ('… als onderdeel van een high te'): a teaser
 * the site fills in for the method, not a step.
 */
function isTeaser(steps: TPageStep[], description: string | null): boolean {
  const [only] = steps;
  if (steps.length !== 1 || !only || !description || /[.!?。！)»"”]$/u.test(only.text.trim())) return false;
  return fold(only.text) === fold(description);
}

function stepFields(node: TJsonObject): Pick<TPageRecipe, 'steps' | 'stepsAsText'> {
  const { steps, asText } = stepsOf(node);
  if (isTeaser(steps, firstPlain(node, 'description'))) return { steps: [], stepsAsText: false };
  return { steps, stepsAsText: asText };
}

/** The yield as texts: strings and numbers, or a QuantitativeValue ({"value": 6, "unitText": "személyre"}). */
function yieldsOf(node: TJsonObject): string[] {
  return values(node, 'recipeYield', 'yield')
    .map((value) =>
      isObject(value) && text(value.value) !== null
        ? [text(value.value), text(value.unitText)].filter((part) => part !== null).join(' ')
        : text(value),
    )
    .filter((value): value is string => value !== null)
    .map(plainText);
}

/** The page's schema.org Recipe (from JSON-LD, microdata or RDFa, all in JSON-LD's shape) as plain texts. */
export function readSchemaRecipe(node: TJsonObject, pageUrl: string): TPageRecipe | null {
  const title = firstPlain(node, 'name', 'headline');
  if (!title) return null;
  const ingredientLines = oneLineList(texts(node, 'recipeIngredient', 'ingredients').flatMap((value) => textLines(value))).slice(
    0,
    MAX_LINES,
  );
  return {
    title,
    description: firstPlain(node, 'description'),
    ingredientLines,
    ...stepFields(node),
    yields: yieldsOf(node),
    totalMinutes: totalMinutesOf(node),
    imageUrls: imageUrls(node, pageUrl),
    author:
      values(node, 'author', 'creator')
        .map(nameOf)
        .find((name) => name !== null) ?? null,
    keywords: keywordsOf(node),
    categoryHints: texts(node, 'recipeCategory', 'recipeCuisine').map(plainText).filter(Boolean),
  };
}
