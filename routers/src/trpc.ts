import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { z } from 'zod';
import type { TCachePolicy } from './cache-policy';
import type { TContext } from './context';
import { databaseUnavailableError } from './database-errors';
import { forbidden, publicError, unauthorized } from './errors';

z.config(z.locales.de());

/** OpenAPI route (served as REST under /api) and, for public reads, HTTP caching over REST. */
export type TProcedureMeta = OpenApiMeta<{ cache?: TCachePolicy }>;

const t = initTRPC
  .context<TContext>()
  .meta<TProcedureMeta>()
  .create({
    // The REST body `{ message, code, fields }` is built by the REST adapter (server/src/http/errors.ts).
    errorFormatter({ shape, error }) {
      const { message, issues } = publicError(error);
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message, data: { ...data, issues } };
    },
  });

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/** Every procedure answers an unreachable database with the German 503 instead of a generic 500. */
export const publicProcedure = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const unavailable = databaseUnavailableError(result.error.cause);
    if (unavailable) throw unavailable;
  }
  return result;
});

// tRPC merges the `ctx` given to `next` into the context it has, so only the narrowed fields are passed on.
export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session) throw unauthorized();
  return next({ ctx: { user: ctx.user, session: ctx.session } });
});

export const premiumProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isPremium) throw forbidden('Diese Funktion ist Premium-Mitgliedern vorbehalten.');
  return next();
});

export const adminProcedure = protectedProcedure.use(({ ctx, next }) => {
  if (ctx.user.role !== 'admin') throw forbidden('Nur für Administratoren.');
  return next();
});

export { TRPCError };
