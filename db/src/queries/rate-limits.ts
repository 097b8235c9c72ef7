import { sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../client';

export interface TRateLimitState {
  count: number;
  resetAt: Date;
}

/** Adds one hit to a fixed window counter and returns the new state, atomically. */
export async function hitRateLimit(db: TDbOrTx, key: string, windowSeconds: number): Promise<TRateLimitState> {
  const rows = await db.execute<{ count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning count, reset_at`);
  const row = rows[0];
  if (!row) throw new Error('rate limit upsert returned no row');
  return { count: row.count, resetAt: new Date(row.reset_at) };
}

/** Reads a counter without changing it; an expired window counts as zero. */
export async function peekRateLimit(db: TDbOrTx, key: string): Promise<TRateLimitState> {
  const rows = await db.execute<{ count: number; reset_at: string | Date }>(
    sql`select count, reset_at from rate_limits where key = ${key} and reset_at > now()`,
  );
  const row = rows[0];
  return row ? { count: row.count, resetAt: new Date(row.reset_at) } : { count: 0, resetAt: new Date() };
}

export async function clearRateLimit(db: TDbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

export interface TRateLimitBucket {
  key: string;
  windowSeconds: number;
}

/**
 * Takes one unit from each bucket in a single statement (a multi-row upsert), before the work it guards runs:
 * concurrent takers queue on the row locks, so each sees the count including every earlier take. Keys must
 * be distinct. The states come back in the order of `buckets`.
 */
export async function takeRateLimits(db: TDbOrTx, buckets: readonly TRateLimitBucket[]): Promise<TRateLimitState[]> {
  if (buckets.length === 0) return [];
  const values = sql.join(
    buckets.map((b) => sql`(${b.key}, 1, now() + make_interval(secs => ${b.windowSeconds}))`),
    sql`, `,
  );
  const rows = await db.execute<{ key: string; count: number; reset_at: string | Date }>(sql`
    insert into rate_limits (key, count, reset_at)
    values ${values}
    on conflict (key) do update set
      count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
      reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
    returning key, count, reset_at`);
  const byKey = new Map(rows.map((row) => [row.key, { count: row.count, resetAt: new Date(row.reset_at) }]));
  return buckets.map((b) => {
    const state = byKey.get(b.key);
    if (!state) throw new Error(`rate limit upsert returned no row for ${b.key}`);
    return state;
  });
}

/** Gives one unit back to each bucket whose window is still open (an attempt that turned out to be legitimate). */
export async function refundRateLimits(db: TDbOrTx, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`
    update rate_limits set count = greatest(count - 1, 0)
    where key in (${sql.join(keys.map((k) => sql`${k}`), sql`, `)}) and reset_at > now()`);
}

/** Sets a marker key that lasts `seconds` from now (renewed on every call). */
export async function markRateLimitKey(db: TDbOrTx, key: string, seconds: number): Promise<void> {
  await db.execute(sql`
    insert into rate_limits (key, count, reset_at) values (${key}, 1, now() + make_interval(secs => ${seconds}))
    on conflict (key) do update set count = 1, reset_at = excluded.reset_at`);
}

export interface TLimitedBucket extends TRateLimitBucket {
  /** Units the window allows. */
  limit: number;
}

export type TLimitedTake = { taken: true } | { taken: false; blocking: TRateLimitState[] };

/**
 * Takes one unit from every bucket only when each of them has room; a refused take changes nothing, so a
 * client that keeps hammering does not use up a longer window with attempts a shorter one refused. The first
 * statement creates or resets the rows and locks them (concurrent takers queue there and each sees the count
 * including every earlier take), the second counts. Keys must be distinct.
 */
export async function takeWithinLimits(db: TDb, buckets: readonly TLimitedBucket[]): Promise<TLimitedTake> {
  if (buckets.length === 0) return { taken: true };
  // One lock order for everyone, so two takers of overlapping buckets never wait on each other in a circle.
  const ordered = [...buckets].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    const values = sql.join(
      ordered.map((b) => sql`(${b.key}, 0, now() + make_interval(secs => ${b.windowSeconds}))`),
      sql`, `,
    );
    const rows = await tx.execute<{ key: string; count: number; reset_at: string | Date }>(sql`
      insert into rate_limits (key, count, reset_at)
      values ${values}
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 0 else rate_limits.count end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning key, count, reset_at`);
    const byKey = new Map(rows.map((row) => [row.key, { count: row.count, resetAt: new Date(row.reset_at) }]));
    const blocking = ordered.flatMap((b) => {
      const state = byKey.get(b.key);
      if (!state) throw new Error(`rate limit upsert returned no row for ${b.key}`);
      return state.count >= b.limit ? [state] : [];
    });
    if (blocking.length > 0) return { taken: false, blocking };
    await tx.execute(sql`
      update rate_limits set count = count + 1
      where key in (${sql.join(
        ordered.map((b) => sql`${b.key}`),
        sql`, `,
      )})`);
    return { taken: true };
  });
}
