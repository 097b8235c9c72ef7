import { count, desc, eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { mailOutbox } from '@kochclip/db/schema';

const RECENT_FAILURES = 20;

/** What the admins' System tab shows of the outbox: how many wait, and the newest mails that finally failed. */
export async function outboxStatus(db: TDb) {
  const [[pending], [failedCount], failed] = await Promise.all([
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'pending')),
    db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed')),
    db
      .select({
        id: mailOutbox.id,
        recipient: mailOutbox.recipient,
        template: mailOutbox.template,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        failedAt: mailOutbox.failedAt,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, 'failed'))
      .orderBy(desc(mailOutbox.id))
      .limit(RECENT_FAILURES),
  ]);
  return { pending: pending?.n ?? 0, failedCount: failedCount?.n ?? 0, failed };
}
