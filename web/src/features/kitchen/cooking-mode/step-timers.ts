/**
 * Cooking mode's step timers, kept in local storage per recipe so they survive a reload: each runs to a point in
 * time (`endsAt`), so a closed tab still knows when its timer ended. Pure functions; use-step-timers.ts ticks.
 */

export interface TStepTimer {
  /** The step and where its words stand: the same phrase is the same timer. */
  id: string;
  step: number;
  /** The step's words ('10 Minuten'). */
  label: string;
  seconds: number;
  /** When it ends, while running. */
  endsAt: number | null;
  /** Seconds left while paused. */
  pausedLeft: number | null;
  /** The alarm has been given. */
  rang: boolean;
}

const storageKey = (recipeId: number) => `kochclip-kochmodus-timer-${recipeId}`;

function isTimer(value: unknown): value is TStepTimer {
  if (typeof value !== 'object' || value === null) return false;
  const t = value as Record<string, unknown>;
  return (
    typeof t.id === 'string' &&
    typeof t.step === 'number' &&
    typeof t.label === 'string' &&
    typeof t.seconds === 'number' &&
    (t.endsAt === null || typeof t.endsAt === 'number') &&
    (t.pausedLeft === null || typeof t.pausedLeft === 'number') &&
    typeof t.rang === 'boolean'
  );
}

export function loadTimers(recipeId: number): TStepTimer[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(recipeId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isTimer) : [];
  } catch {
    return [];
  }
}

export function saveTimers(recipeId: number, timers: readonly TStepTimer[]): void {
  if (timers.length === 0) localStorage.removeItem(storageKey(recipeId));
  else localStorage.setItem(storageKey(recipeId), JSON.stringify(timers));
}

export const timerId = (step: number, start: number) => `${step}:${start}`;

/** Starts a timer, or starts it again from the beginning when it already ran. */
export function startTimer(
  timers: readonly TStepTimer[],
  timer: { id: string; step: number; label: string; seconds: number },
  now: number,
): TStepTimer[] {
  const started: TStepTimer = { ...timer, endsAt: now + timer.seconds * 1000, pausedLeft: null, rang: false };
  const others = timers.filter((t) => t.id !== timer.id);
  return [...others, started];
}

export function secondsLeft(timer: TStepTimer, now: number): number {
  if (timer.pausedLeft !== null) return timer.pausedLeft;
  if (timer.endsAt === null) return timer.seconds;
  return Math.max(0, (timer.endsAt - now) / 1000);
}

export function pauseTimer(timers: readonly TStepTimer[], id: string, now: number): TStepTimer[] {
  return timers.map((t) => (t.id === id && t.endsAt !== null ? { ...t, endsAt: null, pausedLeft: secondsLeft(t, now) } : t));
}

export function resumeTimer(timers: readonly TStepTimer[], id: string, now: number): TStepTimer[] {
  return timers.map((t) =>
    t.id === id && t.pausedLeft !== null ? { ...t, endsAt: now + t.pausedLeft * 1000, pausedLeft: null } : t,
  );
}

export function removeTimer(timers: readonly TStepTimer[], id: string): TStepTimer[] {
  return timers.filter((t) => t.id !== id);
}

/** Timers that ended and have not rung yet. */
export function dueTimers(timers: readonly TStepTimer[], now: number): TStepTimer[] {
  return timers.filter((t) => !t.rang && t.endsAt !== null && t.endsAt <= now);
}

export function markRang(timers: readonly TStepTimer[], ids: ReadonlySet<string>): TStepTimer[] {
  return timers.map((t) => (ids.has(t.id) ? { ...t, rang: true } : t));
}
