import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTE_MANIFEST } from '@kochclip/core';
import { routesBySegment } from './routes-by-segment';

/** The web app's table in the shape web/src/routes/app-routes.tsx builds: bare pages, then the app layout with "*". */
const leaf = (route: (typeof ROUTE_MANIFEST)[number]): RouteObject =>
  route.path === '' ? { id: route.id, index: true } : { id: route.id, path: route.path };
const TABLE: RouteObject[] = [
  ...ROUTE_MANIFEST.filter((route) => route.layout === 'bare').map(leaf),
  {
    id: 'layout',
    children: [...ROUTE_MANIFEST.filter((route) => route.layout === 'app').map(leaf), { id: 'notFound', path: '*' }],
  },
];

const concrete = (pattern: string) => `/${pattern.replace(/:(\w+)/g, (_m, name: string) => (name === 'id' ? '42' : 'anna'))}`;

const PATHS = [
  ...ROUTE_MANIFEST.map((route) => concrete(route.path)),
  ...ROUTE_MANIFEST.map((route) => concrete(route.path).toUpperCase()),
  ...ROUTE_MANIFEST.map((route) => `${concrete(route.path)}/`),
  '/',
  '/recipe',
  '/recipe/42/unbekannt',
  '/%72ecipe/42',
  '/u',
  '/u/Max%20M',
  '/anna/mehr',
  '/gibt/es/nicht',
  '/%E0%A4%A',
  '/einkaufsliste/geteilt',
];

describe('the routes a path can open (react-router ranks only those)', () => {
  const routesFor = routesBySegment(TABLE);

  it.each(PATHS)('opens the same page with its parameters at %s as the whole table does', (path) => {
    const opened = (routes: RouteObject[]) =>
      matchRoutes(routes, path)?.map((match) => ({ id: match.route.id, params: match.params, pathname: match.pathname }));
    expect(opened(routesFor(path))).toEqual(opened(TABLE));
    expect(opened(TABLE)?.at(-1)?.id).toBeDefined();
  });

  it('leaves a recipe path the few routes that could open it', () => {
    const ids = (routes: RouteObject[]): string[] =>
      routes.flatMap((route) => (route.children ? ids(route.children) : [route.id ?? '']));
    expect(ids(routesFor('/recipe/42')).sort()).toEqual(['cookingMode', 'memberShortcut', 'notFound', 'recipe', 'recipePrint']);
  });
});
