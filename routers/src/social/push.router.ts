import { z } from 'zod';
import { ZSuccess } from '../shared/common.schemas';
import type { TContext } from '../context';
import { AppError } from '../errors';
import { inputSchema, outputSchema } from '../procedure-schemas';
import { adminProcedure, protectedProcedure, publicProcedure } from '../trpc';
import { getNotificationSettings, updateNotificationSettings } from './push/notification-settings.service';
import type { TPushGateway } from '../ports/push-gateway';
import { sendPushToAll } from './push/push-send.service';
import { subscribePush, unsubscribePush } from './push/push-subscriptions.service';
import {
  ZMessage,
  ZNotificationSettings,
  ZNotificationSettingsUpdate,
  ZPushPublicKey,
  ZPushSendInput,
  ZPushSubscribeInput,
  ZPushUnsubscribeInput,
} from './push/push.schemas';

const tags = ['Push'];
const ZNoInput = z.object({}).optional();

function gatewayOf(ctx: TContext): TPushGateway {
  if (!ctx.push) throw new AppError('SERVICE_UNAVAILABLE', 'Push-Benachrichtigungen sind auf diesem Server nicht eingerichtet.');
  return ctx.push;
}

/** Web push subscriptions and sending (issue: cooking assistant and installable app). */
export const pushProcedures = {
  getPushPublicKey: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/push/public-key',
        tags,
        protect: false,
        summary: 'Öffentlicher VAPID-Schlüssel für Browser',
      },
    })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZPushPublicKey))
    .query(({ ctx }) => ({ publicKey: gatewayOf(ctx).publicKey })),

  subscribePush: protectedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/subscribe',
        tags,
        summary: 'Push-Abonnement dieses Geräts speichern (Upsert nach Endpunkt)',
        description:
          'endpoint: https-Adresse eines öffentlichen Push-Dienstes; keys.p256dh: P-256-Schlüssel (65 Bytes base64url); keys.auth: 16 Bytes base64url. Ein Endpunkt, der einem anderen Konto gehört, wechselt nur mit denselben Schlüsseln (derselbe Browser), sonst 409. Lässt sich der Name des Push-Dienstes gerade nicht auflösen: 503 mit Retry-After.',
        errorResponses: {
          400: 'Ungültiger Push-Endpunkt oder Schlüssel',
          401: 'Anmeldung erforderlich',
          409: 'Der Endpunkt gehört zu einem anderen Konto',
          503: 'Push-Dienst gerade nicht erreichbar (Retry-After) oder Push nicht eingerichtet',
        },
      },
    })
    .input(inputSchema(ZPushSubscribeInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => subscribePush(ctx.db, gatewayOf(ctx), { userId: ctx.user.id, subscription: input })),

  unsubscribePush: protectedProcedure
    .meta({ openapi: { method: 'POST', path: '/push/unsubscribe', tags, summary: 'Push-Abonnement dieses Geräts entfernen' } })
    .input(inputSchema(ZPushUnsubscribeInput))
    .output(outputSchema(ZSuccess))
    .mutation(({ ctx, input }) => unsubscribePush(ctx.db, { userId: ctx.user.id, endpoint: input.endpoint })),

  sendPush: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/push/send',
        tags,
        summary: 'Push-Nachricht an alle Geräte senden (nur Admins)',
        description: 'title (max. 100) und body (max. 300) sind erforderlich; url ist ein Pfad dieser Seite (Standard /).',
        errorResponses: { 400: 'Titel und Nachricht sind erforderlich', 403: 'Nur für Administratoren' },
      },
    })
    .input(inputSchema(ZPushSendInput))
    .output(outputSchema(ZMessage))
    .mutation(({ ctx, input }) => sendPushToAll(ctx.db, ctx.jobs, input, ctx.user)),

  getNotificationSettings: protectedProcedure
    .meta({ openapi: { method: 'GET', path: '/user/notification-settings', tags, summary: 'Gewählte Benachrichtigungsarten' } })
    .input(inputSchema(ZNoInput))
    .output(outputSchema(ZNotificationSettings))
    .query(({ ctx }) => getNotificationSettings(ctx.db, ctx.user.id)),

  updateNotificationSettings: protectedProcedure
    .meta({
      openapi: { method: 'PATCH', path: '/user/notification-settings', tags, summary: 'Benachrichtigungsarten ändern' },
    })
    .input(inputSchema(ZNotificationSettingsUpdate))
    .output(outputSchema(ZNotificationSettings))
    .mutation(({ ctx, input }) => updateNotificationSettings(ctx.db, { userId: ctx.user.id, changes: input })),
};
