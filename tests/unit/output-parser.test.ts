import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileOutputParser } from '@kochclip/routers/output-parser';
import { appRouter } from '@kochclip/routers';
import { jsonText } from '@kochclip/server/rest/json-text';
import { restEncoder } from '@kochclip/server/rest/rest-encoder';
import { random } from '../support/random';

type TDef = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: TDef } })._zod.def;

const STRINGS = ['', 'Käse', '  Spätzle mit Soße  ', 'x'.repeat(60), 'https://kochclip.de/bild.webp', 'a"b\\c', '2026-11-25'];
const NUMBERS = [0, 1, 7, -3, 42, 2.5, 1_000_000, 2 ** 53 - 1];

/** A value the schema probably accepts: every key of every object, each type from its own pool. */
function sample(schema: unknown, next: () => number, depth = 0): unknown {
  const def = defOf(schema);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  switch (def.type) {
    case 'string':
    case 'number': {
      // Mostly values the leaf's own checks accept (lengths, URLs, ranges), now and then any from the pool.
      const pool: readonly unknown[] = def.type === 'string' ? STRINGS : NUMBERS;
      const accepted = pool.filter((value) => (schema as z.ZodType).safeParse(value).success);
      return pick(accepted.length > 0 && next() < 0.9 ? accepted : pool);
    }
    case 'boolean':
      return next() < 0.5;
    case 'date':
      return new Date(Date.UTC(2026, 10, 25) - Math.floor(next() * 1e10));
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'enum':
    case 'literal':
      return pick([...((schema as { _zod: { values: Set<unknown> } })._zod.values ?? [])]);
    case 'nullable':
      return next() < 0.3 ? null : sample(def.innerType, next, depth);
    case 'optional':
      return next() < 0.3 ? undefined : sample(def.innerType, next, depth);
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sample(def.innerType, next, depth);
    case 'pipe':
      return sample(def.in, next, depth);
    case 'lazy':
      return depth > 3 ? null : sample((def.getter as () => unknown)(), next, depth + 1);
    case 'array':
      return depth > 4 ? [] : Array.from({ length: Math.floor(next() * 4) }, () => sample(def.element, next, depth + 1));
    case 'union':
      return sample(pick(def.options as unknown[]), next, depth);
    case 'record':
      return { eins: sample(def.valueType, next, depth + 1) };
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const optional = (field as { _zod: { optin?: string } })._zod.optin !== undefined;
        if (optional && next() < 0.3) continue;
        out[key] = sample(field, next, depth + 1);
      }
      return out;
    }
    default:
      return pick(STRINGS);
  }
}

/** Small breakages anywhere in the value: wrong types, missing and extra keys, non-integers, invalid dates. */
function mutate(value: unknown, next: () => number): unknown {
  const breakages = [
    null,
    undefined,
    'falsch',
    1.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    2 ** 53,
    new Date(Number.NaN),
    [],
    {},
    true,
  ];
  const copy = structuredClone<unknown>(value);
  const containers: Record<string, unknown>[] = [];
  const walk = (node: unknown) => {
    if (typeof node !== 'object' || node === null || node instanceof Date) return;
    containers.push(node as Record<string, unknown>);
    for (const child of Object.values(node)) walk(child);
  };
  walk(copy);
  if (containers.length === 0 || next() < 0.1) return breakages[Math.floor(next() * breakages.length)];
  const target = containers[Math.floor(next() * containers.length)] ?? {};
  const keys = Object.keys(target);
  const key = keys[Math.floor(next() * keys.length)];
  const roll = next();
  if (key === undefined || roll < 0.15) target.zusatz = 'nicht dokumentiert';
  else if (roll < 0.35) delete target[key];
  else target[key] = breakages[Math.floor(next() * breakages.length)];
  return copy;
}

function outcome(
  parse: (value: unknown) => unknown,
  value: unknown,
): { ok: true; json: string; keys: string; value: unknown } | { ok: false } {
  try {
    const result = parse(value);
    // Key order and undefined-valued keys count too: JSON and superjson both see them.
    const keys = JSON.stringify(result, (_key, entry: unknown) => (entry === undefined ? '(undefined)' : entry));
    return { ok: true, json: JSON.stringify(result), keys, value: result };
  } catch {
    return { ok: false };
  }
}

const flat = appRouter._def.procedures as unknown as Record<string, { _def: { output?: z.ZodType } }>;
const outputs = Object.entries(flat).flatMap(([path, procedure]) =>
  procedure._def.output ? [[path, procedure._def.output] as const] : [],
);

