import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { cn } from '../../lib/cn';
import { AlertIcon, CheckIcon, CloseIcon } from './icons';
import { dismissToast, type TToast } from './toast-store';

/** Horizontal distance (px) a toast must be swiped to the right to dismiss it. */
export const SWIPE_THRESHOLD_PX = 50;

function useAutoDismiss(duration: number, paused: boolean, onDismiss: () => void) {
  const remaining = useRef(duration);
  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDismiss, Math.max(0, remaining.current));
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [duration, paused, onDismiss]);
}

/**
 * One toast. It is no live region itself: the toaster's regions are always in the page, so a screen reader hears
 * the toast when it appears in them (a region inserted with its text is often not announced).
 */
export function ToastItem({ toast }: { toast: TToast }) {
  const onDismiss = useCallback(() => dismissToast(toast.id), [toast.id]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [swipe, setSwipe] = useState<{ startX: number; offset: number } | null>(null);
  useAutoDismiss(toast.duration, hovered || focused || swipe !== null, onDismiss);

  const destructive = toast.variant === 'destructive';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target instanceof Element && event.target.closest('button'))) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    setSwipe({ startX: event.clientX, offset: 0 });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipe) setSwipe({ ...swipe, offset: Math.max(0, event.clientX - swipe.startX) });
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!swipe) return;
    const distance = Math.max(0, event.clientX - swipe.startX);
    setSwipe(null);
    if (distance >= SWIPE_THRESHOLD_PX) onDismiss();
  };

  const offset = swipe?.offset ?? 0;

  return (
    <div
      tabIndex={0}
      data-toast=""
      data-variant={toast.variant}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => setSwipe(null)}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - offset / 200) : undefined,
      }}
      className={cn(
        'pointer-events-auto relative flex w-full touch-pan-y items-start gap-3 rounded-2xl border p-4 pr-11 shadow-pop select-none',
        'animate-toast-in focus-visible:outline-2 focus-visible:outline-offset-2',
        swipe ? 'transition-none' : 'transition-[transform,opacity] duration-200',
        destructive
          ? 'border-red-800 bg-red-700 text-white focus-visible:outline-red-700'
          : 'border-cream-300 bg-white text-stone-900 focus-visible:outline-brand-600',
      )}
    >
      {toast.variant !== 'default' && (
        <span
          aria-hidden="true"
          className={cn(
            'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
            destructive ? 'bg-white/15 text-white' : 'bg-herb-50 text-herb-600',
          )}
        >
          {destructive ? <AlertIcon className="size-4" /> : <CheckIcon className="size-4" />}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold">{toast.title}</p>
        {toast.description && (
          <p className={cn('mt-0.5 text-sm', destructive ? 'text-red-50' : 'text-stone-600')}>{toast.description}</p>
        )}
      </div>
      <button
        type="button"
        aria-label="Benachrichtigung schließen"
        onClick={onDismiss}
        className={cn(
          'absolute top-2.5 right-2.5 flex size-8 items-center justify-center rounded-lg transition-colors',
          destructive ? 'text-red-50 hover:bg-white/15' : 'text-stone-500 hover:bg-cream-200 hover:text-stone-900',
        )}
      >
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
