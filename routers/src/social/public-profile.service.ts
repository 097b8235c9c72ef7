import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { visibleTo } from '@kochclip/db/queries';
import { likes, recipes, users } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { activePremium } from '../shared/premium-state';
import { recipeCardColumns, toRecipeCard } from '../shared/recipe-cards';
import { listRecipes } from '../shared/recipe-search';
import { memberStatsColumns } from './member-stats';
import { beforeCursor, decodePageCursor, exactTime, pageOf } from '../shared/page-cursor';
import { USER_NOT_FOUND } from './profile.service';

/** Active members by username (case-insensitive); deactivated accounts have no public profile. */
async function findMember(db: TDb, username: string) {
  const [row] = await db
    .select({ id: users.id, showLikedRecipes: users.showLikedRecipes })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isActive, true)));
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

/**
 * A member's profile as `viewerId` sees it: „Nur für mich“ recipes count (and are listed) for their author only,
 * an admin included (admins find every recipe in the admin area).
 */
export async function getPublicProfile(db: TDb, username: string, viewerId: number | null) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      bio: users.bio,
      profileImageUrl: users.profileImageUrl,
      headerImageUrl: users.headerImageUrl,
      verified: users.verified,
      isPremium: activePremium,
      kitchenDevices: users.kitchenDevices,
      socialMediaLinks: users.socialMediaLinks,
      memberSince: users.createdAt,
      showsLikedRecipes: users.showLikedRecipes,
      ...memberStatsColumns(sql`${users.id}`, visibleTo(viewerId === null ? null : { id: viewerId, admin: false })),
    })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isActive, true)));
  if (!row) throw notFound(USER_NOT_FOUND);
  return { ...row, isPremium: row.isPremium ?? false };
}

export async function listMemberRecipes(
  db: TDb,
  params: { username: string; limit: number; cursor?: string; viewerId: number | null },
) {
  const member = await findMember(db, params.username);
  const withPrivate = member.id === params.viewerId;
  return listRecipes(db, { limit: params.limit, cursor: params.cursor, sort: 'recent', createdById: member.id, withPrivate });
}

/** Newest like first; an empty list when the member keeps their likes private (the profile says so). */
export async function listLikedRecipes(
  db: TDb,
  params: { username: string; limit: number; cursor?: string; viewerId: number | null },
) {
  const member = await findMember(db, params.username);
  if (!member.showLikedRecipes && member.id !== params.viewerId) return { recipes: [], nextCursor: null };
  const cursor = decodePageCursor(params.cursor);
  const rows = await db
    .select({ ...recipeCardColumns, cursorAt: exactTime(likes.createdAt), cursorId: likes.recipeId })
    .from(likes)
    .innerJoin(recipes, eq(recipes.id, likes.recipeId))
    .leftJoin(users, eq(users.id, recipes.createdById))
    .where(
      and(
        eq(likes.userId, member.id),
        visibleTo(params.viewerId === null ? null : { id: params.viewerId, admin: false }),
        beforeCursor(cursor, likes.createdAt, likes.recipeId),
      ),
    )
    .orderBy(desc(likes.createdAt), desc(likes.recipeId))
    .limit(params.limit + 1);
  const { page, nextCursor } = pageOf(rows, params.limit);
  return { recipes: page.map(toRecipeCard), nextCursor };
}
