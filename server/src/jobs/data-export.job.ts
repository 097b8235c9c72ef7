import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { dataExports, users } from '@kochclip/db/schema';
import { announceExportReady, EXPORT_VALID_HOURS, exportDownloadLink, collectMemberData } from '@kochclip/routers/server';
import type { TJobQueue } from '@kochclip/routers/ports';
import { writeMemberArchive } from '../adapters/account/member-archive';
import type { TStorage } from '../adapters/storage';
import type { TJobDefinition } from './runtime';

export const DATA_EXPORT_QUEUE = 'data-export';
export const DATA_EXPORT_CLEANUP_QUEUE = 'data-export-cleanup';

const ZDataExportJob = z.object({ exportId: z.number().int().positive() });

export interface TDataExportJobDeps {
  db: TDb;
  storage: TStorage;
  /** Signs the download link (SESSION_SECRET). */
  secret: string;
  /** The site's address for the links in the archive and the announcement. */
  publicOrigin: string;
  log: (line: string) => void;
  /** The queue the announcement mail is delivered through (created after the job handlers). */
  jobs: () => TJobQueue | undefined;
}

/** `export-<id>-<random>.zip`: the random part keeps one member's archive name from being guessed from another's. */
function archiveNameOf(exportId: number): string {
  return `export-${exportId}-${crypto.randomUUID()}.zip`;
}

/**
 * Builds a member's data export: every record as JSON and their uploaded files, streamed as one ZIP into the store's
 * archive area (never under /media), then offered for 24 hours through a signed link and announced. A failed run
 * marks the export failed; the member asks again.
 */
export function dataExportJob(deps: TDataExportJobDeps): TJobDefinition {
  return {
    name: DATA_EXPORT_QUEUE,
    queue: { retryLimit: 0, expireInSeconds: 60 * 60 },
    async run(data) {
      const { exportId } = ZDataExportJob.parse(data);
      const [row] = await deps.db
        .update(dataExports)
        .set({ status: 'running' })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
        .returning();
      if (!row) return;
      const name = archiveNameOf(exportId);
      try {
        const memberData = await collectMemberData(deps.db, { userId: row.userId, origin: deps.publicOrigin });
        const sizeBytes = await writeMemberArchive(deps.storage, name, memberData);
        const expiresAt = new Date(Date.now() + EXPORT_VALID_HOURS * 60 * 60 * 1000);
        const kept = await deps.db.transaction(async (tx) => {
          const [done] = await tx
            .update(dataExports)
            .set({ status: 'ready', fileName: name, sizeBytes, finishedAt: new Date(), expiresAt })
            .where(eq(dataExports.id, exportId))
            .returning({ id: dataExports.id });
          const [member] = await tx
            .select({ id: users.id, username: users.username, email: users.email })
            .from(users)
            .where(eq(users.id, row.userId));
          if (!done || !member) return false;
          await announceExportReady(tx, deps.jobs(), member, exportDownloadLink(deps.secret, exportId, expiresAt));
          return true;
        });
        // The account was deleted while the archive was written: nothing may keep its data.
        if (!kept) await deps.storage.removeArchive(name);
      } catch (error) {
        deps.log(`Datenexport ${exportId} fehlgeschlagen: ${error instanceof Error ? error.message : String(error)}`);
        await deps.storage.removeArchive(name).catch(() => undefined);
        await deps.db.update(dataExports).set({ status: 'failed', finishedAt: new Date() }).where(eq(dataExports.id, exportId));
      }
    },
  };
}

/** Hourly: archives whose link has expired are deleted (the row stays, so the status says 'expired'). */
export function dataExportCleanupJob(deps: { db: TDb; storage: TStorage; log: (line: string) => void }): TJobDefinition {
  return {
    name: DATA_EXPORT_CLEANUP_QUEUE,
    cron: '17 * * * *',
    async run() {
      const expired = await deps.db
        .select({ id: dataExports.id, fileName: dataExports.fileName })
        .from(dataExports)
        .where(and(isNotNull(dataExports.fileName), lt(dataExports.expiresAt, new Date())));
      for (const { id, fileName } of expired) {
        if (fileName) await deps.storage.removeArchive(fileName);
        await deps.db.update(dataExports).set({ fileName: null }).where(eq(dataExports.id, id));
      }
      if (expired.length > 0) deps.log(`Abgelaufene Datenexporte gelöscht: ${expired.length}`);
    },
  };
}
