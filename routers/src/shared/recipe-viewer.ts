import type { TRecipeViewer } from '@kochclip/db/queries';
import type { TSessionUser } from './session-user.schemas';

/** Who looks, for the visibility rule of „Nur für mich“ recipes (@kochclip/db/queries/recipe-visibility). */
export function recipeViewerOf(ctx: { user: TSessionUser | null }): TRecipeViewer | null {
  return ctx.user ? { id: ctx.user.id, admin: ctx.user.role === 'admin' } : null;
}

/** The same viewer without an admin's reach: what a member's own pages (profile, liked recipes) show them. */
export function asMember(viewer: TRecipeViewer | null): TRecipeViewer | null {
  return viewer ? { id: viewer.id, admin: false } : null;
}
