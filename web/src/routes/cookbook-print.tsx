import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { PrintedRecipe, PrintFrame } from '../features/print/print-frame';
import { printedRecipe } from '../features/print/printed-recipe';
import { recipeServings } from '../features/recipes/recipe-defaults';
import { useTRPC } from '../lib/trpc';
import { NotFoundPage } from './not-found';
import { formatCountDE } from '../lib/format';

/**
 * /cookbooks/:id/drucken: the whole cookbook as one printable document, each recipe on its own page, printed as
 * the recipe print view prints it (ingredient and step groups under their titles).
 */
export function CookbookPrintPage() {
  const id = Number(useParams().id);
  const trpc = useTRPC();
  const valid = Number.isSafeInteger(id) && id > 0;
  const book = useQuery({ ...trpc.recipes.printCookbook.queryOptions({ id }), enabled: valid, retry: false });
  if (!valid || book.isError) return <NotFoundPage />;
  if (!book.data) return <PageSpinner />;
  const { name, description, recipes } = book.data;
  return (
    <PrintFrame title={`${name} (Druckansicht)`} back={{ to: `/cookbooks/${id}`, label: 'Zurück zum Kochbuch' }}>
      <header className="mb-10">
        <h1 className="text-4xl font-extrabold tracking-tight">{name}</h1>
        {description && <p className="mt-2 text-stone-700">{description}</p>}
        <p className="mt-2 text-sm text-stone-600">{formatCountDE(recipes.length, 'Rezept', 'Rezepte')}</p>
      </header>
      <div className="flex flex-col gap-12">
        {recipes.map((recipe) => (
          <div key={recipe.id} className="print:break-before-page">
            <PrintedRecipe recipe={printedRecipe(recipe, recipeServings(recipe.servings))} headingLevel={2} />
          </div>
        ))}
      </div>
    </PrintFrame>
  );
}
