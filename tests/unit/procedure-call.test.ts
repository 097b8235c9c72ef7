import { initTRPC, TRPCError, type AnyProcedure } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callProcedure, procedureChain, type TProcedureCall } from '@kochclip/server/rest/procedure-call';

type TCtx = { user: string | null; trail: string[] };
const t = initTRPC.context<TCtx>().meta<{ label: string }>().create();

/** Middlewares that use every part of the protocol: ctx merge, meta, path/type, results of inner steps, errors. */
const seen = t.middleware(async ({ ctx, meta, path, type, next }) => {
  ctx.trail.push(`seen:${meta?.label}:${path}:${type}`);
  const result = await next({ ctx: { seenBy: 'outer' } });
  ctx.trail.push(`result:${result.ok ? 'ok' : result.error.code}`);
  return result;
});
const signedIn = t.middleware(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: 'UNAUTHORIZED', message: 'Bitte melde dich an.' });
  return next({ ctx: { user: ctx.user } });
});
const base = t.procedure.use(seen);

const router = t.router({
  greet: base
    .meta({ label: 'gruss' })
    .input(z.object({ name: z.string().trim().min(1) }))
    .output(z.object({ text: z.string(), seenBy: z.string() }))
    .query(({ ctx, input }) => ({
      text: `Hallo ${input.name}`,
      seenBy: (ctx as TCtx & { seenBy: string }).seenBy,
      dropped: true,
    })),
  secret: base
    .use(signedIn)
    .meta({ label: 'geheim' })
    .mutation(({ ctx }) => ({ user: ctx.user })),
  broken: base
    .meta({ label: 'kaputt' })
    .output(z.object({ n: z.number() }))
    .query(() => ({ n: 'eins' }) as unknown as { n: number }),
  forgetful: t.procedure
    .use(async ({ next }) => {
      await next();
      return undefined as never;
    })
    .query(() => 1),
});

type TOutcome = { ok: true; data: unknown; trail: string[] } | { ok: false; code: string; message: string; trail: string[] };

async function run(
  via: 'trpc' | 'rest',
  procedure: AnyProcedure,
  path: string,
  user: string | null,
  rawInput: unknown,
  output?: (data: unknown) => unknown,
): Promise<TOutcome> {
  const ctx: TCtx = { user, trail: [] };
  const call: TProcedureCall = {
    ctx,
    getRawInput: () => Promise.resolve(rawInput),
    path,
    type: procedure._def.type,
    signal: undefined,
  };
  try {
    const data: unknown =
      via === 'rest' ? await callProcedure(procedureChain(procedure, output), call) : await procedure({ ...call, batchIndex: 0 });
    return { ok: true, data, trail: ctx.trail };
  } catch (error) {
    const trpc = error as TRPCError;
    return { ok: false, code: trpc.code, message: trpc.message, trail: ctx.trail };
  }
}

describe('REST procedure call', () => {
  const cases: [keyof typeof router._def.procedures, string | null, unknown][] = [
    ['greet', null, { name: '  Anna ' }],
    ['greet', null, { name: '' }],
    ['greet', null, 'kein Objekt'],
    ['secret', 'anna', undefined],
    ['secret', null, undefined],
    ['broken', null, undefined],
    ['forgetful', null, undefined],
  ];

  it.each(cases)('%s (user %s) behaves exactly as under tRPC’s own caller', async (name, user, input) => {
    const procedure = router._def.procedures[name] as AnyProcedure;
    const rest = await run('rest', procedure, name, user, input);
    expect(rest).toEqual(await run('trpc', procedure, name, user, input));
  });

  it('runs the middlewares, the input and output parsers and the resolver', async () => {
    const procedure = router._def.procedures.greet as AnyProcedure;
    expect(await run('rest', procedure, 'greet', null, { name: '  Anna ' })).toEqual({
      ok: true,
      data: { text: 'Hallo Anna', seenBy: 'outer' },
      trail: ['seen:gruss:greet:query', 'result:ok'],
    });
    expect(await run('rest', router._def.procedures.secret as AnyProcedure, 'secret', null, undefined)).toMatchObject({
      ok: false,
      code: 'UNAUTHORIZED',
      trail: ['seen:geheim:secret:mutation', 'result:UNAUTHORIZED'],
    });
  });

  it('replaces the output parser in its place: the answer it writes, its failure seen by the middlewares around it', async () => {
    const procedure = router._def.procedures.greet as AnyProcedure;
    const shout = (data: unknown) => ({ ...(data as { text: string }), text: (data as { text: string }).text.toUpperCase() });
    expect(await run('rest', procedure, 'greet', null, { name: 'Anna' }, shout)).toEqual({
      ok: true,
      data: { text: 'HALLO ANNA', seenBy: 'outer', dropped: true },
      trail: ['seen:gruss:greet:query', 'result:ok'],
    });
    const refuse = () => {
      throw new Error('passt nicht');
    };
    expect(await run('rest', procedure, 'greet', null, { name: 'Anna' }, refuse)).toEqual({
      ok: false,
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Output validation failed',
      trail: ['seen:gruss:greet:query', 'result:INTERNAL_SERVER_ERROR'],
    });
  });
});
