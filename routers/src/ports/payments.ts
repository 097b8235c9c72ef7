import type { TPlan } from '@kochclip/db/schema';

/** What the premium service needs from the payment provider. Implemented with the Stripe SDK in server/. */
export interface TPayments {
  /** For Stripe.js in the browser. */
  publishableKey: string | null;
  ensureCustomer: (member: { id: number; email: string; username: string; customerId: string | null }) => Promise<string>;
  /** An incomplete subscription whose first invoice the member pays with the Payment Element. */
  createSubscription: (params: { customerId: string; userId: number; plan: TPlan }) => Promise<TCreatedSubscription>;
  /** null when the provider does not know the id. */
  retrievePaymentIntent: (id: string) => Promise<TPaymentIntent | null>;
  /** The customer's newest subscription that is paid up (active or trialing), if any. */
  findPaidSubscription: (customerId: string) => Promise<TProviderSubscription | null>;
  /** Cancels at once every subscription of the customer Stripe would still bill (account deletion). */
  cancelSubscriptions: (customerId: string) => Promise<void>;
  /** Stripe's billing portal (cancel, change card); it returns the member to the premium page. */
  createPortalSession: (customerId: string) => Promise<{ url: string }>;
}

export interface TCreatedSubscription {
  subscriptionId: string;
  status: string;
  clientSecret: string;
}

export interface TPaymentIntent {
  id: string;
  status: string;
  customerId: string | null;
  amountCents: number;
  currency: string;
}

export interface TProviderSubscription {
  id: string;
  status: string;
  plan: TPlan | null;
  userId: number | null;
  customerId: string | null;
  currentPeriodEnd: Date | null;
}

export const PAYMENTS_NOT_CONFIGURED = 'Zahlungen sind derzeit nicht eingerichtet.';
export const PAYMENT_PROVIDER_FAILED = 'Der Zahlungsanbieter ist gerade nicht erreichbar. Bitte versuche es später erneut.';

/** A verified provider event, reduced to what changes premium. */
export type TBillingEvent = { eventId: string; type: string; createdAt: Date } & (
  | { kind: 'subscription'; deleted: boolean; subscription: TProviderSubscription }
  | {
      kind: 'invoice-paid' | 'invoice-failed';
      subscriptionId: string | null;
      userId: number | null;
      customerId: string | null;
      periodEnd: Date | null;
    }
  | { kind: 'other' }
);
