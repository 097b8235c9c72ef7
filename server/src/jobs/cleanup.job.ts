import type { TDb } from '@kochclip/db';
import { deleteStaleCounters } from '@kochclip/db/queries/cleanup';
import { deleteExpiredSessions } from '@kochclip/routers/auth/session.service';
import type { TJobDefinition } from './runtime';

export const CLEANUP_QUEUE = 'cleanup';

/** Daily at 04:15 Berlin time, when hardly anyone cooks. */
const CLEANUP_CRON = '15 4 * * *';

/** Removes expired sessions and API tokens, old view dedupe rows and ended rate-limit windows. */
export function cleanupJob(deps: { db: TDb; log: (line: string) => void }): TJobDefinition {
  return {
    name: CLEANUP_QUEUE,
    cron: CLEANUP_CRON,
    // A missed night is harmless; the next run removes the same rows.
    queue: { retryLimit: 1, retryDelay: 300, expireInSeconds: 900 },
    async run() {
      await deleteExpiredSessions(deps.db);
      const removed = await deleteStaleCounters(deps.db);
      deps.log(
        `Aufräumen: abgelaufene Sitzungen und Tokens gelöscht, ${removed.views} Aufrufe, ${removed.rateLimits} Zähler entfernt.`,
      );
    },
  };
}
