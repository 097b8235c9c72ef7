import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { apiTokens, sessions } from '@kochclip/db/schema';
import type { TSessionInfo } from '../shared/sessions';
import { notFound } from '../errors';
import type { TActiveSessions } from './account.schemas';
import { deviceLabel } from './device-label';

/** The member's unexpired browser sessions and API tokens, oldest first; `current` marks the one asking. */
export async function listActiveSessions(
  db: TDbOrTx,
  params: { userId: number; current: TSessionInfo },
): Promise<TActiveSessions> {
  const [browserSessions, tokens] = await Promise.all([
    db
      .select({
        id: sessions.id,
        userAgent: sessions.userAgent,
        createdAt: sessions.createdAt,
        expiresAt: sessions.expiresAt,
        lastUsedAt: sessions.lastUsedAt,
      })
      .from(sessions)
      .where(and(eq(sessions.userId, params.userId), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({
        id: apiTokens.id,
        tokenHash: apiTokens.tokenHash,
        name: apiTokens.name,
        createdAt: apiTokens.createdAt,
        expiresAt: apiTokens.expiresAt,
        lastUsedAt: apiTokens.lastUsedAt,
      })
      .from(apiTokens)
      .where(and(eq(apiTokens.userId, params.userId), gt(apiTokens.expiresAt, sql`now()`)))
      .orderBy(asc(apiTokens.createdAt)),
  ]);
  const isCurrent = (kind: TSessionInfo['kind'], id: string) => params.current.kind === kind && params.current.id === id;
  return {
    sessions: browserSessions.map(({ userAgent, ...s }) => ({
      ...s,
      device: deviceLabel(userAgent),
      current: isCurrent('cookie', s.id),
    })),
    tokens: tokens.map(({ tokenHash, ...t }) => ({ ...t, current: isCurrent('bearer', tokenHash) })),
  };
}

/** Ends one of the member's own sessions; someone else's answers the same 404 as an unknown one. */
export async function revokeSession(db: TDbOrTx, params: { userId: number; id: string }): Promise<void> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, params.userId), eq(sessions.id, params.id)))
    .returning({ id: sessions.id });
  if (deleted.length === 0) throw notFound('Sitzung nicht gefunden.');
}

export async function revokeToken(db: TDbOrTx, params: { userId: number; id: number }): Promise<string> {
  const [deleted] = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, params.userId), eq(apiTokens.id, params.id)))
    .returning({ tokenHash: apiTokens.tokenHash });
  if (!deleted) throw notFound('API-Token nicht gefunden.');
  return deleted.tokenHash;
}

/** Ends every session and API token of the member except `keep` (the one in use), or all of them without it. */
export async function endSessions(db: TDbOrTx, userId: number, keep: TSessionInfo | null): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), keep?.kind === 'cookie' ? ne(sessions.id, keep.id) : undefined));
  await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.userId, userId), keep?.kind === 'bearer' ? ne(apiTokens.tokenHash, keep.id) : undefined));
}
