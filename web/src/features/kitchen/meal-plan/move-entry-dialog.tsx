import { addDays, germanDayLabel, isoWeekNumber, MEAL_SLOT_LABELS, MEAL_SLOTS, weekDays } from '@kochclip/core';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/cn';
import { entryLabel, type TMealPlanEntry, type TMealSlot } from './use-meal-plan';

interface TMoveEntryDialogProps {
  /** The Monday of the week on screen: its days and the next week's are offered. */
  week: string;
  entry: TMealPlanEntry | null;
  pending: boolean;
  onClose: () => void;
  onMove: (entry: TMealPlanEntry, date: string, slot: TMealSlot) => void;
}

/** „Verschieben“ with one thumb: the day from a list, the meal as four big choices. */
export function MoveEntryDialog({ week, entry, pending, onClose, onMove }: TMoveEntryDialogProps) {
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      title={entry ? `„${entryLabel(entry)}“ verschieben` : 'Verschieben'}
      description="Wähle den Tag und die Mahlzeit."
    >
      {entry && <MoveForm key={entry.id} week={week} entry={entry} pending={pending} onClose={onClose} onMove={onMove} />}
    </Dialog>
  );
}

function MoveForm({ week, entry, pending, onClose, onMove }: Omit<TMoveEntryDialogProps, 'entry'> & { entry: TMealPlanEntry }) {
  const dayId = useId();
  const [date, setDate] = useState(entry.date);
  const [slot, setSlot] = useState<TMealSlot>(entry.slot);
  const weeks = [week, addDays(week, 7)];
  // A day outside the offered weeks (the entry itself, after paging) stays choosable.
  const known = weeks.some((monday) => weekDays(monday).includes(entry.date));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (date === entry.date && slot === entry.slot) onClose();
    else onMove(entry, date, slot);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={dayId} className="text-sm font-semibold text-stone-800">
          Tag
        </label>
        <select
          id={dayId}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          className="h-11 rounded-xl border border-stone-300 bg-white px-3 text-base"
        >
          {!known && <option value={entry.date}>{germanDayLabel(entry.date)}</option>}
          {weeks.map((monday) => (
            <optgroup key={monday} label={`KW ${isoWeekNumber(monday)}`}>
              {weekDays(monday).map((day) => (
                <option key={day} value={day}>
                  {germanDayLabel(day)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-stone-800">Mahlzeit</legend>
        <div className="grid grid-cols-2 gap-2">
          {MEAL_SLOTS.map((choice) => (
            <label
              key={choice}
              className={cn(
                'flex h-11 cursor-pointer items-center gap-2 rounded-xl border px-3 text-sm font-medium has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                slot === choice ? 'border-brand-600 bg-brand-50 text-brand-900' : 'border-stone-300 bg-white text-stone-800',
              )}
            >
              <input
                type="radio"
                name="plan-move-slot"
                value={choice}
                checked={slot === choice}
                onChange={() => setSlot(choice)}
                className="size-4 accent-brand-600"
              />
              {MEAL_SLOT_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Abbrechen
        </Button>
        <Button type="submit" pending={pending}>
          Verschieben
        </Button>
      </div>
    </form>
  );
}
