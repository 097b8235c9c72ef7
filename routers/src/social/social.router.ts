import { router } from '../trpc';
import { memberProcedures } from './members.router';
import { pushProcedures } from './push.router';
import { recipeCommunityProcedures } from './recipe-community.router';

/** One `social` router; each area keeps its procedures in its own file. */
export const socialRouter = router({ ...recipeCommunityProcedures, ...memberProcedures, ...pushProcedures });
