import type { TBlock } from './page-blocks';
import { pageRecipe, type TPageRecipe, type TPageStep } from './schema-recipe';
import { END_HEADING } from './page-sections';

/**
 * A page that names neither its ingredients nor its method: its lists stand under headings of their own ('Produce',
 * 'Pantry', 'Dairy' — the shop's aisles; 'Dough', 'Filling'), and its method under numbered headings ('1. Do some
 * prep:', '2. Make the sauce:') with the steps as list entries below each. Sections whose entries mostly start with
 * an amount are the ingredient groups; the numbered sections after them are the method's parts.
 */

const AMOUNT_START = /^(?:ca\.\s*|about\s+)?[\d½¼¾⅓⅔⅛⅜⅝⅞]/iu;
const NUMBERED = /^(\d{1,2})\s*[.)]\s+(\S.*)$/u;
const MAX_ITEM_CHARS = 120;
const MAX_SECTIONS = 12;

interface TSection {
  heading: string;
  items: string[];
  next: number;
}

/** The heading at `at` and the list entries right under it. */
function sectionAt(blocks: TBlock[], at: number): TSection | null {
  const heading = blocks[at];
  if (heading?.kind !== 'heading') return null;
  const items: string[] = [];
  let j = at + 1;
  for (; j < blocks.length && blocks[j]?.kind === 'item'; j += 1) items.push(blocks[j]?.text ?? '');
  return items.length > 0 ? { heading: heading.text, items, next: j } : null;
}

/** Entries of an ingredient list: short, and most of them (two of three) start with an amount. */
function isIngredientSection(section: TSection): boolean {
  if (section.heading.length > 50 || /\d/.test(section.heading) || END_HEADING.test(section.heading)) return false;
  if (section.items.some((item) => item.length > MAX_ITEM_CHARS)) return false;
  return section.items.filter((item) => AMOUNT_START.test(item)).length * 3 >= section.items.length * 2;
}

export function untitledSectionsRecipe(blocks: TBlock[], title: string | null): TPageRecipe | null {
  if (!title) return null;
  for (let at = 0; at < blocks.length; at += 1) {
    const first = sectionAt(blocks, at);
    if (!first || !isIngredientSection(first)) continue;
    const groups: TSection[] = [first];
    let next = first.next;
    for (let section = sectionAt(blocks, next); section && isIngredientSection(section) && groups.length < MAX_SECTIONS;) {
      groups.push(section);
      next = section.next;
      section = sectionAt(blocks, next);
    }
    const steps: TPageStep[] = [];
    let parts = 0;
    for (let section = sectionAt(blocks, next); section && parts < MAX_SECTIONS; section = sectionAt(blocks, section.next)) {
      const numbered = NUMBERED.exec(section.heading);
      if (Number(numbered?.[1]) !== parts + 1) break;
      parts += 1;
      const group = (numbered?.[2] ?? '').replace(/[\s:]+$/u, '') || null;
      for (const item of section.items) steps.push({ text: item, group });
    }
    // Two named groups and a method in two numbered parts at least: less is no such page.
    if (groups.length < 2 || parts < 2) continue;
    return pageRecipe({
      title,
      ingredientLines: groups.flatMap((group) => [`${group.heading.replace(/[\s:]+$/u, '')}:`, ...group.items]),
      steps,
    });
  }
  return null;
}
