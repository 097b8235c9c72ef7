import * as RadixToast from '@radix-ui/react-toast';
import { ToastItem } from './toast-item';
import { useCurrentToast } from './toast-store';

/** Horizontal distance (px) a toast must be swiped to the right to dismiss it. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The toasts' landmark „Benachrichtigungen (F8)“: F8 moves focus there, Tab reaches the toast, Escape on it
 * dismisses it, hovering or focusing it pauses its timer, a swipe to the right dismisses it.
 */
export function ToastLayer() {
  const toast = useCurrentToast();
  return (
    <RadixToast.Provider label="Benachrichtigung" swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toast && <ToastItem key={toast.id} toast={toast} />}
      <RadixToast.Viewport asChild label="Benachrichtigungen ({hotkey})">
        <div className="pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col items-center p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none sm:inset-x-auto sm:right-0 sm:items-end" />
      </RadixToast.Viewport>
    </RadixToast.Provider>
  );
}
