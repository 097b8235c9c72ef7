import type { OpenAPIObject } from 'trpc-to-openapi';

/** Multipart routes are plain Express handlers; their contract is written here by hand. */
export const uploadPaths: NonNullable<OpenAPIObject['paths']> = {};
