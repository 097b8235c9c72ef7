import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js is loaded once per publishable key, and only when a member reaches the payment step: the pure entry
 * injects nothing on import (the main entry adds the script to every page that imports it), and this module is
 * itself imported only by the lazily loaded checkout form.
 */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js/pure').then(({ loadStripe }) => loadStripe(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
