import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll';
import type { TRecipeFilters } from './filters/recipe-filters';
import { EmptyRecipes, RecipeGrid } from './recipe-grid';
import { useRecipeFeed } from './use-recipe-lists';

interface TRecipeFeedProps {
  filters: TRecipeFilters;
  columns?: 3 | 4;
  label?: string;
}

/** The filtered recipe grid with infinite scrolling (and a 'Mehr laden' button for keyboards and slow observers). */
export function RecipeFeed({ filters, columns = 3, label = 'Rezepte' }: TRecipeFeedProps) {
  const feed = useRecipeFeed(filters);
  const sentinelRef = useInfiniteScroll(feed);

  if (feed.isError && feed.recipes.length === 0) {
    return (
      <div role="alert" className="rounded-(--radius-card) bg-red-50 px-6 py-10 text-center ring-1 ring-red-200">
        <p className="font-bold text-red-800">Die Rezepte konnten nicht geladen werden.</p>
        <Button variant="outline" className="mt-4" onClick={() => void feed.refetch()}>
          Erneut versuchen
        </Button>
      </div>
    );
  }

  return (
    <div aria-busy={feed.isPending || feed.isRefreshing} className="flex flex-col gap-6">
      <RecipeGrid
        recipes={feed.recipes}
        loading={feed.isPending}
        columns={columns}
        label={label}
        className={cn('transition-opacity', feed.isRefreshing && 'opacity-60')}
        empty={<EmptyRecipes title="Keine Rezepte gefunden">Probiere andere Filter oder einen anderen Suchbegriff.</EmptyRecipes>}
      />
      {feed.hasNextPage && !feed.isRefreshing && (
        <div className="flex flex-col items-center">
          <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
          <Button variant="outline" pending={feed.isFetchingNextPage} onClick={() => void feed.fetchNextPage()}>
            {feed.isFetchingNextPage ? 'Wird geladen …' : 'Mehr laden'}
          </Button>
        </div>
      )}
    </div>
  );
}
