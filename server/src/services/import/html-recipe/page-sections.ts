import type { TBlock } from './page-blocks';
import { withoutStepMarker, type TPageStep } from './schema-recipe';

/** Headings of an ingredient list, in the languages of recipe sites („Zutaten“, „Ingredients“, „Ingrédients“ …). */
export const INGREDIENT_HEADING =
  /^(?:die\s+)?(?:zutaten|einkaufsliste|das brauchst du|du brauchst|was du brauchst|ingredients?|ingrédients?|ingrediënten|ingredi[eë]nten|ingredientes|ingredienti|ingredienser|ingredienset|ingrediensar|hozzávalók|składniki|přísady|suroviny|sastojci|malzemeler|ainekset|ainesosat|υλικά|ингредиенты)\b/iu;

/** Headings of the method („Zubereitung“, „Instructions“, „Bereiding“, „Préparation“ …). */
export const METHOD_HEADING =
  /^(?:die\s+)?(?:zubereitung|so geht'?s|und so geht'?s|so wird'?s gemacht|so wird es gemacht|anleitung|zubereitungsschritte|arbeitsschritte|schritt für schritt|instructions?|directions?|method|preparation|how to make|steps|préparation|preparation|étapes|bereiding(?:swijze)?|werkwijze|preparación|elaboración|modo de preparo|modo de preparação|preparo|preparazione|procedimento|tillagning|gör så här|så gör du|fremgangsmåde|fremgangsmåte|tilberedning|elkészítés|postup|przygotowanie|sposób przygotowania|hazırlanışı|priprema|valmistus|εκτέλεση|οδηγίες|приготовление)\b/iu;

/** Headings after the method that are not part of it. */
export const END_HEADING =
  /^(?:tipps?\b|hinweis|kommentar|nährwert|das könnte|ähnliche|auch lecker|weitere rezepte|mehr rezepte|beliebte|neueste|kategorien|archiv|teilen|über mich|newsletter|video|notes?\b|nutrition|comments?|reviews?|related|you may also|more recipes)/iu;

const MAX_STEPS = 60;

const isHeadingLike = (block: TBlock, pattern: RegExp) =>
  (block.kind === 'heading' || (block.kind !== 'rule' && block.text.length <= 60)) && pattern.test(block.text);

/** Folds a line for comparing the same text in structured data and in the page's HTML. */
const fold = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u00a0]+/gu, ' ')
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '');

/**
 * The steps under the page's method heading: list items, or the paragraphs up to the first list after them. A
 * heading below the method heading („Für die Füllung“) names the group of the steps under it.
 */
export function htmlSteps(blocks: TBlock[], from = 0): TPageStep[] {
  const at = blocks.findIndex((block, index) => index >= from && isHeadingLike(block, METHOD_HEADING));
  const method = blocks[at];
  if (!method) return [];
  const level = method.kind === 'heading' ? method.level : 7;
  const steps: TPageStep[] = [];
  let group: string | null = null;
  let sawItems = false;
  for (let j = at + 1; j < blocks.length && steps.length < MAX_STEPS; j += 1) {
    const block = blocks[j];
    if (!block) break;
    if (block.kind === 'heading') {
      if (END_HEADING.test(block.text) || block.level <= level) break;
      group = block.text.replace(/[\s:]+$/u, '') || null;
      continue;
    }
    if (block.kind === 'rule') {
      if (steps.length > 0) break;
      continue;
    }
    if (block.kind === 'line' && sawItems) break;
    if (block.kind === 'item') sawItems = true;
    const step = withoutStepMarker(block.text);
    if (step) steps.push({ text: step, group });
  }
  return steps;
}

/**
 * The group of each ingredient line as the page's HTML shows it: the lines are looked up in order in the page's
 * blocks, and a heading or a short line ending in ':' between them names the group of the lines after it. Null
 * when the HTML does not show the lines in order, or shows fewer than two groups.
 */
export function htmlIngredientGroups(blocks: TBlock[], lines: string[]): (string | null)[] | null {
  const wanted = lines.map(fold);
  const first = wanted[0];
  if (lines.length < 2 || !first) return null;
  const folded = blocks.map((block) => fold(block.text));
  const start = folded.findIndex((text) => text === first);
  if (start < 0) return null;
  const groups: (string | null)[] = [];
  let group: string | null = null;
  const before = blocks[start - 1];
  if (before && isGroupTitle(before)) group = title(before.text);
  let k = 0;
  let misses = 0;
  for (let j = start; j < blocks.length && k < wanted.length && misses <= 6; j += 1) {
    const block = blocks[j];
    if (!block) break;
    if (folded[j] === wanted[k]) {
      groups.push(group);
      k += 1;
      misses = 0;
    } else if (isGroupTitle(block)) {
      group = title(block.text);
      misses += 1;
    } else misses += 1;
  }
  if (k < wanted.length) return null;
  return new Set(groups).size >= 2 ? groups : null;
}

function isGroupTitle(block: TBlock): boolean {
  if (block.text.length > 60 || INGREDIENT_HEADING.test(block.text) || METHOD_HEADING.test(block.text)) return false;
  return block.kind === 'heading' || (block.kind === 'line' && /:\s*$/u.test(block.text)) || (block.kind === 'line' && !/\d/.test(block.text));
}

const title = (text: string) => text.replace(/[\s:]+$/u, '') || null;
