import type { OpenAPIObject } from 'trpc-to-openapi';
import { createSchema } from 'zod-openapi';
import type { z } from 'zod';
import { UPLOAD_CONTRACTS, type TErrorDoc, type TUploadContract } from '@kochclip/routers/uploads/upload-contracts';
import { fieldsSchema } from './error-schemas';

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
          },
          required: ['message', 'code'],
          additionalProperties: false,
        },
        example: { message: error.message, code: error.code },
      },
    },
  };
}

function parametersOf(contract: TUploadContract) {
  const parameters = [
    ...Object.entries(contract.pathParams ?? {}).map(([name, description]) => ({
      name,
      in: 'path' as const,
      required: true,
      schema: { type: 'integer' as const, minimum: 1 },
      description,
    })),
    ...(contract.access === 'stripe'
      ? [{ name: 'Stripe-Signature', in: 'header' as const, required: true, schema: { type: 'string' as const } }]
      : []),
  ];
  return parameters.length > 0 ? parameters : undefined;
}

function operationOf(contract: TUploadContract): TOperation {
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
    requestBody: { required: true, content },

    responses: {
      '200': { description: contract.outputDescription, content: { 'application/json': { schema: schemaOf(contract.output, 'output') } } },
      ...Object.fromEntries(Object.entries(contract.errors).map(([status, error]) => [status, errorResponse(error)])),
    },
  };
}

/** The routes beside the procedures (multipart uploads, the Stripe webhook), documented from their contracts. */
export const uploadPaths: NonNullable<OpenAPIObject['paths']> = Object.fromEntries(
  Object.values(UPLOAD_CONTRACTS).map((contract: TUploadContract) => [contract.path, { post: operationOf(contract) }]),
);
