import { useEffect, useRef, useState, type RefObject } from 'react';

/** Held this long without moving, a finger picks an entry up; moving earlier scrolls the page as usual. */
const LONG_PRESS_MS = 350;
/** A finger moving further than this before the press is long enough is scrolling. */
const SLOP_PX = 10;
/** Near the top or bottom edge the page scrolls while an entry is carried, this many pixels per frame at most. */
const EDGE_PX = 72;
const SCROLL_PX = 14;

export interface TTouchDrag {
  entryId: number;
  /** The slot under the finger ('date|slot'), or null. */
  over: string | null;
}

interface TTouchDragOptions {
  enabled: boolean;
  onDrop: (entryId: number, date: string, slot: string) => void;
}

function slotAt(x: number, y: number): HTMLElement | null {
  const element = document.elementFromPoint(x, y);
  return element instanceof Element ? element.closest<HTMLElement>('[data-testid="plan-slot"]') : null;
}

const slotKey = (slot: HTMLElement | null) => (slot ? `${slot.dataset.date ?? ''}|${slot.dataset.slot ?? ''}` : null);

/**
 * Drag on a touch screen: a long press on an entry (inside `root`, marked data-entry-id) picks it up, the finger
 * carries it (the page scrolls at the screen's edges) and lifting it over a slot drops it there. Touch events with
 * a non-passive listener, because only they can stop the page from scrolling once the entry is picked up.
 * `ghost` is moved under the finger while carrying.
 */
export function useTouchDrag(
  root: RefObject<HTMLElement | null>,
  ghost: RefObject<HTMLElement | null>,
  { enabled, onDrop }: TTouchDragOptions,
): TTouchDrag | null {
  const [drag, setDrag] = useState<TTouchDrag | null>(null);
  const dropRef = useRef(onDrop);
  useEffect(() => {
    dropRef.current = onDrop;
  }, [onDrop]);

  useEffect(() => {
    const element = root.current;
    if (!element || !enabled) return;
    let press: { entryId: number; x: number; y: number; timer: number } | null = null;
    let carrying: { entryId: number; x: number; y: number; frame: number } | null = null;

    const place = () => {
      if (!carrying) return;
      const style = ghost.current?.style;
      if (style) style.transform = `translate(${carrying.x}px, ${carrying.y}px)`;
      const key = slotKey(slotAt(carrying.x, carrying.y));
      const entryId = carrying.entryId;
      setDrag((current) => (current?.over === key && current.entryId === entryId ? current : { entryId, over: key }));
    };
    const edgeScroll = () => {
      if (!carrying) return;
      const { y } = carrying;
      const step = y < EDGE_PX ? -SCROLL_PX : y > window.innerHeight - EDGE_PX ? SCROLL_PX : 0;
      if (step !== 0) {
        window.scrollBy(0, step);
        place();
      }
      carrying.frame = window.requestAnimationFrame(edgeScroll);
    };
    const cancelPress = () => {
      if (press) window.clearTimeout(press.timer);
      press = null;
    };
    const stop = () => {
      cancelPress();
      if (carrying) window.cancelAnimationFrame(carrying.frame);
      carrying = null;
      setDrag(null);
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      const card = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-entry-id]') : null;
      stop();
      if (event.touches.length !== 1 || !touch || !card) return;
      const entryId = Number(card.dataset.entryId);
      const { clientX: x, clientY: y } = touch;
      press = {
        entryId,
        x,
        y,
        timer: window.setTimeout(() => {
          press = null;
          carrying = { entryId, x, y, frame: window.requestAnimationFrame(edgeScroll) };
          navigator.vibrate?.(15);
          place();
        }, LONG_PRESS_MS),
      };
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (!touch) return;
      if (press && Math.hypot(touch.clientX - press.x, touch.clientY - press.y) > SLOP_PX) cancelPress();
      if (!carrying) return;
      event.preventDefault();
      carrying.x = touch.clientX;
      carrying.y = touch.clientY;
      place();
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (carrying) {
        // No click on the handle or the title after a carry.
        event.preventDefault();
        const target = slotAt(carrying.x, carrying.y);
        const { entryId } = carrying;
        if (target?.dataset.date && target.dataset.slot) dropRef.current(entryId, target.dataset.date, target.dataset.slot);
      }
      stop();
    };
    // A long press on the title link would open the browser's link menu instead, and a browser that drags
    // draggable elements by touch itself would take the entry out of the finger's hand.
    const whileTouching = (event: Event) => {
      if (press || carrying) event.preventDefault();
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd, { passive: false });
    element.addEventListener('touchcancel', stop);
    element.addEventListener('contextmenu', whileTouching);
    element.addEventListener('dragstart', whileTouching);
    return () => {
      stop();
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', stop);
      element.removeEventListener('contextmenu', whileTouching);
      element.removeEventListener('dragstart', whileTouching);
    };
  }, [enabled, ghost, root]);

  return drag;
}
