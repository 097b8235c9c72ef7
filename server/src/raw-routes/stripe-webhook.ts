import express, { type Request, type RequestHandler, type Response } from 'express';
import type { TDb } from '@kochclip/db';
import { applyBillingEvent } from '@kochclip/routers/server';
import { AppError } from '@kochclip/routers/errors';
import { INVALID_SIGNATURE } from '@kochclip/core';
import { PAYMENTS_NOT_CONFIGURED, type TBillingEvent, type TJobQueue } from '@kochclip/routers/ports';

export interface TStripeWebhookDeps {
  db: TDb;
  parseWebhook: ((rawBody: Buffer, signature: string) => Promise<TBillingEvent>) | null;
  log: (line: string) => void;
  /** Premium mails go through the outbox; absent, they wait there as pending. */
  jobs?: TJobQueue;
}

/**
 * POST /api/webhooks/stripe: the raw body is needed for the signature, so this route is registered before any
 * JSON parser. Every verified event is answered 200 once applied (or known), so Stripe stops retrying it.
 */
export function stripeWebhookRoute(deps: TStripeWebhookDeps): RequestHandler[] {
  const handle = async (req: Request, res: Response) => {
    if (!deps.parseWebhook) throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_NOT_CONFIGURED);
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
    let event: TBillingEvent;
    try {
      event = await deps.parseWebhook(req.body, signature);
    } catch {
      throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
    }
    // A failure answers 500 (the error handler logs it), so Stripe retries the event later.
    const outcome = await applyBillingEvent(deps.db, event, deps.jobs).catch((error: unknown) => {
      deps.log(`Stripe-Ereignis ${event.eventId} (${event.type}) nicht verarbeitet.`);
      throw error;
    });
    if (outcome === 'unknown-member')
      deps.log(`Stripe-Ereignis ${event.eventId} (${event.type}) gehört zu keinem bekannten Mitglied; bestätigt.`);
    res.set('Cache-Control', 'no-store').json({ received: true });
  };
  return [express.raw({ type: () => true, limit: '1mb' }), handle];
}
