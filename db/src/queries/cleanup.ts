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

/**
 * Account tokens past their expiry, sent mails after 30 days (the outbox is not an archive) and finally failed ones
 * after 90, once the admins had time to see them.
 */
export async function deleteExpiredMailRows(db: TDbOrTx): Promise<{ tokens: number; mails: number }> {
  const tokens = await db.execute(sql`delete from account_tokens where expires_at <= now()`);
  const mails = await db.execute(sql`
    delete from mail_outbox
    where (status = 'sent' and sent_at < now() - interval '30 days')
       or (status = 'failed' and failed_at < now() - interval '90 days')`);
  return { tokens: tokens.count, mails: mails.count };
}

/**
 * Household invitations 30 days after they expired (a revoked one expires as planned): until then a late click
 * still hears „abgelaufen“ or „zurückgezogen“ instead of „gibt es nicht“.
 */
export async function deleteOldHouseholdInvitations(db: TDbOrTx): Promise<number> {
  const removed = await db.execute(sql`delete from household_invitations where expires_at < now() - interval '30 days'`);
  return removed.count;
}
