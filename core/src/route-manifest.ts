/**
 * Every page of the web app, declared once as data: the web app builds its routes from it (each id gets its
 * component in web/src/routes/app-routes.tsx, a typed record, so a route without a page does not compile), and the
 * server answers unknown paths with 404, renders the public pages and writes the sitemap from the same list.
 */
export interface TRouteEntry {
  /** Names the route where the two sides meet (the web app's component, the server's page). */
  id: string;
  /** A react-router pattern without the leading slash ('' is `/`): static segments and `:params`. */
  path: string;
  /** 'bare': a full-screen page without the app's navigation (print, cooking mode). */
  layout: 'app' | 'bare';
  /**
   * Who may open it, and which gate the web app puts before it:
   * 'public' anyone (the server renders it); 'guest' visitors only; 'member' members only (visitors are sent to
   * /auth); 'member-offline' members, or anyone offline (the kitchen's own copy); 'member-notice' members, a
   * visitor is told by the page itself; 'admin' administrators.
   */
  access: 'public' | 'guest' | 'member' | 'member-offline' | 'member-notice' | 'admin';
  /**
   * The record the `:id` (or a member's `:username`) names must exist for the reader, or the server answers 404 (a
   * visitor on a members-only page is left to the app), also when the server's render failed or came too late.
   */
  record?: 'recipe' | 'cookbook' | 'challenge' | 'member';
  /**
   * The server renders the page with the app's own components and the answers they asked for (web/src/entry-server.tsx),
   * its head from `ROUTE_HEADS` (route-heads.ts), for visitors and members alike (a member's `/` is the creator).
   */
  serverRender?: 'always';
  /** A public page with a fixed path, listed in the sitemap. */
  sitemap?: true;
}

