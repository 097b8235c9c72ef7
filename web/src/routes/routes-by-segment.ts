import type { RouteObject } from 'react-router';

/** A path's first segment as react-router compares it (decoded, in any case); '' for `/`. */
function firstSegment(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

const leadingSegment = (route: RouteObject) => (route.index ? '' : firstSegment(`/${route.path ?? ''}`));
const opensAnyPath = (route: RouteObject) => !route.index && /^[:*]/.test(route.path ?? '');
const leaves = (route: RouteObject): RouteObject[] => (route.children ? route.children.flatMap(leaves) : [route]);

/** The table cut to the routes whose first segment is `segment`, a parameter or the catch-all (layouts kept). */
function routesStartingWith(routes: RouteObject[], segment: string): RouteObject[] {
  return routes.flatMap((route) => {
    if (route.children) return [{ ...route, children: routesStartingWith(route.children, segment) }];
    return opensAnyPath(route) || leadingSegment(route) === segment ? [route] : [];
  });
}

/**
 * The routes a path can open, by its first segment. react-router flattens and ranks the whole table it is given
 * on every render (`matchRoutes`): about a sixth of a page's server render with the app's forty routes
 * (docs/performance.md, issue 42). A path whose first segment is `recipe` opens a route that starts with `recipe`,
 * with a parameter or the catch-all, and those rank among themselves as in the whole table. One cut per static
 * first segment, made on first use.
 */
export function routesBySegment(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const staticSegments = new Set(
    routes
      .flatMap(leaves)
      .filter((route) => !opensAnyPath(route))
      .map(leadingSegment),
  );
  const cuts = new Map<string, RouteObject[]>();
  return (pathname) => {
    const segment = firstSegment(pathname);
    // Any other first segment opens a parameter's route or none: one cut for all of them.
    const key = staticSegments.has(segment) ? segment : ':';
    let cut = cuts.get(key);
    if (!cut) cuts.set(key, (cut = routesStartingWith(routes, key)));
    return cut;
  };
}
