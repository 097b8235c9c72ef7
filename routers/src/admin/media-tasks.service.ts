import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { mediaTasks, type TMediaTaskKind } from '@kochclip/db/schema';
import type { TJobQueue } from '../ports/job-queue';
import { AppError } from '../errors';
import { recordAudit, type TAuditActor } from '../shared/audit';
import { requireJobs } from './recipes.service';
import type { TMediaTask } from './media-tasks.schemas';

/** A task still "running" after this long died with its process; it no longer blocks a new one. */
export const MEDIA_TASK_STALE_MINUTES = 120;
const TASKS_SHOWN = 10;
export const TASK_RUNNING = 'Eine Sicherung oder Wiederherstellung läuft bereits. Bitte warte, bis sie fertig ist.';
export const NO_BACKUP = 'Es gibt noch keine Sicherung der Medien. Bitte lege zuerst eine an.';

const taskColumns = {
  id: mediaTasks.id,
  kind: mediaTasks.kind,
  status: mediaTasks.status,
  archive: mediaTasks.archive,
  files: mediaTasks.files,
  bytes: mediaTasks.bytes,
  error: mediaTasks.error,
  createdAt: mediaTasks.createdAt,
  finishedAt: mediaTasks.finishedAt,
};

export async function listMediaTasks(db: TDb): Promise<{ tasks: TMediaTask[] }> {
  const tasks = await db
    .select(taskColumns)
    .from(mediaTasks)
    .orderBy(desc(mediaTasks.createdAt), desc(mediaTasks.id))
    .limit(TASKS_SHOWN);
  return { tasks };
}

/** The newest finished backup: what an emergency restore reads. */
export async function latestBackup(db: TDbOrTx) {
  const [row] = await db
    .select(taskColumns)
    .from(mediaTasks)
    .where(and(eq(mediaTasks.kind, 'backup'), eq(mediaTasks.status, 'done')))
    .orderBy(desc(mediaTasks.createdAt), desc(mediaTasks.id))
    .limit(1);
  return row ?? null;
}

/**
 * Starts a backup or restore as a background job: the task row, its job and the audit entry are one transaction.
 * One task at a time (an advisory lock orders concurrent starts, so two clicks never start two).
 */
export async function startMediaTask(
  db: TDb,
  jobs: TJobQueue | undefined,
  params: { actor: TAuditActor; kind: TMediaTaskKind },
): Promise<TMediaTask> {
  const queue = requireJobs(jobs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kochclip:media-task'))`);
    const [running] = await tx
      .select({ id: mediaTasks.id })
      .from(mediaTasks)
      .where(
        and(
          eq(mediaTasks.status, 'running'),
          gt(mediaTasks.createdAt, sql`now() - make_interval(mins => ${MEDIA_TASK_STALE_MINUTES})`),
        ),
      )
      .limit(1);
    if (running) throw new AppError('CONFLICT', TASK_RUNNING);
    let archive: string | null = null;
    if (params.kind === 'restore') {
      const backup = await latestBackup(tx);
      if (!backup?.archive) throw new AppError('BAD_REQUEST', NO_BACKUP);
      archive = backup.archive;
    }
    const [task] = await tx
      .insert(mediaTasks)
      .values({ kind: params.kind, archive, requestedById: params.actor.id })
      .returning(taskColumns);
    if (!task) throw new Error('media task insert returned no row');
    await queue.enqueueMediaTask(task.id, tx);
    await recordAudit(tx, params.actor, {
      action: params.kind === 'backup' ? 'media.backup' : 'media.restore',
      targetType: 'media-task',
      targetId: task.id,
      details: archive ? { archive } : {},
    });
    return task;
  });
}
