import type { TRecipeDetail } from '../recipe-types';
import { recipeStructuredData, toScriptJson } from './recipe-structured-data';

/** schema.org Recipe markup for the page. */
export function RecipeJsonLd({ recipe }: { recipe: TRecipeDetail }) {
  const json = toScriptJson(recipeStructuredData(recipe, window.location.origin));
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
