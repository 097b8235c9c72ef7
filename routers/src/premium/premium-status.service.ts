import { desc, eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { subscriptions, users } from '@kochclip/db/schema';
import type { TPayments } from '../ports/payments';

export async function premiumStatus(db: TDb, params: { userId: number; payments: TPayments | undefined; now?: Date }) {
  const now = params.now ?? new Date();
  const [member] = await db
    .select({
      premiumUntil: users.premiumUntil,
      isPremium: users.isPremium,
      referralUntil: users.referralPremiumUntil,
      customerId: users.stripeCustomerId,
    })
    .from(users)
    .where(eq(users.id, params.userId));
  const [subscription] = await db
    .select({ plan: subscriptions.plan, status: subscriptions.status, currentPeriodEnd: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(eq(subscriptions.userId, params.userId))
    .orderBy(desc(subscriptions.updatedAt))
    .limit(1);
  const premiumUntil = member?.premiumUntil ?? null;
  const isPremium = Boolean(member?.isPremium && (premiumUntil === null || premiumUntil > now));
  const paidUntil = subscription?.currentPeriodEnd ?? null;
  const source = !isPremium
    ? null
    : paidUntil && paidUntil > now && (!member?.referralUntil || paidUntil >= member.referralUntil)
      ? 'subscription'
      : 'referral';
  return {
    isPremium,
    premiumUntil,
    source,
    subscription: subscription ?? null,
    canManageSubscription: Boolean(params.payments && member?.customerId),
    paymentsEnabled: Boolean(params.payments),
    publishableKey: params.payments?.publishableKey ?? null,
  } as const;
}
