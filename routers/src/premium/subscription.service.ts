import { and, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { payments as paymentRows, subscriptions, users, type TPlan } from '@kochclip/db/schema';
import type { TSessionUser } from '../shared/session-user.schemas';
import type { TJobQueue } from '../ports/job-queue';
import { AppError } from '../errors';
import { PAYMENT_PROVIDER_FAILED, PAYMENTS_NOT_CONFIGURED, type TPayments } from '../ports/payments';
import { confirmSubscriptionOnce } from './premium-mails';
import { refreshPremium } from '../shared/premium-state';

function requirePayments(payments: TPayments | undefined): TPayments {
  if (!payments) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
  return payments;
}

/** Provider failures are the provider's, not ours: a German 502 instead of a 500 with its internals. */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('BAD_GATEWAY', PAYMENT_PROVIDER_FAILED);
  }
}

async function customerIdOf(db: TDb, payments: TPayments, member: TSessionUser): Promise<string> {
  const [row] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, member.id));
  const customerId = await provider(() =>
    payments.ensureCustomer({
      id: member.id,
      email: member.email,
      username: member.username,
      customerId: row?.customerId ?? null,
    }),
  );
  if (customerId !== row?.customerId) {
    // Only the first customer sticks, so two racing requests cannot leave the member with two.
    await db
      .update(users)
      .set({ stripeCustomerId: customerId })
      .where(and(eq(users.id, member.id), isNull(users.stripeCustomerId)));
    const [stored] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, member.id));
    return stored?.customerId ?? customerId;
  }
  return customerId;
}

export async function createSubscription(
  db: TDb,
  params: { payments: TPayments | undefined; member: TSessionUser; plan: TPlan },
): Promise<{ clientSecret: string }> {
  const payments = requirePayments(params.payments);
  const customerId = await customerIdOf(db, payments, params.member);
  const created = await provider(() => payments.createSubscription({ customerId, userId: params.member.id, plan: params.plan }));
  await db
    .insert(subscriptions)
    .values({ userId: params.member.id, plan: params.plan, status: created.status, stripeSubscriptionId: created.subscriptionId })
    .onConflictDoNothing({ target: subscriptions.stripeSubscriptionId });
  return { clientSecret: created.clientSecret };
}

const PLAN_MONTHS: Record<TPlan, number> = { monthly: 1, yearly: 12 };

function addMonths(date: Date, months: number): Date {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/**
 * After Stripe's redirect: the payment must exist at Stripe, belong to this member's customer and have
 * succeeded. The payment row (unique by intent id) makes a second call a no-op.
 */
export async function verifyPayment(
  db: TDb,
  params: { payments: TPayments | undefined; member: TSessionUser; paymentIntentId: string; jobs?: TJobQueue },
): Promise<{ success: boolean }> {
  const payments = requirePayments(params.payments);
  const [member] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, params.member.id));
  if (!member?.customerId) return { success: false };
  const customerId = member.customerId;
  const intent = await provider(() => payments.retrievePaymentIntent(params.paymentIntentId));
  if (!intent || intent.customerId !== customerId || intent.status !== 'succeeded') return { success: false };
  const paid = await provider(() => payments.findPaidSubscription(customerId));

  await db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ id: subscriptions.id, plan: subscriptions.plan })
      .from(subscriptions)
      .where(eq(subscriptions.userId, params.member.id))
      .orderBy(desc(subscriptions.createdAt))
      .limit(1);
    const plan = paid?.plan ?? latest?.plan ?? 'monthly';
    const inserted = await tx
      .insert(paymentRows)
      .values({
        userId: params.member.id,
        plan,
        paymentIntentId: intent.id,
        amountCents: Math.max(intent.amountCents, 1),
        currency: intent.currency,
        status: intent.status,
      })
      .onConflictDoNothing({ target: paymentRows.paymentIntentId })
      .returning({ id: paymentRows.id });
    if (inserted.length === 0) return;
    // Stripe's view of the period wins; until its webhook arrives, the plan's length from now.
    const periodEnd = paid?.currentPeriodEnd ?? addMonths(new Date(), PLAN_MONTHS[plan]);
    let confirmed: SQL;
    if (paid) {
      confirmed = eq(subscriptions.stripeSubscriptionId, paid.id);
      await tx
        .insert(subscriptions)
        .values({
          userId: params.member.id,
          plan,
          status: paid.status,
          stripeSubscriptionId: paid.id,
          currentPeriodEnd: periodEnd,
        })
        .onConflictDoUpdate({
          target: subscriptions.stripeSubscriptionId,
          set: { status: paid.status, currentPeriodEnd: periodEnd, updatedAt: new Date() },
          setWhere: isNull(subscriptions.lastEventAt),
        });
    } else if (latest) {
      confirmed = eq(subscriptions.id, latest.id);
      await tx
        .update(subscriptions)
        .set({ status: 'active', currentPeriodEnd: periodEnd, updatedAt: new Date() })
        .where(eq(subscriptions.id, latest.id));
    } else {
      const [row] = await tx
        .insert(subscriptions)
        .values({ userId: params.member.id, plan, status: 'active', currentPeriodEnd: periodEnd })
        .returning({ id: subscriptions.id });
      confirmed = eq(subscriptions.id, row?.id ?? 0);
    }
    await refreshPremium(tx, params.member.id);
    await confirmSubscriptionOnce(tx, params.jobs, { userId: params.member.id, subscription: confirmed });
  });
  return { success: true };
}

export async function createPortalSession(
  db: TDb,
  params: { payments: TPayments | undefined; member: TSessionUser },
): Promise<{ url: string }> {
  const payments = requirePayments(params.payments);
  const [member] = await db.select({ customerId: users.stripeCustomerId }).from(users).where(eq(users.id, params.member.id));
  const customerId = member?.customerId;
  if (!customerId) throw new AppError('BAD_REQUEST', 'Du hast noch kein Abonnement, das du verwalten kannst.');
  return provider(() => payments.createPortalSession(customerId));
}
