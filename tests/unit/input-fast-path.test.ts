import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { DIFFICULTIES, RECIPE_CATEGORIES } from '@kochclip/db/schema';
import { acceptorOf, objectAcceptor, REFER, type TAcceptor } from '@kochclip/routers/input-fast-path';
import { inputSchema } from '@kochclip/routers/procedure-schemas';
import { CATEGORY_ALIASES, DURATION_BUCKETS, ZRecipeListInput } from '@kochclip/routers/recipes/recipes.schemas';
import { appRouter } from '@kochclip/routers';
import { random } from '../support/random';

type TObjectDef = { type: string; shape?: Record<string, z.ZodType> };
const defOf = (schema: unknown) => (schema as { _zod: { def: TObjectDef } })._zod.def;

const flat: Record<string, unknown> = appRouter._def.procedures;
const inputs = Object.entries(flat).flatMap(([path, procedure]) =>
  (procedure as { _def: { inputs: z.ZodType[] } })._def.inputs.map((schema) => [path, schema] as const),
);

/** Every field schema with an acceptor, found through the procedures' input objects. */
const fields = new Map<z.ZodType, { name: string; accept: TAcceptor<unknown> }>();
for (const [path, schema] of inputs) {
  for (const [key, field] of Object.entries(defOf(schema).shape ?? {})) {
    const accept = acceptorOf(field);
    if (accept && !fields.has(field)) fields.set(field, { name: `${path}.${key}`, accept });
  }
}
const withFastPath = inputs.filter(([, schema]) => objectAcceptor(schema) !== undefined);

const words = [
  ...RECIPE_CATEGORIES,
  ...Object.keys(CATEGORY_ALIASES),
  ...DURATION_BUCKETS,
  ...DIFFICULTIES,
  'ueber-60',
  'popular',
  'recent',
];
// Pieces the generated strings are made of: the filters' own words in other cases, blanks of several kinds
// (U+00A0 is trimmed, U+200B is not), digits and signs, and text a user may search for.
const PIECES = [
  ...words,
  ...words.map((w) => w.toUpperCase()),
  ...words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)),
  '',
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u200b',
  '\u3000',
  'ÜBER-',
  'Ueber-',
  '0',
  '1',
  '5',
  '9',
  '00',
  '.',
  'e',
  '-',
  '+',
  'x',
  '٥',
  'Bärlauch',
  'Suppe',
  'İ',
  'ß',
  'ẞ',
  'K',
  'eyJpZCI6MX0',
];
const FIXED: unknown[] = [
  undefined,
  null,
  0,
  -0,
  1,
  24,
  50,
  51,
  1.5,
  -1,
  NaN,
  Infinity,
  2 ** 53,
  true,
  false,
  10n,
  [],
  ['vegan'],
  {},
  new Date(0),
  'a'.repeat(100),
  ` ${'a'.repeat(100)} `,
  'a'.repeat(101),
  'a'.repeat(200),
  'a'.repeat(201),
  ' 5',
  '5 ',
  '05',
  '050',
  '1e1',
  '0x10',
  '+5',
  '-5',
  '1.0',
  'EİNFACH',
  'MİTTEL',
];

function values(seed: number, count: number): unknown[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const generated = Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(PIECES)).join(''),
  );
  return [...FIXED, ...PIECES, ...generated];
}

/** Whether the acceptor answered (and then with zod's value) or referred the value to the schema. */
function compare(accept: TAcceptor<unknown>, schema: z.ZodType, value: unknown): 'fast' | 'referred' {
  const fast = accept(value);
  if (fast === REFER) return 'referred';
  const parsed = schema.safeParse(value);
  expect(parsed.success, `zod refuses what the fast path accepted: ${inspect(value)}`).toBe(true);
  // toStrictEqual: the same keys, undefined ones included, and the same values.
  expect(fast).toStrictEqual(parsed.data);
  return 'fast';
}

describe('input fast path', () => {
  it('the browse and list inputs have one', () => {
    expect(withFastPath.map(([path]) => path)).toEqual(expect.arrayContaining(['recipes.list', 'recipes.mine']));
    expect(fields.size).toBeGreaterThanOrEqual(8);
  });

  const fieldCases = [...fields.entries()].map(([schema, { name, accept }], i) => [name, schema, accept, i] as const);
  it.each(fieldCases)('%s: whatever its acceptor accepts, zod accepts with the same value', (_name, schema, accept, index) => {
    const seen = { fast: 0, referred: 0 };
    for (const value of values(index + 1, 4000)) seen[compare(accept, schema, value)] += 1;
    // Not vacuous: both paths are taken.
    expect(seen.fast).toBeGreaterThan(0);
    expect(seen.referred).toBeGreaterThan(0);
  });

  it.each(withFastPath)('%s: whole objects come out as zod writes them', (_path, schema) => {
    const accept = objectAcceptor(schema);
    if (!accept) throw new Error('kein schneller Pfad');
    const keys = Object.keys(defOf(schema).shape ?? {});
    const next = random(keys.length * 7919);
    const pool = values(99, 400);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
    const seen = { fast: 0, referred: 0 };
    for (let i = 0; i < 6000; i += 1) {
      const data: Record<string, unknown> = next() < 0.1 ? (Object.create(null) as Record<string, unknown>) : {};
      for (const key of keys) if (next() < 0.4) data[key] = pick(pool);
      if (next() < 0.2) data.unbekannt = pick(pool);
      seen[compare(accept, schema, data)] += 1;
    }
    for (const data of [undefined, null, [], 'limit=5', new Map(), Object.create({ limit: '5' })])
      expect(compare(accept, schema, data)).toBe('referred');
    expect(seen.fast).toBeGreaterThan(100);
    expect(seen.referred).toBeGreaterThan(100);
  });

  it('takes what browsing sends, and leaves refusals with their German messages to zod', async () => {
    const accept = objectAcceptor(ZRecipeListInput);
    if (!accept) throw new Error('kein schneller Pfad');
    const browsing = [
      {},
      { limit: '50' },
      { limit: 12 },
      { search: ' Bärlauch ', limit: '24' },
      { limit: '50', cursor: 'eyJpZCI6MTIzfQ' },
      { category: 'vegan', duration: 'ueber-60', difficulty: 'Einfach', sort: 'recent', search: '   ' },
    ];
    for (const data of browsing) expect(accept(data)).not.toBe(REFER);
    expect(accept({ category: 'vegan', duration: 'ueber-60', difficulty: 'Einfach', search: '   ' })).toStrictEqual({
      category: 'Vegan',
      difficulty: 'einfach',
      duration: 'über-60',
      search: undefined,
      limit: 24,
    });

    const schema = inputSchema(ZRecipeListInput);
    await expect(schema.parseAsync({ duration: 'morgen', limit: '0' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      issues: [
        { path: 'duration', message: 'Unbekannte Dauer „morgen“ (erlaubt: unter-15, 15-30, 30-60, über-60)' },
        { path: 'limit' },
      ],
    });
  });
});
