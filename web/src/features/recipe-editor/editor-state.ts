import { readIngredientFields, type TIngredientFields } from '@kochclip/core/recipe-parser';
import type { TRouterInputs, TRouterOutputs } from '../../lib/trpc';

export type TRecipeInput = TRouterInputs['recipes']['create'];
type TSnapshot = TRouterOutputs['recipes']['version']['recipe'];
type TDifficulty = TRecipeInput['difficulty'];
type TCategory = NonNullable<TRecipeInput['category']>;

export interface TLineDraft {
  key: string;
  /** The line as the member wrote it („200 g Mehl, gesiebt“). */
  text: string;
  fields: TIngredientFields;
  optional: boolean;
  /** Corrected by hand (or loaded): typing in the line no longer re-reads the fields until the line changes. */
  corrected: boolean;
}

export interface TStepDraft {
  key: string;
  text: string;
  duration: string;
  temperature: string;
}

export interface TGroupDraft<T> {
  key: string;
  title: string;
  items: T[];
}

export interface TEditorForm {
  title: string;
  description: string;
  category: TCategory | '';
  difficulty: NonNullable<TDifficulty>;
  servings: string;
  prepTime: string;
  cookTime: string;
  duration: string;
  tags: string;
  ingredientGroups: TGroupDraft<TLineDraft>[];
  stepGroups: TGroupDraft<TStepDraft>[];
  /** „Öffentlich“ or „Nur für mich“. */
  visibility: NonNullable<TRecipeInput['visibility']>;
}

let keySeed = 0;
export const newKey = () => `k${(keySeed += 1)}`;

const EMPTY_FIELDS: TIngredientFields = { amount: '', unit: '', name: '', note: null };

/** Reads a typed line with the server's German line parser; a line it cannot read is all name. */
export function readLine(text: string): TIngredientFields {
  const trimmed = text.trim();
  if (trimmed === '') return EMPTY_FIELDS;
  return readIngredientFields(trimmed) ?? { ...EMPTY_FIELDS, name: trimmed };
}

/** The line a person would write for these fields („200 g Mehl, gesiebt“). */
export function lineText(fields: TIngredientFields): string {
  const head = [fields.amount, fields.unit === 'nach Geschmack' ? '' : fields.unit, fields.name].filter(Boolean).join(' ');
  const withTaste = fields.unit === 'nach Geschmack' && fields.amount === '' ? `${head}, nach Geschmack` : head;
  return fields.note ? `${withTaste}, ${fields.note}` : withTaste;
}

export function typedLine(text = ''): TLineDraft {
  return { key: newKey(), text, fields: readLine(text), optional: false, corrected: false };
}

export function emptyStep(text = ''): TStepDraft {
  return { key: newKey(), text, duration: '', temperature: '' };
}

export function emptyForm(): TEditorForm {
  return {
    title: '',
    description: '',
    category: '',
    difficulty: 'einfach',
    servings: '4',
    prepTime: '',
    cookTime: '',
    duration: '',
    tags: '',
    ingredientGroups: [{ key: newKey(), title: '', items: [typedLine()] }],
    stepGroups: [{ key: newKey(), title: '', items: [emptyStep()] }],
    visibility: 'public',
  };
}

const minutesText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The form for a stored recipe (the recipe detail or a version's snapshot have the same editable fields; a snapshot
 * has no visibility, which no version changes).
 */
