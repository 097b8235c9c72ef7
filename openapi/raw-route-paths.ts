import type { OpenAPIObject } from 'trpc-to-openapi';
import { createSchema } from 'zod-openapi';
import type { z } from 'zod';
import { RAW_ROUTES, type TErrorDoc, type TRawRoute } from '@kochclip/routers';
import { EXAMPLE_REQUEST_ID, fieldsSchema, requestIdSchema } from './error-schemas';

type TPathItem = NonNullable<OpenAPIObject['paths']>[string];
type TOperation = NonNullable<TPathItem['post']>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output') => createSchema(schema, { io }).schema;

/** The API's one error body (see error-schemas.ts); the description lists every case when there are several. */
function errorResponse(error: TErrorDoc) {
  return {
    description: error.cases?.join('; ') ?? error.message,
    content: {
      'application/json': {
        schema: {
          type: 'object' as const,
          properties: {
            message: { type: 'string' as const, description: 'Deutsche Fehlermeldung' },
            code: { type: 'string' as const },
            fields: fieldsSchema,
            requestId: requestIdSchema,
          },
          required: ['message', 'code', 'requestId'],
          additionalProperties: false,
        },
        example: { message: error.message, code: error.code, requestId: EXAMPLE_REQUEST_ID },
      },
    },
  };
}

function parametersOf(contract: TRawRoute) {
  const parameters = [
    ...Object.entries(contract.pathParams?.shape ?? {}).map(([name, schema]) => {
      const { description, ...rest } = schemaOf(schema as z.ZodType, 'input') as { description?: string };
      return { name, in: 'path' as const, required: true, schema: rest, ...(description ? { description } : {}) };
    }),
    ...Object.entries(contract.queryParams?.shape ?? {}).map(([name, schema]) => {
      const { description, ...rest } = schemaOf(schema as z.ZodType, 'input') as { description?: string };
      return { name, in: 'query' as const, required: true, schema: rest, ...(description ? { description } : {}) };
    }),
    ...(contract.access === 'stripe'
      ? [{ name: 'Stripe-Signature', in: 'header' as const, required: true, schema: { type: 'string' as const } }]
      : []),
  ];
  return parameters.length > 0 ? parameters : undefined;
}

function operationOf(contract: TRawRoute): TOperation {
  const content: Record<string, { schema: ReturnType<typeof schemaOf> }> = {};
  if (contract.json) content['application/json'] = { schema: schemaOf(contract.json, 'input') };
  if (contract.multipart) content['multipart/form-data'] = { schema: schemaOf(contract.multipart, 'input') };
  return {
    operationId: contract.operationId,
    tags: contract.tags,
    summary: contract.summary,
    description: contract.description,
    ...(contract.access === 'member' ? { security: [{ cookieAuth: [] }, { bearerAuth: [] }] } : {}),
    parameters: parametersOf(contract),
    ...(Object.keys(content).length > 0 ? { requestBody: { required: true, content } } : {}),

    responses: {
      [String(contract.outputStatus ?? 200)]: {
        description: contract.outputDescription,
        content: { [contract.outputMediaType ?? 'application/json']: { schema: schemaOf(contract.output, 'output') } },
      },
      ...Object.fromEntries(Object.entries(contract.errors).map(([status, error]) => [status, errorResponse(error)])),
    },
  };
}

/** The routes beside the procedures (multipart uploads, the Stripe webhook), documented from their contracts. */
export const rawRoutePaths: NonNullable<OpenAPIObject['paths']> = Object.fromEntries(
  Object.values(RAW_ROUTES).map((contract: TRawRoute) => [contract.path, { [contract.method]: operationOf(contract) }]),
);
