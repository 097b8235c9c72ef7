import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { notificationSettings, pushSubscriptions, recipes, timers, type TTimerKind } from '@kochclip/db/schema';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX, type TPushMessage } from '../shared/push/push-message.schemas';

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/** What the member's devices show when a timer ends: the cooking timer's start as the page says it, other timers by their label. */
export function timerPush(timer: {
  kind: TTimerKind;
  label: string;
  recipeId: number | null;
  recipeTitle: string | null;
}): TPushMessage {
  const recipePath = timer.recipeId === null ? null : `/recipe/${timer.recipeId}`;
  if (timer.kind === 'cooking-start') {
    return { title: 'Es ist Zeit zu kochen!', body: clip(timer.label, PUSH_BODY_MAX), url: recipePath ?? '/' };
  }
  const ended = `Der Timer für ‚${timer.label}‘ ist abgelaufen`;
  return {
    title: clip(timer.recipeTitle ?? 'Timer abgelaufen', PUSH_TITLE_MAX),
    body: clip(ended, PUSH_BODY_MAX),
    url: recipePath === null ? '/' : timer.kind === 'step' ? `${recipePath}/kochen` : recipePath,
  };
}

/**
 * Takes a timer's reminder for sending: only a timer still running moves to `sent`, so a job that runs twice (a
 * retry, two workers) sends once, and a stopped or acknowledged timer sends nothing. Returns the message and the
 * devices of the member that allow timer reminders (checked now, not when the timer started).
 */
export async function claimTimerReminder(
  db: TDb,
  timerId: number,
): Promise<{ message: TPushMessage; subscriptionIds: number[] } | null> {
  const [claimed] = await db
    .update(timers)
    .set({ state: 'sent' })
    .where(and(eq(timers.id, timerId), eq(timers.state, 'running')))
    .returning({ userId: timers.userId, kind: timers.kind, label: timers.label, recipeId: timers.recipeId });
  if (!claimed) return null;
  const [recipe] =
    claimed.recipeId === null
      ? []
      : await db.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, claimed.recipeId)).limit(1);
  const devices = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, claimed.userId), sql`coalesce(${notificationSettings.timerReminders}, true)`))
    .orderBy(asc(pushSubscriptions.id));
  return {
    message: timerPush({ ...claimed, recipeTitle: recipe?.title ?? null }),
    subscriptionIds: devices.map((d) => d.id),
  };
}

/** Ended timers stay a day (a late acknowledgement still finds its timer); the daily cleanup removes them then. */
export async function deleteEndedTimers(db: TDbOrTx): Promise<number> {
  const removed = await db
    .delete(timers)
    .where(lt(timers.endsAt, sql`now() - interval '1 day'`))
    .returning({ id: timers.id });
  return removed.length;
}
