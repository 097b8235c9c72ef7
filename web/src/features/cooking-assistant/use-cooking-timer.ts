import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../components/ui/toast-store';
import { useTimerReminders } from '../push/use-timer-reminders';
import { askNotificationPermission, showTimerNotification } from './timer-notification';
import { READY_WINDOW_MS, type TTimerPlan } from './timer-plan';

export type TTimerState = 'idle' | 'active' | 'finished';

const storageKey = (recipeId: number) => `kochclip-timer-${recipeId}`;
const FINISHED_TOAST_MS = 10_000;

function loadPlan(recipeId: number): TTimerPlan | null {
  try {
    const raw = localStorage.getItem(storageKey(recipeId));
    if (!raw) return null;
    const plan = JSON.parse(raw) as Partial<TTimerPlan>;
    return typeof plan.start === 'number' && typeof plan.target === 'number' && typeof plan.durationMinutes === 'number'
      ? { start: plan.start, target: plan.target, durationMinutes: plan.durationMinutes }
      : null;
  } catch {
    return null;
  }
}

/** The timer of one recipe: ticks every second, survives a reload (local storage) and announces the start. */
export function useCookingTimer(recipeId: number, title: string) {
  const [plan, setPlan] = useState<TTimerPlan | null>(() => loadPlan(recipeId));
  const [now, setNow] = useState(() => Date.now());
  const [finished, setFinished] = useState(false);
  const reminders = useTimerReminders();
  const reminderKey = `cooking-${recipeId}`;

  useEffect(() => {
    if (!plan || finished) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= plan.start) {
        setFinished(true);
        localStorage.removeItem(storageKey(recipeId));
        showTimerNotification('Es ist Zeit zu kochen!', title);
        reminders.acknowledge(reminderKey);
        toast({ variant: 'success', title: 'Es ist Zeit zu kochen!', description: title, duration: FINISHED_TOAST_MS });
      }
    };
    tick();
    const interval = window.setInterval(tick, 1000);
    return () => window.clearInterval(interval);
  }, [plan, finished, recipeId, title, reminders, reminderKey]);

  const start = useCallback(
    (next: TTimerPlan) => {
      localStorage.setItem(storageKey(recipeId), JSON.stringify(next));
      setFinished(false);
      setPlan(next);
      toast({ variant: 'success', title: 'Timer aktiviert' });
      askNotificationPermission();
      // The spec's notification at the start time, also when the page is closed by then.
      reminders.remind(reminderKey, { kind: 'cooking-start', label: title, recipeId, seconds: (next.start - Date.now()) / 1000 });
    },
    [recipeId, title, reminders, reminderKey],
  );

  const reset = useCallback(() => {
    localStorage.removeItem(storageKey(recipeId));
    setPlan(null);
    setFinished(false);
    reminders.stop(reminderKey);
  }, [recipeId, reminders, reminderKey]);

  const state: TTimerState = !plan ? 'idle' : finished ? 'finished' : 'active';
  const msLeft = plan ? plan.start - now : 0;
  return { state, plan, msLeft, ready: state === 'active' && msLeft <= READY_WINDOW_MS, start, reset };
}
