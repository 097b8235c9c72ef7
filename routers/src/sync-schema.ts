import type { z } from 'zod';

const SYNC_PARSE = Symbol.for('kochclip.syncParse');

/**
 * tRPC validates procedure input and output with `parseAsync` whenever a schema has one. zod 4 runs
 * objects through its compiled fast path only when parsing synchronously (a 20-card recipe list: about
 * 12 µs synchronously, 59 µs through `parseAsync`), and no schema of ours has an async refinement.
 * Every `.input()` and `.output()` therefore gets a copy whose `parseAsync` runs the synchronous parse.
 * The copy is the same zod type with the original as its parent, so trpc-to-openapi documents it unchanged;
 * tests/unit/procedure-schemas.test.ts checks that no procedure is left on the slow path.
 */
export function syncSchema<T extends z.ZodType>(schema: T): T {
  const copy = schema.clone();
  return Object.assign(copy, {
    // The executor turns a thrown ZodError into a rejection, as parseAsync does.
    parseAsync: (data: unknown) => new Promise((resolve) => resolve(copy.parse(data))),
    [SYNC_PARSE]: true,
  });
}

export function isSyncSchema(schema: unknown): boolean {
  return typeof schema === 'object' && schema !== null && SYNC_PARSE in schema;
}
