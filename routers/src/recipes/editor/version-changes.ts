import type { TIngredient, TInstruction, TRecipeSnapshot } from '@kochclip/db/schema';
import { ingredientLineOf, stepOf } from '../../shared/recipe-groups';

export interface TVersionChanges {
  /** The first version: nothing before it to compare with. */
  first: boolean;
  title: boolean;
  description: boolean;
  /** Other fields that changed, by their German names („Kategorie“, „Portionen“, …). */
  details: string[];
  ingredientsAdded: string[];
  ingredientsRemoved: string[];
  /** Same name, other amount, unit, note, optional flag or group. */
  ingredientsChanged: string[];
  steps: boolean;
  /** One German line for the history list. */
  summary: string;
}

const DETAIL_FIELDS = [
  ['category', 'Kategorie'],
  ['difficulty', 'Schwierigkeit'],
  ['servings', 'Portionen'],
  ['prepTime', 'Vorbereitungszeit'],
  ['cookTime', 'Kochzeit'],
  ['duration', 'Gesamtzeit'],
  ['tags', 'Schlagwörter'],
] as const satisfies readonly (readonly [keyof TRecipeSnapshot, string])[];

const nameKey = (name: string) => name.trim().toLocaleLowerCase('de-DE');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function ingredientState(ingredient: TIngredient) {
  return { ...ingredientLineOf(ingredient), group: ingredient.group ?? null };
}

function stepState(instruction: TInstruction) {
  return { ...stepOf(instruction), group: instruction.group ?? null };
}

/** Ingredients by name (the first of each name; a repeated name compares by its position among its namesakes). */
function byName(ingredients: readonly TIngredient[]): Map<string, { name: string; state: string }> {
  const counts = new Map<string, number>();
  const map = new Map<string, { name: string; state: string }>();
  for (const ingredient of ingredients) {
    const base = nameKey(ingredient.name);
    const seen = counts.get(base) ?? 0;
    counts.set(base, seen + 1);
    map.set(`${base}#${seen}`, { name: ingredient.name, state: JSON.stringify(ingredientState(ingredient)) });
  }
  return map;
}

function summaryOf(changes: Omit<TVersionChanges, 'summary'>): string {
  if (changes.first) return 'Erste Version';
  const parts: string[] = [];
  if (changes.title) parts.push('Titel geändert');
  if (changes.description) parts.push('Beschreibung geändert');
  if (changes.details.length > 0) parts.push(`${changes.details.join(', ')} geändert`);
  if (changes.ingredientsAdded.length > 0) parts.push(`Zutaten hinzugefügt: ${changes.ingredientsAdded.join(', ')}`);
  if (changes.ingredientsRemoved.length > 0) parts.push(`Zutaten entfernt: ${changes.ingredientsRemoved.join(', ')}`);
  if (changes.ingredientsChanged.length > 0) parts.push(`Zutaten geändert: ${changes.ingredientsChanged.join(', ')}`);
  if (changes.steps) parts.push('Zubereitung geändert');
  return parts.length > 0 ? parts.join('; ') : 'Keine inhaltlichen Änderungen';
}

/** What changed from `before` to `after` (before null: the first version). Pure, for the version history. */
export function versionChanges(before: TRecipeSnapshot | null, after: TRecipeSnapshot): TVersionChanges {
  if (!before) {
    const changes = {
      first: true,
      title: false,
      description: false,
      details: [],
      ingredientsAdded: [],
      ingredientsRemoved: [],
      ingredientsChanged: [],
      steps: false,
    };
    return { ...changes, summary: summaryOf(changes) };
  }
  const oldIngredients = byName(before.ingredients);
  const newIngredients = byName(after.ingredients);
  const added: string[] = [];
  const changed: string[] = [];
  for (const [key, entry] of newIngredients) {
    const old = oldIngredients.get(key);
    if (!old) added.push(entry.name);
    else if (old.state !== entry.state) changed.push(entry.name);
  }
  const removed = [...oldIngredients].filter(([key]) => !newIngredients.has(key)).map(([, entry]) => entry.name);
  const changes = {
    first: false,
    title: before.title !== after.title,
    description: (before.description ?? null) !== (after.description ?? null),
    details: DETAIL_FIELDS.filter(([field]) => !same(before[field] ?? null, after[field] ?? null)).map(([, label]) => label),
    ingredientsAdded: added,
    ingredientsRemoved: removed,
    ingredientsChanged: changed,
    steps: !same(before.instructions.map(stepState), after.instructions.map(stepState)),
  };
  return { ...changes, summary: summaryOf(changes) };
}
