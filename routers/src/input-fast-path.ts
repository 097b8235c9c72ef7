import type { z } from 'zod';

/**
 * A fast path for hot query inputs. The browse list's eight query fields each run through `z.preprocess`
 * (whitespace-only means "not given"), a transform pipe per field on the most frequent request; plain functions
 * give the same result without it. (The last issue note of the API performance issue first blamed these pipes
 * for the list pages' promotion under load; that was postgres.js's result arrays, see recipes/prepared.ts.)
 *
 * A field schema may carry an acceptor: a plain function that returns the value zod would return for the inputs
 * it knows, and `REFER` for everything else. An object schema whose every field has one (and that strips unknown
 * keys, zod's default) is then parsed by the acceptors; if any field refers, the whole object goes to zod, so
 * zod's refusals and German messages stay the answer. tests/unit/input-fast-path.test.ts compares both on
 * generated values for every field with an acceptor and every procedure input that has a fast path.
 */
export const REFER: unique symbol = Symbol('an die Schema-Prüfung verwiesen');
export type TAcceptor<T> = (value: unknown) => T | typeof REFER;

const acceptors = new WeakMap<object, TAcceptor<unknown>>();

/** Registers `accept` as the fast path of `schema` and returns the schema. */
export function withAcceptor<T extends z.ZodType>(schema: T, accept: TAcceptor<z.output<T>>): T {
  acceptors.set(schema, accept);
  return schema;
}

export function acceptorOf(schema: unknown): TAcceptor<unknown> | undefined {
  return typeof schema === 'object' && schema !== null ? acceptors.get(schema) : undefined;
}

type TObjectDef = { type: string; shape?: Record<string, unknown>; catchall?: unknown };

/**
 * The fast path of an object schema, or undefined when it has none: a field without an acceptor, a catchall,
 * or checks on the object itself. Keys come out as zod writes them: in shape order, present when the input has
 * the key or the value is defined (a default).
 */
export function objectAcceptor(schema: z.ZodType): TAcceptor<unknown> | undefined {
  const def = (schema as unknown as { _zod: { def: TObjectDef & { checks?: unknown[] } } })._zod.def;
  if (def.type !== 'object' || def.catchall !== undefined || (def.checks?.length ?? 0) > 0 || !def.shape) return undefined;
  const fields: [string, TAcceptor<unknown>][] = [];
  for (const [key, field] of Object.entries(def.shape)) {
    const accept = acceptorOf(field);
    if (!accept) return undefined;
    fields.push([key, accept]);
  }
  return (data) => {
    if (!isPlainObject(data)) return REFER;
    const out: Record<string, unknown> = {};
    for (const [key, accept] of fields) {
      const value = accept(data[key]);
      if (value === REFER) return REFER;
      if (value !== undefined || key in data) out[key] = value;
    }
    return out;
  };
}

/** Object literals and null-prototype objects (a parsed query string); anything else is zod's to judge. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
