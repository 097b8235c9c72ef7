import { displayName } from '../../../lib/format';
import { recipeDescription, recipeServings } from '../recipe-defaults';
import type { TIngredient, TRecipeDetail } from '../recipe-types';

/** ISO 8601 duration for schema.org: 45 -> 'PT45M', 90 -> 'PT1H30M'. Unknown -> undefined. */
export function isoDuration(minutes: number | null): string | undefined {
  if (!minutes || minutes <= 0 || !Number.isFinite(minutes)) return undefined;
  const total = Math.round(minutes);
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return `PT${hours > 0 ? `${hours}H` : ''}${rest > 0 || hours === 0 ? `${rest}M` : ''}`;
}

export function ingredientText(ingredient: TIngredient): string {
  return [ingredient.amount, ingredient.unit, ingredient.name]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

function absoluteUrl(url: string, origin: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return url;
  }
}

/**
 * schema.org Recipe for search engines. A visitor's preview only holds some ingredients and
 * steps; the markup describes what the page shows, never more.
 */
export function recipeStructuredData(recipe: TRecipeDetail, origin: string) {
  const hasRating = recipe.totalRatings > 0 && recipe.averageRating !== null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: recipe.title,
    description: recipeDescription(recipe.description),
    url: `${origin}/recipe/${recipe.id}`,
    inLanguage: 'de-DE',
    image: recipe.imageUrl ? [absoluteUrl(recipe.imageUrl, origin)] : undefined,
    datePublished: recipe.createdAt,
    recipeCategory: recipe.category ?? undefined,
    recipeYield: `${recipeServings(recipe.servings)} Portionen`,
    totalTime: isoDuration(recipe.duration),
    keywords: recipe.tags.length > 0 ? recipe.tags.join(', ') : undefined,
    recipeIngredient: recipe.ingredients.map(ingredientText),
    recipeInstructions: recipe.instructions.map((instruction, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      text: instruction.step,
    })),
    author: recipe.createdBy
      ? {
          '@type': 'Person',
          name: displayName(recipe.createdBy, 'first'),
          url: `${origin}/u/${encodeURIComponent(recipe.createdBy.username)}`,
        }
      : undefined,
    aggregateRating: hasRating
      ? {
          '@type': 'AggregateRating',
          ratingValue: recipe.averageRating,
          ratingCount: recipe.totalRatings,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
  };
}

/** JSON for a <script> element: '<' is escaped so no text can close the element early. */
export function toScriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
