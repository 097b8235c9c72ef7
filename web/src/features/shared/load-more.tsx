import { Button } from '../../components/ui/button';
import { useInfiniteScroll } from '../../lib/use-infinite-scroll';

interface TPagedList {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The end of a paged list: the next page loads when this nears the viewport, and the button does the same for
 * keyboards and browsers whose observer does not fire. Nothing once the last page is there.
 */
export function LoadMore({ list }: { list: TPagedList }) {
  const sentinelRef = useInfiniteScroll(list);
  if (!list.hasNextPage) return null;
  return (
    <div className="flex flex-col items-center">
      <div ref={sentinelRef} aria-hidden="true" className="h-px w-full" />
      <Button variant="outline" pending={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
        {list.isFetchingNextPage ? 'Wird geladen …' : 'Mehr laden'}
      </Button>
    </div>
  );
}
