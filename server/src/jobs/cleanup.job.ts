import type { TDb } from '@kochclip/db';
import { deleteExpiredMailRows, deleteOldHouseholdInvitations, deleteStaleCounters } from '@kochclip/db/queries';
import { deleteExpiredSessions, deleteEndedTimers, deleteExpiredDrafts } from '@kochclip/routers/server';
import type { TJobDefinition } from './runtime';

export const CLEANUP_QUEUE = 'cleanup';

/** Daily at 04:15 Berlin time, when hardly anyone cooks. */
const CLEANUP_CRON = '15 4 * * *';

/** Removes expired sessions, API and mail tokens, old view dedupe rows, ended rate-limit windows, old outbox rows, timers ended a day ago, drafts untouched for 30 days (their pictures go with the media cleanup) and household invitations expired 30 days ago. */
export function cleanupJob(deps: { db: TDb; log: (line: string) => void }): TJobDefinition {
  return {
    name: CLEANUP_QUEUE,
    cron: CLEANUP_CRON,
    // A missed night is harmless; the next run removes the same rows.
    queue: { retryLimit: 1, retryDelay: 300, expireInSeconds: 900 },
    async run() {
      await deleteExpiredSessions(deps.db);
      const removed = await deleteStaleCounters(deps.db);
      const mail = await deleteExpiredMailRows(deps.db);
      const timers = await deleteEndedTimers(deps.db);
      const drafts = await deleteExpiredDrafts(deps.db);
      const invitations = await deleteOldHouseholdInvitations(deps.db);
      deps.log(
        `Aufräumen: abgelaufene Sitzungen und Tokens gelöscht, ${removed.views} Aufrufe, ${removed.rateLimits} Zähler, ${mail.tokens} E-Mail-Links, ${mail.mails} alte E-Mails ${timers} abgelaufene Timer, ${drafts} abgelaufene Entwürfe und ${invitations} alte Haushalts-Einladungen entfernt.`,
      );
    },
  };
}
