import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import type { TJobQueue } from '@kochclip/routers/ports';
import { ARCHIVE_IMPORT_QUEUE } from './archive-import.job';
import { DATA_EXPORT_QUEUE } from './data-export.job';
import { IMAGE_REGENERATION_QUEUE } from './image-regeneration.job';
import { MAIL_DELIVERY_QUEUE } from './mail-delivery.job';
import { MEDIA_TASK_QUEUE } from './media-task.job';
import { PUSH_FANOUT_QUEUE } from './push-fanout.job';
import { RECIPE_IMAGE_QUEUE } from './recipe-image.job';
import { TIMER_GRACE_MS, TIMER_REMINDER_QUEUE } from './timer-reminder.job';
import { currentRequestScope } from '../http/request-scope';

/** A job's data with the id of the request that queued it (runtime.ts runs the job under it, for the logs). */
function traced<T extends object>(data: T): T & { requestId?: string } {
  const requestId = currentRequestScope()?.requestId;
  return requestId === undefined ? data : { ...data, requestId };
}

/** The routers' view of the queue. Jobs are written through the caller's drizzle transaction (pg-boss adapter). */
export function createJobQueue(boss: PgBoss, options: { recipeImages: boolean; push: boolean; mail: boolean }): TJobQueue {
  return {
    async enqueueRecipeImage(recipeId, tx) {
      if (!options.recipeImages) return;
      await boss.send(RECIPE_IMAGE_QUEUE, traced({ recipeId }), { db: fromDrizzle(tx, sql) });
    },
    async enqueuePush(fanout, tx) {
      if (!options.push) return;
      await boss.send(PUSH_FANOUT_QUEUE, traced(fanout), { db: fromDrizzle(tx, sql) });
    },
    async enqueueImageRegeneration(recipeIds, force, tx) {
      if (recipeIds.length === 0) return;
      await boss.insert(
        RECIPE_IMAGE_QUEUE,
        recipeIds.map((recipeId) => ({ data: traced({ recipeId, force }) })),
        { db: fromDrizzle(tx, sql) },
      );
    },
    async enqueueImageRegenerationForAll(tx) {
      await boss.send(IMAGE_REGENERATION_QUEUE, traced({}), { db: fromDrizzle(tx, sql) });
    },
    async enqueueMediaTask(taskId, tx) {
      await boss.send(MEDIA_TASK_QUEUE, traced({ taskId }), { db: fromDrizzle(tx, sql) });
    },
    async enqueueMail(outboxId, tx) {
      if (!options.mail) return;
      await boss.send(MAIL_DELIVERY_QUEUE, traced({ outboxId }), { db: fromDrizzle(tx, sql) });
    },
    async enqueueDataExport(exportId, tx) {
      await boss.send(DATA_EXPORT_QUEUE, traced({ exportId }), { db: fromDrizzle(tx, sql) });
    },
    async enqueueTimerReminder(timerId, at, tx) {
      if (!options.push) return;
      // pg-boss keeps the job in PostgreSQL: it survives a restart and runs when the first worker polls after `at`.
      const startAfter = new Date(at.getTime() + TIMER_GRACE_MS);
      await boss.send(TIMER_REMINDER_QUEUE, traced({ timerId }), { db: fromDrizzle(tx, sql), startAfter });
    },
    async enqueueArchiveImport(importId, tx) {
      await boss.send(ARCHIVE_IMPORT_QUEUE, { importId }, { db: fromDrizzle(tx, sql) });
    },
  };
}
