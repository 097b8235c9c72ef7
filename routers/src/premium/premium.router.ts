import { z } from 'zod';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, router } from '../trpc';
import {
  ZClientSecret,
  ZMessage,
  ZPlanInput,
  ZPortalSession,
  ZPremiumStatus,
  ZReferralCode,
  ZUseReferralInput,
  ZVerifyPaymentInput,
  ZVerifyPaymentOutput,
} from './premium.schemas';
import { premiumStatus } from './premium-status.service';
import { generateReferralCode, redeemReferralCode } from './referral.service';
import { createPortalSession, createSubscription, verifyPayment } from './subscription.service';

const tags = ['Premium'];
const ZNoInput = z.object({}).optional();

/** Subscriptions with Stripe and referral codes (spec part 2 §2-9). */
export const premiumRouter = router({
  status: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/premium/status',
        tags,
        summary: 'Premium-Status, Abo und Zahlungs-Einstellungen des Mitglieds',
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZPremiumStatus))
    .query(({ ctx }) => premiumStatus(ctx.db, { userId: ctx.user.id, payments: ctx.payments })),

  createSubscription: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/create-subscription',
        tags,
        summary: 'Abo anlegen (monthly 4,99 €, yearly 39,99 €): liefert das clientSecret für das Payment Element',
        errorResponses: {
          400: 'Unbekannter Tarif',
          502: 'Zahlungsanbieter nicht erreichbar',
          503: 'Zahlungen sind derzeit nicht eingerichtet.',
        },
      },
    })
    .input(inputSchema(ZPlanInput))
    .output(outputSchema(ZClientSecret))
    .mutation(({ ctx, input }) => createSubscription(ctx.db, { payments: ctx.payments, member: ctx.user, plan: input.plan })),

  verifyPayment: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/verify-payment',
        tags,
        summary: 'Zahlung nach der Rückleitung prüfen und Premium aktivieren (idempotent)',
        errorResponses: { 503: 'Zahlungen sind derzeit nicht eingerichtet.' },
      },
    })
    .input(inputSchema(ZVerifyPaymentInput))
    .output(outputSchema(ZVerifyPaymentOutput))
    .mutation(({ ctx, input }) =>
      verifyPayment(ctx.db, {
        payments: ctx.payments,
        member: ctx.user,
        paymentIntentId: input.paymentIntentId,
        jobs: ctx.jobs,
      }),
    ),

  billingPortal: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/billing-portal',
        tags,
        summary: 'Abo verwalten: Sitzung im Stripe-Kundenportal (kündigen, Karte ändern)',
        errorResponses: { 400: 'Noch kein Abonnement', 503: 'Zahlungen sind derzeit nicht eingerichtet.' },
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZPortalSession))
    .mutation(({ ctx }) => createPortalSession(ctx.db, { payments: ctx.payments, member: ctx.user })),

  generateReferralCode: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/referral/generate',
        tags,
        summary: 'Eigenen Empfehlungscode abrufen (einmal erzeugt, dann stabil)',
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZReferralCode))
    .mutation(({ ctx }) => generateReferralCode(ctx.db, ctx.user.id)),

  useReferralCode: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/referral/use',
        tags,
        summary:
          'Empfehlungscode einlösen (einmal pro Mitglied): eine Woche Premium sofort, für die werbende Person eine Woche, sobald du deine E-Mail-Adresse bestätigt und dein erstes eigenes Rezept erstellt hast',
        description:
          'Die werbende Person erhält ihre Woche erst, wenn das neue Mitglied seine E-Mail-Adresse bestätigt und ein eigenes Rezept erstellt hat, und höchstens REFERRAL_WEEKS_PER_MONTH (Standard 3) Wochen in 30 Tagen; Wochen darüber hinaus verfallen.',
        errorResponses: { 400: 'Leerer, ungültiger oder eigener Code', 409: 'Bereits eingelöst' },
      },
    })
    .input(inputSchema(ZUseReferralInput))
    .output(outputSchema(ZMessage))
    .mutation(({ ctx, input }) =>
      redeemReferralCode(ctx.db, {
        userId: ctx.user.id,
        code: input.referralCode,
        weeksPerMonth: ctx.config.referralWeeksPerMonth,
        jobs: ctx.jobs,
      }),
    ),
});
