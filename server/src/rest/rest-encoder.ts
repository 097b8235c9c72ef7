import type { z } from 'zod';
import { compileOutputParser } from '@kochclip/routers/output-parser';
import { isoDates, isoText } from './json-text';

/**
 * A procedure's output schema as the REST layer applies it: checked and stripped as zod would (compiled,
 * output-parser.ts), with every date already written as ISO text, so the answer goes to JSON.stringify without a
 * `toJSON` call per date or a second walk over it. What the compiled code does not take, zod parses, and the
 * dates of its result are written the same way. JSON.stringify of either result is the text it wrote of zod's.
 */
export function restEncoder(schema: z.ZodType): (data: unknown) => unknown {
  return compileOutputParser(schema, {
    date: isoText,
    fallback: (data) => isoDates(schema.parse(data)),
  });
}
