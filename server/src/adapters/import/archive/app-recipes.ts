import { isoDurationMinutes } from '../html-recipe/iso-duration';
import { isObject, typesOf, type TJsonObject } from '../html-recipe/json-ld';
import { ingredientsOf, isGroupHeading, type TDraftIngredient } from '../html-recipe/page-draft';
import { plainText, textLines } from '../html-recipe/rich-text';
import { pageRecipe, readSchemaRecipe, titledBlockSteps, type TPageRecipe, type TPageStep } from '../html-recipe/schema-recipe';
import { readIngredientLine } from '../ingredient-line';

/**
 * One recipe of another app's export as Kochclip reads web pages (TPageRecipe), so it takes the same road to a
 * draft: the German line parser for ingredient lines, steps split as people read them, times, servings, tags and
 * category words. Field names follow each app's export as its source code writes it (docs/features.md, „Rezepte umziehen“).
 */
export interface TAppRecipe {
  page: TPageRecipe;
  sourceUrl: string | null;
  prepMinutes: number | null;
  cookMinutes: number | null;
}

const MAX_LINES = 150;

const str = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;
const clean = (value: unknown): string | null => {
  const text = str(value);
  return text === null ? null : plainText(text) || null;
};
/** A tag, category, unit or food: a string or an object with a name. */
const nameOf = (value: unknown): string | null => clean(isObject(value) ? value.name : value);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]);
const names = (value: unknown): string[] =>
  list(value)
    .map(nameOf)
    .filter((name): name is string => name !== null);

/** Minutes from ISO 8601 ('PT1H30M'), a bare number, or words ('1 hour 30 minutes', '1 Std. 20 Min.'). */
export function minutesOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 1 && value <= 10080 ? Math.round(value) : null;
  const text = str(value)?.trim();
  if (!text) return null;
  const iso = isoDurationMinutes(text);
  if (iso !== null) return iso <= 10080 ? iso : null;
  if (/^\d{1,5}$/.test(text)) return minutesOf(Number(text));
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:h\b|hours?|hrs?|std|stunden?)/i.exec(text)?.[1];
  const minutes = /(\d+)\s*(?:m\b|min|minuten?|minutes?)/i.exec(text)?.[1];
  if (hours === undefined && minutes === undefined) return null;
  return minutesOf(Number((hours ?? '0').replace(',', '.')) * 60 + Number(minutes ?? 0));
}

const sum = (...parts: (number | null)[]) => {
  const known = parts.filter((m): m is number => m !== null);
  return known.length > 0 ? known.reduce((a, b) => a + b, 0) : null;
};

/** '200.000' or 0.5 as the parser writes amounts ('200', '0.5'); zero or nothing is no amount. */
function amountText(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : NaN;
  if (!Number.isFinite(n) || n <= 0) return typeof value === 'string' && !/^[\d.,\s]*$/.test(value) ? value.trim() : '';
  return String(Math.round(n * 1000) / 1000);
}

/**
 * A structured ingredient (amount, unit, food, note) read through the German line parser as one line, so units
 * come out canonical ('Esslöffel' → 'EL'); the app's note stays the note.
 */
function structuredIngredient(
  amount: string,
  unit: string,
  food: string,
  note: string | null,
  group: string | null,
): TDraftIngredient[] {
  const line = [amount, unit, food].filter(Boolean).join(' ');
  const [only, ...more] = readIngredientLine(line);
  const read: TDraftIngredient = only && more.length === 0 && only.name ? { ...only } : { amount, unit, name: food };
  if (note) read.note = read.note ? `${read.note}, ${note}` : note;
  if (group) read.group = group;
  return [read];
}

function textIngredient(line: string, group: string | null): TDraftIngredient[] {
  const read = readIngredientLine(line);
  const parsed: TDraftIngredient[] = read.length > 0 ? read : [{ name: line, amount: '', unit: '' }];
  return group ? parsed.map((i) => ({ ...i, group })) : parsed;
}

