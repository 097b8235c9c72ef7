import { router } from '../trpc';

/** Subscriptions with Stripe and referral codes (issue: premium and referral). */
export const premiumRouter = router({});
