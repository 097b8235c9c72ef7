import { count } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { pushSubscriptions } from '@kochclip/db/schema';
import type { TJobQueue } from '../../ports/job-queue';
import { recordAudit, type TAuditActor } from '../../shared/audit';
import { AppError } from '../../errors';
import type { TPushMessage } from '../../shared/push/push-message.schemas';

export const devicesText = (n: number) => (n === 1 ? '1 Gerät' : `${n} Geräte`);

/**
 * Admin broadcast: counts the devices and enqueues one fan-out job in the same transaction (with the audit entry),
 * so the answer's number is the set the job starts from. Delivery itself runs in the background.
 */
export async function sendPushToAll(
  db: TDb,
  jobs: TJobQueue | undefined,
  message: TPushMessage,
  actor: TAuditActor,
): Promise<{ message: string }> {
  if (!jobs) throw new AppError('SERVICE_UNAVAILABLE', 'Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet.');
  const devices = await db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(pushSubscriptions);
    const n = row?.n ?? 0;
    if (n > 0) await jobs.enqueuePush({ message, audience: { kind: 'all' } }, tx);
    await recordAudit(
      tx,
      { id: actor.id, username: actor.username },
      { action: 'push.send', details: { title: message.title, devices: n } },
    );
    return n;
  });
  return { message: `Push-Benachrichtigung an ${devicesText(devices)} gesendet.` };
}
