import { eq } from 'drizzle-orm';
import type { TTx } from '@kochclip/db';
import { users } from '@kochclip/db/schema';
import type { TJobQueue } from '../../ports/job-queue';
import type { TMail } from './mail-templates';
import { queueMail } from './outbox';

type TMemberTemplate = Extract<TMail, { data: { username: string } }>;
type TExtraData<M> = M extends { data: infer D } ? Omit<D, 'username'> : never;

/** Queues a mail to a member's current address, greeting them by username; nothing for an unknown member. */
export async function queueMemberMail<T extends TMemberTemplate['template']>(
  tx: TTx,
  jobs: TJobQueue | undefined,
  userId: number,
  template: T,
  data: TExtraData<Extract<TMail, { template: T }>>,
): Promise<void> {
  const [member] = await tx.select({ username: users.username, email: users.email }).from(users).where(eq(users.id, userId));
  if (!member) return;
  await queueMail(tx, jobs, { to: member.email, template, data: { ...data, username: member.username } } as TMail);
}
