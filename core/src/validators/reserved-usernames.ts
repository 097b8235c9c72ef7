/**
 * Names that would collide with the app's own paths (the public profile also lives at /{username}) or could
 * pass for staff. Compared case-insensitively.
 */
const RESERVED_USERNAMES = new Set([
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
