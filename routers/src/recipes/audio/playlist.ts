import type { TIngredient, TInstruction } from '@kochclip/db/schema';
import { formatDuration, titledRuns } from '@kochclip/core';
import { sentence, spokenAmount, spokenIngredient, spokenText } from './spoken-german';
import type { TSegmentType } from './audio.schemas';

export interface TSegmentScript {
  id: string;
  title: string;
  type: TSegmentType;
  /** What the engine reads aloud. */
  text: string;
}

/** Speech engines and members' ears both prefer short segments; a longer step is cut at this length. */
export const MAX_SPOKEN_CHARS = 800;
/** Bounds synthesis work per playlist, whatever a recipe holds. */
export const MAX_SEGMENTS = 80;

const clip = (text: string) => (text.length <= MAX_SPOKEN_CHARS ? text : `${text.slice(0, MAX_SPOKEN_CHARS - 1)}…`);

function sectionSegment(type: 'ingredient' | 'instruction', title: string | null, groupIndex: number): TSegmentScript[] {
  const spoken = title?.trim().replace(/[:.!?]+$/u, '');
  if (!spoken) return [];
  return [{ id: `${type}-group-${groupIndex + 1}`, title: spoken, type, text: clip(`${spokenText(spoken)}:`) }];
}

export function playlistScript(recipe: {
  title: string;
  servings: number;
  duration: number | null;
  ingredients: TIngredient[];
  instructions: TInstruction[];
}): TSegmentScript[] {
  const servings = recipe.servings === 1 ? 'eine Portion' : `${spokenAmount(String(recipe.servings), true)} Portionen`;
  const time = recipe.duration ? ` Die Zubereitung dauert etwa ${spokenText(formatDuration(recipe.duration))}.` : '';
  const intro: TSegmentScript = {
    id: 'intro',
    title: 'Einleitung',
    type: 'intro',
    text: clip(`${sentence(recipe.title)} Dieses Rezept ist für ${servings}.${time} Los geht es mit den Zutaten.`),
  };
  // A titled group („Für den Teig“) is read as a segment of its own before its items, of the kind it holds; steps
  // keep their numbers through the recipe, so cooking mode still finds 'instruction-<n>'.
  let position = 0;
  const ingredients = titledRuns(recipe.ingredients).flatMap((group, groupIndex) => [
    ...sectionSegment('ingredient', group.title, groupIndex),
    ...group.items.map((ingredient): TSegmentScript => {
      position += 1;
      return {
        id: `ingredient-${position}`,
        title: ingredient.name,
        type: 'ingredient',
        text: clip(sentence(spokenIngredient(ingredient))),
      };
    }),
  ]);
  let number = 0;
  const steps = titledRuns(recipe.instructions).flatMap((group, groupIndex) => [
    ...sectionSegment('instruction', group.title, groupIndex),
    ...group.items.map((instruction): TSegmentScript => {
      number += 1;
      return {
        id: `instruction-${number}`,
        title: `Schritt ${number}`,
        type: 'instruction',
        text: clip(`Schritt ${number}. ${sentence(spokenText(instruction.step))}`),
      };
    }),
  ]);
  const outro: TSegmentScript = {
    id: 'outro',
    title: 'Abschluss',
    type: 'outro',
    text: `Das war das Rezept „${recipe.title.trim()}“. Guten Appetit!`,
  };
  const middle = [...ingredients, ...steps].slice(0, MAX_SEGMENTS - 2);
  return [intro, ...middle, outro];
}