function stepsFromTexts(texts: { text: string; group: string | null }[]): TPageStep[] {
  if (texts.length === 1 && texts[0]) {
    const { text, group } = texts[0];
    return titledBlockSteps(text, group);
  }
  return texts.flatMap(({ text, group }) => {
    const joined = textLines(text).join(' ').trim();
    return joined ? [{ text: joined, group }] : [];
  });
}

/** Mealie (v1 and later): recipeIngredient objects with quantity, unit, food, note, or the text in note/display. */
export function mealieRecipe(node: TJsonObject): TAppRecipe | null {
  const title = clean(node.name);
  if (title === null) return null;
  let group: string | null = null;
  const ingredients = list(node.recipeIngredient ?? node.recipe_ingredient)
    .slice(0, MAX_LINES)
    .flatMap((raw): TDraftIngredient[] => {
      if (typeof raw === 'string') return textIngredient(raw, group);
      if (!isObject(raw)) return [];
      const title = clean(raw.title);
      if (title) group = title;
      const food = nameOf(raw.food);
      const note = clean(raw.note);
      if (food) return structuredIngredient(amountText(raw.quantity), nameOf(raw.unit) ?? '', food, note, group);
      const line = clean(raw.originalText) ?? clean(raw.display) ?? note;
      return line ? textIngredient(line, group) : [];
    });
  const steps = stepsFromTexts(
    list(node.recipeInstructions ?? node.recipe_instructions).flatMap((raw) => {
      if (typeof raw === 'string') return [{ text: raw, group: null }];
      if (!isObject(raw)) return [];
      const text = str(raw.text) ?? '';
      return text.trim() ? [{ text, group: clean(raw.title) }] : [];
    }),
  );
  const prep = minutesOf(node.prepTime ?? node.prep_time);
  const cook = minutesOf(node.performTime ?? node.cookTime ?? node.perform_time ?? node.cook_time);
  const servings = node.recipeServings ?? node.recipe_servings;
  return {
    page: pageRecipe({
      title,
      description: clean(node.description),
      ingredients,
      steps,
      yields: [str(servings), str(node.recipeYield ?? node.recipe_yield)].filter((y): y is string => y !== null && y !== '0'),
      totalMinutes: minutesOf(node.totalTime ?? node.total_time) ?? sum(prep, cook),
      keywords: names(node.tags),
      categoryHints: names(node.recipeCategory ?? node.recipe_category),
    }),
    sourceUrl: clean(node.orgURL ?? node.org_url),
    prepMinutes: prep,
    cookMinutes: cook,
  };
}

/**
 * Tandoor's own export (recipe.json in one inner zip per recipe): steps with their ingredients (food, unit,
 * amount, note; `is_header` rows name a group), working and waiting time, servings, keywords, source_url.
 */
export function tandoorRecipe(node: TJsonObject): TAppRecipe | null {
  const title = clean(node.name);
  if (title === null) return null;
  const rawSteps = list(node.steps).filter(isObject);
  const stepsWithIngredients = rawSteps.filter((step) => list(step.ingredients).length > 0).length;
  const ingredients: TDraftIngredient[] = [];
  const stepTexts: { text: string; group: string | null }[] = [];
  for (const step of rawSteps) {
    let group = stepsWithIngredients > 1 ? clean(step.name) : null;
    for (const raw of list(step.ingredients).slice(0, MAX_LINES)) {
      if (!isObject(raw)) continue;
      const note = clean(raw.note);
      if (raw.is_header === true) {
        group = note ?? nameOf(raw.food) ?? group;
        continue;
      }
      const food = nameOf(raw.food);
      if (!food) {
        if (note) ingredients.push(...textIngredient(note, group));
        continue;
      }
      const amount = raw.no_amount === true ? '' : amountText(raw.amount);
      ingredients.push(...structuredIngredient(amount, nameOf(raw.unit) ?? '', food, note, group));
    }
    const text = str(step.instruction) ?? '';
    if (text.trim()) stepTexts.push({ text, group: stepsWithIngredients > 1 ? null : clean(step.name) });
  }
  const prep = minutesOf(node.working_time);
  const cook = minutesOf(node.waiting_time);
  return {
    page: pageRecipe({
      title,
      description: clean(node.description),
      ingredients: ingredients.slice(0, MAX_LINES),
      steps: stepsFromTexts(stepTexts),
      yields: [str(node.servings), str(node.servings_text)].filter((y): y is string => y !== null && y !== ''),
      totalMinutes: sum(prep, cook),
      keywords: names(node.keywords),
    }),
    sourceUrl: clean(node.source_url),
    prepMinutes: prep,
    cookMinutes: cook,
  };
}

