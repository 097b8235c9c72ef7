import type { TDbOrTx } from '@kochclip/db';

export interface TExportRecipient {
  id: number;
  username: string;
  email: string;
}

/**
 * The one place that tells a member their data export is ready. Until the mail outbox exists this writes a log
 * line; at the merge with the outbox it puts the German mail into the outbox here, in the caller's transaction.
 */
export async function announceExportReady(
  _tx: TDbOrTx,
  member: TExportRecipient,
  link: string,
  log: (line: string) => void,
): Promise<void> {
  log(`Datenexport für ${member.username} (Konto ${member.id}) ist bereit, 24 Stunden unter ${link}`);
  return Promise.resolve();
}
