import { Button } from '../../components/ui/button';
import { EmptyRecipes, RecipeGrid } from '../recipes/recipe-grid';
import { useRecipeSample } from '../recipes/use-recipe-lists';
import { ArrowRightIcon } from '../shared/extra-icons';

export const LANDING_RECIPE_COUNT = 6;

/** 'Beliebte Rezepte': the six most popular recipes; 'Alle anzeigen' asks the visitor to log in. */
export function PopularRecipes({ onShowAll }: { onShowAll: () => void }) {
  const { data, isPending, isError } = useRecipeSample({ limit: LANDING_RECIPE_COUNT, sort: 'popular' });
  return (
    <section aria-labelledby="popular-title">
      <div className="mb-5 flex items-end justify-between gap-4">
        <div>
          <h2 id="popular-title" className="text-2xl font-extrabold tracking-tight text-stone-900 md:text-3xl">
            Beliebte Rezepte
          </h2>
          <p className="mt-1 text-stone-600">Was die Community gerade am liebsten kocht.</p>
        </div>
        <Button variant="ghost" onClick={onShowAll} className="text-brand-700">
          Alle anzeigen
          <ArrowRightIcon className="size-4" />
        </Button>
      </div>
      <RecipeGrid
        recipes={data?.recipes}
        loading={isPending}
        skeletonCount={LANDING_RECIPE_COUNT}
        label="Beliebte Rezepte"
        empty={
          isError ? (
            <EmptyRecipes title="Die Rezepte konnten nicht geladen werden.">Bitte versuche es später noch einmal.</EmptyRecipes>
          ) : (
            <EmptyRecipes title="Keine Rezepte verfügbar. Melde dich an, um Rezepte zu erstellen!" />
          )
        }
      />
    </section>
  );
}
