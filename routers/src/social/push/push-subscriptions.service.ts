import { and, count, desc, eq, notInArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { pushSubscriptions } from '@kochclip/db/schema';
import { AppError } from '../../errors';
import type { TPushGateway } from '../../ports/push-gateway';
import { INVALID_ENDPOINT, type ZPushSubscribeInput } from './push.schemas';

/** Devices per member; the oldest subscription gives way, so a looping client cannot grow the table. */
export const MAX_DEVICES_PER_MEMBER = 20;

export const ENDPOINT_UNRESOLVED =
  'Der Push-Dienst deines Browsers ist gerade nicht erreichbar. Bitte versuche es in einer Minute erneut.';
export const ENDPOINT_TAKEN =
  'Dieses Gerät ist bereits mit einem anderen Konto für Push-Benachrichtigungen angemeldet. Melde es dort zuerst ab.';
const RETRY_UNRESOLVED_SECONDS = 60;

/**
 * Upserts by endpoint. The same member may renew keys freely; an endpoint stored for another member moves only
 * when the request carries that subscription's keys (the browser itself, now signed in to another account),
 * else 409: the endpoint alone is no proof of owning the device, and moving it would take the owner's pushes.
 */
export async function subscribePush(
  db: TDb,
  gateway: TPushGateway,
  params: { userId: number; subscription: z.output<typeof ZPushSubscribeInput> },
): Promise<{ success: true }> {
  const { endpoint, keys } = params.subscription;
  const verdict = await gateway.checkEndpoint(endpoint);
  if (verdict === 'unresolved') {
    throw new AppError('SERVICE_UNAVAILABLE', ENDPOINT_UNRESOLVED, undefined, RETRY_UNRESOLVED_SECONDS);
  }
  if (verdict === 'refused') throw new AppError('BAD_REQUEST', INVALID_ENDPOINT);
  await db.transaction(async (tx) => {
    const saved = await tx
      .insert(pushSubscriptions)
      .values({ userId: params.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId: params.userId, p256dh: keys.p256dh, auth: keys.auth, createdAt: new Date() },
        setWhere: or(
          eq(pushSubscriptions.userId, params.userId),
          and(eq(pushSubscriptions.p256dh, keys.p256dh), eq(pushSubscriptions.auth, keys.auth)),
        ),
      })
      .returning({ id: pushSubscriptions.id });
    if (saved.length === 0) throw new AppError('CONFLICT', ENDPOINT_TAKEN);
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
