import { eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '@kochclip/db';
import { subscriptions, users, webhookEvents } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { queueMemberMail } from '../shared/mail/member-mail';
import { confirmSubscriptionOnce } from './premium-mails';
import type { TBillingEvent, TProviderSubscription } from '../ports/payments';
import { PAID_STATUSES, refreshPremium } from '../shared/premium-state';

export type TBillingOutcome = 'applied' | 'duplicate' | 'ignored' | 'unknown-member';

/** Stripe never revives these; a late 'active' for such a subscription is an old event. */
const FINAL_STATUSES = new Set(['canceled', 'incomplete_expired']);
const paidStatuses: ReadonlySet<string> = new Set(PAID_STATUSES);

async function memberOf(tx: TTx, ids: { userId: number | null; customerId: string | null; subscriptionId: string | null }) {
  if (ids.userId !== null) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, ids.userId));
    if (row) return row.id;
  }
  if (ids.subscriptionId) {
    const [row] = await tx
      .select({ id: subscriptions.userId })
      .from(subscriptions)
      .where(eq(subscriptions.stripeSubscriptionId, ids.subscriptionId));
    if (row) return row.id;
  }
  if (ids.customerId) {
    const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.stripeCustomerId, ids.customerId));
    if (row) return row.id;
  }
  return null;
}

async function applySubscription(
  tx: TTx,
  jobs: TJobQueue | undefined,
  event: { createdAt: Date; deleted: boolean },
  sub: TProviderSubscription,
): Promise<TBillingOutcome> {
  const userId = await memberOf(tx, { userId: sub.userId, customerId: sub.customerId, subscriptionId: sub.id });
  if (userId === null) return 'unknown-member';
  const status = event.deleted ? 'canceled' : sub.status;
  const [current] = await tx
    .select({ status: subscriptions.status, lastEventAt: subscriptions.lastEventAt })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, sub.id))
    .for('update');
  if (current && current.lastEventAt && current.lastEventAt > event.createdAt) return 'ignored';
  if (current && FINAL_STATUSES.has(current.status) && !FINAL_STATUSES.has(status)) return 'ignored';
  // An ended subscription no longer pays for anything, whatever period it still names.
  const currentPeriodEnd = paidStatuses.has(status) ? sub.currentPeriodEnd : null;
  await tx
    .insert(subscriptions)
    .values({
      userId,
      plan: sub.plan ?? 'monthly',
      status,
      stripeSubscriptionId: sub.id,
      currentPeriodEnd,
      lastEventAt: event.createdAt,
    })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        status,
        currentPeriodEnd,
        lastEventAt: event.createdAt,
        updatedAt: new Date(),
        ...(sub.plan ? { plan: sub.plan } : {}),
      },
    });
  await refreshPremium(tx, userId);
  if (status === 'active' || status === 'trialing') {
    await confirmSubscriptionOnce(tx, jobs, { userId, subscription: eq(subscriptions.stripeSubscriptionId, sub.id) });
  }
  const wasPaid = current !== undefined && paidStatuses.has(current.status);
  if (wasPaid && !paidStatuses.has(status)) await queueMemberMail(tx, jobs, userId, 'premium-ended', {});
  return 'applied';
}

async function applyInvoicePaid(
  tx: TTx,
  jobs: TJobQueue | undefined,
  event: { createdAt: Date },
  invoice: { subscriptionId: string | null; userId: number | null; customerId: string | null; periodEnd: Date | null },
): Promise<TBillingOutcome> {
  const userId = await memberOf(tx, invoice);
  if (userId === null) return 'unknown-member';
  if (!invoice.subscriptionId || !invoice.periodEnd) return 'ignored';
  const [current] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, invoice.subscriptionId))
    .for('update');
  if (current && FINAL_STATUSES.has(current.status)) return 'ignored';
  // A paid invoice only ever moves the period end forward, so its order among other events does not matter.
  await tx
    .insert(subscriptions)
    .values({
      userId,
      plan: 'monthly',
      status: 'active',
      stripeSubscriptionId: invoice.subscriptionId,
      currentPeriodEnd: invoice.periodEnd,
    })
    .onConflictDoUpdate({
      target: subscriptions.stripeSubscriptionId,
      set: {
        status: sql`case when ${subscriptions.status} in ('incomplete', 'past_due', 'unpaid') then 'active' else ${subscriptions.status} end`,
        currentPeriodEnd: sql`greatest(${subscriptions.currentPeriodEnd}, ${invoice.periodEnd.toISOString()}::timestamptz)`,
        updatedAt: new Date(),
      },
    });
  await refreshPremium(tx, userId);
  // The first payment of a subscription confirms it; a renewal finds the confirmation sent.
  await confirmSubscriptionOnce(tx, jobs, {
    userId,
    subscription: eq(subscriptions.stripeSubscriptionId, invoice.subscriptionId),
  });
  return 'applied';
}

/** A renewal that could not be charged: the member hears of it while premium still runs (past_due). */
async function applyInvoiceFailed(
  tx: TTx,
  jobs: TJobQueue | undefined,
  invoice: { subscriptionId: string | null; userId: number | null; customerId: string | null },
): Promise<TBillingOutcome> {
  const userId = await memberOf(tx, invoice);
  if (userId === null) return 'unknown-member';
  if (!invoice.subscriptionId) return 'ignored';
  const [current] = await tx
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.stripeSubscriptionId, invoice.subscriptionId));
  if (!current || !paidStatuses.has(current.status)) return 'ignored';
  await queueMemberMail(tx, jobs, userId, 'premium-renewal-failed', {});
  return 'applied';
}

/**
 * Applies a verified provider event once (the event id is recorded in the same transaction as its effect).
 * A failed payment changes nothing but a mail: premium lasts to the period end, and Stripe's subscription update
 * (past_due, later canceled or unpaid) carries the consequences. Mails (confirmation, failed renewal, end) go into
 * the outbox in the event's transaction, so a redelivered event sends none twice.
 */
export async function applyBillingEvent(db: TDb, event: TBillingEvent, jobs?: TJobQueue): Promise<TBillingOutcome> {
  return db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ id: event.eventId, type: event.type })
      .onConflictDoNothing({ target: webhookEvents.id })
      .returning({ id: webhookEvents.id });
    if (recorded.length === 0) return 'duplicate';
    switch (event.kind) {
      case 'subscription':
        return applySubscription(tx, jobs, event, event.subscription);
      case 'invoice-paid':
        return applyInvoicePaid(tx, jobs, event, event);
      case 'invoice-failed':
        return applyInvoiceFailed(tx, jobs, event);
      case 'other':
        return 'ignored';
    }
  });
}
