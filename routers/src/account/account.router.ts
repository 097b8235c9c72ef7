import { router } from '../trpc';
import { accountDataProcedures } from './account-data.procedures';
import { accountSecurityProcedures } from './account-security.procedures';

export const accountRouter = router({ ...accountSecurityProcedures, ...accountDataProcedures });
