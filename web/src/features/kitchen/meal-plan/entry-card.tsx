import type { DragEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { entryLabel, type TMealPlanEntry } from './use-meal-plan';

export const ENTRY_DRAG_TYPE = 'application/x-kochclip-entry';

interface TEntryCardProps {
  entry: TMealPlanEntry;
  editable: boolean;
  /** Picked up by a finger (see use-touch-drag.ts) and on its way elsewhere. */
  carried: boolean;
  /** Arrow keys on the handle: a day earlier or later, a meal earlier or later. */
  onMove: (entry: TMealPlanEntry, direction: 'left' | 'right' | 'up' | 'down') => void;
  /** A tap or click on the handle: choose the day and the meal from a list. */
  onPickMove: (entry: TMealPlanEntry) => void;
  onServings: (entry: TMealPlanEntry, servings: number) => void;
  onRemove: (entry: TMealPlanEntry) => void;
  /** „Wöchentlich“: repeat the entry in the next weeks. */
  onRepeat: (entry: TMealPlanEntry) => void;
}

const MOVE_KEYS: Record<string, 'left' | 'right' | 'up' | 'down'> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
};

/**
 * A planned recipe: drag it to another day or meal (with the mouse, or a long press and the finger), move it with
 * the arrow keys on its handle, or tap the handle to choose where it goes.
 */
export function EntryCard({ entry, editable, carried, onMove, onPickMove, onServings, onRemove, onRepeat }: TEntryCardProps) {
  const label = entryLabel(entry);
  const onDragStart = (event: DragEvent<HTMLElement>) => {
    event.dataTransfer.setData(ENTRY_DRAG_TYPE, String(entry.id));
    event.dataTransfer.setData('text/plain', String(entry.id));
    event.dataTransfer.effectAllowed = 'move';
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const direction = MOVE_KEYS[event.key];
    if (!direction || !editable) return;
    event.preventDefault();
    onMove(entry, direction);
  };
  return (
    <article
      draggable={editable}
      onDragStart={onDragStart}
      data-testid="plan-entry"
      data-entry-id={entry.id}
      aria-label={label}
      className={cn(
        'flex flex-col gap-1 rounded-xl bg-white p-2 text-sm shadow-sm ring-1 ring-cream-300',
        editable && 'cursor-grab select-none [-webkit-touch-callout:none]',
        carried && 'opacity-40',
      )}
    >
      <div className="flex items-start gap-1">
        {editable && (
          <button
            type="button"
            onKeyDown={onKeyDown}
            onClick={() => onPickMove(entry)}
            aria-label={`${label} verschieben`}
            aria-describedby="plan-move-hint"
            aria-haspopup="dialog"
            data-move-handle={entry.id}
            className="-my-1 -ml-1 min-w-8 rounded px-1 py-1 text-stone-400 hover:bg-cream-200 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            ⠿
          </button>
        )}
        {entry.recipe ? (
          <Link
            to={`/recipe/${entry.recipe.id}`}
            className="min-w-0 flex-1 font-semibold hyphens-auto text-stone-900 hover:text-brand-700"
          >
            {entry.recipe.title}
          </Link>
        ) : (
          <span data-testid="plan-note" className="min-w-0 flex-1 font-semibold text-stone-700 italic">
            {entry.note}
          </span>
        )}
        {editable && (
          <button
            type="button"
            onClick={() => onRemove(entry)}
            aria-label={`${label} aus dem Plan entfernen`}
            className="rounded px-1 text-stone-400 hover:text-red-700"
          >
            ✕
          </button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-1 text-xs text-stone-600">
        {editable && entry.recipe && (
          <button
            type="button"
            disabled={entry.servings <= 1}
            onClick={() => onServings(entry, entry.servings - 1)}
            aria-label={`Eine Portion weniger für ${label}`}
            className="rounded bg-cream-100 px-1.5 disabled:opacity-40"
          >
            −
          </button>
        )}
        {entry.recipe && (
          <span data-testid="entry-servings">
            {entry.servings} {entry.servings === 1 ? 'Portion' : 'Portionen'}
          </span>
        )}
        {editable && entry.recipe && (
          <button
            type="button"
            disabled={entry.servings >= 20}
            onClick={() => onServings(entry, entry.servings + 1)}
            aria-label={`Eine Portion mehr für ${label}`}
            className="rounded bg-cream-100 px-1.5 disabled:opacity-40"
          >
            +
          </button>
        )}
        {editable && (
          <button
            type="button"
            onClick={() => onRepeat(entry)}
            aria-label={`${label} wöchentlich wiederholen`}
            aria-haspopup="dialog"
            className="ml-auto rounded px-1.5 text-stone-600 underline hover:text-brand-700"
          >
            Wöchentlich
          </button>
        )}
      </div>
    </article>
  );
}
