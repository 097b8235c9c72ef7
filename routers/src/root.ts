import { accountRouter } from './account/account.router';
import { adminRouter } from './admin/admin.router';
import { authRouter } from './auth/auth.router';
import { createRouter } from './create/create.router';
import { draftsRouter } from './create/drafts/drafts.router';
import { exportProcedures } from './export/export.router';
import { householdRouter } from './household/household.router';
import { importRouter } from './create/import/import.router';
import { moderationRouter } from './moderation/moderation.router';
import { pantryRouter } from './pantry/pantry.router';
import { kitchenRouter } from './kitchen/kitchen.router';
import { premiumRouter } from './premium/premium.router';
import { recipesRouter } from './recipes/recipes.router';
import { socialRouter } from './social/social.router';
import { timersRouter } from './timers/timers.router';
import { createCallerFactory, mergeRouters, router } from './trpc';

export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  // The Markdown export lives in export/ (it reads recipes and cookbooks) and is served under recipes.*.
  recipes: mergeRouters(recipesRouter, router(exportProcedures)),
  create: createRouter,
  import: importRouter,
  drafts: draftsRouter,
  social: socialRouter,
  premium: premiumRouter,
  admin: adminRouter,
  moderation: moderationRouter,
  kitchen: kitchenRouter,
  timers: timersRouter,
  pantry: pantryRouter,
  household: householdRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
