import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../client';

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
