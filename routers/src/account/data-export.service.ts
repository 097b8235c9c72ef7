import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { dataExports, users } from '@kochclip/db/schema';
import { AppError } from '../errors';
import type { TJobQueue } from '../create/job-queue';
import { exportDownloadLink } from './export-link';
import type { TDataExportStatus } from './account.schemas';

export const EXPORT_UNAVAILABLE = 'Der Datenexport ist gerade nicht verfügbar. Bitte versuche es später erneut.';

type TExportRow = typeof dataExports.$inferSelect;

function toStatus(row: TExportRow | undefined, secret: string, now = Date.now()): TDataExportStatus {
  if (!row) return { status: 'none', requestedAt: null, finishedAt: null, expiresAt: null, sizeBytes: null, downloadUrl: null };
  const expired = row.status === 'ready' && (!row.expiresAt || row.expiresAt.getTime() <= now);
  return {
    status: expired ? 'expired' : row.status,
    requestedAt: row.createdAt,
    finishedAt: row.finishedAt,
    expiresAt: row.expiresAt,
    sizeBytes: row.sizeBytes,
    downloadUrl: row.status === 'ready' && !expired && row.expiresAt ? exportDownloadLink(secret, row.id, row.expiresAt) : null,
  };
}

async function latestExport(db: TDb, userId: number): Promise<TExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1);
  return row;
}

export async function dataExportStatus(db: TDb, params: { userId: number; secret: string }): Promise<TDataExportStatus> {
  return toStatus(await latestExport(db, params.userId), params.secret);
}

/**
 * Starts an export job unless one is still being built or was made within the hour: asking again gives that
 * export. The row and the job are written in one transaction.
 */
export async function requestDataExport(
  db: TDb,
  params: { userId: number; secret: string; jobs: TJobQueue | undefined },
): Promise<TDataExportStatus> {
  const { jobs } = params;
  if (!jobs) throw new AppError('SERVICE_UNAVAILABLE', EXPORT_UNAVAILABLE);
  const row = await db.transaction(async (tx) => {
    // One request at a time per member, so two clicks cannot start two exports.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, params.userId)).for('update');
    const [recent] = await tx
      .select()
      .from(dataExports)
      // A build older than an hour died with its server (the job expires after an hour): it is not waited for.
      .where(and(eq(dataExports.userId, params.userId), sql`${dataExports.createdAt} > now() - interval '1 hour'`))
      .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
      .limit(1);
    if (recent && recent.status !== 'failed') return recent;
    const [created] = await tx.insert(dataExports).values({ userId: params.userId }).returning();
    if (!created) throw new Error('data_exports: insert returned nothing');
    await jobs.enqueueDataExport(created.id, tx);
    return created;
  });
  return toStatus(row, params.secret);
}

/** The export a verified download link names, as the download needs it; null when there is none (any more). */
export async function exportForDownload(db: TDb, id: number) {
  const [row] = await db
    .select({
      status: dataExports.status,
      fileName: dataExports.fileName,
      expiresAt: dataExports.expiresAt,
      sizeBytes: dataExports.sizeBytes,
      createdAt: dataExports.createdAt,
    })
    .from(dataExports)
    .where(eq(dataExports.id, id))
    .limit(1);
  return row ?? null;
}
