import type { z } from 'zod';

/**
 * Output schemas compiled to plain JavaScript: one function per object schema that checks each field inline and
 * builds the stripped copy as one object literal. zod 4 runs every field through its own parser with a fresh
 * result object; on a 50-card recipe page that took about 12 µs of 14 µs, and under load it was the largest
 * single framework cost of the page (issue note of the API performance issue).
 *
 * The compiled check is the same as or stricter than zod's, never looser: whatever it refuses, or any schema
 * part it does not know (checks other than integer, transforms, unions, records, defaults, …), goes to zod
 * itself, so zod's result and zod's error stay the answer. tests/unit/output-parser.test.ts compares both on
 * every procedure's output schema with generated and broken values.
 */

type TDef = { type: string; checks?: readonly { _zod: { def: { check?: string; format?: string } } }[]; [key: string]: unknown };
type TSchema = { _zod: { def: TDef; values?: ReadonlySet<unknown>; optin?: string; optout?: string } } & z.ZodType;
type TParse = (value: unknown) => unknown;

/** Thrown by compiled code for anything it does not accept; one instance, no stack captured per refusal. */
const MISS = new Error('Ausgabe nicht im schnellen Pfad');
function miss(): never {
  throw MISS;
}

class NotCompiled extends Error {}
function notCompiled(): never {
  throw new NotCompiled('Schema mit Datumsabbildung nicht kompilierbar');
}

/** Whether a schema part may produce a Date (conservative: anything not known to be date-free counts). */
function mayHoldDates(schema: unknown): boolean {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
    case 'null':
    case 'enum':
    case 'literal':
    case 'bigint':
    case 'undefined':
      return false;
    case 'nullable':
    case 'optional':
      return mayHoldDates(def.innerType);
    case 'array':
      return mayHoldDates(def.element);
    case 'object':
      return def.catchall !== undefined || Object.values(def.shape as Record<string, unknown>).some(mayHoldDates);
    default:
      return true;
  }
}

type TGenerated = (parts: readonly unknown[], fail: () => never) => TParse;

/** The generated source is built from schema structure only: keys quoted with JSON.stringify, values reached as `p[i]`. */
function generate(source: string, parts: readonly unknown[]): TParse {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above: no input ever reaches the source
  const factory = new Function('p', 'm', source) as TGenerated;
  return factory(parts, miss);
}

function defOf(schema: unknown): TDef {
  return (schema as TSchema)._zod.def;
}

/** Checks, or a format of its own (`z.url()`, `z.email()`, `z.int()` are string and number types with a format). */
function hasChecks(def: TDef): boolean {
  return (def.checks?.length ?? 0) > 0 || def.format !== undefined;
}

/**
 * `z.number().int()` (one check) or `z.int()` (a number type with that format, no checks): the only check written
 * inline here, a safe integer, exactly Number.isSafeInteger.
 */
function isSafeInteger(def: TDef): boolean {
  const checks = def.checks ?? [];
  if (def.format !== undefined) return def.format === 'safeint' && checks.length === 0;
  return checks.length === 1 && checks[0]?._zod.def.check === 'number_format' && checks[0]._zod.def.format === 'safeint';
}

export interface TOutputParserOptions {
  /** Replaces every date of the result (the REST layer writes ISO text: JSON.stringify then runs on its fast path). */
  date?: (date: Date) => unknown;
  /** Parses what the compiled code refused; zod's own parse by default. */
  fallback?: (data: unknown) => unknown;
  /** Hears when a value went to the fallback (tests). */
  onMiss?: () => void;
}

class Builder {
  /** Values the generated code reaches as `p[i]`: nested parsers, enum sets, zod schemas to defer to. */
  readonly parts: unknown[] = [];

  constructor(readonly options: TOutputParserOptions) {}

  part(value: unknown): string {
    this.parts.push(value);
    return `p[${this.parts.length - 1}]`;
  }

  /** zod parses this part itself (same result, same error), still inside the compiled parent. */
  deferred(schema: unknown): string {
    // A date somewhere inside would come back as a Date: with a date mapping the whole schema goes to the fallback.
    if (this.options.date && mayHoldDates(schema)) notCompiled();
    const parse: TParse = (value) => (schema as z.ZodType).parse(value);
    return this.part(parse);
  }

  /** An expression for the parsed value of the plain identifier `v`. */
  expression(schema: unknown, v: string): string {
    const def = defOf(schema);
    const typed = (test: string) => `(${test} ? ${v} : m())`;
    switch (def.type) {
      case 'string':
        return def.coerce || hasChecks(def) ? `${this.deferred(schema)}(${v})` : typed(`typeof ${v} === "string"`);
      case 'boolean':
        return def.coerce || hasChecks(def) ? `${this.deferred(schema)}(${v})` : typed(`typeof ${v} === "boolean"`);
      case 'number':
        if (def.coerce) return `${this.deferred(schema)}(${v})`;
        if (!hasChecks(def)) return typed(`typeof ${v} === "number" && Number.isFinite(${v})`);
        return isSafeInteger(def) ? typed(`Number.isSafeInteger(${v})`) : `${this.deferred(schema)}(${v})`;
      case 'date': {
        // With a date mapping a deferred date would escape it: such a schema is not compiled (NotCompiled).
        if (def.coerce || hasChecks(def)) return this.options.date ? notCompiled() : `${this.deferred(schema)}(${v})`;
        const valid = `${v} instanceof Date && !Number.isNaN(${v}.getTime())`;
        return this.options.date ? `(${valid} ? ${this.part(this.options.date)}(${v}) : m())` : typed(valid);
      }
      case 'null':
        return typed(`${v} === null`);
      case 'enum':
      case 'literal': {
        const values = (schema as TSchema)._zod.values;
        return values && !hasChecks(def) ? typed(`${this.part(values)}.has(${v})`) : `${this.deferred(schema)}(${v})`;
      }
      case 'nullable':
        return hasChecks(def)
          ? `${this.deferred(schema)}(${v})`
          : `(${v} === null ? null : ${this.expression(def.innerType, v)})`;
      case 'array':
      case 'object':
        return `${this.part(compileNode(schema, this.options))}(${v})`;
      default:
        return `${this.deferred(schema)}(${v})`;
    }
  }
}

