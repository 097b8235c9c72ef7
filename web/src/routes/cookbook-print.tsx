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

/**
 * A recipe of the cookbook's JSON-LD list on paper. Its ingredients are lines of text there, notes and „(optional)“
 * included; schema.org has no ingredient sections, so they print as one list. A titled step group is a
 * HowToSection and prints under its title.
 */
function printed(recipe: TListRecipe) {
  const stepGroups: { title: string | null; steps: string[] }[] = [];
  for (const entry of recipe.recipeInstructions) {
    if (entry['@type'] === 'HowToSection')
      stepGroups.push({ title: entry.name, steps: entry.itemListElement.map((step) => step.text) });
    else {
      const last = stepGroups.at(-1);
      if (last && last.title === null) last.steps.push(entry.text);
      else stepGroups.push({ title: null, steps: [entry.text] });
    }
  }
  return {
    title: recipe.name,
    facts: [recipe.recipeYield, minutes(recipe.totalTime), recipe.recipeCategory].filter((f): f is string => Boolean(f)),
    source: recipe.isBasedOn ?? null,
    ingredientGroups: [{ title: null, ingredients: recipe.recipeIngredient.map((line) => ({ amount: '', name: line })) }],
    stepGroups,
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
