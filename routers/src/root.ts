import { authRouter } from './auth/auth.router';
import { createRouter } from './create/create.router';
import { recipesRouter } from './recipes/recipes.router';
import { createCallerFactory, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  recipes: recipesRouter,
  create: createRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
