import { z } from 'zod';
import { inputSchema, outputSchema } from '../../procedure-schemas';
import { spendWriteBudget } from '../../shared/write-budgets';
import { protectedProcedure, router } from '../../trpc';
import {
  ZCreateDraftInput,
  ZDeletedDraft,
  ZDraft,
  ZDraftIdInput,
  ZDraftList,
  ZSaveDraftInput,
  ZSavedDraft,
  ZUpdateDraftInput,
} from './drafts.schemas';
import { DRAFT_LIFETIME_DAYS, MAX_DRAFTS } from '../../shared/draft.schemas';
import { deleteDraft, getDraft, insertDraft, listDrafts, updateDraft } from './drafts.service';
import { saveDraft } from './save-draft.service';

const tags = ['Entwürfe'];
const NOT_FOUND = 'Entwurf nicht gefunden (abgelaufen, gelöscht oder nicht dein Entwurf)';
const FULL = `Schon ${MAX_DRAFTS} Entwürfe`;

/**
 * Drafts: a machine's recipe (creation calls with `draft: true`) or one being written by hand, stored as the editor
 * autosaves it, only ever seen by its author, gone 30 days after its last change.
 */
export const draftsRouter = router({
  list: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/drafts',
        tags,
        summary: 'Eigene Entwürfe, zuletzt geändert zuerst',
        description: `Nur die eigenen; höchstens ${MAX_DRAFTS}. Ein Entwurf verfällt ${DRAFT_LIFETIME_DAYS} Tage nach seiner letzten Änderung (expiresAt). Entwürfe erscheinen nie in Suche, Listen oder Profilen.`,
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZDraftList))
    .query(({ ctx }) => listDrafts(ctx.db, ctx.user.id)),

  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/drafts/{id}',
        tags,
        summary: 'Einen eigenen Entwurf laden (für den Editor)',
        description:
          '`content` hat die Form des Editors (Gruppen von Zutaten und Schritten). `notice` sagt, was die Quelle nicht nannte (z. B. keine Zubereitungsschritte).',
        errorResponses: { 404: NOT_FOUND },
      },
    })
    .input(inputSchema(ZDraftIdInput))
    .output(outputSchema(ZDraft))
    .query(({ ctx, input }) => getDraft(ctx.db, { id: input.id, userId: ctx.user.id })),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/drafts',
        tags,
        summary: 'Entwurf von Hand anlegen (Herkunft „manual“)',
        description:
          'Der Editor unter /rezept/neu legt ihn an, sobald etwas eingetippt ist. Noch nichts ist Pflicht; die Grenzen des Editors gelten.',
        errorResponses: { 400: 'Ungültiger Inhalt (zu lang, zu viele Zutaten …)', 409: FULL },
      },
    })
    .input(inputSchema(ZCreateDraftInput))
    .output(outputSchema(ZDraft))
    .mutation(async ({ ctx, input }) => {
      const created = await insertDraft(ctx.db, {
        userId: ctx.user.id,
        origin: 'manual',
        data: {
          content: input.content,
          notice: null,
          source: { recipeSource: 'manual', video: null, page: null, illustration: false },
        },
      });
      return getDraft(ctx.db, { id: created.id, userId: ctx.user.id });
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/drafts/{id}',
        tags,
        summary: 'Entwurf speichern (automatisch beim Bearbeiten)',
        description: `Das ganze Formular ersetzt das gespeicherte; die ${DRAFT_LIFETIME_DAYS} Tage beginnen neu. \`removeImage: true\` entfernt das Bild.`,
        errorResponses: { 400: 'Ungültiger Inhalt (zu lang, zu viele Zutaten …)', 404: NOT_FOUND },
      },
    })
    .input(inputSchema(ZUpdateDraftInput))
    .output(outputSchema(ZDraft))
    .mutation(({ ctx, input }) =>
      updateDraft(ctx.db, ctx.media, {
        id: input.id,
        userId: ctx.user.id,
        content: input.content,
        removeImage: input.removeImage,
      }),
    ),

  save: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/drafts/{id}/save',
        tags,
        summary: 'Entwurf als Rezept speichern',
        description:
          'Mit `content` wird dieser Stand gespeichert, sonst der zuletzt gespeicherte. Dieselben Prüfungen und Grenzen wie POST /api/recipes (Schreibbudget „Rezepte bearbeiten“); bei einem Fehler wird nichts geschrieben. Das Rezept behält Quelle und Bild des Entwurfs; der Entwurf ist danach gelöscht.',
        errorResponses: {
          400: 'Ungültiger Inhalt, z. B. „Zubereitung: Ein Rezept braucht mindestens einen Zubereitungsschritt.“',
          404: NOT_FOUND,
          429: 'Schreibbudget „Rezepte bearbeiten“ erschöpft',
        },
      },
    })
    .input(inputSchema(ZSaveDraftInput))
    .output(outputSchema(ZSavedDraft))
    .mutation(async ({ ctx, input }) => {
      await getDraft(ctx.db, { id: input.id, userId: ctx.user.id });
      await spendWriteBudget(ctx, 'recipeEdit');
      return saveDraft(
        { db: ctx.db, config: ctx.config, member: ctx.user, jobs: ctx.jobs },
        { id: input.id, content: input.content },
      );
    }),

  delete: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/drafts/{id}',
        tags,
        summary: 'Entwurf verwerfen',
        errorResponses: { 404: NOT_FOUND },
      },
    })
    .input(inputSchema(ZDraftIdInput))
    .output(outputSchema(ZDeletedDraft))
    .mutation(({ ctx, input }) => deleteDraft(ctx.db, ctx.media, { id: input.id, userId: ctx.user.id })),
});
