import { router } from '../trpc';
import { adminChallengeProcedures } from './challenges.router';
import { adminMediaProcedures } from './media.router';
import { adminRecipeProcedures } from './recipes.router';
import { adminStatsProcedures } from './stats.router';
import { adminUserProcedures } from './users.router';

/** The admin dashboard's procedures (spec part 2 §2, §7 Admin); every one is adminProcedure. */
export const adminRouter = router({
  ...adminStatsProcedures,
  ...adminUserProcedures,
  ...adminRecipeProcedures,
  ...adminMediaProcedures,
  ...adminChallengeProcedures,
});
