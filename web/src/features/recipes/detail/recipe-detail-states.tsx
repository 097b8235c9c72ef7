import { PageNotFound } from '../../../components/layout/page-not-found';
import { Page } from '../../../components/layout/page';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';

/** An unknown recipe gets the app's one not-found page. */
export function RecipeNotFound() {
  return <PageNotFound />;
}

export function RecipeLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Page title="Fehler">
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center py-12 text-center">
        <h1 className="text-2xl font-extrabold text-stone-900">Das Rezept konnte nicht geladen werden.</h1>
        <p className="mt-2 text-stone-600">Bitte prüfe deine Verbindung und versuche es noch einmal.</p>
        <Button className="mt-6" onClick={onRetry}>
          Erneut versuchen
        </Button>
      </div>
    </Page>
  );
}

export function RecipeDetailSkeleton() {
  return (
    <Page className="flex flex-col gap-6">
      <div role="status" aria-label="Rezept wird geladen" className="flex flex-col gap-6">
        <Skeleton className="aspect-[16/10] rounded-(--radius-card) sm:aspect-[21/9]" />
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-10 w-3/4" />
        <Skeleton className="h-5 w-full max-w-2xl" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 rounded-2xl" />
          ))}
        </div>
        <div className="grid gap-6 lg:grid-cols-[2fr_3fr]">
          <Skeleton className="h-72 rounded-(--radius-card)" />
          <Skeleton className="h-72 rounded-(--radius-card)" />
        </div>
      </div>
    </Page>
  );
}
