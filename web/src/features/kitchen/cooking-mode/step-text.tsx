import type { ReactNode } from 'react';
import { clockText, durationLabel, type TStepTimer as TFoundTimer } from '@kochclip/core';
import { StopwatchIcon } from '../../shared/extra-icons';
import { cn } from '../../../lib/cn';
import { secondsLeft, timerId, type TStepTimer } from './step-timers';

interface TStepTextProps {
  step: number;
  text: string;
  found: readonly TFoundTimer[];
  running: readonly TStepTimer[];
  now: number;
  onStart: (timer: { id: string; step: number; label: string; seconds: number }) => void;
}

/** The step's words in large type; each duration in it is a button that starts its timer. */
export function StepText({ step, text, found, running, now, onStart }: TStepTextProps) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const timer of found) {
    if (timer.start < at) continue;
    parts.push(text.slice(at, timer.start));
    const id = timerId(step, timer.start);
    const active = running.find((t) => t.id === id && !t.rang);
    parts.push(
      <button
        key={id}
        type="button"
        onClick={() => onStart({ id, step, label: timer.text, seconds: timer.seconds })}
        aria-label={
          active
            ? `Timer ${timer.text} neu starten (noch ${clockText(secondsLeft(active, now))})`
            : `Timer ${timer.text} starten (${durationLabel(timer.seconds)})`
        }
        className={cn(
          'mx-1 inline-flex items-baseline gap-1 rounded-xl px-2 py-0.5 align-baseline font-bold underline decoration-2 underline-offset-4 focus-visible:outline-2 focus-visible:outline-brand-300',
          active ? 'bg-amber-300 text-stone-950' : 'bg-brand-600 text-white hover:bg-brand-500',
        )}
        data-testid="step-timer-button"
      >
        <StopwatchIcon className="size-[0.8em] shrink-0 self-center" />
        {timer.text}
      </button>,
    );
    at = timer.end;
  }
  parts.push(text.slice(at));
  return <p className="text-2xl leading-relaxed font-semibold text-balance sm:tall:text-4xl sm:tall:leading-snug">{parts}</p>;
}
