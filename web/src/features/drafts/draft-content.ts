import type { TRouterInputs, TRouterOutputs } from '../../lib/trpc';
import { inputOf, type TEditorForm, type TRecipeInput } from '../recipe-editor/editor-state';

export type TDraftContent = NonNullable<TRouterInputs['drafts']['update']['content']>;
export type TDraft = TRouterOutputs['drafts']['get'];
export type TDraftOrigin = TDraft['origin'];

const whole = (value: number | null | undefined, min: number, max: number) =>
  value !== null && value !== undefined && Number.isInteger(value) && value >= min && value <= max ? value : null;

/**
 * The recipe input as a draft stores it: a number still being typed („1,5“ Portionen, „abc“ Minuten) is kept as
 * not given rather than refused, so an autosave never fails on a half-typed field; saving the recipe checks it.
 */
export function draftContentOfInput(input: TRecipeInput): TDraftContent {
  return {
    ...input,
    servings: whole(input.servings, 1, 100),
    prepTime: whole(input.prepTime, 0, 10080),
    cookTime: whole(input.cookTime, 0, 10080),
    duration: whole(input.duration, 0, 10080),
    instructionGroups: input.instructionGroups.map((group) => ({
      ...group,
      steps: group.steps.map((step) => ({ ...step, duration: whole(step.duration, 0, 10080) })),
    })),
  };
}

export const draftContentOf = (form: TEditorForm): TDraftContent => draftContentOfInput(inputOf(form).input);

/** Whether the member has typed anything into a new recipe yet (only then /rezept/neu keeps a draft). */
export function hasContent(form: TEditorForm): boolean {
  const content = inputOf(form).input;
  return (
    content.title.trim() !== '' ||
    (content.description ?? '').trim() !== '' ||
    content.ingredientGroups.some((group) => group.ingredients.length > 0) ||
    content.instructionGroups.some((group) => group.steps.length > 0)
  );
}

/** How each way of making a recipe names its draft in lists. */
export const ORIGIN_LABEL: Record<TDraftOrigin, string> = {
  manual: 'Von Hand',
  video: 'Aus einem Video',
  ingredients: 'Aus Zutaten',
  prompt: 'Aus einer Idee',
  file: 'Aus einer Datei',
  website: 'Von einer Webseite',
  share: 'Geteilt',
};

/** The spec's success toast of the creation path, shown when its draft is saved as a recipe. */
export function savedToastTitle(draft: Pick<TDraft, 'origin' | 'originalVideoUrl'>): string {
  switch (draft.origin) {
    case 'video':
      return 'Video analysiert!';
    case 'ingredients':
    case 'prompt':
      return 'Rezept erstellt!';
    case 'file':
      return 'Analyse erfolgreich';
    case 'website':
      return 'Rezept importiert!';
    case 'share':
      return draft.originalVideoUrl ? 'Video analysiert!' : 'Rezept importiert!';
    case 'manual':
      return 'Rezept gespeichert';
  }
}
