import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@kochclip/db';
import { mediaTasks } from '@kochclip/db/schema';
import { archiveName, backupMedia, restoreMedia } from '../adapters/storage/media-archive';
import type { TStorage } from '../adapters/storage';
import type { TJobDefinition } from './runtime';

export const MEDIA_TASK_QUEUE = 'media-task';

export const ZMediaTaskJob = z.object({ taskId: z.number().int().positive() });

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A backup (all media and a manifest as one archive in the store) or an emergency restore (every missing file from
 * the archive the task names). The task row carries the outcome for the admin; a failed run is not retried, the
 * admin starts a new one.
 */
export function mediaTaskJob(deps: { db: TDb; storage: TStorage; log: (line: string) => void }): TJobDefinition {
  return {
    name: MEDIA_TASK_QUEUE,
    queue: { retryLimit: 0, expireInSeconds: 2 * 60 * 60 },
    async run(data) {
      const { taskId } = ZMediaTaskJob.parse(data);
      const [task] = await deps.db.select().from(mediaTasks).where(eq(mediaTasks.id, taskId)).limit(1);
      if (!task || task.status !== 'running') return;
      try {
        const archive = task.kind === 'backup' ? archiveName(task.id) : task.archive;
        if (!archive) throw new Error('Keine Sicherung angegeben');
        if (task.kind === 'backup') await deps.db.update(mediaTasks).set({ archive }).where(eq(mediaTasks.id, taskId));
        const result =
          task.kind === 'backup' ? await backupMedia(deps.storage, archive) : await restoreMedia(deps.storage, archive);
        await deps.db
          .update(mediaTasks)
          .set({ status: 'done', files: result.files, bytes: result.bytes, finishedAt: new Date() })
          .where(eq(mediaTasks.id, taskId));
        deps.log(
          task.kind === 'backup'
            ? `Mediensicherung ${archive}: ${result.files} Dateien, ${result.bytes} Bytes.`
            : `Wiederherstellung aus ${archive}: ${result.files} fehlende Dateien zurückgeholt.`,
        );
      } catch (error) {
        deps.log(`Medienaufgabe ${taskId} (${task.kind}) fehlgeschlagen: ${errorText(error)}`);
        await deps.db
          .update(mediaTasks)
          .set({ status: 'failed', error: errorText(error).slice(0, 500), finishedAt: new Date() })
          .where(eq(mediaTasks.id, taskId));
      }
    },
  };
}
