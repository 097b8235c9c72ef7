import type { z } from 'zod';

type TCoercion = 'number' | 'boolean' | 'bigint' | 'date' | null;

/** How one top-level input field arrives from a query string or path segment. */
export interface TStringField {
  /** The schema takes an array: one `?tag=a` becomes `['a']`, as trpc-to-openapi did. */
  array: boolean;
  coerce: TCoercion;
}

function unwrap(schema: z.core.$ZodType, throughPipes: boolean): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def = (current as z.core.$ZodTypes)._zod.def;
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
        current = def.innerType;
        break;
      case 'lazy':
        current = def.getter();
        break;
      case 'array':
        current = def.element;
        break;
      case 'pipe':
        if (!throughPipes) return current;
        current = def.out._zod.def.type === 'transform' ? def.in : def.out;
        break;
      default:
        return current;
    }
  }
}

function isArrayField(schema: z.core.$ZodType): boolean {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'array') return true;
  return def.type === 'optional' && def.innerType._zod.def.type === 'array';
}

function coercionOf(schema: z.core.$ZodType): TCoercion {
  const type = unwrap(schema, false)._zod.def.type;
  return type === 'number' || type === 'boolean' || type === 'bigint' || type === 'date' ? type : null;
}

/**
 * The fields of a procedure's input object that may need turning from strings into numbers, booleans, dates
 * or arrays: the same fields trpc-to-openapi coerced (top level, through optional/nullable/default, not
 * through preprocess pipes), read once at startup instead of flipping `coerce` on the shared schemas.
 */
export function stringFieldsOf(inputs: readonly unknown[]): Map<string, TStringField> {
  const fields = new Map<string, TStringField>();
  for (const input of inputs) {
    const object = unwrap(input as z.core.$ZodType, true);
    const def = (object as z.core.$ZodTypes)._zod.def;
    if (def.type !== 'object') continue;
    for (const [key, field] of Object.entries(def.shape)) {
      const coerce = coercionOf(field);
      const array = isArrayField(field);
      if (coerce || array) fields.set(key, { array, coerce });
    }
  }
  return fields;
}

/**
 * Numbers as z.coerce.number reads them (`Number(value)`, so 'abc' fails validation as NaN). Booleans only
 * from 'true'/'false' ('false' must not become true, as z.coerce.boolean would make it); anything else stays
 * a string and fails validation with the German message.
 */
function coerceString(value: string, coerce: TCoercion): unknown {
  switch (coerce) {
    case 'number':
      return Number(value);
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    case 'bigint':
      try {
        return BigInt(value);
      } catch {
        return value;
      }
    case 'date':
      return new Date(value);
    default:
      return value;
  }
}

export function coerceStringValue(value: string | string[], field: TStringField | undefined): unknown {
  if (!field) return value;
  if (Array.isArray(value)) return value.map((v) => coerceString(v, field.coerce));
  return field.array ? [coerceString(value, field.coerce)] : coerceString(value, field.coerce);
}
