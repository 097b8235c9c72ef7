import type { TDbOrTx } from '@kochclip/db';
import { hitRateLimit } from '@kochclip/db/queries';
import { AppError } from '../errors';

/** How many mails strangers and members can make Kochclip send (docs/features.md, "Security"). */
export interface TAccountMailLimits {
  /** Reset requests from one client address per hour; more answer 429. */
  resetRequestsPerAddress: number;
  /** Reset mails to one account per hour; more are silently not sent, so the answer never tells an account exists. */
  resetMailsPerAccount: number;
  /** Verification mails (resend, e-mail change) per member and hour; more answer 429. */
  verificationMailsPerAccount: number;
}

export const DEFAULT_ACCOUNT_MAIL_LIMITS: TAccountMailLimits = {
  resetRequestsPerAddress: 10,
  resetMailsPerAccount: 3,
  verificationMailsPerAccount: 5,
};

const HOUR_SECONDS = 60 * 60;

/** Takes one from an hourly budget; true while it lasts. */
export async function withinHourlyBudget(
  db: TDbOrTx,
  key: string,
  perHour: number,
): Promise<{ ok: boolean; retryAfterSeconds: number }> {
  const state = await hitRateLimit(db, key, HOUR_SECONDS);
  return { ok: state.count <= perHour, retryAfterSeconds: Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000)) };
}

export function tooManyMails(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Zu viele E-Mails in kurzer Zeit. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
    undefined,
    retryAfterSeconds,
  );
}
