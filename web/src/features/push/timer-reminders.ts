import type { TRouterInputs, TTrpcClient } from '../../lib/trpc';

/**
 * Timer reminders on the server (issue 43): a timer the page runs is also registered at /api/timers, so a push
 * reaches the member's devices when it ends even if the phone locked and the tab was suspended. Everything here
 * is fire-and-forget: the page's own timer never waits for it, and offline or without push it does nothing.
 */
export type TTimerReminder = Omit<TRouterInputs['timers']['startTimer'], 'endsAt'> & { seconds: number };

const STORAGE_KEY = 'kochclip-timer-erinnerungen';
const LABEL_MAX = 100;
const WORKER_WAIT_MS = 3000;

/** The page's timer (its own key) → the server's timer id, kept across reloads like the timers themselves. */
function loadIds(): Record<string, number> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'));
  } catch {
    return {};
  }
}

function saveId(key: string, id: number | null): void {
  const ids = loadIds();
  if (id === null) delete ids[key];
  else ids[key] = id;
  if (Object.keys(ids).length === 0) localStorage.removeItem(STORAGE_KEY);
  else localStorage.setItem(STORAGE_KEY, JSON.stringify(ids));
}

/** This browser gets pushes: notifications allowed and a push subscription (the profile's switch) in place. */
async function pushEnabled(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return false;
  if (Notification.permission !== 'granted' || !navigator.onLine) return false;
  // The worker registers a second after the app starts; a timer started before then waits for it a little.
  const registration =
    (await navigator.serviceWorker.getRegistration('/')) ??
    (await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<undefined>((resolve) => window.setTimeout(() => resolve(undefined), WORKER_WAIT_MS)),
    ]));
  return Boolean(await registration?.pushManager.getSubscription());
}

/** One chain per timer, so a stop right after a start waits for the start's answer and stops what it made. */
const chains = new Map<string, Promise<void>>();

function enqueue(key: string, work: () => Promise<void>): void {
  const next = (chains.get(key) ?? Promise.resolve()).then(work).catch(() => undefined);
  chains.set(key, next);
  void next.then(() => {
    if (chains.get(key) === next) chains.delete(key);
  });
}

async function leave(client: TTrpcClient, key: string, how: 'stop' | 'ack'): Promise<void> {
  const id = loadIds()[key];
  if (id === undefined) return;
  saveId(key, null);
  if (how === 'stop') await client.timers.stopTimer.mutate({ id });
  else await client.timers.acknowledgeTimer.mutate({ id });
}

export function remindOnServer(client: TTrpcClient, key: string, reminder: TTimerReminder): void {
  enqueue(key, async () => {
    await leave(client, key, 'stop');
    if (reminder.seconds < 1 || !(await pushEnabled())) return;
    const label = reminder.label.length <= LABEL_MAX ? reminder.label : `${reminder.label.slice(0, LABEL_MAX - 1)}…`;
    const timer = await client.timers.startTimer.mutate({ ...reminder, label, seconds: Math.round(reminder.seconds) });
    saveId(key, timer.id);
  });
}

/** The member stopped, paused or reset the timer: no push at its end. */
export function stopOnServer(client: TTrpcClient, key: string): void {
  enqueue(key, () => leave(client, key, 'stop'));
}

/** The page rang: the push is not needed any more. */
export function acknowledgeOnServer(client: TTrpcClient, key: string): void {
  enqueue(key, () => leave(client, key, 'ack'));
}
