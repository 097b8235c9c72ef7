import { isReservedUsername } from '@kochclip/core/validators';

/**
 * The web app's page routes (web/src/routes/app-routes.tsx), for answering unknown paths with 404 before any
 * script runs. A single segment that is not an app page is a profile (/{username}), checked against the database.
 */
const APP_PAGES = [
  /^\/(auth|recipes|community|create|teilen|entwuerfe|umziehen|cookbooks|einkaufsliste|wochenplan|vorrat|was-kann-ich-kochen|haushalt|profile|settings|premium|subscription-success|admin|passwort-vergessen|passwort-zuruecksetzen|email-bestaetigen|impressum|datenschutz)$/,
  /^\/einkaufsliste\/(geteilt\/)?[^/]+$/,
  /^\/haushalt\/einladung\/[^/]+$/,
  /^\/rezept\/(neu|[^/]+\/bearbeiten|entwurf\/[^/]+)$/,
];

export type TPageRoute =
  | { kind: 'home' | 'recipes' | 'community' | 'app' | 'unknown' }
  | { kind: 'recipe'; id: string }
  /** The cooking mode and the print view (members only): app pages whose recipe must exist. */
  | { kind: 'recipeApp'; id: string; membersOnly: boolean }
  /** A cookbook and its print view (members only): app pages whose cookbook must exist for the reader. */
  | { kind: 'cookbookApp'; id: string; membersOnly: boolean }
  | { kind: 'profile'; username: string };

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function pageRouteOf(rawPath: string): TPageRoute {
  const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  if (path === '/') return { kind: 'home' };
  if (path === '/recipes') return { kind: 'recipes' };
  if (path === '/community') return { kind: 'community' };
  const recipe = /^\/recipe\/([^/]+)$/.exec(path);
  if (recipe?.[1]) return { kind: 'recipe', id: recipe[1] };
  const recipeApp = /^\/recipe\/([^/]+)\/(drucken|kochen)$/.exec(path);
  if (recipeApp?.[1]) return { kind: 'recipeApp', id: recipeApp[1], membersOnly: recipeApp[2] === 'drucken' };
  const cookbook = /^\/cookbooks\/([^/]+)(\/drucken)?$/.exec(path);
  if (cookbook?.[1]) return { kind: 'cookbookApp', id: cookbook[1], membersOnly: cookbook[2] !== undefined };
  if (APP_PAGES.some((pattern) => pattern.test(path))) return { kind: 'app' };
  const profile = /^\/(?:u\/)?([^/]+)$/.exec(path);
  const username = profile?.[1] ? decoded(profile[1]) : null;
  if (username && !(isReservedUsername(username) && !path.startsWith('/u/'))) return { kind: 'profile', username };
  return { kind: 'unknown' };
}
