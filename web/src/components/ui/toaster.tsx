import { lazy, Suspense, useState } from 'react';
import { useCurrentToast } from './toast-store';

/** Radix UI's toast code loads with the first toast, so the landing page's first script does not carry it. */
const ToastLayer = lazy(() => import('./toast-layer').then((m) => ({ default: m.ToastLayer })));

/** Shows the toasts of `toast()` (toast-store.ts); nothing until the first one. */
export function Toaster() {
  const toast = useCurrentToast();
  const [wanted, setWanted] = useState(false);
  if (toast && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastLayer />
    </Suspense>
  ) : null;
}
