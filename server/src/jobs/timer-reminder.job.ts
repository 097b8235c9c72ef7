import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { claimTimerReminder } from '@kochclip/routers/server';
import type { TSendPush } from '../adapters/push/push-sender';
import { deliverPush, PUSH_DELIVERY_QUEUE } from './push-delivery.job';
import type { TJobDefinition } from './runtime';

export const TIMER_REMINDER_QUEUE = 'timer-reminder';

/**
 * The job runs this long after the timer's end: the open page rings on its next one-second tick and acknowledges,
 * so a cook at the stove does not get the push on top.
 */
export const TIMER_GRACE_MS = 1000;

const ZTimerReminder = z.object({ timerId: z.number().int().positive() });

/**
 * A timer's end: claims the reminder (once, and only while the timer runs) and pushes to the member's devices
 * right away, so the push arrives within seconds of the end; a device whose push service fails now gets the usual
 * delivery job with its retries.
 */
export function timerReminderJob(deps: { db: TDb; send: TSendPush; log: (line: string) => void }): TJobDefinition {
  return {
    name: TIMER_REMINDER_QUEUE,
    queue: { retryLimit: 2, retryDelay: 5, expireInSeconds: 60 },
    // Delayed jobs wake no worker: polling every second keeps the push close to the timer's end.
    work: { localConcurrency: 2, pollingIntervalSeconds: 1 },
    async run(data, _attempt, boss) {
      const { timerId } = ZTimerReminder.parse(data);
      const claimed = await claimTimerReminder(deps.db, timerId);
      if (!claimed) return;
      await Promise.all(
        claimed.subscriptionIds.map(async (subscriptionId) => {
          const outcome = await deliverPush(deps, subscriptionId, claimed.message).catch((error: unknown) => {
            deps.log(`Timer-Erinnerung ${timerId}: ${error instanceof Error ? error.message : String(error)}`);
            return 'retry' as const;
          });
          if (outcome === 'retry' && boss) {
            await boss.send(PUSH_DELIVERY_QUEUE, { subscriptionId, message: claimed.message });
          }
        }),
      );
    },
  };
}
