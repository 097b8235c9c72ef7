import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { inputSchema, outputSchema, procedureSchemaRole } from './procedure-schemas';
import { appRouter } from './index';
import { ZRecipeList, ZRecipeListInput } from './shared/recipe.schemas';

interface TProcedureDef {
  inputs: unknown[];
  output?: unknown;
}

// tRPC keeps the flat procedure map (path -> procedure) on the router definition.
const flat: Record<string, unknown> = appRouter._def.procedures;
const procedures = Object.entries(flat).map(([path, procedure]) => [path, procedure as { _def: TProcedureDef }] as const);

describe('procedure schemas', () => {
  it.each(procedures)('%s declares its input and output through inputSchema/outputSchema', (_path, procedure) => {
    expect(procedure._def.inputs.length).toBeGreaterThan(0);
    for (const input of procedure._def.inputs) expect(procedureSchemaRole(input)).toBe('input');
    expect(procedureSchemaRole(procedure._def.output)).toBe('output');
  });

  it.each(procedures)(
    '%s answers plain JSON: its output has a JSON Schema (dates go through ZTimestamp as ISO text)',
    (_path, procedure) => {
      // tRPC sends no transformer: a z.date() left in an output would reach the web as text typed as a Date.
      expect(() => z.toJSONSchema(procedure._def.output as z.ZodType, { io: 'output', unrepresentable: 'throw' })).not.toThrow();
    },
  );

  it('an output copy accepts and rejects exactly what the original does, through parseAsync too', async () => {
    const schema = outputSchema(ZRecipeList);
    const valid = { recipes: [], nextCursor: null };
    await expect(schema.parseAsync(valid)).resolves.toEqual(valid);
    await expect(schema.parseAsync({ recipes: [{ id: 'x' }], nextCursor: null })).rejects.toThrow();
    expect(procedureSchemaRole(ZRecipeList)).toBeUndefined();
  });

  it('invalid input becomes a 400 AppError with the German field messages', async () => {
    const schema = inputSchema(ZRecipeListInput);
    await expect(schema.parseAsync({ limit: 10, category: 'Frühstück' })).resolves.toMatchObject({
      limit: 10,
      category: 'Frühstück',
    });
    const error: unknown = await schema.parseAsync({ category: 'Pizza', limit: 99 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'category', message: 'Unbekannte Kategorie „Pizza“' }, { path: 'limit' }],
    });
  });
});
