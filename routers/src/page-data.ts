import type { TServerPage } from '@kochclip/core';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './root';

type TOutputs = inferRouterOutputs<AppRouter>;

/** The data of a public page the server rendered (`PAGE_DATA_ID` in @kochclip/core): the answers of its procedures. */
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
  /** `account.legalPage({ page })` on Impressum and Datenschutz. */
  legal?: TOutputs['account']['legalPage'];
  /**
   * On a page the web app's components rendered on the server: the query cache they rendered from (TanStack
   * Query's dehydrated state), which the browser hydrates; the answers above are in it instead.
   */
  queries?: unknown;
}
