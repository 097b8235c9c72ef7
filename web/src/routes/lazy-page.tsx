import { lazy, Suspense, type ComponentType } from 'react';
import { PageSpinner } from '../components/ui/spinner';

/**
 * A route's page, loaded when first opened (React.lazy): the landing page's script carries only what it shows.
 * `load` resolves to the page component, so pages keep their named exports.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return function LazyPage() {
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  };
}
