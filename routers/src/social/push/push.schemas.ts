import { ECDH } from 'node:crypto';
import { z } from 'zod';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from '../../shared/push/push-message.schemas';

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64UrlBytes(value: string): Buffer | null {
  if (!BASE64URL.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** A P-256 public key as browsers send it: 65 bytes, uncompressed, and a point on the curve. */
export function isP256PublicKey(value: string): boolean {
  const bytes = base64UrlBytes(value);
  if (bytes?.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    ECDH.convertKey(bytes, 'prime256v1');
    return true;
  } catch {
    return false;
  }
}

const isAuthSecret = (value: string) => base64UrlBytes(value)?.length === 16;

export const INVALID_ENDPOINT = 'Ungültiger Push-Endpunkt: erforderlich ist eine https-Adresse eines öffentlichen Push-Dienstes.';

/**
 * One spelling per endpoint, so a device is stored and compared once: the host in lower case (the URL parser's
 * own), no default port, no fragment, no trailing slash. The path keeps its case: push services' tokens are
 * case-sensitive.
 */
export function normalizePushEndpoint(value: string): string {
  const url = new URL(value);
  url.hash = '';
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '') || '/';
  return url.href;
}

export const ZPushEndpoint = z
  .string({ error: INVALID_ENDPOINT })
  .trim()
  .min(1, INVALID_ENDPOINT)
  .max(2048, 'Der Push-Endpunkt ist zu lang.')
  .refine((value) => URL.canParse(value), INVALID_ENDPOINT)
  .transform(normalizePushEndpoint);

export const ZPushSubscribeInput = z.strictObject({
  endpoint: ZPushEndpoint,
  keys: z.strictObject(
    {
      p256dh: z
        .string({ error: 'p256dh ist erforderlich.' })
        .max(200, 'Ungültiger Schlüssel p256dh.')
        .refine(
          isP256PublicKey,
          'Ungültiger Schlüssel p256dh: erwartet wird ein öffentlicher P-256-Schlüssel (65 Bytes, base64url).',
        ),
      auth: z
        .string({ error: 'auth ist erforderlich.' })
        .max(40, 'Ungültiger Schlüssel auth.')
        .refine(isAuthSecret, 'Ungültiger Schlüssel auth: erwartet werden 16 Bytes (base64url).'),
    },
    { error: 'keys mit p256dh und auth sind erforderlich.' },
  ),
});

export const ZPushUnsubscribeInput = z.strictObject({ endpoint: ZPushEndpoint });

export const PUSH_REQUIRED = 'Titel und Nachricht sind erforderlich';

/** A path on our own site: one leading slash, never `//host` or a backslash that browsers read as one. */
export const ZSameSitePath = z
  .string()
  .trim()
  .max(500, 'Die Ziel-URL darf höchstens 500 Zeichen lang sein.')
  .regex(/^\/(?![/\\])[^\s\\]*$/, 'Die Ziel-URL muss ein Pfad dieser Seite sein, z. B. /recipes.');

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} darf höchstens ${max} Zeichen lang sein.`).optional();

export const ZPushSendInput = z
  .strictObject({
    title: optionalText(PUSH_TITLE_MAX, 'Der Titel'),
    body: optionalText(PUSH_BODY_MAX, 'Die Nachricht'),
    url: z.union([z.literal('').transform(() => '/'), ZSameSitePath]).default('/'),
  })
  .superRefine((value, ctx) => {
    if (!value.title || !value.body) ctx.addIssue({ code: 'custom', message: PUSH_REQUIRED, path: [] });
  })
  .transform((value) => ({ title: value.title ?? '', body: value.body ?? '', url: value.url }));

export const ZPushPublicKey = z.object({ publicKey: z.string() });
export const ZMessage = z.object({ message: z.string() });

export const ZNotificationSettings = z.object({
  newRecipes: z.boolean(),
  timerReminders: z.boolean(),
  weeklySuggestions: z.boolean(),
  communityUpdates: z.boolean(),
});
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

/**
 * true or false, nothing else: trpc-to-openapi marks every z.boolean() of a REST input as coercing (for query
 * strings, but in bodies too), which would read "ja" or "nein" as true.
 */
const ZFlag = z.union([z.literal(true), z.literal(false)], { error: 'Erwartet wird true oder false.' });

export const ZNotificationSettingsUpdate = z.strictObject({
  newRecipes: ZFlag.optional(),
  timerReminders: ZFlag.optional(),
  weeklySuggestions: ZFlag.optional(),
  communityUpdates: ZFlag.optional(),
});
