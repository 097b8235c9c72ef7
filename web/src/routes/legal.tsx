import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageSpinner } from '../components/ui/spinner';

/** Impressum and Datenschutz, each loaded when first opened. */
const Impressum = lazy(() => import('../features/legal/legal-page').then((m) => ({ default: m.ImpressumPage })));
const Datenschutz = lazy(() => import('../features/legal/legal-page').then((m) => ({ default: m.DatenschutzPage })));

function loaded(Page: LazyExoticComponent<ComponentType>) {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

export const impressumPage = loaded(Impressum);
export const datenschutzPage = loaded(Datenschutz);
