import { useCallback, useEffect, useState } from 'react';
import { askNotificationPermission } from '../../cooking-assistant/timer-notification';
import { useTimerReminders } from '../../push/use-timer-reminders';
import {
  dueTimers,
  loadTimers,
  markRang,
  pauseTimer,
  removeTimer,
  resumeTimer,
  saveTimers,
  startTimer,
  type TStepTimer,
} from './step-timers';
import { ringAlarm, unlockAlarmSound } from './timer-alarm';

const TICK_MS = 1000;

/** The running timers of one recipe: several at once, kept across reloads, ringing when they end. */
export function useStepTimers(recipeId: number, recipeTitle: string) {
  const [timers, setTimers] = useState<TStepTimer[]>(() => loadTimers(recipeId));
  const [now, setNow] = useState(() => Date.now());
  const reminders = useTimerReminders();
  const reminderKey = useCallback((id: string) => `step-${recipeId}-${id}`, [recipeId]);

  const update = useCallback(
    (change: (current: TStepTimer[]) => TStepTimer[]) =>
      setTimers((current) => {
        const next = change(current);
        saveTimers(recipeId, next);
        return next;
      }),
    [recipeId],
  );

  useEffect(() => {
    if (!timers.some((t) => t.endsAt !== null && !t.rang)) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const due = dueTimers(timers, current);
      if (due.length === 0) return;
      for (const timer of due) {
        ringAlarm({
          title: 'Timer abgelaufen',
          body: `Schritt ${timer.step + 1}: ${timer.label} – ${recipeTitle}`,
          tag: `kochclip-timer-${recipeId}-${timer.id}`,
        });
        reminders.acknowledge(reminderKey(timer.id));
      }
      update((latest) => markRang(latest, new Set(due.map((t) => t.id))));
    };
    tick();
    const interval = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(interval);
  }, [timers, recipeId, recipeTitle, update, reminders, reminderKey]);

  const remind = (timer: { id: string; step: number; label: string }, seconds: number) =>
    reminders.remind(reminderKey(timer.id), {
      kind: 'step',
      label: `Schritt ${timer.step + 1}: ${timer.label}`,
      recipeId,
      seconds,
    });

  return {
    timers,
    now,
    start: (timer: { id: string; step: number; label: string; seconds: number }) => {
      unlockAlarmSound();
      askNotificationPermission();
      const current = Date.now();
      setNow(current);
      update((latest) => startTimer(latest, timer, current));
      remind(timer, timer.seconds);
    },
    pause: (id: string) => {
      update((latest) => pauseTimer(latest, id, Date.now()));
      reminders.stop(reminderKey(id));
    },
    resume: (id: string) => {
      const current = Date.now();
      setNow(current);
      update((latest) => resumeTimer(latest, id, current));
      const paused = timers.find((t) => t.id === id);
      if (paused && paused.pausedLeft !== null) remind(paused, paused.pausedLeft);
    },
    remove: (id: string) => {
      update((latest) => removeTimer(latest, id));
      reminders.stop(reminderKey(id));
    },
  };
}

export type TStepTimersState = ReturnType<typeof useStepTimers>;
