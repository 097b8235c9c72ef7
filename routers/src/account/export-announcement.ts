import type { TTx } from '@kochclip/db';
import type { TJobQueue } from '../ports/job-queue';
import { queueMail } from '../shared/mail/outbox';
import { EXPORT_VALID_HOURS } from './export-link';

export interface TExportRecipient {
  id: number;
  username: string;
  email: string;
}

/** Tells a member their data export is ready: the German mail with the signed link, in the caller's transaction. */
export async function announceExportReady(
  tx: TTx,
  jobs: TJobQueue | undefined,
  member: TExportRecipient,
  downloadPath: string,
): Promise<void> {
  await queueMail(tx, jobs, {
    to: member.email,
    template: 'data-export-ready',
    data: { username: member.username, path: downloadPath, validHours: EXPORT_VALID_HOURS },
  });
}
