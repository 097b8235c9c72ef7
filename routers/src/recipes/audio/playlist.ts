import type { TIngredient, TInstruction } from '@kochclip/db/schema';
import { formatDuration } from '../../shared/german-format';
import { sentence, spokenAmount, spokenIngredient, spokenText } from './spoken-german';

export const SEGMENT_TYPES = ['intro', 'ingredient', 'instruction', 'outro'] as const;
export type TSegmentType = (typeof SEGMENT_TYPES)[number];

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
  const ingredients = recipe.ingredients.map((ingredient, index): TSegmentScript => ({
    id: `ingredient-${index + 1}`,
    title: ingredient.name,
    type: 'ingredient',
    text: clip(sentence(spokenIngredient(ingredient))),
  }));
  const steps = recipe.instructions.map((instruction, index): TSegmentScript => ({
    id: `instruction-${index + 1}`,
    title: `Schritt ${index + 1}`,
    type: 'instruction',
    text: clip(`Schritt ${index + 1}. ${sentence(spokenText(instruction.step))}`),
  }));
  const outro: TSegmentScript = {
    id: 'outro',
    title: 'Abschluss',
    type: 'outro',
    text: `Das war das Rezept „${recipe.title.trim()}“. Guten Appetit!`,
  };
  const middle = [...ingredients, ...steps].slice(0, MAX_SEGMENTS - 2);
  return [intro, ...middle, outro];
}
