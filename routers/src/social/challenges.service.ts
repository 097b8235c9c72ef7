import { and, asc, desc, eq, gt, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '@kochclip/db';
import { isPublicRecipe } from '@kochclip/db/queries';
import { challenges, challengeSubmissions, recipes, users } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { challengeStatus } from '../shared/challenge-status';
import type { TChallenge, TChallengeSubmission } from '../shared/challenge.schemas';
import { communityUserColumns } from './community.shared';
import type { TStoredPicture } from '../shared/stored-picture';

export const CHALLENGE_NOT_FOUND = 'Challenge nicht gefunden';
export const CHALLENGE_NOT_STARTED = 'Diese Challenge hat noch nicht begonnen. Einreichungen sind erst ab dem Start möglich.';
export const CHALLENGE_ENDED = 'Diese Challenge ist bereits beendet. Es sind keine Einreichungen mehr möglich.';
export const ALREADY_SUBMITTED = 'Du hast bereits einen Beitrag zu dieser Challenge eingereicht.';

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

async function selectSubmissions(db: TDb, where: SQL): Promise<TChallengeSubmission[]> {
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

export const PRIVATE_RECIPE_IN_CHALLENGE =
  'Ein Rezept „Nur für mich“ kann nicht an einer Challenge teilnehmen. Stelle es im Editor auf „Öffentlich“.';

/**
 * One entry per member and challenge: a second one is refused with 409 (the first entry stays as it is).
 * The challenge row is share-locked so its dates are read once for the whole write.
 */
export async function submitToChallenge(
  db: TDb,
  params: { challengeId: number; userId: number; recipeId: number; description?: string; picture: TStoredPicture },
): Promise<TChallengeSubmission> {
  const id = await db.transaction(async (tx) => {
    const [challenge] = await tx
      .select({ startDate: challenges.startDate, endDate: challenges.endDate })
      .from(challenges)
      .where(eq(challenges.id, params.challengeId))
      .for('share');
    if (!challenge) throw notFound(CHALLENGE_NOT_FOUND);
    const status = challengeStatus(challenge);
    if (status === 'Bald verfügbar') throw new AppError('BAD_REQUEST', CHALLENGE_NOT_STARTED);
    if (status === 'Beendet') throw new AppError('BAD_REQUEST', CHALLENGE_ENDED);
    const [recipe] = await tx
      .select({ visibility: recipes.visibility, createdById: recipes.createdById })
      .from(recipes)
      .where(eq(recipes.id, params.recipeId))
      .for('key share');
    if (!recipe || (recipe.visibility !== 'public' && recipe.createdById !== params.userId)) {
      throw new AppError('BAD_REQUEST', 'Das gewählte Rezept gibt es nicht.');
    }
    if (recipe.visibility !== 'public') throw new AppError('BAD_REQUEST', PRIVATE_RECIPE_IN_CHALLENGE);
    const [row] = await tx
      .insert(challengeSubmissions)
      .values({
        challengeId: params.challengeId,
        userId: params.userId,
        recipeId: params.recipeId,
        imageUrl: params.picture.imageUrl,
        thumbnailUrl: params.picture.thumbnailUrl,
        description: params.description ?? null,
      })
      .onConflictDoNothing({ target: [challengeSubmissions.challengeId, challengeSubmissions.userId] })
      .returning({ id: challengeSubmissions.id });
    if (!row) throw new AppError('CONFLICT', ALREADY_SUBMITTED);
    return row.id;
  });
  const [submission] = await selectSubmissions(db, eq(challengeSubmissions.id, id));
  if (!submission) throw notFound(CHALLENGE_NOT_FOUND);
  return submission;
}
