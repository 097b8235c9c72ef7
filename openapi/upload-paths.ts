import type { OpenAPIObject } from 'trpc-to-openapi';
import { createSchema } from 'zod-openapi';
import { ZImportedRecipe } from '@kochclip/routers/import/import.schemas';
import { ZRecipeDetail } from '@kochclip/routers/recipes/recipes.schemas';
import { ZChallengeSubmission } from '@kochclip/routers/social/challenges.schemas';
import { ZUserImage } from '@kochclip/routers/social/user-images.schemas';
import { fieldsSchema } from './error-schemas';

type TSchema = ReturnType<typeof createSchema>['schema'];
type TPathItem = NonNullable<OpenAPIObject['paths']>[string];

/** The response is the same recipe detail as GET /recipes/{id}, derived from its schema so they cannot drift. */
const recipeDetail: TSchema = createSchema(ZRecipeDetail, { io: 'output' }).schema;

/** The API's one error body (see error-schemas.ts). */
const errorBody = (example: { message: string; code: string }) => ({
  description: example.message,
  content: {
    'application/json': {
      schema: {
        type: 'object' as const,
        properties: {
          message: { type: 'string' as const, description: 'Deutsche Fehlermeldung' },
          code: { type: 'string' as const },
          fields: fieldsSchema,
        },
        required: ['message', 'code'],
        additionalProperties: false,
      },
      example,
    },
  },
});

/** POST /user/profile-image and /user/header-image share one contract (server/src/uploads/profile-uploads.ts). */
function profilePictureUpload(operationId: string, summary: string, urlField: string): TPathItem {
  return {
    post: {
      operationId,
      tags: ['Profil'],
      summary,
      description:
        'Multipart-Feld `image`: JPG, PNG, GIF oder WebP, höchstens 5 MB (Typ nach Inhalt). Das Bild wird als WebP neu kodiert (ohne EXIF-Daten), sofort im Profil gesetzt, das vorherige Bild wird gelöscht.',
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object' as const,
              properties: {
                image: { type: 'string' as const, format: 'binary', description: 'JPG, PNG, GIF oder WebP (max. 5 MB)' },
              },
              required: ['image'],
            },
          },
        },
      },
      responses: {
        '200': {
          description: 'Die neue Bild-URL',
          content: {
            'application/json': {
              schema: { type: 'object' as const, properties: { [urlField]: { type: 'string' as const } }, required: [urlField] },
            },
          },
        },
        '400': errorBody({ message: 'Bild erforderlich', code: 'BAD_REQUEST' }),
        '401': errorBody({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED' }),
        '413': errorBody({ message: 'Datei zu groß: Bitte wählen Sie ein Bild unter 5MB aus.', code: 'PAYLOAD_TOO_LARGE' }),
        '415': errorBody({
          message: 'Ungültiger Dateityp: Bitte wählen Sie eine Bilddatei aus (JPG, PNG, GIF oder WebP).',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        }),
      },
    },
  };
}
const userImage: TSchema = createSchema(ZUserImage, { io: 'output' }).schema;
/** The answer of POST /import/html, the same as POST /import/url's (derived from its schema). */
const importedRecipe: TSchema = createSchema(ZImportedRecipe, { io: 'output' }).schema;

const sourceUrlField = {
  type: 'string' as const,
  maxLength: 2048,
  description: 'Adresse der Seite (optional): löst relative Links auf und wird als Quelle gezeigt',
};
const saveField = { type: 'boolean' as const, default: true, description: 'false: nur auslesen, nichts speichern (id=null)' };

