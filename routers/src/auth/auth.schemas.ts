import { z } from 'zod';
import { ZTimestamp } from '../timestamp';
import { ZCurrentUser } from '../shared/session-user.schemas';
import { ZLoginFields, ZRegisterFields } from '@kochclip/core/validators';

export { USERNAME_PATTERN, ZPassword, ZUsername } from '@kochclip/core/validators';

export const ZRegisterInput = ZRegisterFields.strict();
export const ZLoginInput = ZLoginFields.strict();

export const ZTokenInput = ZLoginInput.extend({
  name: z.string().trim().min(1).max(60).optional(),
});

/** What the web app asks on every page: a visitor is a normal state (`user: null`), not a 401 in the console. */
export const ZSession = z.object({ user: ZCurrentUser.nullable() });

export const ZTokenOutput = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: ZTimestamp,
});
