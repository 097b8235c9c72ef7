import type { TDb } from '@kochclip/db';
import { takeWithinLimits, type TLimitedBucket, type TRateLimitState } from '@kochclip/db/queries';
import { AppError } from '../errors';

/**
 * Per-member budgets for the writes that others see or that grow a member's data (docs/features.md, "Limits"): each kind
 * has a budget per minute (against bursts and scripts) and one per day (against a slow steady flood). One write
 * takes one unit from both windows before it runs, in the rate_limits table the login limiter uses; a write
 * refused with 429 takes nothing, so hammering does not use up the day. Replies count as comments.
 */
export const WRITE_KINDS = [
  'comment',
  'rating',
  'communityPhoto',
  'challengeEntry',
  'collection',
  'cookbook',
  'follow',
  'shoppingList',
  'mealPlan',
  'recipeEdit',
] as const;
export type TWriteKind = (typeof WRITE_KINDS)[number];

export interface TWriteBudget {
  perMinute: number;
  perDay: number;
}

export type TWriteBudgets = Record<TWriteKind, TWriteBudget>;

export const DEFAULT_WRITE_BUDGETS: TWriteBudgets = {
  comment: { perMinute: 10, perDay: 200 },
  rating: { perMinute: 20, perDay: 300 },
  communityPhoto: { perMinute: 5, perDay: 50 },
  challengeEntry: { perMinute: 5, perDay: 20 },
  collection: { perMinute: 30, perDay: 500 },
  cookbook: { perMinute: 30, perDay: 500 },
  follow: { perMinute: 30, perDay: 300 },
  // Lists: creating, sharing, adding recipes, cookbooks, weeks and free-text items (checking off is free).
  shoppingList: { perMinute: 60, perDay: 1000 },
  // Meal plan entries added (moving, changing and removing are free).
  mealPlan: { perMinute: 60, perDay: 1000 },
  // „Rezepte bearbeiten“: recipes written by hand, saved and restored through the editor API.
  recipeEdit: { perMinute: 20, perDay: 300 },
};

/** What the member did too often, as the 429 says it. */
const TOO_MANY: Record<TWriteKind, string> = {
  comment: 'Du hast in kurzer Zeit zu viele Kommentare geschrieben.',
  rating: 'Du hast in kurzer Zeit zu viele Bewertungen abgegeben.',
  communityPhoto: 'Du hast in kurzer Zeit zu viele Bilder hochgeladen.',
  challengeEntry: 'Du hast in kurzer Zeit zu viele Challenge-Beiträge eingereicht.',
  collection: 'Du hast in kurzer Zeit zu viele Änderungen an Sammlungen vorgenommen.',
  cookbook: 'Du hast in kurzer Zeit zu viele Änderungen an Kochbüchern vorgenommen.',
  follow: 'Du bist in kurzer Zeit zu vielen Mitgliedern gefolgt.',
  shoppingList: 'Du hast in kurzer Zeit zu viele Änderungen an Einkaufslisten vorgenommen.',
  mealPlan: 'Du hast in kurzer Zeit zu viele Rezepte in den Wochenplan gelegt.',
  recipeEdit: 'Du hast in kurzer Zeit zu viele Rezepte gespeichert.',
};

const MINUTE_SECONDS = 60;
const DAY_SECONDS = 24 * 60 * 60;

/** "45 Sekunden", "1 Minute", "3 Stunden": the wait, rounded up to the unit that reads naturally. */
export function germanWait(seconds: number): string {
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (seconds < MINUTE_SECONDS) return unit(seconds, 'Sekunde', 'Sekunden');
  if (seconds < 60 * MINUTE_SECONDS) return unit(Math.ceil(seconds / MINUTE_SECONDS), 'Minute', 'Minuten');
  return unit(Math.ceil(seconds / (60 * MINUTE_SECONDS)), 'Stunde', 'Stunden');
}

/** The German 429 (with Retry-After) for buckets that are spent: `reason` says what was done too often. */
function tooMany(reason: string, blocking: readonly TRateLimitState[]): AppError {
  const resetAt = Math.max(...blocking.map((state) => state.resetAt.getTime()));
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  return new AppError('TOO_MANY_REQUESTS', `${reason} Bitte versuche es in ${germanWait(seconds)} erneut.`, undefined, seconds);
}

/**
 * Takes one from each of `buckets` (all or none), or throws the German 429 with Retry-After. For budgets of their
 * own beside the write kinds (archives moved in, timers started).
 */
export async function spendWithinLimits(db: TDb, buckets: readonly TLimitedBucket[], reason: string): Promise<void> {
  const result = await takeWithinLimits(db, buckets);
  if (!result.taken) throw tooMany(reason, result.blocking);
}

/** What taking a write needs from a procedure's (or an upload route's) context. */
export interface TWriteBudgetContext {
  db: TDb;
  config: { writeBudgets: TWriteBudgets };
  user: { id: number };
}

/** Takes one write of `kind` from the member's budgets, or throws the German 429 with Retry-After. */
export async function spendWriteBudget(ctx: TWriteBudgetContext, kind: TWriteKind): Promise<void> {
  const { perMinute, perDay } = ctx.config.writeBudgets[kind];
  const key = `write:${kind}:${ctx.user.id}`;
  await spendWithinLimits(
    ctx.db,
    [
      { key: `${key}:minute`, windowSeconds: MINUTE_SECONDS, limit: perMinute },
      { key: `${key}:day`, windowSeconds: DAY_SECONDS, limit: perDay },
    ],
    TOO_MANY[kind],
  );
}
