import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';

/** A horizontal move this long is a swipe (the toasts' threshold). */
const SWIPE_PX = 50;

const stepKey = (recipeId: number) => `kochclip-kochmodus-schritt-${recipeId}`;

function savedStep(recipeId: number, count: number): number {
  const saved = Number(sessionStorage.getItem(stepKey(recipeId)));
  return Number.isInteger(saved) && saved >= 0 && saved < count ? saved : 0;
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * One step per screen: arrow keys, a swipe, or a tap on the left or right third of the step move back and forth.
 * The step survives a reload of the tab (session storage).
 */
export function useStepNavigation(recipeId: number, count: number) {
  const [index, setIndex] = useState(() => savedStep(recipeId, count));
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const go = useCallback(
    (next: number) => {
      const clamped = Math.min(Math.max(next, 0), Math.max(count - 1, 0));
      sessionStorage.setItem(stepKey(recipeId), String(clamped));
      setIndex(clamped);
    },
    [count, recipeId],
  );
  const next = useCallback(() => go(index + 1), [go, index]);
  const previous = useCallback(() => go(index - 1), [go, index]);
  /** Cooked: the next visit starts at the first step again. */
  const finish = useCallback(() => sessionStorage.removeItem(stepKey(recipeId)), [recipeId]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTyping(event.target) || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') {
        event.preventDefault();
        next();
      } else if (event.key === 'ArrowLeft' || event.key === 'PageUp') {
        event.preventDefault();
        previous();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [next, previous]);

  const zoneHandlers = {
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) {
        swiped.current = true;
        if (dx < 0) next();
        else previous();
      }
    },
    /** A tap (not a swipe, not on a button) on the outer thirds turns the page. */
    onClick: (event: ReactMouseEvent<HTMLElement>) => {
      if (swiped.current || (event.target instanceof Element && event.target.closest('button, a, input, select, label'))) return;
      const box = event.currentTarget.getBoundingClientRect();
      const x = (event.clientX - box.left) / box.width;
      if (x < 1 / 3) previous();
      else if (x > 2 / 3) next();
    },
  };

  return { index, go, next, previous, finish, zoneHandlers };
}
