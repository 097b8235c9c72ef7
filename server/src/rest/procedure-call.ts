import { TRPCError, type AnyProcedure } from '@trpc/server';
import { getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';

/** What the REST layer hands a procedure: the same options tRPC's own HTTP handler passes. */
export interface TProcedureCall {
  ctx: object;
  getRawInput: () => Promise<unknown>;
  path: string;
  type: AnyProcedure['_def']['type'];
  signal: AbortSignal | undefined;
}

type TMiddlewareResult = { ok: true; data: unknown } | { ok: false; error: TRPCError };
type TNextOptions = { ctx?: object; input?: unknown; getRawInput?: () => Promise<unknown> } | undefined;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- middlewares take tRPC's option object, typed per procedure
type TMiddleware = (opts: any) => Promise<TMiddlewareResult | undefined>;

/** A procedure's middlewares in order, and its meta (handed to each of them). */
export interface TProcedureChain {
  middlewares: readonly TMiddleware[];
  meta: unknown;
}

type TTaggedMiddleware = TMiddleware & { _type?: string };

/**
 * A procedure's middlewares as tRPC 11 keeps them on `_def` (outside the public type): its own, the input parser,
 * the output parser, the resolver. `output` replaces the output parser in its place, with its error: the REST
 * layer checks and writes the answer in one pass (rest-encoder.ts).
 */
export function procedureChain(procedure: AnyProcedure, output?: (data: unknown) => unknown): TProcedureChain {
  const def = procedure._def as AnyProcedure['_def'] & { middlewares?: unknown };
  if (!Array.isArray(def.middlewares)) throw new Error(`Prozedur ohne Middleware-Liste: ${String(def.type)} (tRPC 11 erwartet)`);
  const middlewares = (def.middlewares as TTaggedMiddleware[]).map((middleware): TMiddleware => {
    if (middleware._type !== 'output' || !output) return middleware;
    return async ({ next }: { next: () => Promise<TMiddlewareResult | undefined> }) => {
      const result = await next();
      if (!result?.ok) return result;
      try {
        return { ...result, data: output(result.data) };
      } catch (cause) {
        throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Output validation failed', cause });
      }
    };
  });
  return { middlewares, meta: def.meta };
}

/**
 * One step of the chain, with the options tRPC's caller gives every middleware (`ctx`, `input`, `getRawInput`,
 * `path`, `type`, `signal`, `batchIndex`, `meta`, `next`): `next({ ctx })` merges into the context, `next({ input })`
 * hands on the parsed input, a thrown error becomes a failed result for the middlewares around it.
 */
async function step(
  chain: TProcedureChain,
  index: number,
  call: TProcedureCall,
  ctx: object,
  input: unknown,
  getRawInput: () => Promise<unknown>,
): Promise<TMiddlewareResult | undefined> {
  try {
    const middleware = chain.middlewares[index];
    if (!middleware) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'Middleware-Kette ohne Resolver.' });
    return await middleware({
      ctx,
      input,
      getRawInput,
      path: call.path,
      type: call.type,
      signal: call.signal,
      batchIndex: 0,
      meta: chain.meta,
      next: (options: TNextOptions) =>
        step(
          chain,
          index + 1,
          call,
          options?.ctx ? { ...ctx, ...options.ctx } : ctx,
          options && 'input' in options ? options.input : input,
          options?.getRawInput ?? getRawInput,
        ),
    });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause) };
  }
}

/**
 * Calls a procedure's chain as tRPC's caller does (`procedure(opts)`), for the REST layer. tRPC's build passes each
 * middleware a copy of the whole option object, made twice per step through a transpiled spread helper: about
 * 4 % of a recipe page's CPU. Here each step gets one object literal. The behaviour is the caller's
 * (tests/unit/procedure-call.test.ts runs both side by side); the web app keeps tRPC's own.
 */
export async function callProcedure(chain: TProcedureChain, call: TProcedureCall): Promise<unknown> {
  const result = await step(chain, 0, call, call.ctx, undefined, call.getRawInput);
  // A middleware that forgot `return next()` resolves to nothing; tRPC's caller reports the same.
  if (!result)
    throw new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'No result from middlewares - did you forget to `return next()`?',
    });
  if (!result.ok) throw result.error;
  return result.data;
}
