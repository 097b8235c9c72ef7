import { isTag, type Document, type Element } from 'domhandler';
import type { TRecipeDraft } from '@kochclip/routers/create/create.schemas';
import type { TExtractionMethod } from '@kochclip/routers/server';
import { parseRecipeText } from '@kochclip/core/recipe-parser';
import { findTyped, jsonLdBlocks, type TJsonObject } from './json-ld';
import { microdataRecipes, rdfaRecipes } from './microdata';
import { appStates, stateRecipes } from './app-state';
import { pageBlocks } from './page-blocks';
import { ingredientsOf, isGroupHeading, pageDraft } from './page-draft';
import {
  fullerIngredientLines,
  htmlIngredientGroups,
  htmlIngredientLines,
  htmlSteps,
  INGREDIENT_HEADING,
  listHoldingIngredientLines,
  METHOD_HEADING,
  stepsUnder,
} from './page-sections';
import type { TBlock } from './page-blocks';
import { attr, blockText, findElements, parsePage } from './page-dom';
import { readSchemaRecipe, withoutStepMarker, type TPageRecipe, type TPageStep } from './schema-recipe';
import { structureRecipe } from './page-structure';
import { stepsNamingIngredients } from './page-method';
import { untitledSectionsRecipe } from './page-untitled';
import { classedRecipe, listedSteps, once, spacedLines, stepsShownApart, withClassedIngredients } from './page-lists';
import { plainText } from './rich-text';
import { contentImageOf, metaContent, pageTitleOf, recipeName } from './page-title';

/** Untrusted input is cut here whatever the caller checked: 2 MB of HTML. */
export const MAX_HTML_CHARS = 2 * 1024 * 1024;
/** Visible text handed to the caption reader or an LLM. */
export const MAX_VISIBLE_TEXT = 20_000;

export interface THtmlRecipe {
  /** Which step found the recipe; null when none did (then `text` is the page's visible text for an LLM). */
  method: TExtractionMethod | null;
  draft: TRecipeDraft | null;
  /** Servings the page states (null: none, the draft then has the default). */
  statedServings: number | null;
  imageUrl: string | null;
  siteName: string | null;
  author: string | null;
  /** The page's own address (<link rel="canonical"> or og:url), for a saved page that names none. */
  canonicalUrl: string | null;
  pageTitle: string | null;
  /** No draft because the page lists ingredients but no steps anywhere (a step is never invented). */
  stepsMissing: boolean;
  /**
   * For a draft only, which the member completes: the page's ingredients and no steps at all (none is invented).
   * Null unless `stepsMissing`.
   */
  steplessDraft: { method: TExtractionMethod; draft: TRecipeDraft; imageUrl: string | null; author: string | null } | null;
  text: string;
}

function httpUrl(raw: string | null | undefined, base: string): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

function canonicalOf(document: Document, pageUrl: string): string | null {
  const link = findElements(document, (el) => el.name === 'link' && (attr(el, 'rel') ?? '').toLowerCase() === 'canonical')[0];
  return httpUrl(link ? attr(link, 'href') : metaContent(document, 'og:url'), pageUrl);
}

