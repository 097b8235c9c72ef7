import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../client';

/** Views dedupe within 30 minutes (recipe-detail.service); older rows only take space. */
const VIEW_RETENTION = sql`interval '1 day'`;

/** Deletes view rows past the dedupe window and rate-limit windows that have ended; returns the counts. */
export async function deleteStaleCounters(db: TDbOrTx): Promise<{ views: number; rateLimits: number }> {
  const views = await db.execute(sql`delete from recipe_views where viewed_at < now() - ${VIEW_RETENTION}`);
  const rateLimits = await db.execute(sql`delete from rate_limits where reset_at <= now()`);
  return { views: views.count, rateLimits: rateLimits.count };
}
