import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { uploadPaths } from '@kochclip/openapi/upload-paths';
import { inputSchema } from '@kochclip/routers/procedure-schemas';
import { appRouter } from '@kochclip/routers';
import { coerceStringValue, stringFieldsOf } from '@kochclip/server/rest/query-input';
import { buildRouteTable, matchRoute } from '@kochclip/server/rest/route-table';

const document = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const routes = buildRouteTable(appRouter);

describe('REST route table', () => {
  it('serves exactly the operations the OpenAPI document lists for procedures', () => {
    // A path may have a procedure (GET /recipes/{id}/user-images) and a hand-written multipart route (its POST).
    const documented = Object.entries(document.paths).flatMap(([p, operations]) =>
      Object.keys(operations)
        .filter((method) => !(method in (uploadPaths[p] ?? {})))
        .map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(documented.sort());
  });

  it('matches path parameters, a trailing slash and any letter case, as trpc-to-openapi did', () => {
    expect(matchRoute(routes, 'POST', '/recipes/42/like')).toMatchObject({ route: { procedurePath: 'recipes.like' }, params: { id: '42' } });
    expect(matchRoute(routes, 'GET', '/Recipes')).toMatchObject({ route: { procedurePath: 'recipes.list' } });
    expect(matchRoute(routes, 'GET', '/user/recipes')).toMatchObject({ route: { procedurePath: 'recipes.mine' } });
    expect(matchRoute(routes, 'PUT', '/recipes/42')).toBeNull();
  });

  it('never claims a multipart upload route, which the app mounts after the REST routes', () => {
    // A concrete URL per documented upload operation ({id} -> 42): the REST layer must let it fall through.
    const claimed = Object.entries(uploadPaths).flatMap(([p, operations]) =>
      Object.keys(operations)
        .map((method) => ({ method: method.toUpperCase(), url: p.replace(/\{\w+\}/g, '42') }))
        .filter(({ method, url }) => matchRoute(routes, method, url) !== null),
    );
    expect(Object.keys(uploadPaths).length).toBeGreaterThan(3);
    expect(claimed).toEqual([]);
  });

  it('lets a literal segment win over a path parameter, whatever the declaration order', () => {
    const pathSorted = routes.map((r) => r.path);
    expect(pathSorted.indexOf('/recipes')).toBeLessThan(pathSorted.indexOf('/recipes/{id}'));
  });
});

describe('query and path strings', () => {
  const fields = stringFieldsOf([
    inputSchema(
      z.object({
        page: z.number().int().optional(),
        exact: z.boolean().default(false),
        tags: z.array(z.string()).optional(),
        ids: z.array(z.number()),
        when: z.date().nullable(),
        label: z.string(),
        trimmed: z.preprocess((v) => v, z.number()),
      }),
    ),
  ]);

  it('coerces numbers, dates and arrays the way trpc-to-openapi did, and leaves strings and preprocessed fields alone', () => {
    expect(coerceStringValue('7', fields.get('page'))).toBe(7);
    expect(coerceStringValue('sieben', fields.get('page'))).toBeNaN();
    expect(coerceStringValue('vegan', fields.get('tags'))).toEqual(['vegan']);
    expect(coerceStringValue(['1', '2'], fields.get('ids'))).toEqual([1, 2]);
    expect(coerceStringValue('2026-01-02', fields.get('when'))).toEqual(new Date('2026-01-02'));
    expect(fields.has('label')).toBe(false);
    expect(fields.has('trimmed')).toBe(false);
  });

  it("reads 'false' as false, unlike z.coerce.boolean, and leaves other words for the schema to refuse", () => {
    expect(coerceStringValue('true', fields.get('exact'))).toBe(true);
    expect(coerceStringValue('false', fields.get('exact'))).toBe(false);
    expect(coerceStringValue('ja', fields.get('exact'))).toBe('ja');
  });
});
