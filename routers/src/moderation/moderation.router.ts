import { ADMIN_TAGS, ADMIN_ERRORS } from '../shared/error-responses';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { adminProcedure, protectedProcedure, router } from '../trpc';
import { z } from 'zod';
import { ZReportAnswer, ZReportInput, ZReportList, ZResolveInput } from './reports.schemas';
import { listReports, reportItem } from './reports.service';
import { resolveReports } from './resolve-report.service';

/** Members report comments, photos, challenge entries and recipes; admins work through the Meldungen list. */
export const moderationRouter = router({
  report: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/reports',
        tags: ['Meldungen'],
        summary: 'Inhalt melden (Kommentar, Foto, Challenge-Beitrag oder Rezept); einmal pro Mitglied und Inhalt',
        errorResponses: {
          400: 'Ungültige Meldung oder eigener Inhalt',
          401: 'Anmeldung erforderlich',
          404: 'Inhalt nicht gefunden',
          409: 'Bereits gemeldet',
          429: 'Zu viele Meldungen',
        },
      },
    })
    .input(inputSchema(ZReportInput))
    .output(outputSchema(ZReportAnswer))
    .mutation(({ ctx, input }) => reportItem(ctx.db, { reporterId: ctx.user.id, ...input })),

  reports: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/reports',
        tags: ADMIN_TAGS,
        summary: 'Offene Meldungen je Inhalt (zuletzt gemeldet zuerst), mit Gründen und dem Inhalt im Zusammenhang',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZReportList))
    .query(({ ctx }) => listReports(ctx.db)),

  resolveReport: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/reports/resolve',
        tags: ADMIN_TAGS,
        summary: 'Meldungen eines Inhalts erledigen: delete löscht den Inhalt, dismiss verwirft die Meldungen',
        errorResponses: { ...ADMIN_ERRORS, 404: 'Inhalt oder offene Meldungen nicht gefunden' },
      },
    })
    .input(inputSchema(ZResolveInput))
    .output(outputSchema(ZReportAnswer))
    .mutation(({ ctx, input }) => resolveReports(ctx.db, ctx.media, { actor: ctx.user, ...input })),
});
