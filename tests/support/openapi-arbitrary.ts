import fc from 'fast-check';

/** The part of JSON Schema (OpenAPI 3) that the generated document uses. */
export interface TJsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  nullable?: boolean;
}

export type TResolve = (schema: TJsonSchema) => TJsonSchema;

const INT32_MAX = 2_147_483_647;
/** Strings an attacker likes: NUL, lone surrogates, SQL and markup, RTL marks, long runs, lookalike letters. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '\u202eabc',
  'İ',
  '../../etc/passwd',
  '%00',
  '{"json":true}',
  '9'.repeat(400),
  'ä'.repeat(1000),
  '1e309',
  'NaN',
  '-0',
];

function bounds(schema: TJsonSchema): { min: number; max: number } {
  const exclusiveMin = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : undefined;
  const exclusiveMax = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : undefined;
  const min = Math.max(-INT32_MAX, exclusiveMin ?? schema.minimum ?? -INT32_MAX);
  const max = Math.min(INT32_MAX, exclusiveMax ?? schema.maximum ?? INT32_MAX);
  return { min, max };
}

function typesOf(schema: TJsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

const word = fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,15}$/);

function validString(schema: TJsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 80, 80);
  const fits = (s: string) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity);
  // fast-check's own emailAddress() and webUrl() take seconds to build; these cover what the API accepts.
  if (schema.format === 'email') return fc.tuple(word, fc.constantFrom('example.de', 'kochclip.de', 'mail.example.com')).map(([l, d]) => `${l}@${d}`).filter(fits);
  if (schema.format === 'uri' || schema.format === 'url') return fc.tuple(fc.constantFrom('https://', 'http://'), word, word).map(([p, h, path]) => `${p}${h}.de/${path}`).filter(fits);
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    try {
      return fc.stringMatching(pattern).filter(fits);
    } catch {
      // fast-check cannot build every regular expression (lookaheads): candidates that usually match, kept when they do.
      return fc.oneof(fc.constant('/'), word.map((w) => `/${w}`), word).filter((s) => pattern.test(s) && fits(s));
    }
  }
  return fc.oneof(
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength) }),
    fc.string({ minLength, maxLength: Math.max(minLength, maxLength), unit: 'grapheme' }),
  );
}

/** Values the schema accepts (as far as JSON Schema can say it). */
export function validValue(schema: TJsonSchema, resolve: TResolve, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) return fc.oneof(...variants.map((v) => validValue(v, resolve, depth + 1)));
  if (s.allOf?.[0]) return validValue(s.allOf[0], resolve, depth + 1);
  const options = typesOf(s).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        return validString(s);
      case 'integer': {
        const { min, max } = bounds(s);
        // Small values too, so ids hit the seeded rows now and then.
        return fc.oneof(fc.integer({ min, max: Math.max(min, Math.min(max, 60)) }), fc.integer({ min, max }));
      }
      case 'number': {
        const { min, max } = bounds(s);
        return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(s.items && depth < 6 ? validValue(s.items, resolve, depth + 1) : fc.jsonValue({ maxDepth: 1 }), {
          minLength: s.minItems ?? 0,
          maxLength: Math.min(s.maxItems ?? 5, 5),
        });
      case 'object': {
        const properties = Object.entries(s.properties ?? {});
        const shape = Object.fromEntries(properties.map(([name, prop]) => [name, validValue(prop, resolve, depth + 1)]));
        return fc.record(shape, { requiredKeys: s.required ?? [] });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  });
  if (s.nullable) options.push(fc.constant(null));
  return options.length > 0 ? fc.oneof(...options) : fc.jsonValue({ maxDepth: 2 });
}

/** Values on and just past the edges the schema draws. */
export function boundaryValue(schema: TJsonSchema, resolve: TResolve): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const edges: unknown[] = [];
  if (s.minLength !== undefined) edges.push('x'.repeat(s.minLength), 'x'.repeat(Math.max(0, s.minLength - 1)));
  if (s.maxLength !== undefined) edges.push('x'.repeat(s.maxLength), 'ß'.repeat(s.maxLength + 1));
  if (typesOf(s).some((t) => t === 'integer' || t === 'number')) {
    const { min, max } = bounds(s);
    edges.push(min, max, min - 1, max + 1, 0, -1, 2 ** 31, 2 ** 53, 1.5, -0.5, 1e308);
  }
  if (s.minItems !== undefined) edges.push([], Array.from({ length: s.minItems }, () => 'x'));
  if (s.maxItems !== undefined) edges.push(Array.from({ length: s.maxItems + 1 }, () => 'x'));
  if (s.enum) edges.push(...s.enum.map((e) => (typeof e === 'string' ? e.toUpperCase() : e)), '');
  return edges.length > 0 ? fc.constantFrom(...edges) : invalidValue();
}

/** Anything at all, with a bias to what breaks servers. */
export function invalidValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...HOSTILE_STRINGS),
    // Any code points, lone surrogates included (fast-check's unit 'binary' takes seconds to build).
    fc.array(fc.integer({ min: 0, max: 0x10ffff }), { maxLength: 40 }).map((codes) => String.fromCodePoint(...codes)),
    fc.constantFrom(null, true, false, 0, -1, 2 ** 31, 2 ** 63, -1e308, 1.5, [], {}, [[[[[]]]]], JSON.parse('{"__proto__":{"isAdmin":true}}') as unknown),
    fc.jsonValue({ maxDepth: 3 }),
    fc.integer({ min: 1, max: 200 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  );
}

/** For one value of `schema`: mostly valid, the rest boundary and invalid values, mixed per field for objects. */
export function fuzzValue(schema: TJsonSchema, resolve: TResolve): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const mixedObject = s.properties
    ? fc.record(
        Object.fromEntries(
          Object.entries(s.properties).map(([name, prop]) => [
            name,
            fc.oneof(
              { weight: 4, arbitrary: validValue(prop, resolve) },
              { weight: 1, arbitrary: boundaryValue(prop, resolve) },
              { weight: 1, arbitrary: invalidValue() },
            ),
          ]),
        ),
        { requiredKeys: [] },
      )
    : null;
  const withExtraKey = fc
    .tuple(validValue(s, resolve), fc.string({ minLength: 1, maxLength: 12 }), invalidValue())
    .map(([value, key, extra]) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value, [key]: extra } : value));
  return fc.oneof(
    { weight: 4, arbitrary: validValue(s, resolve) },
    { weight: 2, arbitrary: boundaryValue(s, resolve) },
    { weight: 2, arbitrary: invalidValue() },
    { weight: 1, arbitrary: withExtraKey },
    ...(mixedObject ? [{ weight: 4, arbitrary: mixedObject }] : []),
  );
}
