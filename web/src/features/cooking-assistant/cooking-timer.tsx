import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast-store';
import { cookingCalendar, downloadCalendar } from './calendar-file';
import { BUFFER_OPTIONS, countdownText, DEFAULT_BUFFER, localDateText, planTimer } from './timer-plan';
import { useCookingTimer } from './use-cooking-timer';

const timeText = (ms: number) =>
  new Date(ms).toLocaleString('de-DE', {
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });

/** Smart cooking timer (spec part 1): target time, buffer, countdown to the start, calendar file. */
export function CookingTimer({ recipe }: { recipe: { id: number; title: string; duration: number | null } }) {
  const durationMinutes = recipe.duration ?? 30;
  const timer = useCookingTimer(recipe.id, recipe.title);
  const [time, setTime] = useState('');
  const [date, setDate] = useState('');
  const [buffer, setBuffer] = useState(DEFAULT_BUFFER);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = planTimer({ time, date, bufferMinutes: buffer, durationMinutes }, new Date());
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setError(null);
    timer.start(result.plan);
  };

  const downloadIcs = () => {
    if (!timer.plan) return;
    const content = cookingCalendar({
      recipeId: recipe.id,
      title: recipe.title,
      start: timer.plan.start,
      durationMinutes,
      url: `${window.location.origin}/recipe/${recipe.id}`,
      now: Date.now(),
    });
    downloadCalendar(`kochclip-timer-${recipe.id}.ics`, content);
    toast({ variant: 'success', title: 'Kalenderdatei heruntergeladen', description: 'Erinnerung 5 Minuten vor dem Start.' });
  };

  return (
    <section
      className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      aria-labelledby="timer-title"
      data-testid="cooking-timer"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="timer-title" className="text-lg font-bold text-stone-900">
          Smarter Koch-Timer
        </h2>
        {timer.state === 'active' && (
          <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {timer.ready ? 'Bereit zum Start!' : 'Aktiv'}
          </span>
        )}
      </div>

      {timer.state === 'idle' && (
        <form className="grid gap-3 sm:grid-cols-3" onSubmit={submit} noValidate>
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
            Zielzeit (HH:MM)
            <input
              className="h-11 rounded-xl border border-stone-300 px-3"
              inputMode="numeric"
              placeholder="19:30"
              value={time}
              onChange={(e) => setTime(e.target.value)}
              aria-invalid={error !== null}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
            Datum (optional)
            <input
              type="date"
              className="h-11 rounded-xl border border-stone-300 px-3"
              min={localDateText(new Date())}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-stone-700">
            Puffer
            <select
              className="h-11 rounded-xl border border-stone-300 px-3"
              value={buffer}
              onChange={(e) => setBuffer(Number(e.target.value))}
            >
              {BUFFER_OPTIONS.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes} Minuten
                </option>
              ))}
            </select>
          </label>
          {error && (
            <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
              {error}
            </p>
          )}
          <Button type="submit" className="sm:col-span-3 sm:justify-self-start">
            Timer starten
          </Button>
        </form>
      )}

      {timer.state === 'active' && timer.plan && (
        <div className="flex flex-col gap-2">
          <p className="text-2xl font-bold text-stone-900" aria-live="polite" data-testid="timer-countdown">
            {countdownText(timer.msLeft)}
          </p>
          <p className="text-sm text-stone-600">
            Start: {timeText(timer.plan.start)} · Fertig: {timeText(timer.plan.target)}
          </p>
        </div>
      )}

      {timer.state === 'finished' && <p className="text-2xl font-bold text-brand-700">Es ist Zeit zu kochen!</p>}

      {timer.state !== 'idle' && (
        <div className="flex flex-wrap gap-2">
          {timer.state === 'active' && (
            <Button variant="outline" size="sm" onClick={downloadIcs}>
              Kalenderdatei (.ics)
            </Button>
          )}
          <Button variant="ghost" size="sm" onClick={timer.reset}>
            Zurücksetzen
          </Button>
        </div>
      )}
    </section>
  );
}
