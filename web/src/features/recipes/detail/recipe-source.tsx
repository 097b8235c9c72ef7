import { ExternalLinkIcon } from '../../shared/extra-icons';
import type { TRecipeDetail } from '../recipe-types';

type TSourceRecipe = Pick<TRecipeDetail, 'sourceUrl' | 'sourceSite' | 'sourceAuthor'>;

function siteOf(recipe: TSourceRecipe, url: URL): string {
  return recipe.sourceSite?.trim() || url.hostname.replace(/^www\./, '');
}

/** 'Quelle: <Seite>' for an imported recipe, linking the page it came from (a link members brought, hence ugc). */
export function RecipeSource({ recipe }: { recipe: TSourceRecipe }) {
  if (!recipe.sourceUrl) return null;
  let url: URL;
  try {
    url = new URL(recipe.sourceUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 text-sm text-stone-600">
      <span>Quelle:</span>
      <a
        href={url.href}
        target="_blank"
        rel="noopener nofollow ugc"
        className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
      >
        {siteOf(recipe, url)}
        <ExternalLinkIcon className="size-3.5" />
        <span className="sr-only">(öffnet in einem neuen Tab)</span>
      </a>
      {recipe.sourceAuthor && <span>· von {recipe.sourceAuthor}</span>}
    </p>
  );
}