describe('compiled output parser', () => {
  it.each(outputs)('%s: the same result as zod for generated and broken values', (path, schema) => {
    const next = random([...path].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7));
    let misses = 0;
    const compiled = compileOutputParser(schema, { onMiss: () => (misses += 1) });
    let accepted = 0;
    for (let round = 0; round < 150; round += 1) {
      const valid = sample(schema, next);
      for (const value of [valid, mutate(valid, next), mutate(valid, next)]) {
        const ours = outcome(compiled, value);
        const zods = outcome((input) => schema.parse(input), value);
        expect({ path, round, ...ours }).toEqual({ path, round, ...zods });
        if (zods.ok) accepted += 1;
      }
    }
    // The generator is meant to produce mostly acceptable values; if zod refused them all, nothing was compared.
    expect(accepted).toBeGreaterThan(50);
    expect(misses).toBeLessThanOrEqual(450);
  });

  it.each(outputs)('%s: the REST encoder writes the JSON text of zod’s result, dates included', (path, schema) => {
    const next = random([...path].reduce((sum, char) => sum * 17 + char.charCodeAt(0), 11));
    const encode = restEncoder(schema);
    const text = (parse: () => unknown) => {
      try {
        return parse();
      } catch {
        return 'abgelehnt';
      }
    };
    for (let round = 0; round < 100; round += 1) {
      const valid = sample(schema, next);
      for (const value of [valid, mutate(valid, next)]) {
        // Each side gets its own copy: the fallback writes dates in place.
        const ours = text(() => JSON.stringify(encode(structuredClone(value))));
        const zods = text(() => jsonText(schema.parse(structuredClone(value))));
        expect({ path, round, text: ours }).toEqual({ path, round, text: zods });
      }
    }
  });

  it('takes the compiled path for a recipe page and leaves only refusals to zod', async () => {
    const { ZRecipeList } = await import('@kochclip/routers/recipes/recipes.schemas');
    let misses = 0;
    const parse = compileOutputParser(ZRecipeList, { onMiss: () => (misses += 1) });
    const card = {
      id: 1,
      title: 'Linsensuppe',
      description: null,
      imageUrl: null,
      thumbnailUrl: null,
      category: 'Hauptgericht',
      difficulty: 'einfach',
      duration: 30,
      servings: 4,
      viewCount: 10,
      likeCount: 2,
      tags: ['vegan'],
      createdAt: new Date('2026-11-25T08:00:00Z'),
      createdBy: { id: 3, username: 'anna', firstName: 'Anna', profileImageUrl: null, verified: true, email: 'anna@example.de' },
      internalNote: 'geheim',
    };
    const parsed = parse({ recipes: [card], nextCursor: null }) as z.output<typeof ZRecipeList>;
    expect(misses).toBe(0);
    // Undocumented fields are stripped, at every level.
    expect(JSON.stringify(parsed)).not.toMatch(/email|internalNote/);
    expect(parsed.recipes[0]?.createdBy).toEqual({
      id: 3,
      username: 'anna',
      firstName: 'Anna',
      profileImageUrl: null,
      verified: true,
    });
    expect(() => parse({ recipes: [{ ...card, likeCount: 2.5 }], nextCursor: null })).toThrow(z.ZodError);
    expect(() => parse({ recipes: [{ ...card, createdAt: '2026-11-25' }], nextCursor: null })).toThrow(z.ZodError);
    expect(misses).toBe(2);
  });

  it('keeps zod’s presence rules for optional keys and for required keys that accept undefined', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.union([z.string(), z.undefined()]),
      c: z.number().int().nullable(),
    });
    const parse = compileOutputParser(schema);
    for (const value of [
      { b: 'x', c: 1 },
      { a: undefined, b: undefined, c: null },
      { a: 'y', c: 2 },
      { a: 1, b: 'x', c: 1 },
      { b: 'x', c: 1.5 },
    ]) {
      expect(outcome(parse, value)).toEqual(outcome((input) => schema.parse(input), value));
    }
  });
});

describe('compiled output parser, format types', () => {
  it('leaves string and number formats to zod (z.url(), z.email(), z.int())', () => {
    const schema = z.object({ url: z.url(), mail: z.email(), count: z.int(), share: z.number().int().min(0) });
    const parse = compileOutputParser(schema);
    const valid = { url: 'https://kochclip.de', mail: 'anna@example.de', count: 3, share: 0 };
    expect(parse(valid)).toEqual(valid);
    for (const broken of [{ url: 'kein Link' }, { mail: 'anna' }, { count: 1.5 }, { share: -1 }]) {
      expect(() => parse({ ...valid, ...broken })).toThrow(z.ZodError);
    }
  });
});

describe('REST encoder, dates zod has to parse', () => {
  it('writes dates inside a part the compiler leaves to zod (strict object, refined date) as ISO text', () => {
    const schema = z.object({
      inner: z.strictObject({ at: z.date() }),
      checked: z.date().min(new Date('2000-01-01T00:00:00Z')),
      plain: z.date(),
    });
    const value = () => ({
      inner: { at: new Date('2026-11-25T08:00:00Z') },
      checked: new Date('2026-11-24T12:30:00Z'),
      plain: new Date('2026-11-23T00:00:00.5Z'),
    });
    expect(JSON.stringify(restEncoder(schema)(value()))).toBe(jsonText(schema.parse(value())));
    expect(restEncoder(schema)(value())).toEqual({
      inner: { at: '2026-11-25T08:00:00.000Z' },
      checked: '2026-11-24T12:30:00.000Z',
      plain: '2026-11-23T00:00:00.500Z',
    });
  });
});
