import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { pushSubscriptions } from '@kochclip/db/schema';
import { ZPushMessage, type TPushMessage } from '@kochclip/routers/server';
import type { TSendPush } from '../adapters/push/push-sender';
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

export type TDeliveryOutcome = 'delivered' | 'gone' | 'retry' | 'refused';

/**
 * One push to one device. 404/410 mean the browser dropped the subscription: the row goes ('gone'; also when it
 * is gone already). 429, 5xx and network failures may pass ('retry'); other answers (a bad request, a key the
 * service rejects) would fail again and are logged ('refused').
 */
export async function deliverPush(
  deps: Pick<TPushDeliveryDeps, 'db' | 'send' | 'log'>,
  subscriptionId: number,
  message: TPushMessage,
): Promise<TDeliveryOutcome> {
  const [target] = await deps.db
    .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, subscriptionId))
    .limit(1);
  if (!target) return 'gone';
  let status: number;
  try {
    ({ status } = await deps.send(target, message));
  } catch (error) {
    deps.log(`Push an Abo ${subscriptionId} fehlgeschlagen: ${errorText(error)}`);
    return 'retry';
  }
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 404 || status === 410) {
    await deps.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.id, subscriptionId), eq(pushSubscriptions.endpoint, target.endpoint)));
    return 'gone';
  }
  if (status === 429 || status >= 500) {
    deps.log(`Push an Abo ${subscriptionId}: Push-Dienst antwortete ${status}, neuer Versuch folgt.`);
    return 'retry';
  }
  deps.log(`Push an Abo ${subscriptionId} abgelehnt (${status}), kein weiterer Versuch.`);
  return 'refused';
}

/** One delivery job per device, retried with backoff while the push service may recover. */
export function pushDeliveryJob(deps: TPushDeliveryDeps): TJobDefinition {
  return {
    name: PUSH_DELIVERY_QUEUE,
    queue: { retryLimit: 3, retryDelay: deps.retryDelaySeconds ?? 30, retryBackoff: true, expireInSeconds: 60 },
    work: { localConcurrency: 4 },
    async run(data) {
      const { subscriptionId, message } = ZPushDelivery.parse(data);
      if ((await deliverPush(deps, subscriptionId, message)) === 'retry') {
        throw new Error(`Push an Abo ${subscriptionId} nicht zugestellt, neuer Versuch.`);
      }
    },
  };
}
