import type { TContext } from '../context';
import type { TSessionUser } from '../shared/session-user.schemas';
import type { TDeleteAccountInput } from '@kochclip/core/validators';
import { deleteAccount, type TDeleteAccountResult } from './delete-account.service';

/** Account deletion as both of its forms call it (tRPC and DELETE /api/user): the member's own, then the cookie goes. */
export async function deleteMemberAccount(
  ctx: TContext & { user: TSessionUser },
  input: TDeleteAccountInput,
): Promise<TDeleteAccountResult> {
  const result = await deleteAccount(
    ctx.db,
    { ...input, userId: ctx.user.id },
    {
      payments: ctx.payments,
      media: ctx.media,
      files: ctx.accountFiles,
      secret: ctx.config.secret,
      clientIp: ctx.clientIp,
      loginLimits: ctx.config.loginLimits,
    },
  );
  ctx.cookies.clearSession();
  return result;
}
