import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '@kochclip/db';
import { subscriptions } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { queueMemberMail } from '../shared/mail/member-mail';

/**
 * The confirmation mail of a paid subscription, once: the first path that sees it paid (the webhook's subscription
 * or invoice event, or verify-payment after the checkout) claims it on the row; the others find it claimed.
 */
export async function confirmSubscriptionOnce(
  tx: TTx,
  jobs: TJobQueue | undefined,
  params: { userId: number; subscription: SQL | undefined },
): Promise<void> {
  const claimed = await tx
    .update(subscriptions)
    .set({ confirmationMailedAt: sql`now()` })
    .where(and(params.subscription, isNull(subscriptions.confirmationMailedAt)))
    .returning({ id: subscriptions.id });
  if (claimed.length > 0) await queueMemberMail(tx, jobs, params.userId, 'premium-confirmed', {});
}
