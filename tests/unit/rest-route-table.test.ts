import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { rawRoutePaths } from '@kochclip/openapi/raw-route-paths';
import { inputSchema } from '@kochclip/routers/server';
import { appRouter } from '@kochclip/routers';
import { buildRouteTable, stringFieldsOf, valueFromString } from '@kochclip/server';

const document = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string }>>;
};
const routes = buildRouteTable(appRouter);

describe('REST route table', () => {
  it('serves exactly the operations the OpenAPI document lists for procedures', () => {
    // A path may have a procedure (GET /recipes/{id}/user-images) and a hand-written multipart route (its POST).
    const documented = Object.entries(document.paths).flatMap(([p, operations]) =>
      Object.keys(operations)
        .filter((method) => !(method in (rawRoutePaths[p] ?? {})))
        .map((method) => `${method.toUpperCase()} ${p}`),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual(documented.sort());
  });

  it('writes path parameters in Express syntax', () => {
    expect(routes.find((r) => r.procedurePath === 'recipes.like')).toMatchObject({ path: '/recipes/{id}/like', expressPath: '/recipes/:id/like' });
  });

  it('never claims a multipart upload route, which the app mounts after the REST routes', () => {
    const claimed = routes.filter((route) => rawRoutePaths[route.path]?.[route.method.toLowerCase() as 'post'] !== undefined);
    expect(Object.keys(rawRoutePaths).length).toBeGreaterThan(3);
    expect(claimed).toEqual([]);
  });

  it('lets a literal segment win over a path parameter, whatever the declaration order', () => {
    const paths = routes.map((r) => r.path);
    expect(paths.indexOf('/recipes')).toBeLessThan(paths.indexOf('/recipes/{id}'));
  });
});

describe('query and path strings', () => {
  const fields = stringFieldsOf([
    inputSchema(
      z.object({
        page: z.number().int().optional(),
        price: z.number().optional(),
        exact: z.boolean().default(false),
        tags: z.array(z.string()).optional(),
        ids: z.array(z.number().int()),
        label: z.string(),
        trimmed: z.preprocess((v) => v, z.number().int().max(50)),
        maybe: z.number().int().nullable(),
      }),
    ),
  ]);

  it('reads integers as plain decimal digits, also through a preprocess step and for a nullable field', () => {
    expect(valueFromString('7', fields.get('page'))).toBe(7);
    expect(valueFromString('-3', fields.get('page'))).toBe(-3);
    expect(valueFromString('12', fields.get('trimmed'))).toBe(12);
    expect(valueFromString('5', fields.get('maybe'))).toBe(5);
  });

  it('leaves hexadecimal, exponent, decimal, padded and word forms as text for the schema to refuse', () => {
    for (const loose of ['0x1', '1e3', '1.0', ' 1', '1 ', '+1', 'sieben', '0b11', 'Infinity', '']) {
      expect(valueFromString(loose, fields.get('page'))).toBe(loose);
    }
    expect(valueFromString('0x10', fields.get('trimmed'))).toBe('0x10');
  });

  it('takes decimals for number fields only', () => {
    expect(valueFromString('2.5', fields.get('price'))).toBe(2.5);
    expect(valueFromString('2,5', fields.get('price'))).toBe('2,5');
  });

  it('wraps a single value of an array field, coercing each item', () => {
    expect(valueFromString('vegan', fields.get('tags'))).toEqual(['vegan']);
    expect(valueFromString(['1', '2'], fields.get('ids'))).toEqual([1, 2]);
    expect(valueFromString(['1', '0x2'], fields.get('ids'))).toEqual([1, '0x2']);
  });

  it("reads 'true' and 'false' only as booleans, and leaves text fields alone", () => {
    expect(valueFromString('true', fields.get('exact'))).toBe(true);
    expect(valueFromString('false', fields.get('exact'))).toBe(false);
    expect(valueFromString('ja', fields.get('exact'))).toBe('ja');
    expect(valueFromString('42', fields.get('label'))).toBe('42');
  });
});
