import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { PageSpinner } from '../components/ui/spinner';

export interface TLazyPage {
  (): JSX.Element;
  /** Loads the page's code ahead of its first render (the page the server rendered, before the app starts). */
  preload: () => Promise<void>;
}

/**
 * A route's page, loaded when first opened (React.lazy): the landing page's script carries only what it shows.
 * `load` resolves to the page component, so pages keep their named exports. A page whose code is already here
 * (preloaded) renders at once, without the spinner in between.
 */
export function lazyPage(load: () => Promise<ComponentType>): TLazyPage {
  let loading: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const loadOnce = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Page = lazy(() => loadOnce().then((component) => ({ default: component })));
  function LazyPage() {
    // Decided once per mount: switching between the two would remount the page and lose its state.
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready />;
    return (
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    );
  }
  LazyPage.preload = () => loadOnce().then(() => undefined);
  return LazyPage;
}
