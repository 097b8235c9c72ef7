import type { OpenAPIObject } from 'trpc-to-openapi';
import { createSchema } from 'zod-openapi';
import { ZRecipeDetail } from '../routers/src/recipes/recipes.schemas';
import { fieldsSchema } from './error-schemas';

type TSchema = ReturnType<typeof createSchema>['schema'];

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
};
