import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Page, PageHeading } from '../../components/layout/page';
import { PageSpinner } from '../../components/ui/spinner';
import { useTRPC } from '../../lib/trpc';
import type { TCookableRecipe } from './use-pantry';

const ORIGIN_LABELS: Record<TCookableRecipe['origin'], string> = {
  own: 'Eigenes Rezept',
  collection: 'Aus deinen Sammlungen',
  community: 'Community',
};

function CookableCard({ recipe }: { recipe: TCookableRecipe }) {
  return (
    <li
      data-testid="cookable-recipe"
      className="flex flex-col gap-1 rounded-(--radius-card) bg-white p-4 shadow-card ring-1 ring-cream-200"
    >
      <div className="flex items-start justify-between gap-2">
        <Link to={`/recipe/${recipe.id}`} className="min-w-0 font-bold text-stone-900 hover:text-brand-700">
          {recipe.title}
        </Link>
        <span className="shrink-0 rounded-full bg-cream-200 px-2 py-0.5 text-xs text-stone-700">
          {ORIGIN_LABELS[recipe.origin]}
        </span>
      </div>
      <p className="text-sm text-stone-700">
        {recipe.coveredCount} von {recipe.ingredientCount} Zutaten im Vorrat ({recipe.coveredPercent} %)
      </p>
      <div
        role="progressbar"
        aria-label={`${recipe.title}: Anteil im Vorrat`}
        aria-valuenow={recipe.coveredPercent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 overflow-hidden rounded-full bg-cream-200"
      >
        <div className="h-full bg-herb-600" style={{ width: `${recipe.coveredPercent}%` }} />
      </div>
      {recipe.missing.length > 0 ? (
        <p className="text-sm text-stone-600">Es fehlt: {recipe.missing.join(', ')}</p>
      ) : (
        <p className="text-sm font-semibold text-herb-700">Alles da (Salz, Pfeffer, Öl und Wasser vorausgesetzt).</p>
      )}
    </li>
  );
}

/** /was-kann-ich-kochen: recipes ranked by how much of them the pantry covers, and what is missing. */
export default function CookablePage() {
  const trpc = useTRPC();
  const query = useQuery(trpc.pantry.cookableRecipes.queryOptions(undefined, { staleTime: 0 }));
  const data = query.data;
  if (!data)
    return query.isError ? (
      <Page title="Was kann ich kochen?">Die Vorschläge konnten nicht geladen werden.</Page>
    ) : (
      <PageSpinner label="Rezepte werden gesucht" />
    );
  return (
    <Page title="Was kann ich kochen?" className="flex max-w-3xl flex-col gap-6">
      <PageHeading lead="Deine Rezepte, deine Sammlungen und die Community – sortiert danach, wie viel davon dein Vorrat schon hat.">
        Was kann ich kochen?
      </PageHeading>
      {data.pantryCount === 0 ? (
        <p className="text-stone-700">
          Dein Vorrat ist leer.{' '}
          <Link to="/vorrat" className="font-semibold underline">
            Lege im Vorrat an
          </Link>
          , was du zu Hause hast.
        </p>
      ) : data.recipes.length === 0 ? (
        <p className="text-stone-700">
          Zu deinem Vorrat passt noch kein Rezept.{' '}
          <Link to="/vorrat" className="font-semibold underline">
            Vorrat ergänzen
          </Link>
        </p>
      ) : (
        <ol className="flex flex-col gap-3" aria-label="Passende Rezepte">
          {data.recipes.map((recipe) => (
            <CookableCard key={recipe.id} recipe={recipe} />
          ))}
        </ol>
      )}
    </Page>
  );
}
