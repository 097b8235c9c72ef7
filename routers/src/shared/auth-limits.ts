import { hash } from 'node:crypto';
import type { TDb } from '@kochclip/db';
import {
  clearRateLimit,
  hitRateLimit,
  markRateLimitKey,
  peekRateLimit,
  refundRateLimits,
  takeRateLimits,
  type TRateLimitState,
} from '@kochclip/db/queries';
import { AppError } from '../errors';

/**
 * Failed-login limits that slow guessing without handing strangers a lockout (docs/features.md, "Security"):
 * - every (account, address) pair has its own small budget: the brake on guessing;
 * - each account has a much higher ceiling across all addresses, and each address one across all accounts,
 *   so a botnet or a credential-stuffing run still hits a wall;
 * - an address that signed in to the account successfully before is "known" for that account and only
 *   limited by its own pair budget, so the owner keeps getting in while others hammer the account.
 * Every attempt is taken from the budgets before the password is checked; a successful login gives it back.
 */
export interface TLoginLimits {
  /** Attempts on one account from one address per `pairWindowSeconds`. */
  perAccountAndAddress: number;
  pairWindowSeconds: number;
  /** Attempts on one account from all addresses that are not known for it, per `accountWindowSeconds`. */
  perAccount: number;
  accountWindowSeconds: number;
  /** Attempts from one address on all accounts it is not known for, per `addressWindowSeconds`. */
  perAddress: number;
  addressWindowSeconds: number;
  /** How long a successful login makes its address known for the account. */
  knownAddressSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: TLoginLimits = {
  perAccountAndAddress: 5,
  pairWindowSeconds: 15 * 60,
  perAccount: 100,
  accountWindowSeconds: 60 * 60,
  perAddress: 100,
  addressWindowSeconds: 15 * 60,
  knownAddressSeconds: 30 * 24 * 60 * 60,
};

/**
 * The one case-folding of usernames and e-mail addresses: ASCII only. Both are ASCII by their schemas, so
 * it equals PostgreSQL's lower() on every stored value (the unique indexes); a login name with other letters
 * ('İ', 'ａ') never folds onto an account, as JavaScript's and PostgreSQL's Unicode lower-casing differ.
 */
export function normaliseIdentifier(identifier: string): string {
  return identifier.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/** A pseudonym for the client address: the limits never store the address itself. */
export function addressKey(secret: string, clientIp: string): string {
  return hash('sha256', `${secret}:login-address:${clientIp}`, 'base64url').slice(0, 24);
}

export interface TLoginAttempt {
  /** The password was right: the pair budget is reset, the ceilings get the attempt back, the address is known. */
  succeeded: () => Promise<void>;
}

function retryAfter(blocking: TRateLimitState[]): { seconds: number; minutes: string } {
  const resetAt = Math.max(...blocking.map((s) => s.resetAt.getTime()));
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return { seconds, minutes: `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}` };
}

function tooManyAttempts(blocking: TRateLimitState[]): AppError {
  const { seconds, minutes } = retryAfter(blocking);
  return new AppError(
    'TOO_MANY_REQUESTS',
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes} erneut.`,
    undefined,
    seconds,
  );
}

/**
 * Takes one attempt for `account` (an account id, or the normalised name for an unknown one, which is
 * limited the same way so answers and timing do not tell whether it exists) from `address`, or throws 429.
 */
export async function takeLoginAttempt(
  db: TDb,
  params: { account: string; address: string; limits: TLoginLimits },
): Promise<TLoginAttempt> {
  const { account, address, limits } = params;
  const pairKey = `login:pair:${account}:${address}`;
  const knownKey = `login:known:${account}:${address}`;
  const known = (await peekRateLimit(db, knownKey)).count > 0;

  const [pair] = await takeRateLimits(db, [{ key: pairKey, windowSeconds: limits.pairWindowSeconds }]);
  if (pair && pair.count > limits.perAccountAndAddress) throw tooManyAttempts([pair]);

  const ceilings = known
    ? []
    : [
        { key: `login:account:${account}`, windowSeconds: limits.accountWindowSeconds, limit: limits.perAccount },
        { key: `login:address:${address}`, windowSeconds: limits.addressWindowSeconds, limit: limits.perAddress },
      ];
  const states = await takeRateLimits(db, ceilings);
  const blocking = states.filter((state, i) => state.count > (ceilings[i]?.limit ?? 0));
  if (blocking.length > 0) throw tooManyAttempts(blocking);

  return {
    succeeded: async () => {
      await Promise.all([
        clearRateLimit(db, pairKey),
        refundRateLimits(
          db,
          ceilings.map((c) => c.key),
        ),
        markRateLimitKey(db, knownKey, limits.knownAddressSeconds),
      ]);
    },
  };
}

/** Counts every registration attempt of an address (valid input only) before any work; more than `perHour` is 429. */
export async function takeRegistrationAttempt(db: TDb, params: { address: string; perHour: number }): Promise<void> {
  const state = await hitRateLimit(db, `register:address:${params.address}`, 60 * 60);
  if (state.count <= params.perHour) return;
  const { seconds, minutes } = retryAfter([state]);
  throw new AppError(
    'TOO_MANY_REQUESTS',
    `Zu viele Registrierungen von dieser Adresse. Bitte versuche es in ${minutes} erneut.`,
    undefined,
    seconds,
  );
}
