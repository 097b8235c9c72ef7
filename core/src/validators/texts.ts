/**
 * Texts the server and the web app show alike, without zod: a page that only displays them (a recipe card) loads
 * no validation code.
 */

/** What public pages show in place of a member who deleted their account and left recipes or replies behind. */
export const DELETED_MEMBER = 'Gelöschtes Mitglied';

/** What recipe cards and pages show for a creator an admin deactivated: their profile is gone, so no link and no name. */
export const SUSPENDED_MEMBER = 'Gesperrtes Mitglied';

/** The creator's label when there is no profile to link: deleted, deactivated, or null (a member to link). */
export function unlinkedCreator(recipe: { creatorDeleted: boolean; creatorSuspended: boolean }): string | null {
  if (recipe.creatorDeleted) return DELETED_MEMBER;
  return recipe.creatorSuspended ? SUSPENDED_MEMBER : null;
}
