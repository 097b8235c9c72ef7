import { ROUTE_MANIFEST } from '../route-manifest';

/**
 * Names that would collide with the app's own paths (the public profile also lives at /{username}: every first
 * segment of a page in the route manifest is taken, so a new page reserves its name) or could pass for staff.
 * Compared case-insensitively.
 */
const RESERVED_USERNAMES = new Set([
  ...ROUTE_MANIFEST.map((route) => route.path.split('/')[0] ?? '').filter(
    (segment) => segment !== '' && !segment.startsWith(':'),
  ),
  'admin',
  'administrator',
  'api',
  'assets',
  'auth',
  'collections',
  'community',
  'cookbooks',
  'create',
  'docs',
  'favicon.ico',
  'health',
  'help',
  'haushalt',
  'hilfe',
  'impressum',
  'kochclip',
  'login',
  'logout',
  'manifest.json',
  'me',
  'media',
  'moderator',
  'premium',
  'profile',
  'recipe',
  'recipes',
  'register',
  'robots.txt',
  'root',
  'settings',
  'signup',
  'sitemap.xml',
  'static',
  'subscription-success',
  'support',
  'sw.js',
  'system',
  'teilen',
  'entwuerfe',
  'trpc',
  'u',
  'user',
  'users',
  'www',
  'datenschutz',
  'agb',
  'kontakt',
  'passwort-vergessen',
  'passwort-zuruecksetzen',
  'email-bestaetigen',
]);

export const RESERVED_USERNAME_MESSAGE = 'Dieser Benutzername ist reserviert. Bitte wähle einen anderen.';

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.has(username.trim().toLowerCase());
}
