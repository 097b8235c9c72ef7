import { useSiteOrigin } from '../../../lib/site-origin';
import type { TRecipeDetail } from '../recipe-types';
import { recipeStructuredData, toScriptJson } from './recipe-structured-data';

/** schema.org Recipe markup for the page. */
export function RecipeJsonLd({ recipe }: { recipe: TRecipeDetail }) {
  const json = toScriptJson(recipeStructuredData(recipe, useSiteOrigin()));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
