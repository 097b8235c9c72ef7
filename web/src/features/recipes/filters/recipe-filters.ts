import type { TDifficulty, TRecipeCategory } from '../recipe-types';
import {
  CATEGORIES,
  DIETS,
  DIFFICULTY_LABELS,
  DIFFICULTY_VALUES,
  DURATION_LABELS,
  DURATIONS,
  LANDING_CATEGORIES,
  LANDING_DIETS,
  type TDiet,
  type TDuration,
} from './filter-options';

/** What the recipe lists can be narrowed by; kept in the URL (?category=…&duration=…). */
export interface TRecipeFilters {
  category?: TRecipeCategory;
  diet?: TDiet;
  duration?: TDuration;
  difficulty?: TDifficulty;
  search?: string;
}

export type TFilterKey = keyof TRecipeFilters;
export const FILTER_KEYS: readonly TFilterKey[] = ['category', 'diet', 'duration', 'difficulty', 'search'];

const ALL_CATEGORIES: readonly TRecipeCategory[] = [...CATEGORIES, ...DIETS];

/** Accepts the German values and the landing vocabulary ("breakfast", "vegan"), any case. */
function findByLabel<T extends string>(options: readonly T[], aliases: ReadonlyArray<{ value: string; label: string }>) {
  return (raw: string | null): T | undefined => {
    const text = raw?.trim().toLowerCase();
    if (!text) return undefined;
    const alias = aliases.find((option) => option.value === text)?.label.toLowerCase();
    return options.find((option) => option.toLowerCase() === (alias ?? text));
  };
}

const parseCategory = findByLabel(ALL_CATEGORIES, [...LANDING_CATEGORIES, ...LANDING_DIETS]);
const parseDiet = findByLabel(DIETS, LANDING_DIETS);
const parseDuration = findByLabel(DURATIONS, [{ value: 'ueber-60', label: 'über-60' }]);
const parseDifficulty = findByLabel(DIFFICULTY_VALUES, []);

export function parseFilters(params: URLSearchParams): TRecipeFilters {
  const search = params.get('search')?.trim();
  return {
    category: parseCategory(params.get('category')),
    diet: parseDiet(params.get('diet')),
    duration: parseDuration(params.get('duration')),
    difficulty: parseDifficulty(params.get('difficulty')),
    search: search ? search : undefined,
  };
}

/** Writes the filters into a copy of `base`, leaving unrelated parameters alone. */
export function writeFilters(filters: TRecipeFilters, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** The filters as `recipes.list` input; empty values are left out. */
export function toListInput(filters: TRecipeFilters) {
  const input: Partial<Record<TFilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) input[key] = value;
  }
  return input;
}

export interface TFilterChip {
  key: TFilterKey;
  label: string;
}

/** One removable chip per active filter, in panel order. */
export function activeFilterChips(filters: TRecipeFilters): TFilterChip[] {
  const chips: TFilterChip[] = [];
  if (filters.search) chips.push({ key: 'search', label: `Suche: „${filters.search}“` });
  if (filters.category) chips.push({ key: 'category', label: filters.category });
  if (filters.diet && filters.diet !== filters.category) chips.push({ key: 'diet', label: filters.diet });
  if (filters.duration) chips.push({ key: 'duration', label: DURATION_LABELS[filters.duration] });
  if (filters.difficulty) chips.push({ key: 'difficulty', label: DIFFICULTY_LABELS[filters.difficulty] });
  return chips;
}

/** Panel filters only (search has its own box). */
export function countPanelFilters(filters: TRecipeFilters): number {
  return activeFilterChips(filters).filter((chip) => chip.key !== 'search').length;
}

export const NO_PANEL_FILTERS: TRecipeFilters = {
  category: undefined,
  diet: undefined,
  duration: undefined,
  difficulty: undefined,
};

/** A category button toggles that category. */
export function toggleCategory(filters: TRecipeFilters, category: TRecipeCategory): Partial<TRecipeFilters> {
  return { category: filters.category === category ? undefined : category };
}

export function isDietSelected(filters: TRecipeFilters, diet: TDiet): boolean {
  return filters.category === diet || filters.diet === diet;
}

/**
 * Diet shortcuts set the category (spec). A diet that came in separately (from the landing
 * page's browse filter, `?diet=`) is shown as selected and can be switched off the same way.
 */
export function toggleDiet(filters: TRecipeFilters, diet: TDiet): Partial<TRecipeFilters> {
  if (isDietSelected(filters, diet)) {
    return {
      category: filters.category === diet ? undefined : filters.category,
      diet: filters.diet === diet ? undefined : filters.diet,
    };
  }
  return { category: diet, diet: undefined };
}
