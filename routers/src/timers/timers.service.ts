import { and, asc, count, eq, gt, or, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { recipes, timers } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { AppError } from '../errors';
import { spendWithinLimits } from '../shared/write-budgets';
import {
  COOKING_TIMER_MAX_SECONDS,
  COOKING_TIMER_TOO_FAR,
  MAX_RUNNING_TIMERS,
  STEP_TIMER_MAX_SECONDS,
  STEP_TIMER_TOO_LONG,
  TIMER_IN_PAST,
  TIMER_NOT_FOUND,
  TOO_MANY_TIMERS,
  type TStartTimerInput,
  type TTimer,
} from './timers.schemas';

const PUSH_UNAVAILABLE = 'Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet.';
/** Timers started per member: pausing and resuming restarts one, so a cook starts a few dozen an evening at most. */
const STARTS_PER_MINUTE = 60;
const STARTS_PER_DAY = 1000;

const timerColumns = {
  id: timers.id,
  kind: timers.kind,
  label: timers.label,
  recipeId: timers.recipeId,
  endsAt: timers.endsAt,
};

function endOf(input: TStartTimerInput, now: number): Date {
  const endsAt = input.seconds !== undefined ? now + input.seconds * 1000 : Date.parse(input.endsAt ?? '');
  if (!(endsAt > now)) throw new AppError('BAD_REQUEST', TIMER_IN_PAST);
  const step = input.kind !== 'cooking-start';
  const maxMs = (step ? STEP_TIMER_MAX_SECONDS : COOKING_TIMER_MAX_SECONDS) * 1000;
  if (endsAt - now > maxMs) throw new AppError('BAD_REQUEST', step ? STEP_TIMER_TOO_LONG : COOKING_TIMER_TOO_FAR);
  return new Date(endsAt);
}

async function takeStart(db: TDb, userId: number): Promise<void> {
  const key = `timers:${userId}`;
  await spendWithinLimits(
    db,
    [
      { key: `${key}:minute`, windowSeconds: 60, limit: STARTS_PER_MINUTE },
      { key: `${key}:day`, windowSeconds: 24 * 60 * 60, limit: STARTS_PER_DAY },
    ],
    'Du hast in kurzer Zeit zu viele Timer gestellt.',
  );
}

/**
 * Stores a running timer and schedules its reminder in one transaction, so the job exists exactly when the timer
 * does. The member's timers are counted under a per-member lock, so parallel starts cannot pass the cap together.
 */
export async function startTimer(
  db: TDb,
  jobs: TJobQueue | undefined,
  params: { userId: number; input: TStartTimerInput },
): Promise<TTimer> {
  if (!jobs) throw new AppError('SERVICE_UNAVAILABLE', PUSH_UNAVAILABLE);
  const { userId, input } = params;
  const endsAt = endOf(input, Date.now());
  if (input.recipeId !== undefined) {
    const [recipe] = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipeId), or(eq(recipes.visibility, 'public'), eq(recipes.createdById, userId))))
      .limit(1);
    if (!recipe) throw new AppError('NOT_FOUND', 'Rezept nicht gefunden.');
  }
  await takeStart(db, userId);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kochclip:timers'), ${userId})`);
    const [running] = await tx
      .select({ n: count() })
      .from(timers)
      .where(and(eq(timers.userId, userId), eq(timers.state, 'running'), gt(timers.endsAt, sql`now()`)));
    if ((running?.n ?? 0) >= MAX_RUNNING_TIMERS) throw new AppError('BAD_REQUEST', TOO_MANY_TIMERS);
    const [timer] = await tx
      .insert(timers)
      .values({ userId, kind: input.kind, label: input.label, recipeId: input.recipeId ?? null, endsAt })
      .returning(timerColumns);
    if (!timer) throw new Error('timer insert returned nothing');
    await jobs.enqueueTimerReminder(timer.id, endsAt, tx);
    return timer;
  });
}

/** The member's running timers, soonest first. */
export async function listTimers(db: TDb, userId: number): Promise<TTimer[]> {
  return db
    .select(timerColumns)
    .from(timers)
    .where(and(eq(timers.userId, userId), eq(timers.state, 'running'), gt(timers.endsAt, sql`now()`)))
    .orderBy(asc(timers.endsAt), asc(timers.id));
}

/**
 * Moves the member's own timer out of `running` (stopped by the member, or acknowledged because the page rang).
 * Idempotent for the member's own timer whatever its state; another member's timer is not found.
 */
async function leaveRunning(db: TDb, params: { userId: number; id: number; to: 'stopped' | 'acked' }) {
  const mine = and(eq(timers.id, params.id), eq(timers.userId, params.userId));
  const changed = await db
    .update(timers)
    .set({ state: params.to })
    .where(and(mine, eq(timers.state, 'running')))
    .returning({ id: timers.id });
  if (changed.length > 0) return { success: true as const };
  const [exists] = await db.select({ id: timers.id }).from(timers).where(mine).limit(1);
  if (!exists) throw new AppError('NOT_FOUND', TIMER_NOT_FOUND);
  return { success: true as const };
}

export const stopTimer = (db: TDb, params: { userId: number; id: number }) => leaveRunning(db, { ...params, to: 'stopped' });
export const acknowledgeTimer = (db: TDb, params: { userId: number; id: number }) => leaveRunning(db, { ...params, to: 'acked' });
