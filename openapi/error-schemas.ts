import type { OpenAPIObject } from 'trpc-to-openapi';

type TSchemas = NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>;

/** `fields`, as server/src/http/errors.ts sends it with errors that point at input fields. */
export const fieldsSchema = {
  type: 'array' as const,
  description: 'Nur bei Fehlern einzelner Eingabefelder (Validierung, bereits vergebener Name): Feld und deutsche Meldung',
  items: {
    type: 'object' as const,
    properties: { path: { type: 'string' as const }, message: { type: 'string' as const } },
    required: ['path', 'message'],
    additionalProperties: false,
  },
};

export const EXAMPLE_REQUEST_ID = '3f2b7c1e-9a4d-4e8b-b1c2-5d6e7f8a9b0c';

/** `requestId`, as every error body carries it (the X-Request-Id header of the answer, too). */
export const requestIdSchema = {
  type: 'string' as const,
  description: 'Kennung der Anfrage (auch im Header X-Request-Id); bei Rückfragen angeben, sie findet die Zeilen im Server-Log',
};

/**
 * trpc-to-openapi documents its own error body (`issues`); ours is `{ message, code }`, plus `fields` when the
 * error points at input fields. The generated error components are rewritten to say exactly that.
 */
export function withRestErrorSchemas(document: OpenAPIObject): OpenAPIObject {
  const schemas: TSchemas = {};
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    if (!name.startsWith('error.') || !('properties' in schema) || !schema.properties) {
      schemas[name] = schema;
      continue;
    }
    const { issues: _issues, ...properties } = schema.properties;
    const example =
      typeof schema.example === 'object' && schema.example !== null ? (schema.example as Record<string, unknown>) : {};
    const { issues: _exampleIssues, ...exampleRest } = example;
    const required = [...(schema.required ?? []).filter((key) => key !== 'issues'), 'requestId'];
    schemas[name] = {
      ...schema,
      properties: { ...properties, fields: fieldsSchema, requestId: requestIdSchema },
      required,
      example: { ...exampleRest, requestId: EXAMPLE_REQUEST_ID },
    };
  }
  return { ...document, components: { ...document.components, schemas } };
}
