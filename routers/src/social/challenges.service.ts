import { eq } from 'drizzle-orm';
import type { TDb } from '@kochclip/db';
import { challenges, challengeSubmissions, recipes } from '@kochclip/db/schema';
import { AppError, notFound } from '../errors';
import { challengeStatus } from '../shared/challenge-status';
import type { TChallengeSubmission } from '../shared/challenge.schemas';
import { CHALLENGE_NOT_FOUND, selectSubmissions } from '../shared/challenges';
import type { TStoredPicture } from '../shared/stored-picture';

export const CHALLENGE_NOT_STARTED = 'Diese Challenge hat noch nicht begonnen. Einreichungen sind erst ab dem Start möglich.';
export const CHALLENGE_ENDED = 'Diese Challenge ist bereits beendet. Es sind keine Einreichungen mehr möglich.';
export const ALREADY_SUBMITTED = 'Du hast bereits einen Beitrag zu dieser Challenge eingereicht.';

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
