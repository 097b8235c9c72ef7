import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { PLANS } from '@kochclip/db/schema';

export const REFERRAL_MESSAGES = {
  empty: 'Bitte gib einen Empfehlungscode ein',
  invalid: 'Ungültiger Empfehlungscode',
  own: 'Du kannst deinen eigenen Empfehlungscode nicht einlösen.',
  alreadyUsed: 'Du hast bereits einen Empfehlungscode eingelöst.',
  success: 'Erfolgreich eingelöst!',
} as const;

export const ZPlanInput = z.strictObject({
  plan: z.enum(PLANS, { error: 'Unbekannter Tarif (erlaubt: monthly, yearly)' }),
});

export const ZClientSecret = z.object({ clientSecret: z.string() });

export const ZVerifyPaymentInput = z.strictObject({
  paymentIntentId: z
    .string()
    .trim()
    .min(1, 'Zahlungs-ID fehlt')
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, 'Ungültige Zahlungs-ID'),
  redirectStatus: z.string().trim().max(50).optional(),
});

export const ZVerifyPaymentOutput = z.object({ success: z.boolean() });

export const ZReferralCode = z.object({ referralCode: z.string() });

/** A blank or missing code is answered by the service with the spec's exact text (no field prefix). */
export const ZUseReferralInput = z.strictObject({
  referralCode: z
    .string({ error: REFERRAL_MESSAGES.invalid })
    .max(100, REFERRAL_MESSAGES.invalid)
    .default('')
    .transform((code) => code.trim().toUpperCase()),
});

export const ZMessage = z.object({ message: z.string() });

export const ZPortalSession = z.object({ url: z.url() });

export const ZPremiumStatus = z.object({
  isPremium: z.boolean(),
  premiumUntil: ZTimestamp.nullable(),
  source: z.enum(['subscription', 'referral']).nullable().describe('Woher das laufende Premium kommt'),
  subscription: z.object({ plan: z.enum(PLANS), status: z.string(), currentPeriodEnd: ZTimestamp.nullable() }).nullable(),
  canManageSubscription: z.boolean(),
  paymentsEnabled: z.boolean(),
  publishableKey: z.string().nullable().describe('Für Stripe.js im Browser'),
});
