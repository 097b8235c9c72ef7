import type { TIngredient, TInstruction } from '@kochclip/db/schema';

/** An ingredient as the editor shows it: the stored one with its note and optional flag always present. */
export interface TIngredientLine {
  amount: string;
  unit: string;
  name: string;
  note: string | null;
  optional: boolean;
}

export interface TStep {
  step: string;
  duration?: number;
  temperature?: string;
}

export interface TGroup<T> {
  title: string | null;
  items: T[];
}

/** Runs of consecutive items with the same group title (absent and null are the same untitled group). */
function runsOf<T extends { group?: string | null }>(items: readonly T[]): TGroup<T>[] {
  const groups: TGroup<T>[] = [];
  for (const item of items) {
    const title = item.group ?? null;
    const last = groups.at(-1);
    if (last && last.title === title) last.items.push(item);
    else groups.push({ title, items: [item] });
  }
  return groups;
}

export function ingredientLineOf(ingredient: TIngredient): TIngredientLine {
  return {
    amount: ingredient.amount,
    unit: ingredient.unit,
    name: ingredient.name,
    note: ingredient.note ?? null,
    optional: ingredient.optional ?? false,
  };
}

export function stepOf(instruction: TInstruction): TStep {
  const step: TStep = { step: instruction.step };
  if (instruction.duration !== undefined && instruction.duration !== null) step.duration = instruction.duration;
  if (instruction.temperature !== undefined && instruction.temperature !== null) step.temperature = instruction.temperature;
  return step;
}

export function ingredientGroupsOf(ingredients: readonly TIngredient[]) {
  return runsOf(ingredients).map((group) => ({ title: group.title, ingredients: group.items.map(ingredientLineOf) }));
}

export function instructionGroupsOf(instructions: readonly TInstruction[]) {
  return runsOf(instructions).map((group) => ({ title: group.title, steps: group.items.map(stepOf) }));
}

/** The stored flat lists of the editor's groups: each item carries its group's title. */
export function flatIngredients(
  groups: readonly { title: string | null; ingredients: readonly TIngredientLine[] }[],
): TIngredient[] {
  return groups.flatMap((group) => group.ingredients.map((line) => ({ ...line, group: group.title })));
}

export function flatInstructions(groups: readonly { title: string | null; steps: readonly TStep[] }[]): TInstruction[] {
  return groups.flatMap((group) => group.steps.map((step) => ({ ...stepOf(step), group: group.title })));
}
