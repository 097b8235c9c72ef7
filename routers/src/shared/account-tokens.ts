import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '@kochclip/db';
import { accountTokens, users, type TAccountTokenPurpose } from '@kochclip/db/schema';
import { AppError } from '../errors';
import { generateToken, hashToken } from './tokens';

export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_LIFETIME_MS = 24 * 60 * 60 * 1000;

export const INVALID_LINK = 'Der Link ist ungültig oder abgelaufen. Bitte fordere einen neuen an.';

/** A new single-use token for `purpose`; earlier ones of the same purpose (and, for verification, address) stop working. */
export async function issueAccountToken(
  tx: TTx,
  params: { userId: number; purpose: TAccountTokenPurpose; email: string; lifetimeMs: number },
): Promise<string> {
  await tx.delete(accountTokens).where(and(eq(accountTokens.userId, params.userId), eq(accountTokens.purpose, params.purpose)));
  const token = generateToken();
  await tx.insert(accountTokens).values({
    tokenHash: hashToken(token),
    userId: params.userId,
    purpose: params.purpose,
    email: params.email,
    expiresAt: new Date(Date.now() + params.lifetimeMs),
  });
  return token;
}

/** The unexpired token row, or the German 400 for a link that is wrong, used or too old. */
export async function findAccountToken(db: TDbOrTx, purpose: TAccountTokenPurpose, token: string) {
  const [row] = await db
    .select({ id: accountTokens.id, userId: accountTokens.userId, email: accountTokens.email })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        gt(accountTokens.expiresAt, sql`now()`),
        isNull(accountTokens.usedAt),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('BAD_REQUEST', INVALID_LINK, [{ path: 'token', message: 'Ungültig oder abgelaufen' }]);
  return row;
}

/**
 * Uses a token up; of two requests with the same token only one succeeds. A verification link is kept, marked used,
 * so following it again can be told apart from a wrong one (`confirmedBefore`); a reset link is deleted.
 */
export async function consumeAccountToken(tx: TTx, id: number, purpose: TAccountTokenPurpose): Promise<void> {
  const used =
    purpose === 'verify-email'
      ? await tx
          .update(accountTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(accountTokens.id, id), isNull(accountTokens.usedAt)))
          .returning({ id: accountTokens.id })
      : await tx.delete(accountTokens).where(eq(accountTokens.id, id)).returning({ id: accountTokens.id });
  if (used.length === 0)
    throw new AppError('BAD_REQUEST', INVALID_LINK, [{ path: 'token', message: 'Ungültig oder abgelaufen' }]);
}

/**
 * The address of a verification link followed before, when that address is still the account's and confirmed.
 * A signed-in viewer learns it only for their own account; anyone else's link stays 'ungültig'.
 */
export async function confirmedBefore(
  db: TDbOrTx,
  params: { token: string; viewerId: number | null },
): Promise<{ email: string } | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(accountTokens)
    .innerJoin(users, eq(users.id, accountTokens.userId))
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(params.token)),
        eq(accountTokens.purpose, 'verify-email'),
        isNotNull(accountTokens.usedAt),
        sql`lower(${users.email}) = lower(${accountTokens.email})`,
        isNotNull(users.emailVerifiedAt),
        eq(users.isActive, true),
        params.viewerId === null ? undefined : eq(accountTokens.userId, params.viewerId),
      ),
    )
    .limit(1);
  return row ?? null;
}
