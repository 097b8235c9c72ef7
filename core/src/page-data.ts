/**
 * What the server hands the web app with a public page it rendered (server/src/http/public-pages): the answers the
 * app would ask for first, read for the same reader through the same procedures, so the app's first render shows
 * the page at once instead of a spinner over the server's content. The shape of those answers is the routers'
 * (`TPageData` in @kochclip/routers); the names both sides agree on are here.
 */

/** The `id` of the `<script type="application/json">` block that carries the data. */
export const PAGE_DATA_ID = 'kochclip-page-data';

/** Recipes a public profile shows first (its 'Rezepte' tab, `social.memberRecipes`). */
export const PROFILE_RECIPES_PAGE = 24;

export type TServerPage = 'recipe' | 'profile' | 'recipes' | 'community' | 'impressum' | 'datenschutz';
