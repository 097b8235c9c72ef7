import { DEFAULT_SERVINGS } from '@kochclip/core';

/** What a card or the detail page shows when a recipe lacks a field (spec: recipe card). */
export const DEFAULT_CATEGORY = 'Allgemein';
export const DEFAULT_DESCRIPTION = 'Ein leckeres Rezept aus der Kochclip-Community.';
export const MAX_CARD_TAGS = 3;

export function recipeCategory(category: string | null): string {
  return category ?? DEFAULT_CATEGORY;
}

export function recipeDescription(description: string | null): string {
  const text = description?.trim();
  return text ? text : DEFAULT_DESCRIPTION;
}

export function recipeServings(servings: number | null | undefined): number {
  return servings && servings > 0 ? servings : DEFAULT_SERVINGS;
}

/** Up to three tags, plus how many are left out ('+n'). */
export function visibleTags(tags: readonly string[]): { shown: string[]; hidden: number } {
  return { shown: tags.slice(0, MAX_CARD_TAGS), hidden: Math.max(0, tags.length - MAX_CARD_TAGS) };
}
