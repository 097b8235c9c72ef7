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
    const example = typeof schema.example === 'object' && schema.example !== null ? (schema.example as Record<string, unknown>) : {};
    const { issues: _exampleIssues, ...exampleRest } = example;
    schemas[name] = { ...schema, properties: { ...properties, fields: fieldsSchema }, example: exampleRest };
  }
  return { ...document, components: { ...document.components, schemas } };
}
