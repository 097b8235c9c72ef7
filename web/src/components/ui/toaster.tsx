import { type ComponentType, useEffect, useState } from 'react';
import { useCurrentToast } from './toast-store';

/**
 * Shows the toasts of `toast()` (toast-store.ts); nothing until the first one. Radix UI's toast code loads with the
 * first toast, so the landing page's first script does not carry it. It is loaded by hand, not with `lazy` and
 * Suspense: React holds back content that replaces a Suspense fallback on a timer, so the first toast would wait
 * for that timer (and never show while a page's timers are paused, as in the cooking timer's browser test).
 */
export function Toaster() {
  const toast = useCurrentToast();
  const [Layer, setLayer] = useState<ComponentType | null>(null);
  const wanted = toast !== null;
  useEffect(() => {
    if (!wanted || Layer) return;
    let current = true;
    import('./toast-layer').then(
      (m) => {
        if (current) setLayer(() => m.ToastLayer);
      },
      () => undefined, // the chunk did not load (offline after an update): the next toast tries again
    );
    return () => {
      current = false;
    };
  }, [wanted, Layer]);
  return Layer ? <Layer /> : null;
}
