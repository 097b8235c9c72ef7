import { z } from 'zod';

/** How a query or path string becomes the value a top-level input field takes. */
export type TStringField =
  { kind: 'integer' | 'number' | 'boolean' | 'text' } | { kind: 'array'; item: 'integer' | 'number' | 'boolean' | 'text' };

type TScalar = 'integer' | 'number' | 'boolean' | 'text';

interface TJsonSchema {
  type?: string | string[];
  anyOf?: TJsonSchema[];
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
}

/** The first JSON type a schema admits other than null (`z.number().nullable()` is a number field). */
function typeOf(schema: TJsonSchema | undefined): string | undefined {
  if (!schema) return undefined;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const own = types.find((type) => type !== 'null');
  if (own) return own;
  for (const option of schema.anyOf ?? []) {
    const type = typeOf(option);
    if (type) return type;
  }
  return undefined;
}

function scalarOf(schema: TJsonSchema | undefined): TScalar {
  const type = typeOf(schema);
  return type === 'integer' || type === 'number' || type === 'boolean' ? type : 'text';
}

function propertiesOf(schema: TJsonSchema): Record<string, TJsonSchema> {
  if (schema.properties) return schema.properties;
  for (const option of schema.anyOf ?? []) if (option.properties) return option.properties;
  return {};
}

/**
 * How the fields of a procedure's input arrive as strings, read from the input's JSON Schema (zod's own
 * `z.toJSONSchema`, the input side, the same view the OpenAPI document gives clients).
 */
export function stringFieldsOf(inputs: readonly z.ZodType[]): Map<string, TStringField> {
  const fields = new Map<string, TStringField>();
  for (const input of inputs) {
    const schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
    for (const [key, field] of Object.entries(propertiesOf(schema))) {
      fields.set(key, typeOf(field) === 'array' ? { kind: 'array', item: scalarOf(field.items) } : { kind: scalarOf(field) });
    }
  }
  return fields;
}

/** Canonical decimal only: `01`, `-0` and `007` stay text too, so one id has one address. */
const INTEGER = /^(?:0|-?[1-9]\d{0,15})$/;
const DECIMAL = /^(?:-?(?:0|[1-9]\d{0,15})\.\d{1,16}|0|-?[1-9]\d{0,15})$/;

/**
 * Numbers are plain decimal digits (`12`, `-3`, for a number field also `2.5`); `0x1`, `1e3`, ` 1`, `01`, `1.0` for an
 * integer stay text, so the schema refuses them with its German message. Booleans are `true` and `false` only.
 */
function fromString(value: string, kind: TScalar): unknown {
  switch (kind) {
    case 'integer':
      return INTEGER.test(value) ? Number(value) : value;
    case 'number':
      return DECIMAL.test(value) ? Number(value) : value;
    case 'boolean':
      return value === 'true' ? true : value === 'false' ? false : value;
    default:
      return value;
  }
}

/** A query or path value as the field takes it: one `?tag=a` for an array field becomes `['a']`. */
export function valueFromString(value: string | string[], field: TStringField | undefined): unknown {
  if (!field) return value;
  if (field.kind === 'array') return (Array.isArray(value) ? value : [value]).map((item) => fromString(item, field.item));
  return Array.isArray(value) ? value.map((item) => fromString(item, field.kind)) : fromString(value, field.kind);
}

/** Text values (a query string, path parameters, multipart text fields) as the fields of `fields` take them. */
export function valuesFromStrings(fields: Map<string, TStringField>, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))) {
      out[key] = valueFromString(value, fields.get(key));
    } else if (value !== undefined) out[key] = value;
  }
  return out;
}
