import { generateOpenApiDocument, type OpenAPIObject } from 'trpc-to-openapi';
import { appRouter } from '@kochclip/routers';
import { withOperationErrorDescriptions } from './error-descriptions';
import { withRestErrorSchemas } from './error-schemas';
import { rawRoutePaths } from './raw-route-paths';

/** The REST contract: every tRPC procedure with OpenAPI meta, plus the multipart upload routes. */
export function buildOpenApiDocument(): OpenAPIObject {
  const document = generateOpenApiDocument(appRouter, {
    title: 'Kochclip API',
    description:
      'REST-Schnittstelle von Kochclip. Anmeldung per Cookie-Sitzung (POST /api/login) oder per Bearer-Token (POST /api/auth/token). Fehler kommen als { "message": "<deutscher Text>", "code": "...", "requestId": "..." } (die Kennung steht auch im Header X-Request-Id), Validierungsfehler zusätzlich mit "fields": [{ "path", "message" }]. Öffentliche Lesezugriffe senden ETag und Cache-Control und beantworten If-None-Match mit 304.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      bearerAuth: { type: 'http', scheme: 'bearer', description: 'Token aus POST /api/auth/token' },
      cookieAuth: { type: 'apiKey', in: 'cookie', name: 'kc_session' },
    },
  });
  // A path can have both: GET /recipes/{id}/user-images is a procedure, its POST a multipart route.
  const paths = { ...withOperationErrorDescriptions(document).paths };
  for (const [path, operations] of Object.entries(rawRoutePaths)) paths[path] = { ...paths[path], ...operations };
  return withRestErrorSchemas({ ...document, paths });
}
