import { DIFFICULTIES, RECIPE_DIETS, RECIPE_KINDS } from '@kochclip/core';
import type { TDifficulty } from '../recipe-types';

/** Create-page category filter values (spec part 1 §9). */
export const CATEGORIES = RECIPE_KINDS;

/** Diet shortcuts; in the filter panel they set the category (spec part 1 §9). */
export const DIETS = RECIPE_DIETS;
export type TDiet = (typeof DIETS)[number];

export const DURATIONS = ['unter-15', '15-30', '30-60', 'über-60'] as const;
export type TDuration = (typeof DURATIONS)[number];

export const DIFFICULTY_VALUES = DIFFICULTIES;

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
