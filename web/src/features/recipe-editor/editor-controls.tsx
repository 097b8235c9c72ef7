import { flushSync } from 'react-dom';
import { useEffect, useRef, type PointerEvent as TReactPointerEvent, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** 16 px text everywhere, so iOS does not zoom into a field while the member types. */
export const FIELD_CLASSES =
  'w-full min-w-0 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 ' +
  'placeholder:text-stone-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30 ' +
  'aria-invalid:border-red-600';

const SMALL_BUTTON =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-700 ' +
  'hover:bg-cream-50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600 ' +
  'disabled:opacity-40';

interface TRowButtonsProps {
  /** Rows of one list share it (data-drag-list on each row), so a drag knows the rows it moves between. */
  dragList: string;
  /** „Zutat 2“, „Schritt 1“, „Gruppe „Für den Teig““: completes the buttons' names. */
  name: string;
  idPrefix: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Up, down and remove for a line, step or group; keyboard reachable, named for screen readers. */
export function RowButtons({ dragList, name, idPrefix, index, count, onMove, onRemove }: TRowButtonsProps) {
  const move = (to: number, which: 'up' | 'down') => {
    // The row moves in the DOM, which takes focus away; give it back to the same button at the new place, or to
    // the other direction's when the row reached the end.
    flushSync(() => onMove(to));
    const same = document.getElementById(`${idPrefix}-${which}`);
    const other = document.getElementById(`${idPrefix}-${which === 'up' ? 'down' : 'up'}`);
    (same instanceof HTMLButtonElement && !same.disabled ? same : other)?.focus();
  };
  return (
    <div className="ml-auto flex shrink-0 gap-1">
      <DragHandle list={dragList} onMove={onMove} />
      <button
        type="button"
        id={`${idPrefix}-up`}
        className={SMALL_BUTTON}
        aria-label={`${name} nach oben`}
        disabled={index === 0}
        onClick={() => move(index - 1, 'up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        id={`${idPrefix}-down`}
        className={SMALL_BUTTON}
        aria-label={`${name} nach unten`}
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button type="button" className={cn(SMALL_BUTTON, 'text-red-700')} aria-label={`${name} entfernen`} onClick={onRemove}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs">
      <legend className="px-1 text-lg font-bold text-stone-900">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The messages for one form element (its key) and the fields inside it (key.name, key.title, …). */
export function messagesFor(errors: Record<string, string>, key: string): string | undefined {
  const messages = Object.entries(errors)
    .filter(([id]) => id === key || id.startsWith(`${key}.`))
    .map(([, message]) => message);
  return messages.length > 0 ? messages.join(' ') : undefined;
}

/** Applies a change at once (not at React's next render) and focuses the new field, so no keystroke lands in the old one. */
export function thenFocus(change: () => void, id: string) {
  flushSync(change);
  document.getElementById(id)?.focus();
}

/**
 * Drag by pointer (mouse, finger, pen): the row follows the pointer past its neighbours. Keyboard users have the
 * up and down buttons, so the handle is no tab stop. Listens on window: moving the row in the DOM ends a pointer
 * capture.
 */
function DragHandle({ list, onMove }: { list: string; onMove: (to: number) => void }) {
  const move = useRef(onMove);
  useEffect(() => {
    move.current = onMove;
  });
  const onPointerDown = (event: TReactPointerEvent<HTMLSpanElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const handle = event.currentTarget;
    const rowOf = () => handle.closest<HTMLElement>(`[data-drag-list="${list}"]`);
    rowOf()?.setAttribute('data-dragging', 'true');
    const onPointerMove = (moveEvent: PointerEvent) => {
      const rows = [...document.querySelectorAll<HTMLElement>(`[data-drag-list="${list}"]`)];
      const row = rowOf();
      const from = row ? rows.indexOf(row) : -1;
      const to = rows.findIndex((other) => {
        const rect = other.getBoundingClientRect();
        return moveEvent.clientY >= rect.top && moveEvent.clientY <= rect.bottom;
      });
      if (from >= 0 && to >= 0 && to !== from) move.current(to);
    };
    const onPointerUp = () => {
      rowOf()?.removeAttribute('data-dragging');
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
      window.removeEventListener('pointercancel', onPointerUp);
    };
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    window.addEventListener('pointercancel', onPointerUp);
  };
  return (
    <span
      aria-hidden="true"
      title="Ziehen zum Verschieben"
      data-testid="drag-handle"
      className="inline-flex size-10 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-stone-500 select-none hover:bg-cream-200 active:cursor-grabbing"
      onPointerDown={onPointerDown}
    >
      ⠿
    </span>
  );
}
