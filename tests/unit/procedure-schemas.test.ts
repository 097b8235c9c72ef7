import { describe, expect, it } from 'vitest';
import { appRouter } from '../../routers/src/root';
import { isSyncSchema, syncSchema } from '../../routers/src/sync-schema';
import { ZRecipeList } from '../../routers/src/recipes/recipes.schemas';

interface TProcedureDef {
  inputs: unknown[];
  output?: unknown;
}

// tRPC keeps the flat procedure map (path -> procedure) on the router definition.
const flat: Record<string, unknown> = appRouter._def.procedures;
const procedures = Object.entries(flat).map(([path, procedure]) => [path, procedure as { _def: TProcedureDef }] as const);

describe('procedure schemas', () => {
  it.each(procedures)('%s validates input and output on zod’s synchronous path', (_path, procedure) => {
    expect(procedure._def.inputs.length).toBeGreaterThan(0);
    for (const input of procedure._def.inputs) expect(isSyncSchema(input)).toBe(true);
    expect(isSyncSchema(procedure._def.output)).toBe(true);
  });

  it('a sync copy accepts and rejects exactly what the original does, through parseAsync too', async () => {
    const schema = syncSchema(ZRecipeList);
    const valid = { recipes: [], nextCursor: null };
    await expect(schema.parseAsync(valid)).resolves.toEqual(valid);
    await expect(schema.parseAsync({ recipes: [{ id: 'x' }], nextCursor: null })).rejects.toThrow();
    expect(schema.safeParse({ nextCursor: 3 }).success).toBe(ZRecipeList.safeParse({ nextCursor: 3 }).success);
    expect(isSyncSchema(ZRecipeList)).toBe(false);
  });
});
