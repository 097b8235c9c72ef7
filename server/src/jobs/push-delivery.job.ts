import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { pushSubscriptions } from '@kochclip/db/schema';
import { ZPushMessage } from '@kochclip/routers/social/push/push.schemas';
import type { TSendPush } from '../services/push/push-sender';
import type { TJobDefinition } from './runtime';

export const PUSH_DELIVERY_QUEUE = 'push-delivery';

const ZPushDelivery = z.object({ subscriptionId: z.number().int().positive(), message: ZPushMessage });

export interface TPushDeliveryDeps {
  db: TDb;
  send: TSendPush;
  log: (line: string) => void;
  /** First retry delay in seconds; tests shorten it. */
  retryDelaySeconds?: number;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * One push to one device. 404/410 mean the browser dropped the subscription: the row goes. 429 and 5xx are
 * retried with backoff; other answers (a bad request, a key the service rejects) would fail again and are logged.
 */
export function pushDeliveryJob(deps: TPushDeliveryDeps): TJobDefinition {
  return {
    name: PUSH_DELIVERY_QUEUE,
    queue: { retryLimit: 3, retryDelay: deps.retryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: 60 },
    work: { localConcurrency: 4 },
    async run(data) {
      const { subscriptionId, message } = ZPushDelivery.parse(data);
      const [target] = await deps.db
        .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.id, subscriptionId))
        .limit(1);
      if (!target) return;
      let status: number;
      try {
        ({ status } = await deps.send(target, message));
      } catch (error) {
        deps.log(`Push an Abo ${subscriptionId} fehlgeschlagen: ${errorText(error)}`);
        throw error;
      }
      if (status >= 200 && status < 300) return;
      if (status === 404 || status === 410) {
        await deps.db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.endpoint, target.endpoint)));
        return;
      }
      if (status === 429 || status >= 500) throw new Error(`Push-Dienst antwortete ${status}`);
      deps.log(`Push an Abo ${subscriptionId} abgelehnt (${status}), kein weiterer Versuch.`);
    },
  };
}
