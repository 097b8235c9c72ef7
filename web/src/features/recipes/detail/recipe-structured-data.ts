import { recipeJsonLd } from '@kochclip/core';
import type { TRecipeDetail } from '../recipe-types';

export { ingredientLine as ingredientText, isoDuration } from '@kochclip/core';

/**
 * schema.org Recipe for search engines, from the same mapping as the JSON-LD export. A visitor's preview only
 * holds some ingredients and steps; the markup describes what the page shows, never more.
 */
export function recipeStructuredData(recipe: TRecipeDetail, origin: string) {
  return recipeJsonLd(recipe, origin);
}

/** JSON for a <script> element: '<' is escaped so no text can close the element early. */
export function toScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
