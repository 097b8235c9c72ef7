import { useEffect, useRef } from 'react';
import { ToastItem } from './toast-item';
import { useCurrentToast } from './toast-store';

const HOTKEY = 'F8';

/**
 * The toasts' landmark with two live regions that are always in the page: a polite one (status) for confirmations
 * and an assertive one (alert) for errors. F8 moves focus to the toast (Escape dismisses it).
 */
export function Toaster() {
  const toast = useCurrentToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      const region = regionRef.current;
      const firstToast = region?.querySelector<HTMLElement>('[data-toast]');
      (firstToast ?? region)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section
      ref={regionRef}
      aria-label={`Benachrichtigungen (${HOTKEY})`}
      tabIndex={-1}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex justify-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none sm:inset-x-auto sm:right-0 sm:justify-end"
    >
      <div className="w-full max-w-sm">
        <div role="status" aria-atomic="true">
          {toast && toast.variant !== 'destructive' && <ToastItem key={toast.id} toast={toast} />}
        </div>
        <div role="alert" aria-atomic="true">
          {toast?.variant === 'destructive' && <ToastItem key={toast.id} toast={toast} />}
        </div>
      </div>
    </section>
  );
}
