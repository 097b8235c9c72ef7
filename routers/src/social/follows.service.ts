import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { follows, users } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { isForeignKeyViolation } from '../shared/pg-errors';
import { beforeCursor, decodePageCursor, exactTime, pageOf } from '../shared/page-cursor';
import { USER_NOT_FOUND } from './profile.service';

async function assertActiveMember(db: TDb, userId: number): Promise<void> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  if (!row) throw notFound(USER_NOT_FOUND);
}

export async function followStats(db: TDb, userId: number) {
  await assertActiveMember(db, userId);
  const [row] = await db.execute<{ follower_count: number; following_count: number }>(sql`
    select
      (select count(*)::int from ${follows} where ${follows.followingId} = ${userId}) as follower_count,
      (select count(*)::int from ${follows} where ${follows.followerId} = ${userId}) as following_count`);
  return { followerCount: row?.follower_count ?? 0, followingCount: row?.following_count ?? 0 };
}

export async function isFollowing(db: TDb, params: { followerId: number; followingId: number }) {
  await assertActiveMember(db, params.followingId);
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(follows)
    .where(and(eq(follows.followerId, params.followerId), eq(follows.followingId, params.followingId)));
  return { isFollowing: row !== undefined };
}

/** Idempotent both ways: the primary key keeps one row however often (or concurrently) a member follows. */
export async function setFollowing(db: TDb, params: { followerId: number; followingId: number; following: boolean }) {
  if (params.followerId === params.followingId) {
    throw new AppError('BAD_REQUEST', 'Du kannst dir nicht selbst folgen.');
  }
  await assertActiveMember(db, params.followingId);
  const pair = and(eq(follows.followerId, params.followerId), eq(follows.followingId, params.followingId));
  if (params.following) {
    try {
      await db.insert(follows).values({ followerId: params.followerId, followingId: params.followingId }).onConflictDoNothing();
    } catch (error) {
      // The member was deleted between the check and the insert.
      if (isForeignKeyViolation(error)) throw notFound(USER_NOT_FOUND);
      throw error;
    }
  } else {
    await db.delete(follows).where(pair);
  }
  return { isFollowing: params.following, ...(await followStats(db, params.followingId)) };
}

const memberCardColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  verified: users.verified,
};

/** Followers (`direction: 'followers'`) or followed members of a user, newest follow first. */
export async function listFollows(
  db: TDb,
  params: { userId: number; direction: 'followers' | 'following'; limit: number; cursor?: string },
) {
  await assertActiveMember(db, params.userId);
  const cursor = decodePageCursor(params.cursor);
  const [own, other] =
    params.direction === 'followers' ? [follows.followingId, follows.followerId] : [follows.followerId, follows.followingId];
  const rows = await db
    .select({ ...memberCardColumns, cursorAt: exactTime(follows.createdAt), cursorId: other })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(and(eq(own, params.userId), eq(users.isActive, true), beforeCursor(cursor, follows.createdAt, other)))
    .orderBy(desc(follows.createdAt), desc(other))
    .limit(params.limit + 1);
  const { page, nextCursor } = pageOf(rows, params.limit);
  return { users: page, nextCursor };
}