/** POST /import/html (server/src/uploads/import-html.ts): a saved page as a file, or its HTML as JSON. */
const importHtml: TPathItem = {
  post: {
    operationId: 'import-fromHtml',
    tags: ['Rezept-Erstellung'],
    summary: 'Rezept aus dem HTML einer Webseite importieren (gespeicherte Seite oder Seite hinter einem Login)',
    description:
      'Dieselbe Auslese wie POST /import/url, ohne die Seite abzurufen: als multipart/form-data mit dem Feld `file` (eine gespeicherte .html-Seite, höchstens 2 MB, Zeichensatz aus BOM oder <meta charset>) oder als JSON `{ html, sourceUrl, saveToDatabase }` (html höchstens 2 MB). `sourceUrl` (oder die kanonische Adresse der Seite) wird als Quelle gezeigt; ein so importiertes Rezept belegt die Adresse nicht für spätere Importe per Link. Nur Bilder öffentlicher Adressen werden heruntergeladen.',
    security: [{ cookieAuth: [] }, { bearerAuth: [] }],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: {
              html: { type: 'string', minLength: 1, description: 'HTML der Seite (höchstens 2 MB)' },
              sourceUrl: sourceUrlField,
              saveToDatabase: saveField,
            },
            required: ['html'],
            additionalProperties: false,
          },
        },
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              file: { type: 'string', format: 'binary', description: 'Gespeicherte Webseite (.html, höchstens 2 MB)' },
              sourceUrl: sourceUrlField,
              saveToDatabase: { type: 'string', enum: ['true', 'false'], description: 'false: nur auslesen, nichts speichern' },
            },
            required: ['file'],
          },
        },
      },
    },
    responses: {
      '200': { description: 'Das importierte Rezept', content: { 'application/json': { schema: importedRecipe } } },
      '400': errorBody({ message: 'Auf dieser Seite wurde kein Rezept gefunden.', code: 'BAD_REQUEST' }),
      '401': errorBody({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED' }),
      '413': errorBody({ message: 'Die Seite ist zu groß (höchstens 2 MB HTML).', code: 'PAYLOAD_TOO_LARGE' }),
      '415': errorBody({ message: 'Bitte lade eine gespeicherte Webseite hoch (.html).', code: 'UNSUPPORTED_MEDIA_TYPE' }),
      '429': errorBody({
        message: 'Zu viele Anfragen in kurzer Zeit. Bitte warte einen Moment und versuche es dann erneut.',
        code: 'TOO_MANY_REQUESTS',
      }),
      '502': errorBody({ message: 'Die KI hat kein gültiges Rezept geliefert. Bitte versuche es erneut.', code: 'BAD_GATEWAY' }),
      '503': errorBody({
        message: 'Die KI ist gerade nicht erreichbar. Bitte versuche es später erneut.',
        code: 'SERVICE_UNAVAILABLE',
      }),
    },
  },
};
const challengeSubmission: TSchema = createSchema(ZChallengeSubmission, { io: 'output' }).schema;

const idParameter = (description: string) => ({
  name: 'id',
  in: 'path' as const,
  required: true,
  schema: { type: 'integer' as const, minimum: 1 },
  description,
});

const imageField = { type: 'string' as const, format: 'binary', description: 'JPG, PNG, GIF oder WebP (max. 5 MB)' };
const descriptionField = {
  type: 'string' as const,
  maxLength: 500,
  description: 'Beschreibung (optional, höchstens 500 Zeichen)',
};

