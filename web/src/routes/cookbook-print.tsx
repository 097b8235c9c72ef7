import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { PrintedRecipe, PrintFrame } from '../features/print/print-frame';
import { printedListRecipe } from '../features/print/printed-recipe';
import { useTRPC } from '../lib/trpc';
import { NotFoundPage } from './not-found';
import { formatCountDE } from '../lib/format';

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
            <PrintedRecipe recipe={printedListRecipe(item)} headingLevel={2} />
          </div>
        ))}
      </div>
    </PrintFrame>
  );
}
