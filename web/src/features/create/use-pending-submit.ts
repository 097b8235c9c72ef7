import { useRef, useState } from 'react';
import type { TSubmitHandler } from './creator-types';

/** Runs a tab's submit once at a time, with a pending flag for the spinner and disabled button. */
export function usePendingSubmit<T>(onSubmit: TSubmitHandler<T>, onCreated: () => void) {
  const [pending, setPending] = useState(false);
  const running = useRef(false);

  const run = async (payload: T) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      if (await onSubmit(payload)) onCreated();
    } catch (error) {
      // Handlers show their own toasts; this only keeps an unexpected rejection visible to developers.
      console.error('Rezept-Erstellung fehlgeschlagen:', error);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return { pending, submit: (payload: T) => void run(payload) };
}
