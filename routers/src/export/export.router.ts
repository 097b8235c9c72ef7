import type { TContext } from '../context';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure } from '../trpc';
import {
  ZCookbookExport,
  ZCookbookExportInput,
  ZCookbookPrint,
  ZCookbookPrintInput,
  ZRecipeExport,
  ZRecipeExportInput,
} from './export.schemas';
import { cookbookForPrint, exportCookbook, exportRecipe } from './export.service';
import { recipeViewerOf } from '../shared/recipe-viewer';

const formats =
  'format=jsonld (Standard): `content` ist ein schema.org-Objekt (als Datei `filename` speichern, application/ld+json); format=markdown: `content` ist Markdown-Text (text/markdown).';

/** Absolute links in exported files point to the site the member uses. */
const originOf = (ctx: TContext) => ctx.origin ?? 'https://kochclip.de';

/** Members only: visitors see a preview of a recipe, and an export is always the full recipe. */
export const exportProcedures = {
  exportRecipe: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/recipes/{id}/export',
        tags: ['Rezepte'],
        summary: 'Rezept exportieren (schema.org JSON-LD oder Markdown)',
        description: `Das vollständige Rezept, nur für Mitglieder. ${formats} Das JSON-LD lässt sich mit POST /import/html wieder importieren.`,
        errorResponses: { 400: 'Unbekanntes Format', 401: 'Anmeldung erforderlich', 404: 'Rezept nicht gefunden' },
      },
    })
    .input(inputSchema(ZRecipeExportInput))
    .output(outputSchema(ZRecipeExport))
    .query(({ ctx, input }) => exportRecipe(ctx.db, { ...input, origin: originOf(ctx), viewer: recipeViewerOf(ctx) })),

  exportCookbook: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/cookbooks/{id}/export',
        tags: ['Kochbücher'],
        summary: 'Kochbuch exportieren (eine schema.org-ItemList seiner Rezepte oder ein Markdown-Dokument)',
        description: `Eigene und öffentliche Kochbücher, nur für Mitglieder. ${formats}`,
        errorResponses: { 400: 'Unbekanntes Format', 401: 'Anmeldung erforderlich', 404: 'Kochbuch nicht gefunden' },
      },
    })
    .input(inputSchema(ZCookbookExportInput))
    .output(outputSchema(ZCookbookExport))
    .query(({ ctx, input }) => exportCookbook(ctx.db, { ...input, viewerId: ctx.user.id, origin: originOf(ctx) })),

  printCookbook: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/cookbooks/{id}/print',
        tags: ['Kochbücher'],
        summary: 'Kochbuch für die Druckansicht (Rezepte mit Zutaten- und Schrittgruppen)',
        description: 'Eigene und öffentliche Kochbücher, nur für Mitglieder; die Rezepte in der Reihenfolge des Kochbuchs.',
        errorResponses: { 401: 'Anmeldung erforderlich', 404: 'Kochbuch nicht gefunden' },
      },
    })
    .input(inputSchema(ZCookbookPrintInput))
    .output(outputSchema(ZCookbookPrint))
    .query(({ ctx, input }) => cookbookForPrint(ctx.db, { id: input.id, viewerId: ctx.user.id })),
};
