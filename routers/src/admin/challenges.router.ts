import { ZSuccess } from '../shared/common.schemas';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { ZChallengeDetail } from '../shared/challenge.schemas';
import { removePicture } from '../shared/stored-picture';
import { adminProcedure } from '../trpc';
import { actorOf } from './admin-context';
import { ADMIN_ERRORS, ADMIN_TAGS } from '../shared/error-responses';
import { ZChallengeIdInput, ZCreateChallengeInput, ZSubmissionIdInput, ZUpdateChallengeInput } from './challenges.schemas';
import { createChallenge, deleteChallenge, endChallenge, updateChallenge } from './challenges.service';
import { deleteChallengeSubmission } from '../shared/content-removal';

const notFound = { ...ADMIN_ERRORS, 404: 'Challenge nicht gefunden' };

export const adminChallengeProcedures = {
  createChallenge: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/challenges',
        tags: ADMIN_TAGS,
        summary: 'Challenge anlegen (Titel, Beschreibung, Regeln, Tags, Beginn und Ende als ISO-Zeitpunkte)',
        errorResponses: { ...ADMIN_ERRORS, 400: 'Ungültige Angaben' },
      },
    })
    .input(inputSchema(ZCreateChallengeInput))
    .output(outputSchema(ZChallengeDetail))
    .mutation(({ ctx, input }) => createChallenge(ctx.db, { actor: actorOf(ctx), ...input })),

  updateChallenge: adminProcedure
    .meta({
      openapi: {
        method: 'PATCH',
        path: '/admin/challenges/{id}',
        tags: ADMIN_TAGS,
        summary: 'Challenge bearbeiten (nur die gesendeten Felder)',
        errorResponses: { ...notFound, 400: 'Ungültige Angaben' },
      },
    })
    .input(inputSchema(ZUpdateChallengeInput))
    .output(outputSchema(ZChallengeDetail))
    .mutation(({ ctx, input }) => updateChallenge(ctx.db, { actor: actorOf(ctx), ...input })),

  endChallenge: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/challenges/{id}/end',
        tags: ADMIN_TAGS,
        summary: 'Laufende Challenge sofort beenden (das Ende wird jetzt); die Beiträge bleiben',
        errorResponses: { ...notFound, 409: 'Die Challenge hat noch nicht begonnen oder ist schon beendet' },
      },
    })
    .input(inputSchema(ZChallengeIdInput))
    .output(outputSchema(ZChallengeDetail))
    .mutation(({ ctx, input }) => endChallenge(ctx.db, { actor: actorOf(ctx), id: input.id })),

  deleteChallenge: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/challenges/{id}',
        tags: ADMIN_TAGS,
        summary: 'Challenge mit allen Beiträgen und deren Fotos löschen',
        errorResponses: notFound,
      },
    })
    .input(inputSchema(ZChallengeIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      const pictures = await deleteChallenge(ctx.db, { actor: actorOf(ctx), id: input.id });
      await Promise.all(pictures.map((picture) => removePicture(ctx.media, picture)));
      return { success: true as const };
    }),

  deleteChallengeSubmission: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/challenge-submissions/{id}',
        tags: ADMIN_TAGS,
        summary: 'Challenge-Beitrag löschen (Moderation), mit seinem Foto',
        errorResponses: { ...ADMIN_ERRORS, 404: 'Beitrag nicht gefunden' },
      },
    })
    .input(inputSchema(ZSubmissionIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      const picture = await deleteChallengeSubmission(ctx.db, { actor: actorOf(ctx), id: input.id });
      await removePicture(ctx.media, picture);
      return { success: true as const };
    }),
};
