import type { TTx } from '@kochclip/db';
import { mailOutbox } from '@kochclip/db/schema';
import type { TJobQueue } from '../../ports/job-queue';
import type { TMail } from './mail-templates';

/**
 * Puts a mail into the outbox inside the caller's transaction and asks for its delivery there, so the mail exists
 * exactly when what caused it does. Without a job queue (scripts, createCaller tests) the row waits as pending.
 */
export async function queueMail(tx: TTx, jobs: TJobQueue | undefined, mail: TMail): Promise<number> {
  const [row] = await tx
    .insert(mailOutbox)
    .values({ recipient: mail.to, template: mail.template, data: mail.data })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned no row');
  await jobs?.enqueueMail(row.id, tx);
  return row.id;
}
