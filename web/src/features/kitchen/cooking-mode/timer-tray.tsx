import { clockText } from '@kochclip/core';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { secondsLeft } from './step-timers';
import type { TStepTimersState } from './use-step-timers';

/** Every timer at once, each with its step, the time left and what to do with it. */
export function TimerTray({ state, onShowStep }: { state: TStepTimersState; onShowStep: (step: number) => void }) {
  if (state.timers.length === 0) return null;
  const sorted = [...state.timers].sort((a, b) => secondsLeft(a, state.now) - secondsLeft(b, state.now));
  return (
    <section aria-label="Laufende Timer" className="border-t border-white/10 bg-stone-900/90 px-4 py-3">
      <ul className="flex flex-wrap gap-2">
        {sorted.map((timer) => {
          const left = secondsLeft(timer, state.now);
          const done = timer.rang || (timer.endsAt !== null && left <= 0);
          return (
            <li
              key={timer.id}
              data-testid="running-timer"
              className={cn(
                'flex items-center gap-2 rounded-2xl px-3 py-2 text-sm',
                done ? 'animate-pulse bg-amber-400 text-stone-950' : 'bg-white/10 text-white',
              )}
            >
              <button
                type="button"
                className="text-left font-semibold underline-offset-2 hover:underline"
                onClick={() => onShowStep(timer.step)}
              >
                Schritt {timer.step + 1} · {timer.label}
              </button>
              <span className="font-mono text-lg tabular-nums" aria-live={done ? 'assertive' : 'off'}>
                {done ? 'Abgelaufen!' : clockText(left)}
              </span>
              {!done &&
                (timer.pausedLeft === null ? (
                  <Button size="sm" variant="secondary" onClick={() => state.pause(timer.id)}>
                    Pause
                  </Button>
                ) : (
                  <Button size="sm" variant="secondary" onClick={() => state.resume(timer.id)}>
                    Weiter
                  </Button>
                ))}
              <Button
                size="sm"
                variant={done ? 'primary' : 'ghost'}
                className={done ? undefined : 'text-white hover:bg-white/10 hover:text-white'}
                onClick={() => state.remove(timer.id)}
                aria-label={
                  done
                    ? `Timer Schritt ${timer.step + 1} · ${timer.label} beenden`
                    : `Timer Schritt ${timer.step + 1} · ${timer.label} entfernen`
                }
              >
                {done ? 'OK' : '✕'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
