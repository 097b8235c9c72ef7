import express, { type Request, type RequestHandler, type Response } from 'express';
import type { TDb } from '@kochclip/db';
import { applyBillingEvent } from '@kochclip/routers/premium/billing-events.service';
import { PAYMENTS_NOT_CONFIGURED, type TBillingEvent } from '@kochclip/routers/premium/payments';

export interface TStripeWebhookDeps {
  db: TDb;
  parseWebhook: ((rawBody: Buffer, signature: string) => TBillingEvent) | null;
  log: (line: string) => void;
}

export const INVALID_SIGNATURE = 'Ungültige oder veraltete Webhook-Signatur.';

/**
 * POST /api/webhooks/stripe: the raw body is needed for the signature, so this route is registered before any
 * JSON parser. Every verified event is answered 200 once applied (or known), so Stripe stops retrying it.
 */
export function stripeWebhookRoute(deps: TStripeWebhookDeps): RequestHandler[] {
  const handle = async (req: Request, res: Response) => {
    if (!deps.parseWebhook) {
      res.status(503).json({ message: PAYMENTS_NOT_CONFIGURED, code: 'SERVICE_UNAVAILABLE' });
      return;
    }
    const signature = req.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) {
      res.status(400).json({ message: INVALID_SIGNATURE, code: 'BAD_REQUEST' });
      return;
    }
    let event: TBillingEvent;
    try {
      event = deps.parseWebhook(req.body, signature);
    } catch {
      res.status(400).json({ message: INVALID_SIGNATURE, code: 'BAD_REQUEST' });
      return;
    }
    try {
      const outcome = await applyBillingEvent(deps.db, event);
      if (outcome === 'unknown-member')
        deps.log(`Stripe-Ereignis ${event.eventId} (${event.type}) gehört zu keinem bekannten Mitglied; bestätigt.`);
      res.json({ received: true });
    } catch (error) {
      deps.log(
        `Stripe-Ereignis ${event.eventId} nicht verarbeitet: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      res.status(500).json({ message: 'Das Ereignis konnte nicht verarbeitet werden.', code: 'INTERNAL_SERVER_ERROR' });
    }
  };
  return [express.raw({ type: () => true, limit: '1mb' }), (req, res) => void handle(req, res)];
}
