import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { TDbOrTx } from '@kochclip/db';
import { apiTokens, sessions, users } from '@kochclip/db/schema';
import type { TSessionUser } from './session-user.schemas';
import { generateToken, hashToken } from './tokens';

export interface TSessionInfo {
  /** SHA-256 id of the cookie session or bearer token. */
  id: string;
  kind: 'cookie' | 'bearer';
  expiresAt: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const SESSION_LIFETIME_MS = 30 * DAY_MS;
/** A session used in its second half is extended to a full lifetime again (sliding expiry). */
const SESSION_RENEW_THRESHOLD_MS = 15 * DAY_MS;
export const API_TOKEN_LIFETIME_MS = 90 * DAY_MS;

export const currentUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  bio: users.bio,
  profileImageUrl: users.profileImageUrl,
  headerImageUrl: users.headerImageUrl,
  role: users.role,
  verified: users.verified,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
  isActive: users.isActive,
  isPremium: users.isPremium,
  premiumUntil: users.premiumUntil,
  kitchenDevices: users.kitchenDevices,
  socialMediaLinks: users.socialMediaLinks,
  allergies: users.allergies,
  notificationsEnabled: users.notificationsEnabled,
  referralCode: users.referralCode,
  createdAt: users.createdAt,
};

type TUserRow = { [K in keyof typeof currentUserColumns]: TSessionUser[K] };

/** Premium counts only while it has not run out. */
export function toSessionUser(row: TUserRow, now = new Date()): TSessionUser {
  const isPremium = row.isPremium && (row.premiumUntil === null || row.premiumUntil > now);
  return { ...row, isPremium };
}

/** Longer User-Agent headers are cut: the session list needs browser and system, not a client's whole story. */
const MAX_USER_AGENT_LENGTH = 512;

export async function createSession(
  db: TDbOrTx,
  userId: number,
  userAgent?: string | null,
): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt,
    userAgent: userAgent ? userAgent.slice(0, MAX_USER_AGENT_LENGTH) : null,
    lastUsedAt: new Date(),
  });
  return { token, expiresAt };
}

export interface TValidatedSession {
  session: TSessionInfo;
  user: TSessionUser;
  /** Set when the expiry moved, so the cookie must be sent again. */
  renewed: boolean;
}

/** A session's "last used" moves at most this often, so the session list is right to a few minutes at one write per. */
const SESSION_USE_GRANULARITY_MS = 5 * 60 * 1000;

/** "Last seen" moves at most this often per member, so a busy member costs one write an hour, not one a request. */
const LAST_SEEN_GRANULARITY_MS = 60 * 60 * 1000;

/**
 * Records that the member was active (the admin's "active users"). The validation already read the stored value,
 * so a request inside the hour writes nothing; the condition keeps parallel requests from writing twice.
 */
async function touchLastSeen(db: TDbOrTx, userId: number, lastSeenAt: Date | null, now: number): Promise<void> {
  if (lastSeenAt && now - lastSeenAt.getTime() < LAST_SEEN_GRANULARITY_MS) return;
  // Plain SQL: drizzle's update would also move updated_at, which is about the profile, not about visits.
  await db.execute(sql`
    update ${users} set last_seen_at = now()
    where ${users.id} = ${userId}
      and (${users.lastSeenAt} is null or ${users.lastSeenAt} < now() - make_interval(secs => ${LAST_SEEN_GRANULARITY_MS / 1000}))`);
}

export async function validateSessionToken(db: TDbOrTx, token: string): Promise<TValidatedSession | null> {
  const id = hashToken(token);
  const [row] = await db
    .select({
      user: currentUserColumns,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
      lastSeenAt: users.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now || !row.user.isActive) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  let expiresAt = row.expiresAt;
  let renewed = false;
  if (expiresAt.getTime() - now < SESSION_RENEW_THRESHOLD_MS) {
    expiresAt = new Date(now + SESSION_LIFETIME_MS);
    renewed = true;
  }
  const used = !row.lastUsedAt || now - row.lastUsedAt.getTime() >= SESSION_USE_GRANULARITY_MS;
  if (renewed || used) {
    await db
      .update(sessions)
      .set({ expiresAt, ...(used ? { lastUsedAt: new Date(now) } : {}) })
      .where(eq(sessions.id, id));
  }
  await touchLastSeen(db, row.user.id, row.lastSeenAt, now);
  return { session: { id, kind: 'cookie', expiresAt }, user: toSessionUser(row.user), renewed };
}

export async function invalidateSession(db: TDbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function invalidateUserSessions(db: TDbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(apiTokens).where(eq(apiTokens.userId, userId));
}

export async function createApiToken(db: TDbOrTx, userId: number, name: string): Promise<{ token: string; expiresAt: Date }> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + API_TOKEN_LIFETIME_MS);
  await db.insert(apiTokens).values({ tokenHash: hashToken(token), userId, name, expiresAt });
  return { token, expiresAt };
}

export async function validateApiToken(db: TDbOrTx, token: string): Promise<TValidatedSession | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .from(users)
    .where(and(eq(apiTokens.tokenHash, tokenHash), gt(apiTokens.expiresAt, new Date()), eq(users.id, apiTokens.userId)))
    .returning({ user: currentUserColumns, expiresAt: apiTokens.expiresAt, lastSeenAt: users.lastSeenAt });
  if (!row?.user.isActive) return null;
  await touchLastSeen(db, row.user.id, row.lastSeenAt, Date.now());
  return { session: { id: tokenHash, kind: 'bearer', expiresAt: row.expiresAt }, user: toSessionUser(row.user), renewed: false };
}

export async function revokeApiToken(db: TDbOrTx, tokenHash: string): Promise<void> {
  await db.delete(apiTokens).where(eq(apiTokens.tokenHash, tokenHash));
}

export async function deleteExpiredSessions(db: TDbOrTx): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  await db.delete(apiTokens).where(lt(apiTokens.expiresAt, new Date()));
}