function compileArray(schema: unknown, options: TOutputParserOptions): TParse {
  const def = defOf(schema);
  if (hasChecks(def)) {
    if (options.date && mayHoldDates(schema)) notCompiled();
    return (value) => (schema as z.ZodType).parse(value);
  }
  const element = compileLeafOrNode(def.element, options);
  return (value) => {
    if (!Array.isArray(value)) miss();
    const out = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i += 1) out[i] = element(value[i]);
    return out;
  };
}

/** A standalone parser for an array's elements: the same inline checks, wrapped in a function of its own. */
function compileLeafOrNode(schema: unknown, options: TOutputParserOptions): TParse {
  const builder = new Builder(options);
  const body = builder.expression(schema, 'v');
  return generate(`return (v) => ${body};`, builder.parts);
}

const REFUSE_UNDEFINED = new Set(['string', 'boolean', 'number', 'date', 'null', 'enum', 'array', 'object']);

/** Whether zod refuses `undefined` for this schema, so a missing key fails without a presence test. */
function refusesUndefined(schema: unknown): boolean {
  const def = defOf(schema);
  if (def.type === 'nullable') return refusesUndefined(def.innerType);
  return REFUSE_UNDEFINED.has(def.type) && !def.coerce;
}

/**
 * An object in zod's default (strip) mode, its keys in shape order. A required key that zod would refuse as
 * undefined is read directly (missing fails like undefined); any other required key must be present, as zod
 * demands. An optional key is copied only when present (`key in value`, zod's test). Without optional keys
 * the copy is one object literal. The keys are the schema's own, quoted with JSON.stringify: no input
 * reaches the generated source.
 */
function compileObject(schema: unknown, options: TOutputParserOptions): TParse {
  const def = defOf(schema);
  const shape = def.shape as Record<string, unknown>;
  const keys = Object.keys(shape);
  const plainShape = Object.getOwnPropertySymbols(shape).length === 0 && !keys.includes('__proto__');
  // zod parses the whole object; with a date mapping that is only right if no date can be inside (decided here,
  // at compile time, so such a schema goes to the fallback as a whole instead of failing on every call).
  const deferWhole = () => {
    if (options.date && mayHoldDates(schema)) notCompiled();
    return (value: unknown) => (schema as z.ZodType).parse(value);
  };
  if (def.catchall !== undefined || hasChecks(def) || !plainShape) return deferWhole();
  const builder = new Builder(options);
  type TField = { name: string; read: string; value: string; optional: boolean };
  const fields: TField[] = [];
  for (const [i, key] of keys.entries()) {
    const field = shape[key] as TSchema;
    const name = JSON.stringify(key);
    const { optin, optout } = field._zod;
    const fieldDef = defOf(field);
    if (optin === undefined && optout === undefined) {
      const presence = refusesUndefined(field) ? '' : `if (!(${name} in v)) m(); `;
      fields.push({
        name,
        read: `${presence}const f${i} = v[${name}];`,
        value: builder.expression(field, `f${i}`),
        optional: false,
      });
    } else if (optin === 'optional' && optout === 'optional' && fieldDef.type === 'optional' && !hasChecks(fieldDef)) {
      const value = `f${i} === undefined ? undefined : ${builder.expression(fieldDef.innerType, `f${i}`)}`;
      fields.push({ name, read: `const f${i} = v[${name}];`, value, optional: true });
    } else {
      // Defaults, catch and the like decide presence their own way: zod parses the whole object.
      return deferWhole();
    }
  }
  const body = [`if (typeof v !== "object" || v === null || Array.isArray(v)) m();`];
  if (fields.some((field) => field.optional)) {
    body.push('const o = {};');
    for (const { name, read, value, optional } of fields) {
      body.push(optional ? `if (${name} in v) { ${read} o[${name}] = ${value}; }` : `{ ${read} o[${name}] = ${value}; }`);
    }
    body.push('return o;');
  } else {
    body.push(
      ...fields.map((field) => field.read),
      `return { ${fields.map(({ name, value }) => `${name}: ${value}`).join(', ')} };`,
    );
  }
  return generate(`return (v) => {\n${body.join('\n')}\n};`, builder.parts);
}

function compileNode(schema: unknown, options: TOutputParserOptions): TParse {
  const type = defOf(schema).type;
  if (type === 'object') return compileObject(schema, options);
  if (type === 'array') return compileArray(schema, options);
  return compileLeafOrNode(schema, options);
}

/**
 * `schema.parse` for procedure outputs, compiled. A schema the compiler cannot honour a date mapping for is
 * parsed by the fallback every time.
 */
export function compileOutputParser<T extends z.ZodType>(
  schema: T,
  options: TOutputParserOptions = {},
): (data: unknown) => unknown {
  const fallback = options.fallback ?? ((data: unknown) => schema.parse(data));
  let fast: TParse;
  try {
    fast = compileNode(schema, options);
  } catch (error) {
    if (!(error instanceof NotCompiled)) throw error;
    return fallback;
  }
  return (data) => {
    try {
      return fast(data);
    } catch {
      // A refusal here, or a zod error from a deferred part (its path relative to that part): the fallback
      // parses the whole value again, so the error that reaches the log has the full path.
      options.onMiss?.();
      return fallback(data);
    }
  };
}