export const ROUTE_MANIFEST = [
  // Print views and cooking mode: one page without the app's navigation.
  { id: 'recipePrint', path: 'recipe/:id/drucken', layout: 'bare', access: 'member', record: 'recipe' },
  { id: 'cookbookPrint', path: 'cookbooks/:id/drucken', layout: 'bare', access: 'member', record: 'cookbook' },
  // Cooking mode decides itself what a visitor sees (the preview's notice), and must open offline.
  { id: 'cookingMode', path: 'recipe/:id/kochen', layout: 'bare', access: 'public', record: 'recipe' },

  { id: 'home', path: '', layout: 'app', access: 'public', serverRender: 'always', sitemap: true },
  { id: 'auth', path: 'auth', layout: 'app', access: 'guest' },
  { id: 'forgotPassword', path: 'passwort-vergessen', layout: 'app', access: 'public' },
  { id: 'resetPassword', path: 'passwort-zuruecksetzen', layout: 'app', access: 'public' },
  { id: 'verifyEmail', path: 'email-bestaetigen', layout: 'app', access: 'public' },
  { id: 'recipes', path: 'recipes', layout: 'app', access: 'public', serverRender: 'always', sitemap: true },
  { id: 'community', path: 'community', layout: 'app', access: 'public', serverRender: 'always', sitemap: true },
  { id: 'challenges', path: 'challenges', layout: 'app', access: 'public', serverRender: 'always', sitemap: true },
  { id: 'challenge', path: 'challenges/:id', layout: 'app', access: 'public', record: 'challenge', serverRender: 'always' },
  { id: 'recipe', path: 'recipe/:id', layout: 'app', access: 'public', record: 'recipe', serverRender: 'always' },
  { id: 'memberProfile', path: 'u/:username', layout: 'app', access: 'public', record: 'member', serverRender: 'always' },

  { id: 'create', path: 'create', layout: 'app', access: 'member' },
  { id: 'movingIn', path: 'umziehen', layout: 'app', access: 'member' },
  { id: 'newRecipe', path: 'rezept/neu', layout: 'app', access: 'member' },
  { id: 'editRecipe', path: 'rezept/:id/bearbeiten', layout: 'app', access: 'member' },
  { id: 'draftEditor', path: 'rezept/entwurf/:id', layout: 'app', access: 'member' },
  { id: 'drafts', path: 'entwuerfe', layout: 'app', access: 'member' },
  { id: 'share', path: 'teilen', layout: 'app', access: 'public' },
  { id: 'cookbooks', path: 'cookbooks', layout: 'app', access: 'member' },
  { id: 'cookbook', path: 'cookbooks/:id', layout: 'app', access: 'public', record: 'cookbook', serverRender: 'always' },
  { id: 'shoppingLists', path: 'einkaufsliste', layout: 'app', access: 'member-offline' },
  { id: 'sharedShoppingList', path: 'einkaufsliste/geteilt/:token', layout: 'app', access: 'public' },
  { id: 'shoppingList', path: 'einkaufsliste/:id', layout: 'app', access: 'member-offline' },
  { id: 'mealPlan', path: 'wochenplan', layout: 'app', access: 'member-offline' },
  { id: 'pantry', path: 'vorrat', layout: 'app', access: 'member-offline' },
  { id: 'household', path: 'haushalt', layout: 'app', access: 'member-offline' },
  { id: 'householdInvitation', path: 'haushalt/einladung/:token', layout: 'app', access: 'member-offline' },
  { id: 'cookable', path: 'was-kann-ich-kochen', layout: 'app', access: 'member-offline' },
  // Tells visitors they are logged out before sending them to /auth (spec).
  { id: 'profile', path: 'profile', layout: 'app', access: 'member-notice' },
  { id: 'settings', path: 'settings', layout: 'app', access: 'member' },
  { id: 'premium', path: 'premium', layout: 'app', access: 'member' },
  { id: 'subscriptionSuccess', path: 'subscription-success', layout: 'app', access: 'member' },
  { id: 'admin', path: 'admin', layout: 'app', access: 'admin' },

  { id: 'impressum', path: 'impressum', layout: 'app', access: 'public', serverRender: 'always', sitemap: true },
  { id: 'datenschutz', path: 'datenschutz', layout: 'app', access: 'public', serverRender: 'always', sitemap: true },

  // A single segment that is no other page is a member (/{username}); static paths outrank it.
  { id: 'memberShortcut', path: ':username', layout: 'app', access: 'public', record: 'member', serverRender: 'always' },
] as const satisfies readonly TRouteEntry[];

export type TRouteId = (typeof ROUTE_MANIFEST)[number]['id'];

export interface TRouteMatch {
  route: TRouteEntry & { id: TRouteId };
  params: Record<string, string>;
}

const segmentsOf = (pattern: string) => (pattern === '' ? [] : pattern.split('/'));
const staticCount = (segments: string[]) => segments.filter((s) => !s.startsWith(':')).length;

let ranked: { route: TRouteMatch['route']; segments: string[] }[] | undefined;

/** Static segments outrank parameters, as react-router ranks them: /recipes is never the member „recipes“. */
function rankedRoutes() {
  return (ranked ??= ROUTE_MANIFEST.map((route: TRouteMatch['route']) => ({ route, segments: segmentsOf(route.path) })).sort(
    (a, b) => staticCount(b.segments) - staticCount(a.segments),
  ));
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The route a path opens (a trailing slash is the same page), with its decoded parameters; null for no page. */
export function matchRoute(pathname: string): TRouteMatch | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const parts = segmentsOf(trimmed.replace(/^\//, ''));
  for (const { route, segments } of rankedRoutes()) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const fits = segments.every((segment, index) => {
      const part = parts[index] ?? '';
      if (!segment.startsWith(':')) return segment === part;
      const value = part === '' ? null : decoded(part);
      if (value === null) return false;
      params[segment.slice(1)] = value;
      return true;
    });
    if (fits) return { route, params };
  }
  return null;
}

/** The fixed paths of public pages, for the sitemap. */
export function sitemapPaths(): string[] {
  return ROUTE_MANIFEST.filter((route: TRouteEntry) => route.sitemap).map((route) => `/${route.path}`);
}