/** The answers every member photo upload shares (spec part 2 §5). */
const imageUploadErrors = {
  '401': errorBody({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED' }),
  '413': errorBody({ message: 'Datei zu groß: Bitte wählen Sie ein Bild unter 5MB aus.', code: 'PAYLOAD_TOO_LARGE' }),
  '415': errorBody({
    message: 'Ungültiger Dateityp: Bitte wählen Sie eine Bilddatei aus (JPG, PNG, GIF oder WebP).',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  }),
};

const photoNote =
  'Der Typ wird an den ersten Bytes erkannt (JPEG, PNG, GIF, WebP), höchstens 5 MB einschließlich. Das Bild wird als WebP neu kodiert (Metadaten und GPS-Daten entfernt, Kantenlänge höchstens 1200 px) und bekommt ein Vorschaubild.';

/** Multipart routes are plain Express handlers; their contract is written here by hand. */
export const uploadPaths: NonNullable<OpenAPIObject['paths']> = {
  '/analyze-file': {
    post: {
      operationId: 'create-analyzeFile',
      tags: ['Rezept-Erstellung'],
      summary: 'Rezept aus einer PDF-Datei oder einem Foto erstellen',
      description:
        'Multipart-Feld `file`: PDF, JPEG, PNG oder WebP, höchstens 10 MB. Der Typ wird an den ersten Bytes der Datei erkannt, nicht am Namen oder am angegebenen Typ. PDFs werden über ihre Textebene gelesen, Fotos mit Texterkennung (ohne KI) oder einem Bildmodell (mit KI). Abgelehnte Dateien werden nicht gespeichert.',
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary', description: 'PDF, JPG, PNG oder WebP (max. 10 MB)' } },
              required: ['file'],
            },
          },
        },
      },
      responses: {
        '200': { description: 'Das erstellte Rezept', content: { 'application/json': { schema: recipeDetail } } },
        '400': errorBody({ message: 'Die Datei konnte nicht analysiert werden.', code: 'BAD_REQUEST' }),
        '401': errorBody({ message: 'Anmeldung erforderlich', code: 'UNAUTHORIZED' }),
        '413': errorBody({
          message: 'Die Datei darf maximal 10MB groß sein.',
          code: 'PAYLOAD_TOO_LARGE',
        }),
        '415': errorBody({
          message: 'Bitte lade nur PDF, JPG, PNG oder WebP Dateien hoch.',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        }),
        '429': errorBody({
          message:
            'Dein monatliches KI-Kontingent ist aufgebraucht. Mit Premium erhältst du 100 KI-Rezept-Generierungen pro Monat.',
          code: 'TOO_MANY_REQUESTS',
        }),
        '502': errorBody({
          message: 'Die KI hat kein gültiges Rezept geliefert. Bitte versuche es erneut.',
          code: 'BAD_GATEWAY',
        }),
        '503': errorBody({
          message: 'Die KI ist gerade nicht erreichbar. Bitte versuche es später erneut.',
          code: 'SERVICE_UNAVAILABLE',
        }),
      },
    },
  },
  '/import/html': importHtml,
  '/recipes/{id}/user-images': {
    post: {
      operationId: 'social-uploadUserImage',
      tags: ['Community-Bilder'],
      summary: 'Community-Bild zu einem Rezept hochladen',
      description: `Multipart-Felder \`image\` (Pflicht) und \`description\` (optional). ${photoNote}`,
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      parameters: [idParameter('Rezept-ID')],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', properties: { image: imageField, description: descriptionField }, required: ['image'] },
          },
        },
      },
      responses: {
        '200': { description: 'Das gespeicherte Bild', content: { 'application/json': { schema: userImage } } },
        '400': errorBody({ message: 'Bild erforderlich', code: 'BAD_REQUEST' }),
        ...imageUploadErrors,
        '404': errorBody({ message: 'Rezept nicht gefunden', code: 'NOT_FOUND' }),
        '429': errorBody({
          message: 'Du hast in kurzer Zeit zu viele Bilder hochgeladen. Bitte versuche es in 42 Sekunden erneut.',
          code: 'TOO_MANY_REQUESTS',
        }),
      },
    },
  },
  '/challenges/{id}/submit': {
    post: {
      operationId: 'social-submitToChallenge',
      tags: ['Challenges'],
      summary: 'Beitrag zu einer laufenden Challenge einreichen (einer pro Mitglied)',
      description: `Multipart-Felder \`recipeId\` (Pflicht), \`image\` (Pflicht) und \`description\` (optional). Nur solange die Challenge aktiv ist; ein zweiter Beitrag desselben Mitglieds wird mit 409 abgelehnt, der erste bleibt. ${photoNote}`,
      security: [{ cookieAuth: [] }, { bearerAuth: [] }],
      parameters: [idParameter('Challenge-ID')],
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              properties: {
                recipeId: { type: 'integer', minimum: 1, description: 'Rezept-ID' },
                image: imageField,
                description: descriptionField,
              },
              required: ['recipeId', 'image'],
            },
          },
        },
      },
      responses: {
        '200': { description: 'Der gespeicherte Beitrag', content: { 'application/json': { schema: challengeSubmission } } },
        '400': errorBody({
          message: 'Diese Challenge ist bereits beendet. Es sind keine Einreichungen mehr möglich.',
          code: 'BAD_REQUEST',
        }),
        ...imageUploadErrors,
        '404': errorBody({ message: 'Challenge nicht gefunden', code: 'NOT_FOUND' }),
        '409': errorBody({ message: 'Du hast bereits einen Beitrag zu dieser Challenge eingereicht.', code: 'CONFLICT' }),
        '429': errorBody({
          message: 'Du hast in kurzer Zeit zu viele Challenge-Beiträge eingereicht. Bitte versuche es in 42 Sekunden erneut.',
          code: 'TOO_MANY_REQUESTS',
        }),
      },
    },
  },
  '/webhooks/stripe': {
    post: {
      operationId: 'premium-stripeWebhook',
      tags: ['Premium'],
      summary: 'Stripe-Webhook (nur für Stripe)',
      description:
        'Roher JSON-Körper mit Header `Stripe-Signature`, geprüft mit STRIPE_WEBHOOK_SECRET (300 s Toleranz). Jedes Ereignis wirkt genau einmal (Ereignis-ID); ältere Ereignisse, die spät eintreffen, ändern nichts. Ausgewertet: customer.subscription.created/updated/deleted, invoice.paid, invoice.payment_failed.',
      parameters: [{ name: 'Stripe-Signature', in: 'header', required: true, schema: { type: 'string' } }],
      requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
      responses: {
        '200': {
          description: 'Ereignis verarbeitet oder bereits bekannt',
          content: {
            'application/json': {
              schema: { type: 'object', properties: { received: { type: 'boolean' } }, required: ['received'] },
            },
          },
        },
        '400': errorBody({ message: 'Ungültige oder veraltete Webhook-Signatur.', code: 'BAD_REQUEST' }),
        '503': errorBody({ message: 'Zahlungen sind derzeit nicht eingerichtet.', code: 'SERVICE_UNAVAILABLE' }),
      },
    },
  },
  '/meal-plan/calendar/{token}': {
    get: {
      operationId: 'kitchen-mealPlanCalendar',
      tags: ['Wochenplan'],
      summary: 'Privates Kalender-Abo des Wochenplans (iCalendar)',
      description:
        'Die Adresse aus GET /api/meal-plan/calendar-feed, für Kalender-Apps ohne Anmeldung: die geheime Adresse ist der einzige Schlüssel (eine erneuerte oder widerrufene antwortet 404). Jede geplante Mahlzeit ist ein Termin zur Uhrzeit ihrer Mahlzeit (Ortszeit: Frühstück 08:00, Mittagessen 12:30, Snack 15:30, Abendessen 18:30), so lang wie das Rezept dauert, mit dem Link zum Rezept; vier Wochen zurück und alles Geplante danach. Ein angehängtes `.ics` ist erlaubt.',
      parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string', maxLength: 100 } }],
      responses: {
        '200': {
          description: 'Der Wochenplan als iCalendar (RFC 5545)',
          content: { 'text/calendar': { schema: { type: 'string' } } },
        },
        '404': errorBody({ message: 'Diesen Kalender gibt es nicht (mehr).', code: 'NOT_FOUND' }),
      },
    },
  },
  '/user/profile-image': profilePictureUpload('social-uploadProfileImage', 'Profilbild hochladen', 'profileImageUrl'),
  '/user/header-image': profilePictureUpload('social-uploadHeaderImage', 'Titelbild des Profils hochladen', 'headerImageUrl'),
};
