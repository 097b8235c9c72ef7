import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import { memberErrors } from '../shared/error-responses';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { protectedProcedure, router } from '../trpc';
import {
  ZCreateHouseholdInput,
  ZHouseholdState,
  ZInvitationIdInput,
  ZInviteLink,
  ZInviteLinkPreview,
  ZInviteMemberInput,
  ZInviteTokenInput,
  ZJoinHouseholdInput,
  ZMemberIdInput,
} from './household.schemas';
import {
  createHousehold,
  createInviteLink,
  declineInvitation,
  inviteMember,
  joinHousehold,
  leaveHousehold,
  previewInviteLink,
  removeMember,
  revokeInvitation,
  spendHouseholdBudget,
} from './household.service';
import { getHouseholdState } from '../shared/household';

const tags = ['Haushalt'];
const budget = { 429: 'Zu viele Änderungen am Haushalt in kurzer Zeit (Retry-After)' };
const noHousehold = { 404: 'Du bist in keinem Haushalt' };
const managerOnly = { 403: 'Nur wer den Haushalt verwaltet, kann das' };
const invitationGone = { 404: 'Einladung nicht gefunden, abgelaufen oder zurückgezogen (die Meldung sagt, was davon)' };

/** Households („Haushalt“, issue 43): one meal plan, its shopping lists and the pantry for up to 12 members. */
export const householdRouter = router({
  get: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/household',
        tags,
        summary: 'Der eigene Haushalt (oder null) und die Einladungen an dich',
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZHouseholdState))
    .query(({ ctx }) => getHouseholdState(ctx.db, ctx.user.id)),

  create: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/household',
        tags,
        summary: 'Haushalt gründen; dein Wochenplan, deine Einkaufslisten und dein Vorrat werden die des Haushalts',
        errorResponses: memberErrors({ 409: 'Du bist schon in einem Haushalt', ...budget }),
      },
    })
    .input(inputSchema(ZCreateHouseholdInput))
    .output(outputSchema(ZHouseholdState))
    .mutation(async ({ ctx, input }) => {
      await spendHouseholdBudget(ctx.db, ctx.user.id);
      return createHousehold(ctx.db, { userId: ctx.user.id, name: input.name });
    }),

  invite: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/household/invitations',
        tags,
        summary: 'Mitglied per Benutzername einladen (gilt 7 Tage; nur wer den Haushalt verwaltet)',
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben oder du lädst dich selbst ein',
          403: 'Nur wer den Haushalt verwaltet; mehr als 2 Mitglieder brauchen Premium (Premium-Hinweis)',
          404: 'Mitglied nicht gefunden / du bist in keinem Haushalt',
          409: 'Schon Mitglied oder der Haushalt ist voll (12)',
          ...budget,
        }),
      },
    })
    .input(inputSchema(ZInviteMemberInput))
    .output(outputSchema(ZHouseholdState))
    .mutation(async ({ ctx, input }) => {
      await spendHouseholdBudget(ctx.db, ctx.user.id);
      return inviteMember(ctx.db, { userId: ctx.user.id, username: input.username });
    }),

  createInviteLink: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/household/invitation-links',
        tags,
        summary: 'Einladungslink erzeugen (gilt 7 Tage, wird nur einmal angezeigt; nur wer den Haushalt verwaltet)',
        errorResponses: memberErrors({
          403: 'Nur wer den Haushalt verwaltet; mehr als 2 Mitglieder brauchen Premium (Premium-Hinweis)',
          ...noHousehold,
          409: 'Der Haushalt ist voll (12)',
          ...budget,
        }),
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZInviteLink))
    .mutation(async ({ ctx }) => {
      await spendHouseholdBudget(ctx.db, ctx.user.id);
      return createInviteLink(ctx.db, ctx.user.id);
    }),

  revokeInvitation: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/household/invitations/{id}',
        tags,
        summary: 'Einladung oder Einladungslink zurückziehen (nur wer den Haushalt verwaltet)',
        errorResponses: memberErrors({ ...managerOnly, 404: 'Einladung nicht gefunden / du bist in keinem Haushalt' }),
      },
    })
    .input(inputSchema(ZInvitationIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => revokeInvitation(ctx.db, { userId: ctx.user.id, id: input.id })),

  previewInviteLink: protectedProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/household/invitation-links/{token}',
        tags,
        summary: 'Wozu ein Einladungslink einlädt (vor dem Beitreten)',
        errorResponses: memberErrors(invitationGone),
      },
    })
    .input(inputSchema(ZInviteTokenInput))
    .output(outputSchema(ZInviteLinkPreview))
    .query(({ ctx, input }) => previewInviteLink(ctx.db, input.token)),

  join: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/household/join',
        tags,
        summary:
          'Einem Haushalt beitreten, per Einladung (invitationId) oder Link (token); bringOwn bringt Wochenplan, Einkaufslisten und Vorrat mit',
        errorResponses: memberErrors({
          403: 'Mehr als 2 Mitglieder brauchen Premium der Person, die den Haushalt verwaltet',
          ...invitationGone,
          409: 'Du bist schon in einem Haushalt, oder er ist voll (12)',
          ...budget,
        }),
      },
    })
    .input(inputSchema(ZJoinHouseholdInput))
    .output(outputSchema(ZHouseholdState))
    .mutation(async ({ ctx, input }) => {
      await spendHouseholdBudget(ctx.db, ctx.user.id);
      return joinHousehold(ctx.db, { ...input, userId: ctx.user.id });
    }),

  declineInvitation: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/household/invitations/{id}/decline',
        tags,
        summary: 'Einladung an dich ablehnen',
        errorResponses: memberErrors({ 404: 'Einladung nicht gefunden' }),
      },
    })
    .input(inputSchema(ZInvitationIdInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => declineInvitation(ctx.db, { userId: ctx.user.id, id: input.id })),

  removeMember: protectedProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/household/members/{userId}',
        tags,
        summary: 'Mitglied aus dem Haushalt nehmen (es behält eine Kopie von Plan, Listen und Vorrat)',
        errorResponses: memberErrors({
          400: 'Ungültige Eingaben oder du nimmst dich selbst heraus (dafür: verlassen)',
          ...managerOnly,
          404: 'Mitglied nicht in deinem Haushalt / du bist in keinem Haushalt',
        }),
      },
    })
    .input(inputSchema(ZMemberIdInput))
    .output(outputSchema(ZHouseholdState))
    .mutation(({ ctx, input }) => removeMember(ctx.db, { userId: ctx.user.id, memberId: input.userId })),

  leave: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/household/leave',
        tags,
        summary: 'Haushalt verlassen; du behältst eine Kopie von Plan, Listen und Vorrat (wer verwaltet, gibt das ab)',
        errorResponses: memberErrors(noHousehold),
      },
    })
    .input(inputSchema(z.object({}).optional()))
    .output(outputSchema(ZHouseholdState))
    .mutation(({ ctx }) => leaveHousehold(ctx.db, ctx.user.id)),
});
