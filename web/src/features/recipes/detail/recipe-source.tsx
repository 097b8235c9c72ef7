import { ExternalLinkIcon } from '../../shared/extra-icons';
import type { TRecipeDetail } from '../recipe-types';

type TSourceRecipe = Pick<TRecipeDetail, 'sourceUrl' | 'sourceSite' | 'sourceAuthor'>;

/** The page's address when it is a web link; a saved page uploaded without one has none. */
function webUrlOf(recipe: TSourceRecipe): URL | null {
  if (!recipe.sourceUrl) return null;
  try {
    const url = new URL(recipe.sourceUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * 'Quelle: <Seite>' for an imported recipe, linking the page it came from (a link members brought, hence ugc). A
 * saved page that named no address of its own still names its site and author, without a link.
 */
export function RecipeSource({ recipe }: { recipe: TSourceRecipe }) {
  const url = webUrlOf(recipe);
  const site = recipe.sourceSite?.trim() || url?.hostname.replace(/^www\./, '');
  if (!site) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-stone-600">
      <span>Quelle:</span>
      {url ? (
        <a
          href={url.href}
          target="_blank"
          rel="noopener nofollow ugc"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {site}
          <ExternalLinkIcon className="size-3.5" />
          <span className="sr-only">(öffnet in einem neuen Tab)</span>
        </a>
      ) : (
        <span className="font-semibold text-stone-800">{site}</span>
      )}
      {recipe.sourceAuthor && <span>· von {recipe.sourceAuthor}</span>}
    </p>
  );
}
