import { z } from 'zod';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { adminProcedure } from '../trpc';
import { ZAuditLogInput, ZAuditLogPage, ZStats, ZSystemStatus } from './admin.schemas';
import { ADMIN_ERRORS, ADMIN_TAGS } from '../shared/error-responses';
import { ZAnalytics } from './analytics.schemas';
import { adminAnalytics } from './analytics.service';
import { listAuditLog } from '../shared/audit';
import { adminStats } from './stats.service';
import { systemStatus } from './system.service';

const ZNoInput = z.object({}).optional();

export const adminStatsProcedures = {
  stats: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/stats',
        tags: ADMIN_TAGS,
        summary: 'Kennzahlen: Benutzer, Rezepte (je mit „heute“ nach Berliner Zeit), aktive Benutzer (30 Tage), Aufrufe',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZStats))
    .query(({ ctx }) => adminStats(ctx.db)),

  analytics: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/analytics',
        tags: ADMIN_TAGS,
        summary:
          'Neue Mitglieder, neue Rezepte, KI-Generierungen und Aufrufe je Tag (30 Berliner Tage), Top 10 nach Aufrufen und Likes',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZAnalytics))
    .query(({ ctx }) => adminAnalytics(ctx.db)),

  system: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/system',
        tags: ADMIN_TAGS,
        summary:
          'Datenbankstatus (echte Abfrage) und die eingerichteten Dienste (KI-Text, KI-Sprache, KI-Bilder, Medienspeicher, Jobs)',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZSystemStatus))
    .query(({ ctx }) => systemStatus(ctx)),

  auditLog: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/audit-log',
        tags: ADMIN_TAGS,
        summary: 'Protokoll aller Admin-Änderungen, neueste zuerst (weiter mit cursor = nextCursor)',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(ZAuditLogInput))
    .output(outputSchema(ZAuditLogPage))
    .query(({ ctx, input }) => listAuditLog(ctx.db, { limit: input.limit, before: input.cursor })),
};
