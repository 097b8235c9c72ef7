import { desc, lt } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { auditLog } from '@kochclip/db/schema';
import type { TAuditEntry } from '../admin/admin.schemas';

/** Who acts: the signed-in admin as the context carries them. */
export interface TAuditActor {
  id: number;
  username: string;
}

export interface TAuditRecord {
  action: string;
  targetType?: string;
  targetId?: number | string;
  details?: Record<string, unknown>;
}

/**
 * Records an admin write. Call it inside the transaction of the write, so the entry exists exactly when the
 * change does (a rolled-back write leaves no entry, a committed one never lacks its entry).
 */
export async function recordAudit(tx: TDbOrTx, actor: TAuditActor, record: TAuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorUsername: actor.username,
    action: record.action,
    targetType: record.targetType ?? null,
    targetId: record.targetId === undefined ? null : String(record.targetId),
    details: record.details ?? {},
  });
}

/** Newest first, paged by id (ids grow with time; the page cursor is the last id shown). */
export async function listAuditLog(
  db: TDbOrTx,
  params: { limit: number; before?: number },
): Promise<{ entries: TAuditEntry[]; nextCursor: number | null }> {
  const entries = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorUsername: auditLog.actorUsername,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(params.before === undefined ? undefined : lt(auditLog.id, params.before))
    .orderBy(desc(auditLog.id))
    .limit(params.limit);
  const last = entries.at(-1);
  return { entries, nextCursor: entries.length === params.limit && last ? last.id : null };
}
