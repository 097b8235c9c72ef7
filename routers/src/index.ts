/** The package's entry (`@kochclip/routers`): the composed router and the types derived from it. */
export { appRouter, createCaller, type AppRouter } from './root';
