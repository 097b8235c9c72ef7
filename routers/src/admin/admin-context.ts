import type { TContext } from '../context';
import { AppError } from '../errors';
import type { TAdminTools } from '../ports/admin-tools';
import type { TAuditActor } from '../shared/audit';

export const actorOf = (ctx: { user: { id: number; username: string } }): TAuditActor => ({
  id: ctx.user.id,
  username: ctx.user.username,
});

export function adminToolsOf(ctx: TContext): TAdminTools {
  if (!ctx.admin) throw new AppError('SERVICE_UNAVAILABLE', 'Diese Admin-Funktion ist auf diesem Server nicht eingerichtet.');
  return ctx.admin;
}
