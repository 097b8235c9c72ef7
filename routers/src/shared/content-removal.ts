import { and, eq, sql } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '@kochclip/db';
import { challengeSubmissions, comments, recipes, userImages } from '@kochclip/db/schema';
import { forbidden, notFound } from '../errors';
import { recordAudit, type TAuditActor } from './audit';
import type { TActor } from './community-user';
import { RECIPE_NOT_FOUND } from './recipe-cards';
import type { TStoredPicture } from './stored-picture';

/**
 * The one delete of each kind of content members can report: a comment, a community photo, a challenge entry, a
 * recipe. Each writes its audit entry in its transaction and returns the files to remove once it committed; the
 * owning feature (social/, admin/) and moderation's resolve (moderation/) call the same function.
 */

export const COMMENT_NOT_FOUND = 'Kommentar nicht gefunden';
export const USER_IMAGE_NOT_FOUND = 'Bild nicht gefunden';
export const SUBMISSION_NOT_FOUND = 'Beitrag nicht gefunden';

/** A comment that still shows (a deleted placeholder answers 404), locked for the caller's write. */
export async function lockComment(db: TDbOrTx, id: number) {
  const [row] = await db
    .select({ userId: comments.userId, parentId: comments.parentId, deletedAt: comments.deletedAt })
    .from(comments)
    .where(eq(comments.id, id))
    .for('update');
  if (!row || row.deletedAt) throw notFound(COMMENT_NOT_FOUND);
  return row;
}

async function hasReplies(db: TDbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: comments.id }).from(comments).where(eq(comments.parentId, id)).limit(1);
  return row !== undefined;
}

/**
 * The author (or an admin) deletes. With replies the comment stays as a deleted placeholder so the thread
 * keeps its context; once its last reply is gone, the placeholder goes too.
 */
export async function deleteComment(db: TDb, params: { id: number; actor: TActor }): Promise<{ success: true }> {
  return db.transaction(async (tx) => {
    const comment = await lockComment(tx, params.id);
    if (comment.userId !== params.actor.id && params.actor.role !== 'admin') {
      throw forbidden('Nur der Verfasser kann diesen Kommentar löschen.');
    }
    if (comment.userId !== params.actor.id)
      await recordAudit(tx, params.actor, { action: 'comment.delete', targetType: 'comment', targetId: params.id });
    if (await hasReplies(tx, params.id)) {
      await tx
        .update(comments)
        .set({ deletedAt: sql`now()` })
        .where(eq(comments.id, params.id));
      return { success: true as const };
    }
    await tx.delete(comments).where(eq(comments.id, params.id));
    if (comment.parentId !== null && !(await hasReplies(tx, comment.parentId))) {
      await tx.delete(comments).where(and(eq(comments.id, comment.parentId), sql`${comments.deletedAt} is not null`));
    }
    return { success: true as const };
  });
}

/** Owner or admin; returns the files to remove once the delete has committed. */
export async function deleteUserImage(db: TDb, params: { id: number; actor: TActor }): Promise<TStoredPicture> {
  return db.transaction(async (tx) => {
    const [image] = await tx
      .select({ userId: userImages.userId, imageUrl: userImages.imageUrl, thumbnailUrl: userImages.thumbnailUrl })
      .from(userImages)
      .where(eq(userImages.id, params.id))
      .for('update');
    if (!image) throw notFound(USER_IMAGE_NOT_FOUND);
    if (image.userId !== params.actor.id && params.actor.role !== 'admin') {
      throw forbidden('Nur wer das Bild hochgeladen hat, kann es löschen.');
    }
    if (image.userId !== params.actor.id)
      await recordAudit(tx, params.actor, { action: 'photo.delete', targetType: 'photo', targetId: params.id });
    await tx.delete(userImages).where(eq(userImages.id, params.id));
    return { imageUrl: image.imageUrl, thumbnailUrl: image.thumbnailUrl };
  });
}

/** An admin removes a challenge entry (moderation); returns its picture for removal after the commit. */
export async function deleteChallengeSubmission(db: TDb, params: { actor: TAuditActor; id: number }): Promise<TStoredPicture> {
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select({
        imageUrl: challengeSubmissions.imageUrl,
        thumbnailUrl: challengeSubmissions.thumbnailUrl,
        challengeId: challengeSubmissions.challengeId,
        userId: challengeSubmissions.userId,
      })
      .from(challengeSubmissions)
      .where(eq(challengeSubmissions.id, params.id))
      .for('update');
    if (!entry) throw notFound(SUBMISSION_NOT_FOUND);
    await tx.delete(challengeSubmissions).where(eq(challengeSubmissions.id, params.id));
    await recordAudit(tx, params.actor, {
      action: 'challenge-entry.delete',
      targetType: 'challenge-entry',
      targetId: params.id,
      details: { challengeId: entry.challengeId, userId: entry.userId },
    });
    return { imageUrl: entry.imageUrl, thumbnailUrl: entry.thumbnailUrl };
  });
}

/**
 * Any recipe, by an admin: likes, ratings, comments, views, community photos, reports and collection entries go
 * with it (FK cascades). Returns the media URLs to remove once the delete committed.
 */
export async function adminDeleteRecipe(db: TDb, params: { actor: TAuditActor; id: number }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const [recipe] = await tx
      .select({
        title: recipes.title,
        imageUrl: recipes.imageUrl,
        thumbnailUrl: recipes.thumbnailUrl,
        createdById: recipes.createdById,
      })
      .from(recipes)
      .where(eq(recipes.id, params.id))
      .for('update');
    if (!recipe) throw notFound(RECIPE_NOT_FOUND);
    const photos = await tx.select({ url: userImages.imageUrl }).from(userImages).where(eq(userImages.recipeId, params.id));
    await tx.delete(recipes).where(eq(recipes.id, params.id));
    await recordAudit(tx, params.actor, {
      action: 'recipe.delete',
      targetType: 'recipe',
      targetId: params.id,
      details: { title: recipe.title, createdById: recipe.createdById },
    });
    return [recipe.imageUrl, recipe.thumbnailUrl, ...photos.map((photo) => photo.url)].filter((url) => url !== null);
  });
}
