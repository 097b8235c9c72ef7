import type { TDifficulty, TRecipeCategory } from '../recipe-types';

/** Create-page category filter values (spec part 1 §9). */
export const CATEGORIES = [
  'Frühstück',
  'Hauptgericht',
  'Dessert',
  'Snacks',
  'Getränke',
  'Italienisch',
  'Asiatisch',
  'Mediterran',
] as const satisfies readonly TRecipeCategory[];

/** Diet shortcuts; in the filter panel they set the category (spec part 1 §9). */
export const DIETS = ['Vegetarisch', 'Vegan', 'Glutenfrei', 'Low Carb'] as const satisfies readonly TRecipeCategory[];
export type TDiet = (typeof DIETS)[number];

export const DURATIONS = ['unter-15', '15-30', '30-60', 'über-60'] as const;
export type TDuration = (typeof DURATIONS)[number];

export const DIFFICULTY_VALUES = ['einfach', 'mittel', 'schwer'] as const satisfies readonly TDifficulty[];

export const DURATION_LABELS: Record<TDuration, string> = {
  'unter-15': 'Unter 15 Min',
  '15-30': '15–30 Min',
  '30-60': '30–60 Min',
  'über-60': 'Über 60 Min',
};

export const DIFFICULTY_LABELS: Record<TDifficulty, string> = {
  einfach: 'Einfach',
  mittel: 'Mittel',
  schwer: 'Schwer',
};

/** The landing page's filter vocabulary (spec part 1 §9), with the German label each one stands for. */
export const LANDING_CATEGORIES = [
  { value: 'breakfast', label: 'Frühstück' },
  { value: 'main', label: 'Hauptgericht' },
  { value: 'dessert', label: 'Dessert' },
  { value: 'snacks', label: 'Snacks' },
] as const;

export const LANDING_DIETS = [
  { value: 'vegetarian', label: 'Vegetarisch' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'gluten-free', label: 'Glutenfrei' },
  { value: 'low-carb', label: 'Low Carb' },
] as const;
