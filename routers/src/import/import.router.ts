import { createDeps } from '../create/create.router';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, router } from '../trpc';
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
        },
      },
    })
    .input(inputSchema(ZImportUrlInput))
    .output(outputSchema(ZImportResult))
    .mutation(({ ctx, input }) => importFromUrl(createDeps(ctx), input)),

  /** POST /api/import/html is one Express route for JSON and multipart (server/src/uploads/import-html.ts); this is its tRPC form. */
  fromHtml: protectedProcedure
    .input(inputSchema(ZImportHtmlInput))
    .output(outputSchema(ZImportResult))
    .mutation(({ ctx, input }) => importFromHtml(createDeps(ctx), input)),
});
