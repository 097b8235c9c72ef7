import type { TTx } from '@kochclip/db';
import type { TJobQueue } from '../../ports/job-queue';
import { queueMail } from './outbox';
import { issueAccountToken, VERIFY_TOKEN_LIFETIME_MS } from '../account-tokens';

/** Sends the link that verifies `email` for the member: their address after registration, or the one a change asks for. */
export async function queueVerificationMail(
  tx: TTx,
  jobs: TJobQueue | undefined,
  member: { id: number; username: string; email: string; change: boolean },
): Promise<void> {
  const token = await issueAccountToken(tx, {
    userId: member.id,
    purpose: 'verify-email',
    email: member.email,
    lifetimeMs: VERIFY_TOKEN_LIFETIME_MS,
  });
  await queueMail(tx, jobs, {
    to: member.email,
    template: 'verify-email',
    data: { username: member.username, token, change: member.change },
  });
}
