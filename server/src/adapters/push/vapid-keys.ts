import webpush from 'web-push';
import type { TDb } from '@kochclip/db';
import { vapidKeys } from '@kochclip/db/schema';

export interface TVapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The configured key pair, or the one kept in the database: the first server to start without keys generates
 * it, and a concurrent first start keeps the pair that won the insert, so every server signs with the same keys.
 */
export async function resolveVapidKeys(db: TDb, configured: { publicKey?: string; privateKey?: string }): Promise<TVapidKeys> {
  const { publicKey, privateKey } = configured;
  if (publicKey && privateKey) return { publicKey, privateKey };
  if (publicKey || privateKey) throw new Error('VAPID_PUBLIC_KEY und VAPID_PRIVATE_KEY müssen zusammen gesetzt werden.');
  const generated = webpush.generateVAPIDKeys();
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...generated })
    .onConflictDoNothing();
  const [row] = await db.select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey }).from(vapidKeys).limit(1);
  if (!row) throw new Error('VAPID-Schlüssel konnten nicht gespeichert werden.');
  return row;
}
