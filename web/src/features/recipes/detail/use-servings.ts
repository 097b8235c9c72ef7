import { useState } from 'react';
import { clampServings, DEFAULT_SERVINGS, MAX_SERVINGS, MIN_SERVINGS } from '@kochclip/core';

/**
 * The portion scaler's state: a whole number from 1 to 20. The input's text may briefly hold
 * something else (an empty field while retyping); anything that is not a number is ignored.
 */
export function useServings(recipeServings: number) {
  const initial = clampServings(recipeServings) ?? DEFAULT_SERVINGS;
  const [servings, setServings] = useState(initial);
  const [draft, setDraft] = useState(String(initial));

  const apply = (value: unknown) => {
    const next = clampServings(value);
    if (next === null) return;
    setServings(next);
    setDraft(String(next));
  };

  const onDraftChange = (text: string) => {
    const next = clampServings(text);
    if (next === null) {
      setDraft(text);
      return;
    }
    setServings(next);
    setDraft(String(next));
  };

  return {
    servings,
    draft,
    onDraftChange,
    /** Leaving the field shows the value in use again. */
    onBlur: () => setDraft(String(servings)),
    decrement: () => apply(servings - 1),
    increment: () => apply(servings + 1),
    canDecrement: servings > MIN_SERVINGS,
    canIncrement: servings < MAX_SERVINGS,
  };
}

export type TServingsState = ReturnType<typeof useServings>;
