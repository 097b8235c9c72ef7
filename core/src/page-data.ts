import type { TRouteId } from './route-manifest';

/**
 * What the server hands the web app with a page it rendered (server/src/http/public-pages, web/src/entry-server.tsx):
 * which route it rendered and the query cache it rendered from, which the browser hydrates (`hydrateRoot`).
 */

/** The `id` of the `<script type="application/json">` block that carries the data. */
export const PAGE_DATA_ID = 'kochclip-page-data';

/**
 * The `name` of the `<meta>` that carries the page's CSP nonce for style elements: Radix UI's dialogs and menus lock
 * the page's scroll with a `<style>` whose text depends on the scrollbar's width (react-remove-scroll-bar), so no
 * hash can allow it; the server's policy allows this page's nonce and the web app hands it to them.
 */
export const CSP_NONCE_META = 'kochclip-csp-nonce';

/** Recipes a public profile shows first (its 'Rezepte' tab, `social.memberRecipes`). */
export const PROFILE_RECIPES_PAGE = 24;

/** The page data block; `TQueries` is TanStack Query's dehydrated state (the web app names the type). */
export interface TPageData<TQueries = unknown> {
  /** The route the server rendered: the app loads that page's code before it hydrates. */
  route: TRouteId;
  /** The path it rendered: a copy of the page shown at another address (the service worker's shell) is not hydrated. */
  path: string;
  queries: TQueries;
}
