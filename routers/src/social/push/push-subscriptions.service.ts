import { and, count, desc, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { pushSubscriptions } from '@kochclip/db/schema';
import { AppError } from '../../errors';
import type { TPushGateway } from './push-gateway';
import { INVALID_ENDPOINT, type ZPushSubscribeInput } from './push.schemas';

/** Devices per member; the oldest subscription gives way, so a looping client cannot grow the table. */
export const MAX_DEVICES_PER_MEMBER = 20;

/** Upserts by endpoint: a browser that subscribes again (or under another member) moves to the current member. */
export async function subscribePush(
  db: TDb,
  gateway: TPushGateway,
  params: { userId: number; subscription: z.output<typeof ZPushSubscribeInput> },
): Promise<{ success: true }> {
  const { endpoint, keys } = params.subscription;
  if (!(await gateway.isDeliverableEndpoint(endpoint))) throw new AppError('BAD_REQUEST', INVALID_ENDPOINT);
  await db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({ userId: params.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: params.userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() },
      });
    const [row] = await tx.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, params.userId));
    if ((row?.n ?? 0) <= MAX_DEVICES_PER_MEMBER) return;
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, params.userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_MEMBER);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, params.userId), notInArray(pushSubscriptions.id, keep)));
  });
  return { success: true };
}

/** Idempotent; only the member's own subscription is removed. */
export async function unsubscribePush(db: TDb, params: { userId: number; endpoint: string }): Promise<{ success: true }> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, params.userId), eq(pushSubscriptions.endpoint, params.endpoint)));
  return { success: true };
}
