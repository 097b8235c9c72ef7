import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../trpc';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { ZLoginInput, ZRegisterInput, ZSession, ZTokenInput, ZTokenOutput } from './auth.schemas';
import { ZSuccess } from '../shared/common.schemas';
import { ZCurrentUser } from '../shared/session-user.schemas';
import type { TContext } from '../context';
import { addressKey } from '../shared/auth-limits';
import { issueApiToken, loginUser, registerUser } from './auth.service';
import { invalidateSession, revokeApiToken } from '../shared/sessions';

const tags = ['Auth'];

export const authRouter = router({
  register: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/register',
        tags,
        protect: false,
        summary: 'Registrieren und anmelden',
        errorResponses: { 400: 'Ungültige Eingaben', 409: 'Benutzername oder E-Mail vergeben' },
      },
    })
    .input(inputSchema(ZRegisterInput))
    .output(outputSchema(ZCurrentUser))
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await registerUser(ctx.db, {
        ...input,
        address: addressKey(ctx.config.secret, ctx.clientIp),
        registrationsPerHour: ctx.config.registrationsPerHour,
        jobs: ctx.jobs,
        userAgent: ctx.userAgent,
      });
      await replaceCookieSession(ctx);
      ctx.cookies.setSession(session.token, session.expiresAt);
      return user;
    }),

  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/login',
        tags,
        protect: false,
        summary: 'Anmelden (Cookie-Sitzung)',
        errorResponses: { 401: 'Falsche Zugangsdaten', 403: 'Konto deaktiviert', 429: 'Zu viele Fehlversuche' },
      },
    })
    .input(inputSchema(ZLoginInput))
    .output(outputSchema(ZCurrentUser))
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await loginUser(ctx.db, { ...input, ...loginLimitsOf(ctx), userAgent: ctx.userAgent });
      await replaceCookieSession(ctx);
      ctx.cookies.setSession(session.token, session.expiresAt);
      return user;
    }),

  logout: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/logout',
        tags,
        summary: 'Abmelden: beendet die Sitzung oder widerruft das Bearer-Token',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx }) => {
      if (ctx.session.kind === 'bearer') await revokeApiToken(ctx.db, ctx.session.id);
      else await invalidateSession(ctx.db, ctx.session.id);
      ctx.cookies.clearSession();
      return { success: true as const };
    }),

  me: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/user', tags, summary: 'Der angemeldete Benutzer (401, wenn abgemeldet)' } })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZCurrentUser))
    .query(({ ctx }) => ctx.user),

  session: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/session',
        tags,
        protect: false,
        summary: 'Die Sitzung: der angemeldete Benutzer, oder null für Besucher (nie 401)',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZSession))
    .query(({ ctx }) => ({ user: ctx.user ?? null })),

  createToken: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/token',
        tags,
        protect: false,
        summary: 'Bearer-Token für Skripte und Drittanbieter-Clients',
        errorResponses: { 401: 'Falsche Zugangsdaten', 429: 'Zu viele Fehlversuche' },
      },
    })
    .input(inputSchema(ZTokenInput))
    .output(outputSchema(ZTokenOutput))
    .mutation(async ({ ctx, input }) => {
      const token = await issueApiToken(ctx.db, { ...input, ...loginLimitsOf(ctx) });
      return { ...token, tokenType: 'Bearer' as const };
    }),
});

const loginLimitsOf = (ctx: TContext) => ({
  address: addressKey(ctx.config.secret, ctx.clientIp),
  limits: ctx.config.loginLimits,
});

/** Login rotates the session: the one the browser held before is ended server-side. */
async function replaceCookieSession(ctx: {
  db: Parameters<typeof invalidateSession>[0];
  session: { id: string; kind: string } | null;
}) {
  if (ctx.session?.kind === 'cookie') await invalidateSession(ctx.db, ctx.session.id);
}
