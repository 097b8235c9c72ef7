import { minutesOfIsoDuration } from '@kochclip/routers/recipe-json-ld';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { PrintedRecipe, PrintFrame } from '../features/print/print-frame';
import { useTRPC, type TRouterOutputs } from '../lib/trpc';
import { NotFoundPage } from './not-found';
import { formatCountDE, formatDuration } from '../lib/format';

type TCookbookList = Extract<TRouterOutputs['recipes']['exportCookbook'], { format: 'jsonld' }>['content'];
type TListRecipe = TCookbookList['itemListElement'][number]['item'];

const minutes = (iso: string | undefined) => {
  const total = minutesOfIsoDuration(iso);
  return total === null ? null : formatDuration(total);
};

/** A recipe of the cookbook's JSON-LD list on paper (its ingredients are lines of text there). */
function printed(recipe: TListRecipe) {
  return {
    title: recipe.name,
    facts: [recipe.recipeYield, minutes(recipe.totalTime), recipe.recipeCategory].filter((f): f is string => Boolean(f)),
    source: recipe.isBasedOn ?? null,
    ingredients: recipe.recipeIngredient.map((line) => ({ amount: '', name: line })),
    // A titled step group is a HowToSection holding its steps; on paper the steps run on.
    steps: recipe.recipeInstructions.flatMap((entry) =>
      entry['@type'] === 'HowToSection' ? entry.itemListElement.map((step) => step.text) : [entry.text],
    ),
  };
}

/** /cookbooks/:id/drucken: the whole cookbook as one printable document, each recipe on its own page. */
export function CookbookPrintPage() {
  const id = Number(useParams().id);
  const trpc = useTRPC();
  const valid = Number.isSafeInteger(id) && id > 0;
  const list = useQuery({
    ...trpc.recipes.exportCookbook.queryOptions({ id, format: 'jsonld' }),
    enabled: valid,
    retry: false,
  });
  if (!valid || list.isError) return <NotFoundPage />;
  if (!list.data || list.data.format !== 'jsonld') return <PageSpinner />;
  const book = list.data.content;
  return (
    <PrintFrame title={`${book.name} (Druckansicht)`} back={{ to: `/cookbooks/${id}`, label: 'Zurück zum Kochbuch' }}>
      <header className="mb-10">
        <h1 className="text-4xl font-extrabold tracking-tight">{book.name}</h1>
        {book.description && <p className="mt-2 text-stone-700">{book.description}</p>}
        <p className="mt-2 text-sm text-stone-600">{formatCountDE(book.numberOfItems, 'Rezept', 'Rezepte')}</p>
      </header>
      <div className="flex flex-col gap-12">
        {book.itemListElement.map(({ item, position }) => (
          <div key={position} className="print:break-before-page">
            <PrintedRecipe recipe={printed(item)} headingLevel={2} />
          </div>
        ))}
      </div>
    </PrintFrame>
  );
}