export function formOf(recipe: TSnapshot & { visibility?: TEditorForm['visibility'] }): TEditorForm {
  return {
    visibility: recipe.visibility ?? 'public',
    title: recipe.title,
    description: recipe.description ?? '',
    category: recipe.category ?? '',
    difficulty: recipe.difficulty,
    servings: String(recipe.servings),
    prepTime: minutesText(recipe.prepTime),
    cookTime: minutesText(recipe.cookTime),
    duration: minutesText(recipe.duration),
    tags: recipe.tags.join(', '),
    ingredientGroups: recipe.ingredientGroups.map((group) => ({
      key: newKey(),
      title: group.title ?? '',
      items: group.ingredients.map((ingredient) => {
        const fields = { amount: ingredient.amount, unit: ingredient.unit, name: ingredient.name, note: ingredient.note };
        return { key: newKey(), text: lineText(fields), fields, optional: ingredient.optional, corrected: true };
      }),
    })),
    stepGroups: recipe.instructionGroups.map((group) => ({
      key: newKey(),
      title: group.title ?? '',
      items: group.steps.map((step) => ({
        key: newKey(),
        text: step.step,
        duration: minutesText(step.duration),
        temperature: step.temperature ?? '',
      })),
    })),
  };
}

/** A number field: empty is „not given“ (null); anything else goes to the server as typed, which names what is wrong. */
const minutesOf = (text: string) => (text.trim() === '' ? null : Number(text.replace(',', '.')));

/**
 * What the server gets, and for each path of the sent arrays the key of the form element, so the server's field
 * messages land beside the right group, line or step. Empty lines and steps are left out.
 */
export function inputOf(form: TEditorForm): { input: TRecipeInput; keys: Map<string, string> } {
  const keys = new Map<string, string>();
  const ingredientGroups = form.ingredientGroups.map((group, g) => {
    keys.set(`ingredientGroups.${g}`, group.key);
    const lines = group.items.filter((line) => line.text.trim() !== '' || line.fields.name.trim() !== '');
    lines.forEach((line, i) => keys.set(`ingredientGroups.${g}.ingredients.${i}`, line.key));
    return {
      title: group.title.trim() === '' ? null : group.title,
      ingredients: lines.map((line) => ({ ...line.fields, optional: line.optional })),
    };
  });
  const instructionGroups = form.stepGroups.map((group, g) => {
    keys.set(`instructionGroups.${g}`, group.key);
    const steps = group.items.filter((step) => step.text.trim() !== '');
    steps.forEach((step, i) => keys.set(`instructionGroups.${g}.steps.${i}`, step.key));
    return {
      title: group.title.trim() === '' ? null : group.title,
      steps: steps.map((step) => ({
        step: step.text,
        duration: minutesOf(step.duration),
        temperature: step.temperature.trim() === '' ? null : step.temperature,
      })),
    };
  });
  const input: TRecipeInput = {
    title: form.title,
    description: form.description.trim() === '' ? null : form.description,
    category: form.category === '' ? null : form.category,
    difficulty: form.difficulty,
    servings: minutesOf(form.servings) ?? 4,
    prepTime: minutesOf(form.prepTime),
    cookTime: minutesOf(form.cookTime),
    duration: minutesOf(form.duration),
    tags: form.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
    ingredientGroups,
    instructionGroups,
    visibility: form.visibility,
  };
  return { input, keys };
}

/** The server's field messages by form element: top-level fields by name, groups, lines and steps by key. */
export function fieldErrorsOf(issues: { path: string; message: string }[], keys: Map<string, string>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const parts = issue.path.split('.');
    let target = parts[0] ?? '';
    let field = '';
    // The longest path that names a form element ('ingredientGroups.0.ingredients.2'), then the field inside it.
    for (let n = parts.length; n > 0; n--) {
      const key = keys.get(parts.slice(0, n).join('.'));
      if (key) {
        target = key;
        field = parts.slice(n).join('.');
        break;
      }
    }
    const id = field === '' ? target : `${target}.${field}`;
    errors[id] ??= issue.message;
  }
  return errors;
}

/** Pasted text of several lines, without list markers („- “, „1.“, „•“); one line or none gives null. */
export function pastedLines(text: string): string[] | null {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-–•*▪·]|\d{1,2}[.)])\s+/u, '').trim())
    .filter((line) => line !== '');
  return lines.length > 1 ? lines : null;
}

export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length || from === to) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
