import type { AnyProcedure, AnyRouter } from '@trpc/server';
import type { OpenAPIObject } from 'trpc-to-openapi';
import { appRouter, type TProcedureMeta } from '@kochclip/routers';

/** What an error status means when a procedure does not say more (German, like every answer). */
const DEFAULT_DESCRIPTIONS: Record<string, string> = {
  '400': 'Ungültige Eingaben',
  '401': 'Anmeldung erforderlich',
  '403': 'Keine Berechtigung',
  '404': 'Nicht gefunden',
  '409': 'Konflikt mit vorhandenen Daten',
  '410': 'Nicht mehr verfügbar',
  '413': 'Anfrage zu groß',
  '415': 'Nicht unterstützter Inhaltstyp',
  '429': 'Zu viele Anfragen',
  '500': 'Interner Serverfehler',
  '502': 'Ein externer Dienst hat nicht geantwortet',
  '503': 'Dienst vorübergehend nicht verfügbar',
};


/**
 * trpc-to-openapi keeps one response object per error code for the whole document, so the first procedure's
 * wording ('Falsche Zugangsdaten' from the login) showed on every 401. Each operation gets its own: the
 * procedure's `errorResponses` text, else the German default for the status (and success is said in German).
 */
export function withOperationErrorDescriptions(document: OpenAPIObject): OpenAPIObject {
  const paths = { ...document.paths };
  const router: AnyRouter = appRouter;
  for (const procedure of Object.values(router._def.procedures as Record<string, AnyProcedure>)) {
    const meta = (procedure._def.meta as TProcedureMeta | undefined)?.openapi;
    if (!meta) continue;
    const method = meta.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const pathItem = paths[meta.path];
    const operation = pathItem?.[method];
    if (!pathItem || !operation?.responses) continue;
    const own: Record<string, string | undefined> = Array.isArray(meta.errorResponses) ? {} : (meta.errorResponses ?? {});
    const responses = Object.fromEntries(
      Object.entries(operation.responses as Record<string, { description?: string }>).map(([status, response]) => {
        const description = own[status] ?? DEFAULT_DESCRIPTIONS[status];
        if (status.startsWith('2')) {
          return [status, response.description === 'Successful response' ? { ...response, description: 'Erfolgreiche Antwort' } : response];
        }
        return [status, description ? { ...response, description } : response];
      }),
    );
    paths[meta.path] = { ...pathItem, [method]: { ...operation, responses } };
  }
  return { ...document, paths };
}
