import { lazy, Suspense, useState, type ComponentType, type JSX } from 'react';
import { PageSpinner } from '../components/ui/spinner';

export interface TLazyPage {
  (): JSX.Element;
  /** Loads the page's code ahead of its first render (the page the server rendered, before the app starts). */
  preload: () => Promise<void>;
  /**
   * A page the server renders: its module as the build's manifest names it (`src/routes/recipes.tsx`), so the
   * server lists its chunks in the page's head (`<link rel="modulepreload">`) and the browser fetches them with
   * the HTML instead of after the app's first script.
   */
  module?: string;
}

type TPageModules<M> = Record<string, () => Promise<M>>;

/**
 * A route's page, loaded when first opened (React.lazy): the landing page's script carries only what it shows.
 * `load` resolves to the page component, so pages keep their named exports. A page the server renders names its
 * module instead: `import.meta.glob` of its one module (a path from the web app's root, the module's name in
 * Vite's manifest) and `pick`, which takes the component from it. A page whose code is already here (preloaded)
 * renders at once, without the spinner in between.
 */
export function lazyPage(load: () => Promise<ComponentType>): TLazyPage;
export function lazyPage<M>(modules: TPageModules<M>, pick: (module: M) => ComponentType): TLazyPage;
export function lazyPage<M>(
  source: (() => Promise<ComponentType>) | TPageModules<M>,
  pick?: (module: M) => ComponentType,
): TLazyPage {
  const { load, module } = typeof source === 'function' ? { load: source, module: undefined } : fromModules(source, pick);
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
  LazyPage.module = module;
  return LazyPage;
}

function fromModules<M>(modules: TPageModules<M>, pick?: (module: M) => ComponentType) {
  const found = Object.entries(modules);
  const [entry] = found;
  if (!entry || found.length > 1 || !pick) throw new Error(`lazyPage: expected one module and pick, found ${found.length}.`);
  const [key, importModule] = entry;
  return { load: () => importModule().then(pick), module: key.replace(/^\//, '') };
}
