import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../root';

/**
 * What the server hands the web app with a public page it rendered (server/src/http/public-pages): the answers the
 * app would ask for first, read for the same reader through the same procedures, so the app's first render shows
 * the page at once instead of a spinner over the server's content. Pure and free of runtime imports, so the web
 * app may import it.
 */

type TOutputs = inferRouterOutputs<AppRouter>;

/** The `id` of the `<script type="application/json">` block that carries the data. */
export const PAGE_DATA_ID = 'kochclip-page-data';

/** Recipes a public profile shows first (its 'Rezepte' tab, `social.memberRecipes`). */
export const PROFILE_RECIPES_PAGE = 24;

export type TServerPage = 'recipe' | 'profile' | 'recipes' | 'community';

export interface TPageData {
  /** Which page the server rendered: the app loads that page's code before its first render. */
  page: TServerPage;
  /** `auth.session` for the reader: the app knows visitor or member without waiting for it. */
  session: TOutputs['auth']['session'];
  /** `recipes.get({ id })` on a recipe page. */
  recipe?: TOutputs['recipes']['get'];
  /** On a public profile: `social.publicProfile({ username })` as the path named the member, and their recipes. */
  profile?: {
    username: string;
    member: TOutputs['social']['publicProfile'];
    recipes: TOutputs['social']['memberRecipes'];
  };
}
