import { z } from 'zod';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { AppError } from '../errors';
import { protectedProcedure, publicProcedure } from '../trpc';
import { ZDeleteAccountInput } from '@kochclip/core/validators';
import { ZDataExportStatus, ZDeleteAccountResult, ZLegalPage, ZLegalPageInput, ZSourceCode } from './account.schemas';
import { dataExportStatus, requestDataExport } from './data-export.service';
import { deleteMemberAccount } from './delete-account';
import type { TLegalPages } from '../ports/legal-pages';
import type { TContext } from '../context';

const tags = ['Konto'];

/** Data export, account deletion, the legal pages and the source code link. */
export const accountDataProcedures = {
  requestDataExport: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/user/export',
        tags,
        summary: 'Meine Daten herunterladen: Export starten',
        description:
          'Startet einen Hintergrundjob, der alle Daten des Mitglieds als ZIP (JSON-Dateien, Rezepte als schema.org JSON-LD, eigene Bilder) erstellt. Läuft schon ein Export oder wurde in der letzten Stunde einer erstellt, kommt dieser zurück. Der Download-Link ist 24 Stunden gültig.',
        errorResponses: { 503: 'Export derzeit nicht verfügbar' },
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZDataExportStatus))
    .mutation(({ ctx }) => requestDataExport(ctx.db, { userId: ctx.user.id, secret: ctx.config.secret, jobs: ctx.jobs })),

  dataExportStatus: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/export',
        tags,
        summary: 'Stand des letzten Datenexports (mit Download-Link, sobald fertig)',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZDataExportStatus))
    .query(({ ctx }) => dataExportStatus(ctx.db, { userId: ctx.user.id, secret: ctx.config.secret })),

  /** The web app's form of DELETE /api/user (routers/src/raw-routes: a DELETE with a JSON body). */
  deleteAccount: protectedProcedure
    .input(inputSchema(ZDeleteAccountInput))
    .output(outputSchema(ZDeleteAccountResult))
    .mutation(({ ctx, input }) => deleteMemberAccount(ctx, input)),

  legalPage: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/legal/{page}',
        tags: ['Rechtliches'],
        protect: false,
        summary: 'Impressum oder Datenschutzerklärung als HTML',
        errorResponses: { 400: 'Unbekannte Seite' },
      },
    })
    .input(inputSchema(ZLegalPageInput))
    .output(outputSchema(ZLegalPage))
    .query(({ ctx, input }) => legalOf(ctx).page(input.page)),

  sourceCode: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/source',
        tags: ['Rechtliches'],
        protect: false,
        summary: 'Lizenz und Quellcode dieser Instanz (AGPL-3.0-or-later, Abschnitt 13)',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZSourceCode))
    .query(({ ctx }) => ({ license: 'AGPL-3.0-or-later' as const, sourceUrl: legalOf(ctx).sourceUrl })),
};

function legalOf(ctx: TContext): TLegalPages {
  if (!ctx.legal) throw new AppError('SERVICE_UNAVAILABLE', 'Diese Seite ist gerade nicht verfügbar.');
  return ctx.legal;
}
