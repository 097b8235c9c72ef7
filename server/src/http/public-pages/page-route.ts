import { matchRoute, type TRouteMatch } from '@kochclip/core';
import { isReservedUsername } from '@kochclip/core/validators';

/**
 * The page a path opens, from the route manifest (@kochclip/core `ROUTE_MANIFEST`), or null (404). A single
 * segment that is no other page names a member, unless it is a reserved word (/collections is no member).
 */
export function pageRouteOf(path: string): TRouteMatch | null {
  const match = matchRoute(path);
  if (match?.route.id === 'memberShortcut' && isReservedUsername(match.params.username ?? '')) return null;
  return match;
}
