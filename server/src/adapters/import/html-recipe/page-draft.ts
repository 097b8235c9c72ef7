import { z } from 'zod';
import { ZRecipeDraft, type TRecipeDraft } from '@kochclip/routers/create/create.schemas';

/** A draft for the member to complete (never a saved recipe): the page's ingredients, and no steps when it names none. */
const ZSteplessDraft = ZRecipeDraft.extend({ instructions: z.array(ZRecipeDraft.shape.instructions.element).max(60) });
import { foldText, RECIPE_CATEGORIES, type TRecipeCategory } from '@kochclip/core';
import { guessCategory, guessDifficulty, guessTags } from '../../ai/builtin/classify';
import { shortTitle } from '../../ai/builtin/draft-from-parsed';
import { parseDuration, parseTemperature } from '@kochclip/core/recipe-parser';
import { readIngredientLine, type TPageIngredient } from '../ingredient-line';
import type { TPageRecipe } from './schema-recipe';

const MAX_TAGS = 12;

/** The last group's title of many lists, standing alone: „Außerdem“ (what else is needed), 'You also need'. */
const ALSO_NEEDED = /^(?:au(?:ß|ss)erdem|zusätzlich|sonstiges|verder nodig|you(?: will)? also need|also needed)\s*:?\s*$/iu;

/**
 * 'Für den Teig:', 'Zum Bestäuben:', 'For the sauce', „Außerdem“: a group heading inside an ingredient list, not an
 * ingredient.
 */
