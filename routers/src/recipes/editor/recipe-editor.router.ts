import { protectedProcedure } from '../../trpc';
import { inputSchema, outputSchema } from '../../procedure-schemas';
import { spendWriteBudget } from '../../shared/write-budgets';
import { createRecipe, restoreVersion, updateRecipe, type TEditor } from './recipe-editor.service';
import {
  ZRestoreVersionInput,
  ZSavedRecipe,
  ZUpdateRecipeInput,
  ZVersionDetail,
  ZVersionInput,
  ZVersionList,
  ZVersionsInput,
} from './recipe-editor.schemas';
import { getVersion, listVersions } from './recipe-versions.service';
import { ZCreateRecipeInput } from '../../shared/recipe-content.schemas';

const tags = ['Rezepte'];
const editorOf = (ctx: { user: { id: number; username: string; role: string } }): TEditor => ({
  id: ctx.user.id,
  username: ctx.user.username,
  admin: ctx.user.role === 'admin',
});

const NOT_EDITABLE = 'Rezept nicht gefunden (oder nicht dein Rezept)';
const CONTENT_ERRORS = {
  400: 'Ungültiger Inhalt, z. B. „Zutaten: Ein Rezept braucht mindestens eine Zutat.“',
  429: 'Schreibbudget „Rezepte bearbeiten“ erschöpft',
} as const;

/** Writing recipes by hand, saving them whole with the version loaded (409 when stale), and their kept versions. */
export const recipeEditorProcedures = {
  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/recipes',
        tags,
        summary: 'Rezept von Hand schreiben (Quelle „manual“)',
        description:
          'Zutaten und Schritte in Gruppen mit optionalem Titel („Für den Teig“). Höchstens 100 Zutaten, 60 Schritte und je 20 Gruppen; mindestens eine Zutat und ein Schritt. `visibility`: public („Öffentlich“, Standard) oder private („Nur für mich“: niemand außer dir sieht das Rezept, nirgends). Antwortet mit der ID und Version 1.',
        errorResponses: CONTENT_ERRORS,
      },
    })
    .input(inputSchema(ZCreateRecipeInput))
    .output(outputSchema(ZSavedRecipe))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'recipeEdit');
      const { visibility, ...content } = input;
      return createRecipe(ctx.db, { userId: ctx.user.id, content, visibility });
    }),

  update: protectedProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/recipes/{id}',
        tags,
        summary: 'Eigenes Rezept speichern (das ganze Rezept, mit der geladenen Version)',
        description:
          '`version` ist die Version, die der Editor geladen hat. Ist das Rezept inzwischen neuer, antwortet der Server mit 409 und speichert nichts. `visibility` (public oder private) schaltet zwischen „Öffentlich“ und „Nur für mich“; fehlt es, bleibt die Sichtbarkeit, wie sie ist. Admins dürfen jedes Rezept bearbeiten (Eintrag im Audit-Log). Likes, Bewertungen, Kommentare, Sammlungen und Wochenplan bleiben am Rezept.',
        errorResponses: { ...CONTENT_ERRORS, 404: NOT_EDITABLE, 409: 'Das Rezept wurde inzwischen geändert' },
      },
    })
    .input(inputSchema(ZUpdateRecipeInput))
    .output(outputSchema(ZSavedRecipe))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'recipeEdit');
      const { id, version, visibility, ...content } = input;
      return updateRecipe(ctx.db, { recipeId: id, loadedVersion: version, editor: editorOf(ctx), content, visibility });
    }),

  versions: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/versions',
        tags,
        summary: 'Versionen eines eigenen Rezepts (wer, wann, was sich geändert hat), neueste zuerst',
        errorResponses: { 404: NOT_EDITABLE },
      },
    })
    .input(inputSchema(ZVersionsInput))
    .output(outputSchema(ZVersionList))
    .query(({ ctx, input }) => listVersions(ctx.db, { recipeId: input.id, viewer: editorOf(ctx) })),

  version: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/versions/{number}',
        tags,
        summary: 'Eine Version eines eigenen Rezepts, wie sie gespeichert wurde',
        errorResponses: { 404: 'Rezept oder Version nicht gefunden' },
      },
    })
    .input(inputSchema(ZVersionInput))
    .output(outputSchema(ZVersionDetail))
    .query(({ ctx, input }) => getVersion(ctx.db, { recipeId: input.id, number: input.number, viewer: editorOf(ctx) })),

  restoreVersion: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/recipes/{id}/versions/{number}/restore',
        tags,
        summary: 'Alte Version wiederherstellen (als neue Version)',
        description: '`version` ist wie beim Speichern die Version, die der Editor geladen hat (409, wenn veraltet).',
        errorResponses: {
          ...CONTENT_ERRORS,
          404: 'Rezept oder Version nicht gefunden',
          409: 'Das Rezept wurde inzwischen geändert',
        },
      },
    })
    .input(inputSchema(ZRestoreVersionInput))
    .output(outputSchema(ZSavedRecipe))
    .mutation(async ({ ctx, input }) => {
      await spendWriteBudget(ctx, 'recipeEdit');
      return restoreVersion(ctx.db, {
        recipeId: input.id,
        number: input.number,
        loadedVersion: input.version,
        editor: editorOf(ctx),
      });
    }),
};
