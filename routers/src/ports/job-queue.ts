import type { TTx } from '@kochclip/db';
import type { TPushFanout } from '../shared/push/push-message.schemas';

/**
 * Background work the routers may ask for. Implemented in server/ on pg-boss, so routers never depend on the
 * queue library; absent in contexts that never create recipes.
 */
export interface TJobQueue {
  /**
   * Asks for a generated photo to replace the recipe's illustration. Runs inside the recipe's insert
   * transaction, so the job exists exactly when the recipe does. Does nothing when no image model is configured.
   */
  enqueueRecipeImage: (recipeId: number, tx: TTx) => Promise<void>;
  /** Asks for a push to an audience inside the caller's transaction; does nothing where push is not set up. */
  enqueuePush: (fanout: TPushFanout, tx: TTx) => Promise<void>;
  /**
   * An admin's request for new pictures, inside the caller's transaction. `force` replaces any picture, otherwise
   * only a missing one or the illustration. Without an image model the job draws the illustration instead.
   */
  enqueueImageRegeneration: (recipeIds: readonly number[], force: boolean, tx: TTx) => Promise<void>;
  /** One job that requests a new picture for every recipe, page by page (regenerate all). */
  enqueueImageRegenerationForAll: (tx: TTx) => Promise<void>;
  /** Runs a media backup or restore whose media_tasks row the caller inserted in `tx`. */
  enqueueMediaTask: (taskId: number, tx: TTx) => Promise<void>;
  /** Delivers the mail_outbox row the caller inserted in `tx` (use shared/mail/outbox.ts `queueMail`). */
  enqueueMail: (outboxId: number, tx: TTx) => Promise<void>;
  /** Builds the member's data export whose data_exports row the caller inserted in `tx`. */
  enqueueDataExport: (exportId: number, tx: TTx) => Promise<void>;
  /** Schedules the push for the timer the caller inserted in `tx`, to run at `at` (its end). */
  enqueueTimerReminder: (timerId: number, at: Date, tx: TTx) => Promise<void>;
  /** Moves in the archive whose archive_imports row the caller inserted in `tx`. */
  enqueueArchiveImport: (importId: number, tx: TTx) => Promise<void>;
}
