import { addDays, germanDayLabel, MEAL_SLOT_LABELS } from '@kochclip/core';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { entryLabel, type TMealPlanEntry } from './use-meal-plan';

/** Mirrors the API's cap (routers' MAX_REPEAT_WEEKS). */
const MAX_WEEKS = 26;

interface TRepeatEntryDialogProps {
  entry: TMealPlanEntry | null;
  pending: boolean;
  onClose: () => void;
  onRepeat: (entry: TMealPlanEntry, repeat: { weeks: number } | { until: string }) => void;
}

/** „Wöchentlich“: the same meal on the same weekday for a number of weeks, or until a date. */
export function RepeatEntryDialog({ entry, pending, onClose, onRepeat }: TRepeatEntryDialogProps) {
  const [mode, setMode] = useState<'weeks' | 'until'>('weeks');
  const [weeks, setWeeks] = useState(4);
  const [until, setUntil] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!entry) return;
    onRepeat(entry, mode === 'weeks' ? { weeks } : { until });
  };
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      title={entry ? `„${entryLabel(entry)}“ wöchentlich wiederholen` : 'Wöchentlich wiederholen'}
      description={
        entry ? `Jede Woche am ${germanDayLabel(entry.date).split(',')[0] ?? ''} – ${MEAL_SLOT_LABELS[entry.slot]}` : undefined
      }
    >
      <form onSubmit={submit} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Wie lange?</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="repeat-mode" checked={mode === 'weeks'} onChange={() => setMode('weeks')} />
            Für
            <Input
              type="number"
              aria-label="Anzahl Wochen"
              min={1}
              max={MAX_WEEKS}
              value={weeks}
              onChange={(event) => setWeeks(Math.min(MAX_WEEKS, Math.max(1, Number(event.target.value) || 1)))}
              onFocus={() => setMode('weeks')}
              className="w-20"
            />
            weitere Wochen
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="repeat-mode" checked={mode === 'until'} onChange={() => setMode('until')} />
            Bis
            <Input
              type="date"
              aria-label="Bis zum Datum"
              min={entry ? addDays(entry.date, 7) : undefined}
              max={entry ? addDays(entry.date, MAX_WEEKS * 7) : undefined}
              value={until}
              onChange={(event) => setUntil(event.target.value)}
              onFocus={() => setMode('until')}
              className="w-44"
            />
          </label>
        </fieldset>
        <p className="text-xs text-stone-600">Höchstens {MAX_WEEKS} Wochen im Voraus.</p>
        <Button type="submit" pending={pending} disabled={mode === 'until' && until === ''}>
          Wiederholen
        </Button>
      </form>
    </Dialog>
  );
}
