import type { z } from 'zod';
import { AppError, issuesFromZod, messageFromIssues } from './errors';
import { assertNoRefusedText } from './refused-text';

const ROLE = Symbol.for('kochclip.procedureSchema');
type TRole = 'input' | 'output';

/**
 * tRPC validates procedure input and output with `parseAsync` whenever a schema has one, and zod 4 runs objects
 * through its compiled fast path only when parsing synchronously (docs/performance.md); no schema of ours has an
 * async refinement. Procedures therefore get a copy (zod's `clone`) whose `parseAsync` runs the synchronous
 * parse. The copy is the same zod type, so trpc-to-openapi documents it unchanged;
 * procedure-schemas.test.ts beside it checks that every procedure uses these wrappers.
 */
function procedureSchema<T extends z.ZodType>(schema: T, role: TRole, parse: (copy: T, data: unknown) => unknown): T {
  const copy = schema.clone();
  return Object.assign(copy, {
    // The executor turns a thrown error into a rejection, as parseAsync does.
    parseAsync: (data: unknown) => new Promise((resolve) => resolve(parse(copy, data))),
    [ROLE]: role,
  });
}

/**
 * Input of a procedure: invalid input is rejected with the German field messages (HTTP 400, `fields`), and so is
 * any string containing U+0000 or a lone surrogate, wherever it sits, before the schema runs.
 */
export function inputSchema<T extends z.ZodType>(schema: T): T {
  return procedureSchema(schema, 'input', (copy, data) => {
    assertNoRefusedText(data);
    const result = copy.safeParse(data);
    if (result.success) return result.data;
    const issues = issuesFromZod(result.error);
    throw new AppError('BAD_REQUEST', messageFromIssues(issues), issues);
  });
}

/** Output of a procedure: what a procedure returns is checked and stripped to the documented fields. */
export function outputSchema<T extends z.ZodType>(schema: T): T {
  return procedureSchema(schema, 'output', (copy, data) => copy.parse(data));
}

export function procedureSchemaRole(schema: unknown): TRole | undefined {
  if (typeof schema !== 'object' || schema === null || !(ROLE in schema)) return undefined;
  const role = schema[ROLE];
  return role === 'input' || role === 'output' ? role : undefined;
}
