import { z } from 'zod';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, publicProcedure } from '../trpc';
import { addressKey } from '../shared/auth-limits';
import { ZSuccess } from '../shared/common.schemas';
import { ZCurrentUser } from '../shared/session-user.schemas';
import type { TContext } from '../context';
import {
  ZActiveSessions,
  ZChangeEmailInput,
  ZChangePasswordInput,
  ZEmailChangeRequested,
  ZEmailVerified,
  ZMessage,
  ZPasswordResetConfirm,
  ZPasswordResetRequest,
  ZSessionIdInput,
  ZTokenIdInput,
  ZVerifyEmailInput,
} from './account.schemas';
import { requestEmailChange, resendVerification, verifyEmail } from './email.service';
import { changePassword } from './password.service';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.service';
import { endSessions, listActiveSessions, revokeSession, revokeToken } from './sessions.service';

const tags = ['Konto'];
const addressOf = (ctx: TContext) => addressKey(ctx.config.secret, ctx.clientIp);
const invalidLink = { 400: 'Link ungültig, abgelaufen oder schon benutzt' };

/** Password reset, e-mail verification and change, password change, sessions and API tokens. */
export const accountSecurityProcedures = {
  requestPasswordReset: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/password-reset/request',
        tags,
        protect: false,
        summary: 'Passwort vergessen: Link per E-Mail anfordern (gleiche Antwort, ob es das Konto gibt oder nicht)',
        description:
          'Benutzername oder E-Mail-Adresse. Der Link ist eine Stunde gültig und nur einmal verwendbar. Pro Client-Adresse begrenzt (429 mit Retry-After); pro Konto gehen höchstens wenige Mails pro Stunde hinaus, weitere Anfragen bekommen dieselbe Antwort ohne Mail.',
        errorResponses: { 400: 'Ungültige Eingaben', 429: 'Zu viele Anfragen von dieser Adresse' },
      },
    })
    .input(inputSchema(ZPasswordResetRequest))
    .output(outputSchema(ZMessage))
    .mutation(({ ctx, input }) =>
      requestPasswordReset(ctx.db, {
        identifier: input.identifier,
        address: addressOf(ctx),
        limits: ctx.config.accountMailLimits,
        jobs: ctx.jobs,
      }),
    ),

  confirmPasswordReset: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/password-reset/confirm',
        tags,
        protect: false,
        summary: 'Neues Passwort mit dem Link aus der E-Mail setzen und anmelden',
        description: 'Beendet alle anderen Sitzungen und API-Tokens des Kontos und setzt ein neues Sitzungs-Cookie.',
        errorResponses: invalidLink,
      },
    })
    .input(inputSchema(ZPasswordResetConfirm))
    .output(outputSchema(ZCurrentUser))
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await confirmPasswordReset(ctx.db, { ...input, userAgent: ctx.userAgent });
      ctx.cookies.setSession(session.token, session.expiresAt);
      return user;
    }),

  verifyEmail: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/verify-email',
        tags,
        protect: false,
        summary: 'E-Mail-Adresse mit dem Link aus der E-Mail bestätigen (auch eine neue Adresse nach einer Änderung)',
        errorResponses: { ...invalidLink, 409: 'Die neue Adresse ist inzwischen vergeben' },
      },
    })
    .input(inputSchema(ZVerifyEmailInput))
    .output(outputSchema(ZEmailVerified))
    .mutation(async ({ ctx, input }) => {
      const { email, alreadyVerified } = await verifyEmail(ctx.db, {
        token: input.token,
        viewerId: ctx.user?.id ?? null,
        jobs: ctx.jobs,
        referralWeeksPerMonth: ctx.config.referralWeeksPerMonth,
      });
      const message = alreadyVerified ? 'Deine E-Mail-Adresse ist bereits bestätigt.' : 'Deine E-Mail-Adresse ist bestätigt.';
      return { message, email, emailVerified: true as const };
    }),

  resendVerification: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/auth/verify-email/resend',
        tags,
        summary: 'Bestätigungslink für die aktuelle E-Mail-Adresse erneut senden',
        errorResponses: { 429: 'Zu viele E-Mails in kurzer Zeit' },
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZMessage))
    .mutation(({ ctx }) =>
      resendVerification(ctx.db, {
        user: ctx.user,
        perHour: ctx.config.accountMailLimits.verificationMailsPerAccount,
        jobs: ctx.jobs,
      }),
    ),

  changePassword: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/user/password',
        tags,
        summary: 'Passwort ändern (aktuelles Passwort nötig); alle anderen Sitzungen und API-Tokens enden',
        errorResponses: { 400: 'Aktuelles Passwort falsch oder neues Passwort ungeeignet', 429: 'Zu viele Fehlversuche' },
      },
    })
    .input(inputSchema(ZChangePasswordInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      await changePassword(ctx.db, {
        user: ctx.user,
        session: ctx.session,
        currentPassword: input.currentPassword,
        newPassword: input.newPassword,
        address: addressOf(ctx),
        loginLimits: ctx.config.loginLimits,
      });
      return { success: true as const };
    }),

  changeEmail: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/user/email',
        tags,
        summary: 'E-Mail-Adresse ändern: gilt erst, wenn der Link an die neue Adresse geöffnet wurde',
        errorResponses: {
          400: 'Passwort falsch oder Adresse ungültig/unverändert',
          409: 'Adresse bereits registriert',
          429: 'Zu viele Versuche oder E-Mails',
        },
      },
    })
    .input(inputSchema(ZChangeEmailInput))
    .output(outputSchema(ZEmailChangeRequested))
    .mutation(({ ctx, input }) =>
      requestEmailChange(ctx.db, {
        user: ctx.user,
        email: input.email,
        password: input.password,
        address: addressOf(ctx),
        loginLimits: ctx.config.loginLimits,
        perHour: ctx.config.accountMailLimits.verificationMailsPerAccount,
        jobs: ctx.jobs,
      }),
    ),

  listSessions: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/user/sessions',
        tags,
        summary: 'Aktive Sitzungen (Browser) und API-Tokens; `current` ist die eigene',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZActiveSessions))
    .query(({ ctx }) => listActiveSessions(ctx.db, { userId: ctx.user.id, current: ctx.session })),

  revokeSession: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/user/sessions/{id}',
        tags,
        summary: 'Eine Sitzung abmelden (die eigene: abgemeldet)',
        errorResponses: { 404: 'Sitzung nicht gefunden' },
      },
    })
    .input(inputSchema(ZSessionIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      await revokeSession(ctx.db, { userId: ctx.user.id, id: input.id });
      if (ctx.session.kind === 'cookie' && ctx.session.id === input.id) ctx.cookies.clearSession();
      return { success: true as const };
    }),

  revokeToken: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/user/tokens/{id}',
        tags,
        summary: 'Ein API-Token widerrufen',
        errorResponses: { 404: 'API-Token nicht gefunden' },
      },
    })
    .input(inputSchema(ZTokenIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx, input }) => {
      await revokeToken(ctx.db, { userId: ctx.user.id, id: input.id });
      return { success: true as const };
    }),

  revokeAllSessions: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/user/sessions',
        tags,
        summary: 'Überall abmelden: beendet alle Sitzungen und API-Tokens, auch die eigene',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZSuccess))
    .mutation(async ({ ctx }) => {
      await endSessions(ctx.db, ctx.user.id, null);
      ctx.cookies.clearSession();
      return { success: true as const };
    }),
};
