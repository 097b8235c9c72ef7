import { z } from 'zod';
import { hitRateLimit } from '@kochclip/db/queries';
import { AppError } from '../errors';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { adminProcedure } from '../trpc';
import { ZImageModelTest, ZResults } from './admin.schemas';
import { actorOf, adminToolsOf } from './admin-context';
import { ADMIN_ERRORS, ADMIN_TAGS } from '../shared/error-responses';
import { recordAudit } from '../shared/audit';
import { ZMediaTask, ZMediaTasks } from './media-tasks.schemas';
import { listMediaTasks, startMediaTask } from './media-tasks.service';

const ZNoInput = z.object({}).optional();
/** Each probe generates one real image, which the configured account pays for. */
const IMAGE_TESTS_PER_TEN_MINUTES = 5;
const taskErrors = {
  ...ADMIN_ERRORS,
  409: 'Es läuft bereits eine Sicherung oder Wiederherstellung',
  503: 'Hintergrundjobs laufen nicht',
};

export const adminMediaProcedures = {
  migrateBlobImages: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/migrate-blob-images',
        tags: ADMIN_TAGS,
        summary:
          'Alle Mediendateien und externen Bild-URLs der Rezepte in den eingerichteten Speicher übernehmen und die URLs umschreiben',
        errorResponses: { ...ADMIN_ERRORS, 409: 'Migration läuft bereits', 503: 'Nicht eingerichtet' },
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZResults))
    .mutation(async ({ ctx }) => {
      const results = await adminToolsOf(ctx).migrateMedia(ctx.db);
      await recordAudit(ctx.db, actorOf(ctx), { action: 'media.migrate', details: results });
      return { results };
    }),

  mediaTasks: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/media/backups',
        tags: ADMIN_TAGS,
        summary: 'Die letzten Sicherungen und Wiederherstellungen der Medien mit Status',
        errorResponses: ADMIN_ERRORS,
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZMediaTasks))
    .query(({ ctx }) => listMediaTasks(ctx.db)),

  backupMedia: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/media/backups',
        tags: ADMIN_TAGS,
        summary: 'Sicherung starten: alle Mediendateien und ein Manifest als ein Archiv in den Speicher (im Hintergrund)',
        errorResponses: taskErrors,
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZMediaTask))
    .mutation(({ ctx }) => startMediaTask(ctx.db, ctx.jobs, { actor: actorOf(ctx), kind: 'backup' })),

  restoreMedia: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/media/restore',
        tags: ADMIN_TAGS,
        summary: 'Notfall-Wiederherstellung: jede fehlende Mediendatei aus der neuesten Sicherung zurückholen (im Hintergrund)',
        errorResponses: { ...taskErrors, 400: 'Es gibt noch keine Sicherung' },
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZMediaTask))
    .mutation(({ ctx }) => startMediaTask(ctx.db, ctx.jobs, { actor: actorOf(ctx), kind: 'restore' })),

  testImageModel: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/test-gpt-image-1',
        tags: ADMIN_TAGS,
        summary: 'Prüft das eingerichtete Bildmodell mit einer echten Anfrage (ohne Schlüssel: available false mit Empfehlung)',
        errorResponses: { ...ADMIN_ERRORS, 429: 'Zu viele Tests', 503: 'Nicht eingerichtet' },
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZImageModelTest))
    .mutation(async ({ ctx }) => {
      const tools = adminToolsOf(ctx);
      if (tools.imageModel) {
        const state = await hitRateLimit(ctx.db, `admin:image-test:${ctx.user.id}`, 600);
        if (state.count > IMAGE_TESTS_PER_TEN_MINUTES) {
          const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - Date.now()) / 1000));
          throw new AppError(
            'TOO_MANY_REQUESTS',
            'Zu viele Bildmodell-Tests. Jeder Test erzeugt ein echtes Bild; bitte warte ein paar Minuten.',
            undefined,
            seconds,
          );
        }
      }
      return tools.testImageModel();
    }),
};
