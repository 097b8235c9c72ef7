import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { follows, notificationSettings, pushSubscriptions } from '@kochclip/db/schema';
import { ZPushFanout, type TPushAudience } from '@kochclip/routers/server';
import { PUSH_DELIVERY_QUEUE } from './push-delivery.job';
import type { TJobDefinition } from './runtime';

export const PUSH_FANOUT_QUEUE = 'push-fanout';

/** Devices read and enqueued per step, so a broadcast to many devices never holds one huge result. */
const PAGE = 500;

async function subscriptionPage(db: TDb, audience: TPushAudience, afterId: number): Promise<number[]> {
  if (audience.kind === 'all') {
    const rows = await db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(gt(pushSubscriptions.id, afterId))
      .orderBy(asc(pushSubscriptions.id))
      .limit(PAGE);
    return rows.map((r) => r.id);
  }
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .innerJoin(follows, eq(follows.followerId, pushSubscriptions.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, pushSubscriptions.userId))
    .where(
      and(
        eq(follows.followingId, audience.userId),
        sql`coalesce(${notificationSettings.newRecipes}, true)`,
        gt(pushSubscriptions.id, afterId),
      ),
    )
    .orderBy(asc(pushSubscriptions.id))
    .limit(PAGE);
  return rows.map((r) => r.id);
}

/** Turns one push for an audience into one delivery job per device, each retried on its own. */
export function pushFanoutJob(deps: { db: TDb }): TJobDefinition {
  return {
    name: PUSH_FANOUT_QUEUE,
    queue: { retryLimit: 2, retryDelay: 30, expireInSeconds: 300 },
    async run(data, _attempt, boss) {
      if (!boss) throw new Error('Der Push-Versand braucht die laufenden Hintergrundjobs.');
      const { message, audience } = ZPushFanout.parse(data);
      for (let afterId = 0; ;) {
        const ids = await subscriptionPage(deps.db, audience, afterId);
        if (ids.length === 0) return;
        await boss.insert(
          PUSH_DELIVERY_QUEUE,
          ids.map((subscriptionId) => ({ data: { subscriptionId, message } })),
        );
        afterId = ids[ids.length - 1] ?? afterId;
      }
    },
  };
}