export function isGroupHeading(line: string): boolean {
  return (
    !/\d/.test(line) &&
    line.length <= 50 &&
    (/:\s*$/.test(line) ||
      // Whole words: 'Zumo de limón' (lemon juice) is no 'Zum …'.
      /^(?:(?:für|zum|zur|for the|pour l[ae]|para (?:el|la|o|a)|voor (?:de|het))(?![\p{L}])|pour l['’])/iu.test(line) ||
      ALSO_NEEDED.test(line))
  );
}

/** A short line without digits written in capitals only ('BUND', 'FOR THE GLAZE'). */
function inCapitals(line: string): boolean {
  const text = line.trim();
  return text.length <= 50 && !/\d/.test(text) && (text.match(/\p{Lu}/gu) ?? []).length >= 3 && !/\p{Ll}/u.test(text);
}

/** An ingredient as the draft keeps it: parsed, with its note and the group heading above it on the page. */
export interface TDraftIngredient extends TPageIngredient {
  group?: string | null;
  optional?: boolean;
}

/**
 * 'Optional: …' before an item (English and German alike; the flag prints as „(optional)“, so a lead in another
 * language keeps its word in the name).
 */
const OPTIONAL_LEAD = /^optional\s*:\s*(?=\S)/iu;

/**
 * An ingredient line becomes 0..n ingredients; a line the parser cannot read keeps its text as the name. A group
 * heading among the lines ('Für den Teig:') names the group of the lines below it.
 */
export function ingredientsOf(lines: string[]): TDraftIngredient[] {
  let group: string | null = null;
  // A line in capitals above lines that are not ('KARAMEL', 'MASHED POTATOES') is a group's title set as an entry
  // of the list; a list written all in capitals keeps its lines.
  const capitals = lines.map(inCapitals);
  const titles = capitals.filter(Boolean).length * 2 < lines.length;
  return lines.flatMap((line, at) => {
    if (titles && capitals[at] && capitals[at + 1] === false) {
      group = line.trim().replace(/[\s:]+$/u, '') || null;
      return [];
    }
    // '2 tablespoons water ( ) (280ml)': brackets a site's converter left empty say nothing; '((I used …))' is
    // one aside.
    const clean = line
      .replace(/[([]\s*[)\]]/gu, ' ')
      .replace(/\(\s*\(([^()]*)\)\s*\)/gu, '($1)')
      .replace(/\s+/g, ' ')
      .trim();
    if (!clean) return [];
    if (isGroupHeading(clean)) {
      group = clean.replace(/[\s:]+$/u, '') || null;
      return [];
    }
    // 'Optional: 2 teaspoons Cognac': the line's item, marked optional as the editor marks it.
    const optional = OPTIONAL_LEAD.exec(clean);
    const text = optional ? clean.slice(optional[0].length) : clean;
    const parsed = readIngredientLine(text);
    const read = (parsed.length > 0 ? parsed : [{ name: text, amount: '', unit: '' }]).map((i) =>
      optional ? { ...i, optional: true } : i,
    );
    return group === null ? read : read.map((i) => ({ ...i, group }));
  });
}

/**
 * A number of portions in the languages of recipe sites ('4 Portionen', '6 PORSJONER', '2 porcie', '4 főre',
 * '6 people', '4 tot 6 personen': the first of a range), or after 'serves' ('Serves 10 to 12').
 */
const SERVINGS =
  /(\d{1,3})(?:\s*(?:[-–]|to|tot|à|a|bis|til)\s*\d{1,3})?\s*(?:portion|porsjon|porcj|porci|porç|porz|porti|person|pers\b|pers\.|serving|port\b|port\.|people|főre|személy|μερίδ|порц|персон|人分|人前|人份)|serves\s+(\d{1,3})/iu;

/** Servings a yield states: a bare number or one with Portionen/Personen ('4 Portion(en)', 'Für 2 Personen'). */
export function servingsOf(yields: string[]): number | null {
  for (const value of yields) {
    const match =
      /^\s*(\d{1,3})\s*$/.exec(value) ??
      SERVINGS.exec(value) ??
      /(?:serves|für|pour|voor|para|per|for)\s+(\d{1,3})(?!\s*(?:[\d.,/]|\p{L}))/iu.exec(value) ??
      /^\s*(?:serves\s+)?(\d{1,3})(?:\s*(?:[-–]|to|tot|à|a|bis)\s*\d{1,3})?\s*(?:\(|$|(?:undefined|null)\s*$)/iu.exec(value);
    const n = Number(match?.[1] ?? match?.[2] ?? NaN);
    if (n >= 1 && n <= 100) return n;
  }
  return null;
}

/** Site words for the categories (recipeCategory, recipeCuisine), in priority order. */
const CATEGORY_HINTS: readonly [TRecipeCategory, RegExp][] = [
  ['Getränke', /\b(getrank|drink|cocktail|smoothie|beverage)/],
  ['Dessert', /\b(dessert|nachspeise|nachtisch|kuchen|torte|backen|geback|sus+speise|mehlspeise|platzchen|cake)/],
  ['Frühstück', /\b(fruhstuck|breakfast|brunch)/],
  ['Snacks', /\b(snack|fingerfood|vorspeise|appetizer|dip)/],
  ['Italienisch', /\b(italienisch|italian|italien)/],
  ['Asiatisch', /\b(asiatisch|asian|thai|indisch|japanisch|chinesisch|vietnamesisch|koreanisch)/],
  ['Mediterran', /\b(mediterran|griechisch|spanisch|orientalisch|turkisch|libanesisch)/],
];

/**
 * Site words first (a cuisine such as 'Asiatisch' says more than the course 'Hauptgericht'), then a category
 * named exactly as Kochclip's own (its export: 'Hauptgericht', 'Vegan'), else a guess from title and ingredients.
 */
function categoryOf(page: TPageRecipe, title: string, names: string[]): TRecipeCategory {
  const hints = foldText(page.categoryHints.join(' '));
  const hinted = CATEGORY_HINTS.find(([, pattern]) => pattern.test(hints))?.[0];
  if (hinted) return hinted;
  const exact = page.categoryHints
    .map((hint) => RECIPE_CATEGORIES.find((category) => category.toLowerCase() === hint.trim().toLowerCase()))
    .find((category) => category !== undefined);
  return exact ?? guessCategory(title, names);
}

function description(text: string | null): string | null {
  if (!text) return null;
  return text.length <= 1000 ? text : `${text.slice(0, 997).replace(/\s+\S*$/u, '')} …`;
}

export interface TPageDraft {
  draft: TRecipeDraft;
  /** What the page states, before defaults: servings (null: none stated) and the ingredients as parsed. */
  statedServings: number | null;
}

/**
 * The page's recipe as a Kochclip draft: ingredient lines through the German amount parser, steps with their
 * times. Null when the page gives no ingredients or no steps: a step is never invented.
 */
export function pageDraft(page: TPageRecipe, options: { allowNoSteps?: boolean } = {}): TPageDraft | null {
  const read: TDraftIngredient[] = page.ingredients ?? page.parsedIngredients ?? ingredientsOf(page.ingredientLines);
  const ingredients = read
    .map((i) => {
      const ingredient: TRecipeDraft['ingredients'][number] = {
        name: i.name.trim().slice(0, 200),
        amount: i.amount.trim().slice(0, 50),
        unit: i.unit.trim().slice(0, 30),
      };
      const note = i.note?.trim().slice(0, 200);
      if (note) ingredient.note = note;
      const group = i.group?.trim().slice(0, 100);
      if (group) ingredient.group = group;
      if (i.optional) ingredient.optional = true;
      return ingredient;
    })
    .filter((i) => i.name.length > 0)
    .slice(0, 100);
  if (ingredients.length === 0) return null;
  const instructions = page.steps.slice(0, 60).map(({ text, group }) => {
    const step: TRecipeDraft['instructions'][number] = { step: text.slice(0, 2000) };
    const title = group?.trim().slice(0, 100);
    if (title) step.group = title;
    const minutes = parseDuration(text);
    const temperature = parseTemperature(text);
    if (minutes !== undefined && minutes <= 10080) step.duration = minutes;
    if (temperature) step.temperature = temperature.slice(0, 50);
    return step;
  });
  const title = shortTitle(page.title, 200);
  const names = ingredients.map((i) => i.name);
  const duration = page.totalMinutes !== null && page.totalMinutes <= 10080 ? page.totalMinutes : null;
  const statedServings = servingsOf(page.yields);
  const keywords = page.keywords.map((k) => k.toLowerCase().slice(0, 40));
  const result = (options.allowNoSteps ? ZSteplessDraft : ZRecipeDraft).safeParse({
    title,
    description: description(page.description),
    category: categoryOf(page, title, names),
    difficulty: guessDifficulty(instructions.length, ingredients.length, duration),
    duration,
    servings: statedServings ?? 4,
    tags: [...new Set([...keywords, ...guessTags(names, duration)])].slice(0, MAX_TAGS),
    ingredients,
    instructions,
  });
  return result.success ? { draft: result.data, statedServings } : null;
}
