import * as RadixToast from '@radix-ui/react-toast';
import { createPortal } from 'react-dom';
import { ToastItem } from './toast-item';
import { useCurrentToast } from './toast-store';

/** Horizontal distance (px) a toast must be swiped to the right to dismiss it. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The toasts' landmark „Benachrichtigungen (F8)“: F8 moves focus there, Tab reaches the toast, Escape on it
 * dismisses it, hovering or focusing it pauses its timer, a swipe to the right dismisses it. It sits in <body>, not in
 * the app, and carries aria-live (off: Radix speaks each toast itself), because a modal dialog hides everything
 * outside it from screen readers except live regions: so a toast stays readable while a dialog is open.
 * Rendered in the browser only (the Toaster mounts it with the first toast).
 */
export function ToastLayer() {
  const toast = useCurrentToast();
  return (
    <RadixToast.Provider label="Benachrichtigung" swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toast && <ToastItem key={toast.id} toast={toast} />}
      {createPortal(
        <RadixToast.Viewport asChild label="Benachrichtigungen ({hotkey})">
          <div
            aria-live="off"
            className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none sm:inset-x-auto sm:right-0 sm:items-end"
          />
        </RadixToast.Viewport>,
        document.body,
      )}
    </RadixToast.Provider>
  );
}
