/**
 * Texts the server and the web app show alike, without zod: a page that only displays them (a recipe card) loads
 * no validation code.
 */

/** What public pages show in place of a member who deleted their account and left recipes or replies behind. */
export const DELETED_MEMBER = 'Gelöschtes Mitglied';
