import type { ReactNode } from 'react';
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
  /** „Zutat 2“, „Schritt 1“, „Gruppe „Für den Teig““: completes the buttons' names. */
  name: string;
  idPrefix: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** Up, down and remove for a line, step or group; keyboard reachable, named for screen readers. */
export function RowButtons({ name, idPrefix, index, count, onMove, onRemove }: TRowButtonsProps) {
  const move = (to: number, which: 'up' | 'down') => {
    onMove(to);
    // The row moves in the DOM, which takes focus away; give it back to the same button at the new place.
    setTimeout(() => document.getElementById(`${idPrefix}-${which}`)?.focus());
  };
  return (
    <div className="flex shrink-0 gap-1">
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

export function focusSoon(id: string) {
  setTimeout(() => document.getElementById(id)?.focus());
}
