import { useEffect, useRef } from 'react';
import { ToastItem } from './toast-item';
import { useCurrentToast } from './toast-store';

const HOTKEY = 'F8';

/** The live region for toasts. F8 moves focus into it (and back out with Escape). */
export function Toaster() {
  const toast = useCurrentToast();
  const regionRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== HOTKEY) return;
      event.preventDefault();
      const region = regionRef.current;
      const firstToast = region?.querySelector<HTMLElement>('li');
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
      <ol className="w-full max-w-sm">{toast && <ToastItem key={toast.id} toast={toast} />}</ol>
    </section>
  );
}
