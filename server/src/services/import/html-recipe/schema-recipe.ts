import type { TParsedIngredient } from '@kochclip/routers/recipe-parser';
import { isoDurationMinutes } from './iso-duration';
import { isObject, typesOf, type TJsonObject } from './json-ld';
import { plainText, textLines } from './rich-text';

/** A recipe as the page states it: texts only, nothing parsed yet. */
export interface TPageRecipe {
  title: string;
  description: string | null;
  ingredientLines: string[];
  /** Ingredients the caption reader already parsed (the visible-text step); then `ingredientLines` is empty. */
  parsedIngredients?: TParsedIngredient[];
  steps: string[];
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

/** The values of a property as a flat list ('name' or 'schema:name'; single values and arrays alike). */
function values(node: TJsonObject, ...keys: string[]): unknown[] {
  const out: unknown[] = [];
  for (const key of keys) {
    for (const value of [node[key], node[`schema:${key}`]]) {
      if (value === undefined || value === null) continue;
      if (Array.isArray(value)) out.push(...(value as unknown[]));
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

/** 'Schritt 1:', '1.', '2)', bullets: markers the page's layout adds in front of a step. */
export function withoutStepMarker(line: string): string {
  return line.replace(/^(?:schritt\s*\d+\s*[:.)–-]?\s*|\d{1,2}\s*[.)]\s+|[•·▪●◦*–—-]\s*)/iu, '').trim();
}

/** One HowToStep is one step, however many lines its text has; a text block gives a step per line. */
function collectSteps(value: unknown, out: string[], depth: number): void {
  if (out.length >= MAX_STEPS || depth > 6) return;
  if (Array.isArray(value)) {
    for (const item of value as unknown[]) collectSteps(item, out, depth + 1);
    return;
  }
  const raw = text(value);
  if (raw !== null) {
    for (const line of textLines(raw)) {
      const step = withoutStepMarker(line);
      if (step) out.push(step);
    }
    return;
  }
  if (!isObject(value)) return;
  const types = typesOf(value);
  const children = values(value, 'itemListElement');
  if (types.includes('HowToSection') || types.includes('ItemList') || (children.length > 0 && !types.includes('HowToStep'))) {
    collectSteps(children, out, depth + 1);
    return;
  }
  const body = texts(value, 'text', 'description')[0] ?? texts(value, 'name')[0] ?? text(value.item);
  if (body === null || body === undefined) {
    if (isObject(value.item)) collectSteps(value.item, out, depth + 1);
    return;
  }
  const step = textLines(body).map(withoutStepMarker).filter(Boolean).join(' ');
  if (step) out.push(step);
}

function imageUrls(node: TJsonObject, pageUrl: string): string[] {
  const urls: string[] = [];
  for (const value of values(node, 'image', 'thumbnailUrl')) {
    const raw = text(value) ?? (isObject(value) ? (text(value.url) ?? text(value.contentUrl) ?? text(value['@id'])) : null);
    if (!raw) continue;
    try {
      const url = new URL(raw.trim(), pageUrl);
      if (url.protocol === 'https:' || url.protocol === 'http:') urls.push(url.toString());
    } catch {
      // An unusable image address is simply not offered.
    }
  }
  return urls;
}

function keywordsOf(node: TJsonObject): string[] {
  return texts(node, 'keywords')
    .flatMap((value) => plainText(value).split(','))
    .map((keyword) => keyword.trim())
    .filter(Boolean);
}

function stepsOf(node: TJsonObject): string[] {
  const steps: string[] = [];
  collectSteps(values(node, 'recipeInstructions', 'instructions'), steps, 0);
  return steps;
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

/** The page's schema.org Recipe (from JSON-LD, microdata or RDFa, all in JSON-LD's shape) as plain texts. */
export function readSchemaRecipe(node: TJsonObject, pageUrl: string): TPageRecipe | null {
  const title = firstPlain(node, 'name', 'headline');
  if (!title) return null;
  const ingredientLines = texts(node, 'recipeIngredient', 'ingredients')
    .flatMap((value) => textLines(value))
    .slice(0, MAX_LINES);
  return {
    title,
    description: firstPlain(node, 'description'),
    ingredientLines,
    steps: stepsOf(node),
    yields: texts(node, 'recipeYield', 'yield').map(plainText),
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
