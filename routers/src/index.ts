/**
 * The package's entry (`@kochclip/routers`): the composed router and the types derived from it, and the contracts
 * of the raw routes (uploads, downloads, webhooks) the server mounts and the OpenAPI document describes.
 */
export { appRouter, createCaller, type AppRouter } from './root';
export * from './raw-routes/raw-routes';
export type { TProcedureMeta } from './trpc';
export type { TContext } from './context';
