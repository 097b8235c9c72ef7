import { createDeps } from '../create.router';
import { inputSchema, outputSchema } from '../../procedure-schemas';
import { protectedProcedure, router } from '../../trpc';
import { ZArchiveImport, ZArchiveImportIdInput } from './archive-import.schemas';
import { archiveImportStatus } from './archive-import.service';
import { ZImportHtmlInput, ZImportResult, ZImportUrlInput } from './import.schemas';
import { importFromHtml, importFromUrl } from './import.service';

const tags = ['Rezept-Erstellung'];

export const importRouter = router({
  fromUrl: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/import/url',
        tags,
        summary: 'Rezept von einer Webseite importieren',
        description:
          'Öffentliche http(s)-Seiten (nur öffentliche Adressen, höchstens 3 Weiterleitungen, 2 MB HTML). Gelesen wird, in dieser Reihenfolge: schema.org-Rezept als JSON-LD, Microdata oder RDFa, die Überschriften der Seite („Zutaten“, „Zubereitung“), der eingebaute Rezeptleser auf dem sichtbaren Text, zuletzt die KI (falls eingerichtet; nur dann zählt der Import zum KI-Kontingent). `extraction` nennt den Weg. Dieselbe Seite (auch mit Tracking-Parametern, anderem Schema oder Schrägstrich am Ende) liefert immer dasselbe Rezept (`existing: true`), ohne sie erneut abzurufen. Das Bild der Seite wird heruntergeladen und neu kodiert gespeichert. Bei saveToDatabase=false wird nichts gespeichert (id=null). Mit `draft: true` wird statt des Rezepts ein Entwurf zum Prüfen gespeichert (Antwort `{ draft, draftId, title, origin }`, siehe /api/drafts); nennt die Seite keine Zubereitungsschritte, bekommt der Entwurf keine und sagt es (ohne draft bleibt es bei 400).',
        errorResponses: {
          400: 'Ungültiger Link, keine Webseite oder kein Rezept auf der Seite',
          409: 'Entwürfe voll (nur mit draft: true)',
          401: 'Anmeldung erforderlich',
          413: 'Seite größer als 2 MB',
          429: 'KI-Kontingent aufgebraucht oder zu viele Anfragen',
          502: 'Seite nicht erreichbar oder ungültige KI-Antwort',
          503: 'KI nicht erreichbar',
          504: 'Seite oder KI hat nicht rechtzeitig geantwortet',
        },
      },
    })
    .input(inputSchema(ZImportUrlInput))
    .output(outputSchema(ZImportResult))
    .mutation(({ ctx, input }) => importFromUrl(createDeps(ctx), input)),

  /** POST /api/import/html is one Express route for JSON and multipart (server/src/raw-routes/import-html.ts); this is its tRPC form. */
  fromHtml: protectedProcedure
    .input(inputSchema(ZImportHtmlInput))
    .output(outputSchema(ZImportResult))
    .mutation(({ ctx, input }) => importFromHtml(createDeps(ctx), input)),

  /** POST /api/import/archive (the upload) is an Express route (server/src/raw-routes/import-archive.ts). */
  archiveStatus: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/import/archive/{id}',
        tags,
        summary: 'Fortschritt und Bericht eines Umzugs („Rezepte umziehen“)',
        description:
          'Zählt, wie viele Rezepte des Archivs schon gelesen sind (`processed` von `total`): übernommen, übersprungen (schon vorhanden: gleicher Titel und gleiche Quelle unter den eigenen Rezepten) und fehlgeschlagen, jeweils mit deutschem Grund. Während der Umzug läuft, enthält `entries` die übersprungenen und fehlgeschlagenen Rezepte, danach alle. Nur für das Mitglied, das den Umzug gestartet hat; für alle anderen 404.',
        errorResponses: { 400: 'Ungültige Umzugs-ID', 401: 'Anmeldung erforderlich', 404: 'Umzug nicht gefunden' },
      },
    })
    .input(inputSchema(ZArchiveImportIdInput))
    .output(outputSchema(ZArchiveImport))
    .query(({ ctx, input }) => archiveImportStatus(ctx.db, { id: input.id, userId: ctx.user.id })),
});
