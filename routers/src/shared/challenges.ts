import { and, asc, desc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '@kochclip/db';
import { isPublicRecipe } from '@kochclip/db/queries';
import { challenges, challengeSubmissions, recipes, users } from '@kochclip/db/schema';
import { notFound } from '../errors';
import { challengeStatus } from './challenge-status';
import type { TChallenge, TChallengeSubmission } from './challenge.schemas';
import { communityUserColumns } from './community-user';

/**
 * A challenge and its entries as members (social/) and the admin (admin/, answering each change) read them; the
 * shapes are challenge.schemas.ts, the status challenge-status.ts.
 */

export const CHALLENGE_NOT_FOUND = 'Challenge nicht gefunden';

const creators = alias(users, 'creators');

function selectChallenges(db: TDb) {
  return db
    .select({
      id: challenges.id,
      title: challenges.title,
      description: challenges.description,
      rules: challenges.rules,
      tags: challenges.tags,
      startDate: challenges.startDate,
      endDate: challenges.endDate,
      participantCount: sql<number>`(select count(distinct ${challengeSubmissions.userId})::int from ${challengeSubmissions}
        where ${challengeSubmissions.challengeId} = ${challenges.id})`,
      creator: {
        id: creators.id,
        username: creators.username,
        firstName: creators.firstName,
        lastName: creators.lastName,
        profileImageUrl: creators.profileImageUrl,
        verified: creators.verified,
      },
    })
    .from(challenges)
    .leftJoin(creators, eq(creators.id, challenges.creatorId));
}

type TChallengeRow = Omit<TChallenge, 'status'>;
const withStatus = (row: TChallengeRow, now: Date): TChallenge => ({ ...row, status: challengeStatus(row, now) });

/** No filter lists all; active and upcoming together list both. */
export async function listChallenges(db: TDb, params: { active?: boolean; upcoming?: boolean }): Promise<TChallenge[]> {
  const now = new Date();
  const filters: SQL[] = [];
  const active = and(lte(challenges.startDate, now), gte(challenges.endDate, now));
  if (params.active && active) filters.push(active);
  if (params.upcoming) filters.push(gt(challenges.startDate, now));
  const rows = await selectChallenges(db)
    .where(filters.length > 0 ? or(...filters) : undefined)
    .orderBy(asc(challenges.startDate), asc(challenges.id));
  return rows.map((row) => withStatus(row, now));
}

export async function getChallenge(db: TDb, params: { id: number }) {
  const now = new Date();
  const [row] = await selectChallenges(db).where(eq(challenges.id, params.id)).limit(1);
  if (!row) throw notFound(CHALLENGE_NOT_FOUND);
  const submissions = await selectSubmissions(db, eq(challengeSubmissions.challengeId, params.id));
  return {
    ...withStatus(row, now),
    submissions,
  };
}

export async function selectSubmissions(db: TDb, where: SQL): Promise<TChallengeSubmission[]> {
  const rows = await db
    .select({
      id: challengeSubmissions.id,
      challengeId: challengeSubmissions.challengeId,
      imageUrl: challengeSubmissions.imageUrl,
      thumbnailUrl: challengeSubmissions.thumbnailUrl,
      description: challengeSubmissions.description,
      createdAt: challengeSubmissions.createdAt,
      recipeId: recipes.id,
      recipeTitle: recipes.title,
      user: communityUserColumns,
    })
    .from(challengeSubmissions)
    .innerJoin(users, eq(users.id, challengeSubmissions.userId))
    // A challenge is a public place: an entry whose recipe went „Nur für mich“ shows no recipe, to anyone.
    .leftJoin(recipes, and(eq(recipes.id, challengeSubmissions.recipeId), isPublicRecipe))
    .where(where)
    .orderBy(desc(challengeSubmissions.createdAt), desc(challengeSubmissions.id));
  return rows.map(({ recipeId, recipeTitle, ...submission }) => ({
    ...submission,
    recipe: recipeId !== null && recipeTitle !== null ? { id: recipeId, title: recipeTitle } : null,
  }));
}