/** Paprika (.paprikarecipe, gzipped JSON): ingredients and directions as text, times as words, categories. */
export function paprikaRecipe(node: TJsonObject): TAppRecipe | null {
  const title = clean(node.name);
  if (title === null) return null;
  const prep = minutesOf(node.prep_time);
  const cook = minutesOf(node.cook_time);
  const lines = textLines(str(node.ingredients) ?? '').slice(0, MAX_LINES);
  return {
    page: pageRecipe({
      title,
      description: clean(node.description),
      ingredients: ingredientsOf(lines),
      steps: titledBlockSteps(str(node.directions) ?? '', null),
      yields: [str(node.servings)].filter((y): y is string => y !== null),
      totalMinutes: minutesOf(node.total_time) ?? sum(prep, cook),
      author: clean(node.source),
      categoryHints: names(node.categories),
      keywords: names(node.categories).map((c) => c.toLowerCase()),
    }),
    sourceUrl: clean(node.source_url),
    prepMinutes: prep,
    cookMinutes: cook,
  };
}

/**
 * schema.org Recipe (Nextcloud Cookbook's recipe.json, RecipeSage's JSON-LD export, any other): read as the
 * website import reads JSON-LD; the link is `url`, RecipeSage's `isBasedOn`, or `mainEntityOfPage`.
 */
export function schemaRecipe(node: TJsonObject): TAppRecipe | null {
  const read = readSchemaRecipe(node, 'about:blank');
  if (!read) return null;
  const prep = minutesOf(node.prepTime);
  const cook = minutesOf(node.cookTime);
  const lines = read.ingredientLines;
  return {
    // Group headings among the lines („Für den Teig:“) are read by ingredientsOf.
    page: {
      ...read,
      ingredients: lines.some(isGroupHeading) ? ingredientsOf(lines) : undefined,
      totalMinutes: read.totalMinutes ?? minutesOf(node.totalTime) ?? sum(prep, cook),
      imageUrls: [],
    },
    sourceUrl:
      [node.url, node.isBasedOn, node.mainEntityOfPage].map(clean).find((u) => u !== null && /^https?:\/\//i.test(u)) ?? null,
    prepMinutes: prep,
    cookMinutes: cook,
  };
}

/** Recipe nodes of a JSON-LD document: an array, a @graph, or one object (searched two levels deep). */
export function schemaRecipeNodes(json: unknown): TJsonObject[] {
  const out: TJsonObject[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > 3) return;
    if (Array.isArray(value)) for (const item of value) visit(item, depth + 1);
    else if (isObject(value)) {
      if (typesOf(value).includes('Recipe')) out.push(value);
      else if (value['@graph'] !== undefined) visit(value['@graph'], depth + 1);
    }
  };
  visit(json, 0);
  return out;
}

/** Mealie's recipe JSON: a slug and ingredient objects, or its own field names. */
export function isMealieRecipe(json: unknown): json is TJsonObject {
  if (!isObject(json) || typesOf(json).includes('Recipe')) return false;
  return (
    typeof json.slug === 'string' &&
    ('recipeIngredient' in json || 'recipe_ingredient' in json || 'orgURL' in json || 'recipeServings' in json)
  );
}

export const isTandoorRecipe = (json: unknown): json is TJsonObject =>
  isObject(json) && typeof json.name === 'string' && Array.isArray(json.steps);
