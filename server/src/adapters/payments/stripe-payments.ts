import type Stripe from 'stripe';
import { PLANS, type TPlan } from '@kochclip/db/schema';
import type { TBillingEvent, TPayments, TProviderSubscription } from '@kochclip/routers/ports';

export interface TStripeConfig {
  secretKey: string;
  publishableKey: string | null;
  webhookSecret: string | null;
  /** Price ids; when absent, prices are looked up by the lookup keys `kochclip_monthly` / `kochclip_yearly`. */
  prices: Partial<Record<TPlan, string>>;
  /** Where the billing portal sends the member back to. */
  returnUrl: string;
  /** Another Stripe-compatible endpoint (tests run the real SDK against a local fake). */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export const PRICE_LOOKUP_KEYS: Record<TPlan, string> = { monthly: 'kochclip_monthly', yearly: 'kochclip_yearly' };
/** Stripe's webhook signature tolerance (seconds); older signatures are refused as replays. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface TStripeBilling {
  payments: TPayments;
  /** Verifies the signature of a webhook delivery and reduces the event; rejects on a bad or old signature. */
  parseWebhook: ((rawBody: Buffer, signature: string) => Promise<TBillingEvent>) | null;
}

const toDate = (seconds: number | null | undefined) => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);
const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function userIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  const value = Number(metadata?.userId);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

function planOf(subscription: Stripe.Subscription): TPlan | null {
  const fromMetadata = PLANS.find((plan) => plan === subscription.metadata.plan);
  if (fromMetadata) return fromMetadata;
  const interval = subscription.items.data[0]?.price.recurring?.interval;
  return interval === 'year' ? 'yearly' : interval === 'month' ? 'monthly' : null;
}

function toProviderSubscription(subscription: Stripe.Subscription): TProviderSubscription {
  // Since API version 2025-03-31 the period lives on the subscription items.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    id: subscription.id,
    status: subscription.status,
    plan: planOf(subscription),
    userId: userIdOf(subscription.metadata),
    customerId: idOf(subscription.customer),
    currentPeriodEnd: periodEnds.length > 0 ? toDate(Math.max(...periodEnds)) : null,
  };
}

function toBillingEvent(event: Stripe.Event): TBillingEvent {
  const base = { eventId: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  switch (event.type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return {
        ...base,
        kind: 'subscription',
        deleted: event.type === 'customer.subscription.deleted',
        subscription: toProviderSubscription(event.data.object),
      };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const ends = invoice.lines.data.map((line) => line.period.end);
      return {
        ...base,
        kind: event.type === 'invoice.paid' ? 'invoice-paid' : 'invoice-failed',
        subscriptionId: idOf(details?.subscription),
        userId: userIdOf(details?.metadata),
        customerId: idOf(invoice.customer),
        periodEnd: ends.length > 0 ? toDate(Math.max(...ends)) : null,
      };
    }
    default:
      return { ...base, kind: 'other' };
  }
}

/** The payment provider through the real Stripe SDK, loaded with the first payment call (only when keys are set). */
export function createStripeBilling(config: TStripeConfig): TStripeBilling {
  let client: Promise<{ stripe: Stripe; sdk: typeof Stripe }> | undefined;
  const load = () =>
    (client ??= import('stripe').then(({ default: StripeSdk }) => ({
      sdk: StripeSdk,
      stripe: new StripeSdk(config.secretKey, {
        maxNetworkRetries: 1,
        timeout: 20_000,
        appInfo: { name: 'Kochclip' },
        ...(config.api ? { host: config.api.host, port: config.api.port, protocol: config.api.protocol } : {}),
      }),
    })));
  const priceCache = new Map<TPlan, string>();

  async function priceFor(plan: TPlan): Promise<string> {
    const configured = config.prices[plan] ?? priceCache.get(plan);
    if (configured) return configured;
    const { stripe } = await load();
    const found = await stripe.prices.list({ lookup_keys: [PRICE_LOOKUP_KEYS[plan]], active: true, limit: 1 });
    const price = found.data[0]?.id;
    if (!price) throw new Error(`Kein Stripe-Preis mit lookup_key ${PRICE_LOOKUP_KEYS[plan]}`);
    priceCache.set(plan, price);
    return price;
  }

  const payments: TPayments = {
    publishableKey: config.publishableKey,
    async ensureCustomer(member) {
      if (member.customerId) return member.customerId;
      const { stripe } = await load();
      const customer = await stripe.customers.create(
        { email: member.email, name: member.username, metadata: { userId: String(member.id) } },
        { idempotencyKey: `kochclip-customer-${member.id}` },
      );
      return customer.id;
    },
    async createSubscription({ customerId, userId, plan }) {
      const { stripe } = await load();
      const subscription = await stripe.subscriptions.create({
        customer: customerId,
        items: [{ price: await priceFor(plan) }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: { userId: String(userId), plan },
        expand: ['latest_invoice.confirmation_secret'],
      });
      const invoice = subscription.latest_invoice;
      const clientSecret = typeof invoice === 'object' ? invoice?.confirmation_secret?.client_secret : undefined;
      if (!clientSecret) throw new Error('Stripe lieferte kein client_secret für die erste Rechnung');
      return { subscriptionId: subscription.id, status: subscription.status, clientSecret };
    },
    async retrievePaymentIntent(id) {
      const { stripe, sdk } = await load();
      try {
        const intent = await stripe.paymentIntents.retrieve(id);
        return {
          id: intent.id,
          status: intent.status,
          customerId: idOf(intent.customer),
          amountCents: intent.amount,
          currency: intent.currency,
        };
      } catch (error) {
        if (error instanceof sdk.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async findPaidSubscription(customerId) {
      const { stripe } = await load();
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 10 });
      const paid = list.data
        .filter((s) => s.status === 'active' || s.status === 'trialing')
        .sort((a, b) => b.created - a.created)[0];
      return paid ? toProviderSubscription(paid) : null;
    },
    async cancelSubscriptions(customerId) {
      const { stripe } = await load();
      const list = await stripe.subscriptions.list({ customer: customerId, status: 'all', limit: 100 });
      const running = list.data.filter((s) => s.status !== 'canceled' && s.status !== 'incomplete_expired');
      for (const subscription of running) await stripe.subscriptions.cancel(subscription.id);
    },
    async createPortalSession(customerId) {
      const { stripe } = await load();
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: config.returnUrl });
      return { url: session.url };
    },
  };

  const webhookSecret = config.webhookSecret;
  return {
    payments,
    parseWebhook: webhookSecret
      ? async (rawBody, signature) => {
          const { stripe } = await load();
          return toBillingEvent(stripe.webhooks.constructEvent(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS));
        }
      : null,
  };
}
