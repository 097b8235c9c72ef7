import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { formatCountDE, formatNumberDE } from '../../lib/format';
import { useTRPC, type TRouterOutputs } from '../../lib/trpc';

// The chart library loads with this tab, not with the rest of the dashboard.
const DayChart = lazy(() => import('./day-chart'));

type TAnalytics = TRouterOutputs['admin']['analytics'];

const SERIES = [
  { key: 'newUsers', title: 'Neue Mitglieder', color: '#2563eb' },
  { key: 'newRecipes', title: 'Neue Rezepte', color: '#c2410c' },
  { key: 'views', title: 'Aufrufe', color: '#059669' },
  { key: 'aiGenerations', title: 'KI-Generierungen', color: '#7c3aed' },
] as const;

function TopList({
  title,
  unit,
  recipes,
}: {
  title: string;
  unit: readonly [one: string, many: string];
  recipes: TAnalytics['topViewed'];
}) {
  return (
    <section className="rounded-(--radius-card) border border-cream-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-3 font-bold text-stone-900">{title}</h2>
      {recipes.length === 0 ? (
        <p className="text-sm text-stone-600">Noch keine Daten in diesem Zeitraum.</p>
      ) : (
        <ol className="grid gap-1.5 text-sm">
          {recipes.map((recipe, index) => (
            <li key={recipe.id} className="flex items-baseline justify-between gap-3">
              <Link to={`/recipe/${recipe.id}`} className="truncate text-stone-800 hover:underline">
                {index + 1}. {recipe.title}
              </Link>
              <span className="shrink-0 text-stone-600 tabular-nums">{formatCountDE(recipe.count, ...unit)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Members, recipes, views and AI generations per Berlin day over 30 days, and the period's top recipes. */
export function AnalyticsTab() {
  const trpc = useTRPC();
  const analytics = useQuery({ ...trpc.admin.analytics.queryOptions(), staleTime: 60_000 });
  if (analytics.isPending) return <Spinner />;
  if (analytics.isError) return <p className="text-stone-600">Die Auswertung konnte nicht geladen werden.</p>;
  const data = analytics.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      <p className="text-sm text-stone-600">Die letzten {data.days} Tage (Berliner Zeit).</p>
      <div className="grid gap-4 md:grid-cols-2">
        {SERIES.map((series) => (
          <section
            key={series.key}
            className="rounded-(--radius-card) border border-cream-200 bg-white p-4"
            aria-label={series.title}
          >
            <h2 className="mb-1 font-bold text-stone-900">{series.title}</h2>
            <p className="mb-2 text-sm text-stone-600">
              {formatNumberDE(data[series.key].reduce((sum, day) => sum + day.count, 0))} in {data.days} Tagen
            </p>
            <Suspense fallback={<div className="h-48" />}>
              <DayChart days={data[series.key]} color={series.color} label={series.title} />
            </Suspense>
          </section>
        ))}
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <TopList title="Meistgesehene Rezepte" unit={['Aufruf', 'Aufrufe']} recipes={data.topViewed} />
        <TopList title="Meistgelikte Rezepte" unit={['Like', 'Likes']} recipes={data.topLiked} />
      </div>
    </div>
  );
}
