import { germanDayLabel, MEAL_SLOT_LABELS, MEAL_SLOTS } from '@kochclip/core';
import { useRef, useState, type DragEvent } from 'react';
import { cn } from '../../../lib/cn';
import { EntryCard, ENTRY_DRAG_TYPE } from './entry-card';
import { entryLabel, type TMealPlanEntry, type TMealPlanWeek, type TMealSlot } from './use-meal-plan';
import { useTouchDrag } from './use-touch-drag';

interface TWeekGridProps {
  week: TMealPlanWeek;
  today: string;
  onDrop: (entryId: number, date: string, slot: TMealSlot) => void;
  onMove: Parameters<typeof EntryCard>[0]['onMove'];
  onPickMove: (entry: TMealPlanEntry) => void;
  onServings: (entry: TMealPlanEntry, servings: number) => void;
  onRemove: (entry: TMealPlanEntry) => void;
  onRepeat: (entry: TMealPlanEntry) => void;
  onAdd: (date: string, slot: TMealSlot) => void;
}

/** Monday to Sunday, each with breakfast, lunch, dinner and snack; every slot takes dropped entries. */
export function WeekGrid({ week, today, onDrop, onMove, onPickMove, onServings, onRemove, onRepeat, onAdd }: TWeekGridProps) {
  const [mouseOver, setOver] = useState<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const ghost = useRef<HTMLDivElement>(null);
  const touch = useTouchDrag(grid, ghost, {
    enabled: week.editable,
    onDrop: (entryId, date, slot) => {
      const target = MEAL_SLOTS.find((known) => known === slot);
      if (target) onDrop(entryId, date, target);
    },
  });
  const over = touch ? touch.over : mouseOver;
  const carried = touch ? week.entries.find((entry) => entry.id === touch.entryId) : undefined;
  const drop = (date: string, slot: TMealSlot) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(null);
    const id = Number(event.dataTransfer.getData(ENTRY_DRAG_TYPE) || event.dataTransfer.getData('text/plain'));
    if (Number.isInteger(id) && id > 0) onDrop(id, date, slot);
  };
  return (
    <div ref={grid} className="grid gap-3 md:grid-cols-7" data-testid="week-grid">
      <div
        ref={ghost}
        aria-hidden="true"
        data-testid="drag-ghost"
        className={cn(
          'pointer-events-none fixed top-0 left-0 z-50 -mt-14 -ml-20 w-40 rounded-xl bg-white p-2 text-sm font-semibold shadow-pop ring-2 ring-brand-400',
          !carried && 'invisible',
        )}
      >
        {carried ? entryLabel(carried) : null}
      </div>
      {week.days.map((date) => (
        <section
          key={date}
          aria-label={germanDayLabel(date)}
          className={cn(
            'flex flex-col gap-2 rounded-(--radius-card) bg-cream-50 p-2 ring-1 ring-cream-200',
            date === today && 'ring-2 ring-brand-400',
          )}
        >
          <h2 className="px-1 text-sm font-bold text-stone-900">
            {germanDayLabel(date)}
            {date === today && <span className="ml-1 text-xs font-semibold text-brand-700">(heute)</span>}
          </h2>
          {MEAL_SLOTS.map((slot) => {
            const key = `${date}|${slot}`;
            const entries = week.entries.filter((entry) => entry.date === date && entry.slot === slot);
            return (
              <div
                key={slot}
                role="group"
                aria-label={`${germanDayLabel(date)} – ${MEAL_SLOT_LABELS[slot]}`}
                data-testid="plan-slot"
                data-date={date}
                data-slot={slot}
                onDragOver={(event) => {
                  if (!week.editable) return;
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  setOver(key);
                }}
                onDragLeave={() => setOver((current) => (current === key ? null : current))}
                onDrop={week.editable ? drop(date, slot) : undefined}
                className={cn('flex min-h-16 flex-col gap-1 rounded-lg p-1.5', over === key ? 'bg-brand-100' : 'bg-white/60')}
              >
                <div className="flex items-center justify-between">
                  <span className="text-xs font-semibold text-stone-500">{MEAL_SLOT_LABELS[slot]}</span>
                  {week.editable && (
                    <button
                      type="button"
                      onClick={() => onAdd(date, slot)}
                      aria-label={`Rezept für ${germanDayLabel(date)}, ${MEAL_SLOT_LABELS[slot]} hinzufügen`}
                      // A thumb-sized target on a phone (one day per row there), compact in the desktop's seven columns.
                      className="-my-2 inline-flex size-10 items-center justify-center rounded-lg text-lg font-bold text-brand-700 hover:bg-brand-100 md:-my-1 md:size-7 md:text-sm"
                    >
                      +
                    </button>
                  )}
                </div>
                {entries.map((entry) => (
                  <EntryCard
                    key={entry.id}
                    entry={entry}
                    editable={week.editable}
                    carried={entry.id === carried?.id}
                    onMove={onMove}
                    onPickMove={onPickMove}
                    onServings={onServings}
                    onRemove={onRemove}
                    onRepeat={onRepeat}
                  />
                ))}
              </div>
            );
          })}
        </section>
      ))}
    </div>
  );
}