function siteNameOf(document: Document, blocks: unknown[], pageUrl: string): string | null {
  const fromMeta = metaContent(document, 'og:site_name', 'application-name');
  if (fromMeta) return fromMeta;
  const site = [...findTyped(blocks, 'WebSite'), ...findTyped(blocks, 'Organization')]
    .map((node) => (typeof node.name === 'string' ? plainText(node.name) : ''))
    .find(Boolean);
  if (site) return site;
  try {
    return new URL(pageUrl).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

function bodyOf(document: Document): Element | null {
  return findElements(document, (el) => el.name === 'body', { stopAtMatch: true })[0] ?? document.children.find(isTag) ?? null;
}

/**
 * What the page's HTML adds to its structured data: the steps when the data has none, and the ingredient groups
 * the HTML shows around the same lines (schema.org has no ingredient groups).
 */
function withPageHtml(recipe: TPageRecipe, blocks: TBlock[], markedSteps: () => TPageStep[]): TPageRecipe {
  const marked = recipe.steps.length > 0 ? [] : markedSteps();
  const listed = recipe.stepsAsText ? listedSteps(recipe.steps, blocks) : null;
  const given = listed ?? fullerSteps(recipe.steps, blocks);
  const steps =
    recipe.steps.length > 0
      ? (stepsShownApart(given, blocks, recipe.stepsAsText === true) ?? given)
      : marked.length > 0
        ? marked
        : pageSteps(blocks, recipe.ingredientLines);
  const single = once(recipe.ingredientLines, (line) => line.trim());
  if (single.length < recipe.ingredientLines.length) recipe = { ...recipe, ingredientLines: single };
  const fuller =
    htmlIngredientLines(blocks, recipe.ingredientLines) ??
    fullerIngredientLines(blocks, recipe.ingredientLines) ??
    listHoldingIngredientLines(blocks, recipe.ingredientLines);
  if (fuller) recipe = { ...recipe, ingredientLines: fuller };
  const spaced = spacedLines(blocks, recipe.ingredientLines);
  if (spaced) recipe = { ...recipe, ingredientLines: spaced };
  const headed = withHeadingLines(blocks, recipe.ingredientLines);
  if (headed) recipe = { ...recipe, ingredientLines: headed };
  const lines = recipe.ingredientLines;
  if (lines.some((line) => isGroupHeading(line.trim()))) return { ...recipe, steps };
  const groups = htmlIngredientGroups(blocks, lines);
  if (!groups) return { ...recipe, steps };
  const ingredients = lines.flatMap((line, i) => ingredientsOf([line]).map((item) => ({ ...item, group: groups[i] ?? null })));
  return { ...recipe, steps, ingredients };
}

/** The steps under the page's method heading, else in the section that names the ingredients. */
function pageSteps(blocks: TBlock[], ingredientLines: string[]): TPageStep[] {
  const headed = htmlSteps(blocks);
  return headed.length > 0 ? headed : stepsNamingIngredients(blocks, ingredientLines);
}

/**
 * Structured data that gives the first steps of a method the page shows in full (two of six): the page's steps,
 * when its first ones are the data's, word for word.
 */
function fullerSteps(steps: TPageStep[], blocks: TBlock[]): TPageStep[] {
  const at = blocks.findIndex(
    (block) =>
      (block.kind === 'heading' || (block.kind !== 'rule' && block.text.length <= 60)) && METHOD_HEADING.test(block.text),
  );
  const { steps: page, used } = at < 0 ? { steps: [], used: [] } : stepsUnder(blocks, at);
  if (page.length <= steps.length) return steps;
  // Only steps the page numbers itself (1, 2, 3, …): a method that runs on into nutrition facts is no fuller one.
  if (!used.every((index, i) => new RegExp(`^${i + 1}(?!\\d)`, 'u').test(blocks[index]?.text ?? ''))) return steps;
  const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return steps.every((step, i) => fold(step.text) === fold(page[i]?.text ?? '')) ? page : steps;
}

/**
 * Structured data that lists its group titles among the ingredients ('Suroviny', 'Špízy', '1,5 kg …', 'Salsa', …):
 * a line the page's HTML shows as a heading is a group title (written 'Špízy:' for the line reader), the list's
 * own heading ('Suroviny', 'Ingredients') is dropped. Null when no line is a heading.
 */
function withHeadingLines(blocks: TBlock[], lines: string[]): string[] | null {
  const fold = (text: string) =>
    text
      .toLowerCase()
      .replace(/[\s:]+$/u, '')
      .replace(/\s+/g, ' ')
      .trim();
  const headings = new Set(blocks.filter((block) => block.kind === 'heading').map((block) => fold(block.text)));
  let changed = false;
  const out = lines.flatMap((line) => {
    const folded = fold(line);
    if (/\d/.test(line) || !headings.has(folded)) return [line];
    changed = true;
    return INGREDIENT_HEADING.test(folded) && folded.split(' ').length <= 2 ? [] : [`${line.replace(/[\s:]+$/u, '')}:`];
  });
  return changed ? out : null;
}

/** Picks the candidate with ingredients first: some pages carry an empty or teaser Recipe next to the real one. */
function firstRecipe(
  nodes: TJsonObject[],
  pageUrl: string,
  document: Document,
  blocks: TBlock[],
  markedSteps: () => TPageStep[] = () => [],
): TPageRecipe | null {
  const read = nodes.map((node) => readSchemaRecipe(node, pageUrl)).filter((r): r is TPageRecipe => r !== null);
  const withLines = read.map((r) => (r.steps.length > 0 ? withClassedIngredients(r, document) : r));
  const recipe = withLines.find((r) => r.ingredientLines.length > 0);
  return recipe ? withPageHtml(recipe, blocks, markedSteps) : null;
}

/**
 * A Recipe in the structured data that states the recipe's facts but not its lists (name, yield, times, image): the
 * page's HTML holds the lists, and these facts fill in what the reader of the HTML finds none of.
 */
function recipeFacts(blocks: unknown[], pageUrl: string): TPageRecipe | null {
  for (const node of findTyped(blocks, 'Recipe')) {
    const read = readSchemaRecipe(node, pageUrl);
    if (read && read.ingredientLines.length === 0) return read;
  }
  return null;
}

/** With `stated`, the facts go before the ones a reader of plain text guessed from the page's lines. */
function withFacts(recipe: TPageRecipe | null, facts: TPageRecipe | null, stated: boolean): TPageRecipe | null {
  if (!recipe || !facts) return recipe;
  const first = <T>(own: T, theirs: T, empty: (value: T) => boolean) =>
    stated ? (empty(theirs) ? own : theirs) : empty(own) ? theirs : own;
  return {
    ...recipe,
    yields: first(recipe.yields, facts.yields, (list) => list.length === 0),
    totalMinutes: first(recipe.totalMinutes, facts.totalMinutes, (minutes) => minutes === null),
    author: recipe.author ?? facts.author,
  };
}

const itemprops = (element: Element) => (attr(element, 'itemprop') ?? '').split(/\s+/);

/**
 * Microdata properties outside any Recipe scope (older blog themes mark `itemprop="ingredients"` and
 * `itemprop="recipeInstructions"` without an `itemtype`): a recipe when both are there.
 */
function looseMicrodataRecipe(document: Document, pageUrl: string, title: string | null): TPageRecipe | null {
  const found = findElements(document, (el) => itemprops(el).some((p) => p === 'ingredients' || p === 'recipeIngredient'))
    // One element per ingredient, or one list that holds them all.
    .flatMap((el) =>
      pageBlocks(el)
        .filter((b) => b.kind !== 'rule')
        .map((b) => b.text.trim()),
    )
    .filter(Boolean)
    .slice(0, 150);
  const lines = once(found, (line) => line);
  if (lines.length === 0 || !title) return null;
  const steps = stepsMarkedUp(document, pageUrl);
  if (steps.length === 0) return null;
  const yields = findElements(document, (el) => itemprops(el).includes('recipeYield')).map((el) =>
    (attr(el, 'content') ?? blockText(el).join(' ')).trim(),
  );
  return {
    title,
    description: null,
    ingredientLines: lines,
    steps,
    yields,
    totalMinutes: null,
    imageUrls: [],
    author: null,
    keywords: [],
    categoryHints: [],
  };
}

/** The steps the page marks up as microdata or RDFa: JSON-LD without steps often sits beside such markup. */
function stepsMarkedUp(document: Document, pageUrl: string): TPageStep[] {
  for (const node of [...microdataRecipes(document), ...rdfaRecipes(document)]) {
    const steps = readSchemaRecipe(node, pageUrl)?.steps ?? [];
    if (steps.length > 0) return steps;
  }
  // itemprop="recipeInstructions" outside any Recipe scope: its paragraphs or list items are the steps.
  const marked = findElements(document, (el) => itemprops(el).includes('recipeInstructions'));
  const steps = marked
    .flatMap((element) => pageBlocks(element))
    .filter((block) => block.kind === 'item' || block.kind === 'line')
    .map((block) => ({ text: withoutStepMarker(block.text), group: null }))
    .filter((step) => step.text.length > 0)
    .slice(0, 120);
  return once(steps, (step) => step.text).slice(0, 60);
}

function visibleText(body: Element | null): string {
  if (!body) return '';
  const lines = pageBlocks(body).map((block) => (block.kind === 'item' ? `- ${block.text}` : block.text));
  return lines.join('\n').slice(0, MAX_VISIBLE_TEXT);
}

function textRecipe(text: string, title: string | null): TPageRecipe | null {
  const parsed = parseRecipeText(text, title ? { title } : undefined);
  if (!parsed) return null;
  return {
    title: title ?? parsed.title ?? '',
    description: null,
    ingredientLines: [],
    parsedIngredients: parsed.ingredients,
    steps: parsed.instructions.map((s) => ({ text: s.step, group: null })),
    yields: parsed.servings ? [String(parsed.servings)] : [],
    totalMinutes: parsed.duration ?? null,
    imageUrls: [],
    author: null,
    keywords: parsed.tags,
    categoryHints: [],
  };
}

/**
 * Reads the recipe of an HTML page, trying in order: schema.org Recipe in JSON-LD, microdata, RDFa, the page's
 * own structure (ingredient and method headings), the caption reader on the visible text. Pure and synchronous;
 * runs on a media worker because the page is untrusted.
 */
export function extractHtmlRecipe(html: string, pageUrl: string): THtmlRecipe {
  const { document } = parsePage(html.slice(0, MAX_HTML_CHARS));
  const blocks = jsonLdBlocks(document);
  const pageTitle = pageTitleOf(document);
  const body = bodyOf(document);
  const pageBlocksList = body ? pageBlocks(body) : [];
  const candidates: [TExtractionMethod, () => TPageRecipe | null][] = [
    [
      'jsonld',
      () => firstRecipe(findTyped(blocks, 'Recipe'), pageUrl, document, pageBlocksList, () => stepsMarkedUp(document, pageUrl)),
    ],
    ['microdata', () => firstRecipe(microdataRecipes(document), pageUrl, document, pageBlocksList)],
    ['rdfa', () => firstRecipe(rdfaRecipes(document), pageUrl, document, pageBlocksList)],
    // A script framework's state (Inertia's data-page, Next.js' __NEXT_DATA__): structured data under plain names.
    ['jsonld', () => firstRecipe(stateRecipes(appStates(document)), pageUrl, document, pageBlocksList)],
    ['structure', () => structureRecipe(pageBlocksList, pageTitle)],
    ['structure', () => untitledSectionsRecipe(pageBlocksList, pageTitle)],
    ['microdata', () => looseMicrodataRecipe(document, pageUrl, pageTitle)],
    ['structure', () => classedRecipe(document, pageTitle)],
    ['text', () => textRecipe(visibleText(body), pageTitle)],
  ];
  const base = {
    siteName: siteNameOf(document, blocks, pageUrl),
    canonicalUrl: canonicalOf(document, pageUrl),
    pageTitle,
  };
  const titleOf = (name: string) => recipeName(name, base.siteName, document);
  const facts = recipeFacts(blocks, pageUrl);
  const pageImage =
    httpUrl(metaContent(document, 'og:image', 'twitter:image'), pageUrl) ??
    facts?.imageUrls[0] ??
    httpUrl(contentImageOf(document, pageTitle), pageUrl);
  const pageAuthor = metaContent(document, 'author');
  let stepsMissing = false;
  let steplessDraft: THtmlRecipe['steplessDraft'] = null;
  for (const [method, read] of candidates) {
    if (method === 'text' && steplessDraft) break;
    const recipe = withFacts(read(), facts, method === 'structure' || method === 'text');
    const made = recipe ? pageDraft(recipe) : null;
    if (recipe && recipe.steps.length === 0) {
      stepsMissing = true;
      const stand = pageDraft(recipe, { allowNoSteps: true });
      // A later reader that finds more of the list (structured data that gives its first lines only) is the draft.
      if (stand && stand.draft.ingredients.length > (steplessDraft?.draft.ingredients.length ?? 0)) {
        const draft: TRecipeDraft = { ...stand.draft, title: titleOf(stand.draft.title) };
        steplessDraft = { method, draft, imageUrl: recipe.imageUrls[0] ?? pageImage, author: recipe.author ?? pageAuthor };
      }
    }
    if (!recipe || !made) continue;
    return {
      ...base,
      method,
      draft: { ...made.draft, title: titleOf(made.draft.title) },
      statedServings: made.statedServings,
      imageUrl: recipe.imageUrls[0] ?? pageImage,
      author: recipe.author ?? pageAuthor,
      stepsMissing: false,
      steplessDraft: null,
      text: '',
    };
  }
  return {
    ...base,
    method: null,
    draft: null,
    statedServings: null,
    imageUrl: pageImage,
    author: pageAuthor,
    stepsMissing,
    steplessDraft,
    text: visibleText(body),
  };
}
