import type { TBlock } from './page-blocks';
import { END_HEADING, stepsUnder } from './page-sections';
import { unwrapped, type TPageStep } from './schema-recipe';

/** Words of a line that may name an ingredient: four letters or more ('slagroom', 'abrikozen'), no amounts or units. */
const nameWords = (line: string) => (line.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => word.length <= 30);

/** How many of the ingredient lines the text names (one of a line's words within the text: 'eidooier' in 'eidooiers'). */
function named(text: string, lines: string[][]): number {
  const folded = text.toLowerCase();
  return lines.filter((words) => words.some((word) => folded.includes(word))).length;
}

const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The text of the steps under a heading. */
function stepText(steps: TPageStep[]): string {
  return steps.map((step) => step.text).join('\n');
}

/**
 * Steps a cook follows, not a list of ingredients: none of them a line of the list, most not starting with an
 * amount, a third of them at least sentences of five words or more (not dates and counts of comments).
 */
const isMethod = (steps: TPageStep[], listed: Set<string>) => {
  const texts = unwrapped(steps.map((step) => step.text));
  return (
    steps.every((step) => !listed.has(fold(step.text))) &&
    texts.filter((text) => /^[\d½¼¾⅓⅔]/u.test(text)).length * 2 < texts.length &&
    texts.filter((text) => text.split(/\s+/u).length >= 5).length * 3 >= texts.length
  );
};

/** A line after the method that no cook follows: short, naming no ingredient and no number ('Foto: Erik Spronk'). */
const isAside = (text: string, lines: string[][]) => text.length < 60 && !/\d/u.test(text) && named(text, lines) === 0;

/**
 * Structured data with the ingredients but no steps, on a page whose method heading names the dish instead of the
 * method ('Abrikozenvlaai maken', 'Recept: zelf arretjescake maken'): the section whose paragraphs name the most of
 * the ingredients, at least half of them, is the method, and each section of the same rank right before or after
 * it that names two or more is a part of it (each then titled by its heading). Lines the page wraps
 * into paragraphs of their own are joined; short lines after the last step that name nothing (a photo credit) are no
 * steps. Empty when no section names half the ingredients.
 */
export function stepsNamingIngredients(blocks: TBlock[], ingredientLines: string[]): TPageStep[] {
  const lines = ingredientLines.map(nameWords).filter((words) => words.length > 0);
  if (lines.length < 2) return [];
  const listed = new Set(ingredientLines.map(fold));
  let best = -1;
  let bestCount = 0;
  const under = new Map<number, ReturnType<typeof stepsUnder>>();
  blocks.forEach((block, at) => {
    // Comments, notes and nutrition facts name the ingredients too.
    // The page's title (h1) heads the whole article, not its method.
    if (block.kind !== 'heading' || block.level < 2 || END_HEADING.test(block.text)) return;
    const section = stepsUnder(blocks, at);
    under.set(at, section);
    if (!isMethod(section.steps, listed)) return;
    const count = named(stepText(section.steps), lines);
    if (count >= bestCount && count >= 2 && count * 2 >= lines.length) {
      best = at;
      bestCount = count;
    }
  });
  const first = blocks[best];
  if (!first) return [];
  // Sections of the method's rank right before and after it, one running into the next, that name two or more.
  const isPart = (at: number) => {
    const block = blocks[at];
    const steps = under.get(at)?.steps ?? [];
    return (
      block?.kind === 'heading' && block.level === first.level && isMethod(steps, listed) && named(stepText(steps), lines) >= 2
    );
  };
  const endOf = (at: number) => (under.get(at)?.used.at(-1) ?? at) + 1;
  const chosen = [best];
  const headingBefore = (at: number) => blocks.slice(0, at).findLastIndex((block) => block.kind === 'heading');
  for (let before = headingBefore(best); isPart(before) && endOf(before) === chosen[0]; before = headingBefore(before))
    chosen.unshift(before);
  for (let after = endOf(best); isPart(after); after = endOf(after)) chosen.push(after);
  const parts = chosen.map((at) => ({
    title: (blocks[at]?.text ?? '').replace(/[\s:]+$/u, ''),
    steps: under.get(at)?.steps ?? [],
  }));
  const steps = parts.flatMap((part) =>
    unwrapped(part.steps.map((step) => step.text)).map((text) => ({ text, group: parts.length > 1 ? part.title : null })),
  );
  while (steps.length > 1 && isAside(steps.at(-1)?.text ?? '', lines)) steps.pop();
  return steps.slice(0, 60);
}
