import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, publicProcedure } from '../trpc';
import { ZChallengeDetail } from '../shared/challenge.schemas';
import { ZChallengeIdInput, ZChallengeList, ZChallengeListInput } from './challenges.schemas';
import { getChallenge, listChallenges } from '../shared/challenges';
import { ZComment, ZCommentId, ZCreateCommentInput, ZUpdateCommentInput } from './comments.schemas';
import { createComment, updateComment } from './comments.service';
import { deleteComment, deleteUserImage } from '../shared/content-removal';
import { ZRecipeIdInput } from './community.shared';
import { ZRateInput, ZRating } from './ratings.schemas';
import { deleteRating, ownRating, rateRecipe } from './ratings.service';
import { ZUserImageIdInput } from './user-images.schemas';
import { removePicture } from '../shared/stored-picture';
import { communityListProcedures } from './community-lists.router';
import { spendWriteBudget } from '../shared/write-budgets';

const commentTags = ['Kommentare'];
const ratingTags = ['Bewertungen'];
const imageTags = ['Community-Bilder'];
const challengeTags = ['Challenges'];

/** Writing comments, ratings and community images, and challenges (issue: recipe page community); the lists are in community-lists.router.ts. */
export const recipeCommunityProcedures = {
  ...communityListProcedures,

  addComment: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/recipes/{id}/comments',
        tags: commentTags,
        summary: 'Kommentar oder Antwort (parentId) schreiben; Antworten auf Antworten hängen am obersten Kommentar',
        errorResponses: {
          400: 'Ungültiger Inhalt oder Elternkommentar',
          401: 'Anmeldung erforderlich',
          404: 'Rezept nicht gefunden',
          429: 'Zu viele Kommentare in kurzer Zeit (Retry-After)',
        },
      },
    })
    .input(inputSchema(ZCreateCommentInput))
    .output(outputSchema(ZComment))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'comment');
      return createComment(ctx.db, { ...input, userId: ctx.user.id });
    }),

  updateComment: protectedProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/comments/{id}',
        tags: commentTags,
        summary: 'Eigenen Kommentar bearbeiten',
        errorResponses: { 401: 'Anmeldung erforderlich', 403: 'Nicht der Verfasser', 404: 'Kommentar nicht gefunden' },
      },
    })
    .input(inputSchema(ZUpdateCommentInput))
    .output(outputSchema(ZComment))
    .mutation(({ ctx, input }) => updateComment(ctx.db, { id: input.id, userId: ctx.user.id, content: input.content })),

  deleteComment: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/comments/{id}',
        tags: commentTags,
        summary: 'Eigenen Kommentar löschen (Admins: jeden); mit Antworten bleibt er als „gelöscht“ stehen',
        errorResponses: { 401: 'Anmeldung erforderlich', 403: 'Nicht der Verfasser', 404: 'Kommentar nicht gefunden' },
      },
    })
    .input(inputSchema(z.object({ id: ZCommentId })))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => deleteComment(ctx.db, { id: input.id, actor: ctx.user })),

  ownRating: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/ratings/user',
        tags: ratingTags,
        summary: 'Die eigene Bewertung des Rezepts oder null',
        errorResponses: { 401: 'Anmeldung erforderlich', 404: 'Rezept nicht gefunden' },
      },
    })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(ZRating.nullable()))
    .query(({ ctx, input }) => ownRating(ctx.db, { recipeId: input.id, userId: ctx.user.id })),

  rateRecipe: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/recipes/{id}/ratings',
        tags: ratingTags,
        summary: 'Rezept bewerten (1 bis 5 Sterne); ersetzt die eigene frühere Bewertung',
        errorResponses: {
          400: 'Ungültige Bewertung',
          401: 'Anmeldung erforderlich',
          404: 'Rezept nicht gefunden',
          429: 'Zu viele Bewertungen in kurzer Zeit (Retry-After)',
        },
      },
    })
    .input(inputSchema(ZRateInput))
    .output(outputSchema(ZRating))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'rating');
      return rateRecipe(ctx.db, { ...input, userId: ctx.user.id });
    }),

  deleteRating: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/recipes/{id}/ratings',
        tags: ratingTags,
        summary: 'Eigene Bewertung entfernen (idempotent)',
        errorResponses: { 401: 'Anmeldung erforderlich', 404: 'Rezept nicht gefunden' },
      },
    })
    .input(inputSchema(ZRecipeIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => deleteRating(ctx.db, { recipeId: input.id, userId: ctx.user.id })),

  deleteUserImage: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/user-images/{id}',
        tags: imageTags,
        summary: 'Eigenes Community-Bild löschen (Admins: jedes); die Dateien werden mit entfernt',
        errorResponses: { 401: 'Anmeldung erforderlich', 403: 'Nicht das eigene Bild', 404: 'Bild nicht gefunden' },
      },
    })
    .input(inputSchema(ZUserImageIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      const picture = await deleteUserImage(ctx.db, { id: input.id, actor: ctx.user });
      await removePicture(ctx.media, picture);
      return { success: true as const };
    }),

  listChallenges: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/challenges',
        tags: challengeTags,
        protect: false,
        summary: 'Challenges: active=true laufende, upcoming=true kommende, ohne Filter alle',
      },
    })
    .input(inputSchema(ZChallengeListInput))
    .output(outputSchema(ZChallengeList))
    .query(({ ctx, input }) => listChallenges(ctx.db, input ?? {})),

  getChallenge: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/challenges/{id}',
        tags: challengeTags,
        protect: false,
        summary: 'Challenge mit Regeln und Einreichungen',
        errorResponses: { 404: 'Challenge nicht gefunden' },
      },
    })
    .input(inputSchema(ZChallengeIdInput))
    .output(outputSchema(ZChallengeDetail))
    .query(({ ctx, input }) => getChallenge(ctx.db, input)),
};
