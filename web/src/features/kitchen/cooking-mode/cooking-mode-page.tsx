import { Link, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { authPath } from '../../auth/next-path';
import { RecipeNotFound } from '../../recipes/detail/recipe-detail-states';
import { parseRecipeId } from '../../recipes/detail/use-recipe-detail';
import { recipeServings } from '../../recipes/recipe-defaults';
import { clampServings } from '@kochclip/core';
import { CookingModeView } from './cooking-mode-view';
import { RecipeRequestError, useCookingRecipe } from './use-cooking-recipe';

/** /recipe/:id/kochen?portionen=n: cooking mode for whoever may read the whole recipe. */
export default function CookingModePage() {
  const id = parseRecipeId(useParams().id);
  if (id === null) return <RecipeNotFound />;
  return <CookingModeLoader key={id} id={id} />;
}

function CookingModeLoader({ id }: { id: number }) {
  const [params] = useSearchParams();
  const recipe = useCookingRecipe(id);
  if (recipe.data) {
    if (recipe.data.isPreview) return <MembersOnly id={id} title={recipe.data.title} />;
    const servings = clampServings(params.get('portionen') ?? '') ?? recipeServings(recipe.data.servings);
    return <CookingModeView recipe={recipe.data} servings={servings} />;
  }
  if (recipe.isPending) return <PageSpinner label="Rezept wird geladen" />;
  if (recipe.error instanceof RecipeRequestError && recipe.error.status === 404) return <RecipeNotFound />;
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-extrabold text-stone-900">Rezept nicht verfügbar</h1>
      <p className="text-stone-600">
        Das Rezept konnte nicht geladen werden. Offline sind nur Rezepte da, die du schon einmal im Kochmodus geöffnet hast.
      </p>
      <Link to={`/recipe/${id}`} className="font-semibold text-brand-700 underline">
        Zum Rezept
      </Link>
    </div>
  );
}

/** A visitor's way to cooking mode: the recipe named (a long title wraps on a phone) and the sign-in link. */
function MembersOnly({ id, title }: { id: number; title: string }) {
  useDocumentTitle(`Kochmodus: ${title}`);
  return (
    <div className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center">
      <h1 className="text-2xl font-extrabold text-stone-900">Kochmodus für Mitglieder</h1>
      <p className="text-stone-600">Melde dich an, um „{title}“ Schritt für Schritt mit Timern zu kochen.</p>
      <Link to={authPath(`/recipe/${id}/kochen`)} className="font-semibold text-brand-700 underline">
        Jetzt anmelden
      </Link>
    </div>
  );
}
